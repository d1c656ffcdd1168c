import { createTranslator } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { compileTexts } from '@/i18n/compiled-texts';
import { TextsProvider, useTexts } from '@/i18n/texts';
import type { Locale } from '@/i18n/routing';
import en from '@/messages/en.json';
import el from '@/messages/el.json';
import tr from '@/messages/tr.json';

/**
 * Islands format texts compiled on the server (i18n/texts.tsx), not with next-intl's parser.
 * What a visitor reads must not change: each text an island formats, with the values it is
 * given, reads exactly as next-intl's own translator writes it, in every language.
 */
const all = { en, tr, el } as const;
const islandTexts = (locale: Locale) => {
  const { progress, compare, ratings, seconds, milliseconds } = all[locale].GraderBrowser;
  return { GraderBrowser: { progress, compare, ratings, seconds, milliseconds } };
};
const samples: Record<string, string | number>[] = [
  { position: 1, seconds: 1, minutes: 1, host: 'dealer.example', value: '1,2' },
  { position: 4, seconds: 45, minutes: 3, host: 'cars.example.com', value: '850' },
];

function Probe({
  namespace,
  keys,
  values,
}: {
  namespace: string;
  keys: string[];
  values: Record<string, string | number>;
}) {
  const t = useTexts(namespace);
  return <p>{keys.map((key) => t(key, values)).join(' | ')}</p>;
}

function leafKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value as object, `${prefix}${key}.`),
  );
}

describe('texts formatted in the browser', () => {
  for (const locale of ['en', 'tr', 'el'] as const) {
    it(`read as next-intl writes them (${locale})`, () => {
      const messages = islandTexts(locale);
      const keys = leafKeys(messages.GraderBrowser);
      expect(keys.length).toBeGreaterThan(20);
      const reference = createTranslator({ locale, messages, namespace: 'GraderBrowser' });
      for (const values of samples) {
        const html = renderToString(
          <TextsProvider locale={locale} texts={compileTexts(messages)}>
            <Probe namespace="GraderBrowser" keys={keys} values={values} />
          </TextsProvider>,
        );
        const expected = keys
          .map((key) => reference(key as Parameters<typeof reference>[0], values))
          .join(' | ');
        expect(html).toBe(renderToString(<p>{expected}</p>));
      }
    });
  }

  it('counts with the language’s plural forms', () => {
    const html = (seconds: number) =>
      renderToString(
        <TextsProvider locale="el" texts={compileTexts(islandTexts('el'))}>
          <Probe namespace="GraderBrowser.progress" keys={['eta']} values={{ seconds }} />
        </TextsProvider>,
      );
    expect(html(1)).toContain('Περίπου 1 δευτερόλεπτο ακόμη.');
    expect(html(45)).toContain('Περίπου 45 δευτερόλεπτα ακόμη.');
  });

  it('fails loudly on a text the island was not given, rather than showing a key', () => {
    expect(() =>
      renderToString(
        <TextsProvider locale="en" texts={compileTexts(islandTexts('en'))}>
          <Probe namespace="GraderBrowser" keys={['nowhere']} values={{}} />
        </TextsProvider>,
      ),
    ).toThrow('No text "GraderBrowser.nowhere"');
  });
});
