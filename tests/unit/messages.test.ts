import { createTranslator, IntlErrorCode } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import el from '@/messages/el.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

// An ICU argument is a name followed by "}" or ","; the text of a plural/select branch is not.
const placeholders = (text: string) =>
  [...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]).sort();

describe('translations', () => {
  const english = flatten(en as Tree);

  it.each([
    ['tr', tr],
    ['el', el],
  ])('%s has exactly the English keys, none empty, with the same placeholders', (_, messages) => {
    const other = flatten(messages as Tree);
    expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(other)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english[key] ?? ''));
    }
  });

  it('promises no fixed wait for the phone measurement: its bar gives the queue’s own estimate', () => {
    // "Usually within half a minute" was shown to the third in the queue, who waited 67–75 s.
    for (const messages of [en, tr, el]) {
      const text = messages.GraderBrowser.progress.instant;
      expect(text).not.toMatch(/\d|minute|dakika|λεπτ|second|saniye|δευτερ/i);
    }
  });

  it('words a refused address one way: the address typed, where it leads, and the browser', () => {
    const shared = [
      [en, ['private or local network, where we never go']],
      [tr, ['özel veya yerel bir ağ', 'oraya hiçbir zaman gitmiyoruz']],
      [el, ['ιδιωτικό ή τοπικό δίκτυο, όπου δεν πηγαίνουμε ποτέ']],
    ] as const;
    for (const [messages, phrases] of shared) {
      const { blocked_host, private_address } = messages.Analysis.refusal;
      expect(blocked_host).toBe(private_address);
      for (const phrase of phrases) {
        expect(private_address).toContain(phrase);
        expect(messages.GraderBrowser.failure.blocked).toContain(phrase);
      }
    }
  });

  it('has no empty English text', () => {
    for (const [key, text] of Object.entries(english)) expect(text.trim(), key).not.toBe('');
  });

  // A literal "<meta …>" reads as an ICU tag and the whole message falls back to its key:
  // such text must be quoted ('<meta …>').
  it.each([
    ['en', en],
    ['tr', tr],
    ['el', el],
  ] as const)('%s: every message is valid ICU', (locale, messages) => {
    const invalid: string[] = [];
    const t = createTranslator({
      locale,
      messages: messages as Tree,
      onError: (error) => {
        if (error.code === IntlErrorCode.INVALID_MESSAGE) invalid.push(error.message);
      },
    }) as unknown as (key: string) => string;
    for (const key of Object.keys(flatten(messages as Tree))) t(key);
    expect(invalid).toEqual([]);
  });
});
