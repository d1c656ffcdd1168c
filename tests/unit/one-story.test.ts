import { describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/routing';
import { clients, towns } from '@/lib/content/clients';
import { figureIds, figures, formatFigure } from '@/lib/content/figures';
import { people } from '@/lib/content/people';
import { promises } from '@/lib/content/promises';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import el from '@/messages/el.json';

/**
 * One version of every person, figure and promise: they are defined once in lib/content, and
 * the texts quote them as ICU arguments. These tests fail when a text writes one out in a
 * second version anyway (and tests/e2e/one-story.spec.ts reads every page as rendered).
 */
type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );
const messages = { en, tr, el } as unknown as Record<Locale, Tree>;
const texts = Object.fromEntries(
  Object.entries(messages).map(([locale, tree]) => [locale, flatten(tree)]),
) as Record<Locale, [string, string][]>;
const locales = Object.keys(texts) as Locale[];

/** [key, the number(s) found] for every match of `pattern` in a language's texts. */
function mentions(locale: Locale, pattern: RegExp): [string, string][] {
  return texts[locale].flatMap(([key, text]) =>
    [...text.matchAll(new RegExp(pattern, 'g'))].map((m): [string, string] => [
      key,
      m.slice(1).join('–'),
    ]),
  );
}

describe('people', () => {
  const everyone = Object.entries(people);

  it('are each one person with one name, and the dealerships one each', () => {
    const names = everyone.map(([, person]) => person.name);
    expect(new Set(names).size).toBe(names.length);
    const dealerships = Object.values(clients).map((client) => client.name);
    expect(new Set(dealerships).size).toBe(dealerships.length);
  });

  it.each(locales)('have their job and town in %s, once', (locale) => {
    const tree = messages[locale] as {
      People: { roles: Record<string, string> };
      Places: { towns: Record<string, string>; regions: Record<string, string> };
    };
    for (const [id, person] of everyone) {
      expect(tree.People.roles[id], id).toBeTruthy();
      expect(tree.Places.towns[clients[person.client].town], id).toBeTruthy();
    }
    for (const region of Object.values(towns)) expect(tree.Places.regions[region]).toBeTruthy();
  });

  it.each(locales)('are named only from data, never in a %s text', (locale) => {
    const named = everyone.flatMap(([, { name }]) => {
      const surname = name.split(' ').at(-1) ?? name;
      return texts[locale]
        .filter(([, text]) => new RegExp(`\\b${surname}\\b`, 'u').test(text))
        .map(([key]) => `${key}: ${name}`);
    });
    expect(named).toEqual([]);
  });

  it.each(locales)('live in towns spelt the same as the demo sites spell them (%s)', (locale) => {
    const tree = messages[locale] as {
      Places: { towns: Record<string, string> };
      Demo: { places: Record<string, string> };
    };
    for (const [id, town] of Object.entries(tree.Places.towns)) {
      if (id in tree.Demo.places) expect(tree.Demo.places[id], id).toBe(town);
    }
  });
});

describe('figures', () => {
  /** The ways a figure could be written out by hand: grouped or not, sign before or after. */
  function writtenOut(id: (typeof figureIds)[number], locale: Locale) {
    const { value, format } = figures[id];
    const ways = new Set([formatFigure(id, locale).replace(/\u00a0/g, ' ')]);
    if (value < 100 && format === 'count') return []; // "47", "30": too common to tell apart
    const digits = [String(value), value.toLocaleString('en-GB'), value.toLocaleString('de-DE')];
    for (const n of digits) {
      if (format === 'percent') ways.add(`${n}%`).add(`%${n}`);
      else if (format === 'count') ways.add(`${n}+`);
      else ways.add(`£${n}`).add(`${n} £`);
    }
    if (format === 'gbp' && value >= 1000) {
      const thousands = value / 1000;
      for (const short of [
        `£${thousands}K`,
        `£${thousands}k`,
        `${thousands} bin`,
        `${thousands} χιλ`,
      ])
        ways.add(short);
    }
    return [...ways];
  }

  it.each(locales)('are never written out in a %s text, only quoted from data', (locale) => {
    const copies = figureIds.flatMap((id) =>
      writtenOut(id, locale).flatMap((way) =>
        texts[locale].filter(([, text]) => text.includes(way)).map(([key]) => `${key}: ${way}`),
      ),
    );
    expect(copies).toEqual([]);
  });

  it('are worded by what they count, so that none contradicts another', () => {
    // Everyone we have helped ⊇ every site we have launched ⊇ today's monthly clients.
    expect(figures.dealersHelped.value).toBeGreaterThanOrEqual(figures.websitesLaunched.value);
    expect(figures.websitesLaunched.value).toBeGreaterThanOrEqual(figures.monthlyPlanClients.value);
    // The three showcased stories may beat the average over all clients, not the reverse.
    expect(figures.caseStudyLeadIncrease.value).toBeGreaterThanOrEqual(
      figures.clientLeadIncrease.value,
    );
    const labels = locales.flatMap((locale) =>
      Object.values((messages[locale] as { Figures: Record<string, string> }).Figures),
    );
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe('promises written out where the code that renders them is not the marketing pages', () => {
  const replyPatterns: Record<Locale, RegExp> = {
    en: /(\d+) working hours?/,
    tr: /(\d+) iş saati/,
    el: /(\d+) εργάσιμ(?:η ώρα|ες ώρες)/,
  };
  /** The reply promised in another wording ("within 2 hours in office hours", "2 saat içinde…"). */
  const otherReplyWordings: Record<Locale, RegExp> = {
    en: /\b(?:reply|replies|answer|get back to you|contact you|hear from us)\b[^.]*?\b(?:within|in under) \d+ (?!working)\w+/i,
    tr: /\d+ saat (?:içinde|kısa sürede) (?:yanıt|dönüş|cevap|sizinle)/,
    el: /(?:απαντ|επικοινων)[^.]*μέσα σε \d+ ώρ/,
  };

  it.each(locales)('%s: a reply always within the same working hours', (locale) => {
    for (const [key, hours] of mentions(locale, replyPatterns[locale]))
      expect(Number(hours), key).toBe(promises.replyHours);
    const reworded = texts[locale].filter(([, text]) => otherReplyWordings[locale].test(text));
    expect(reworded.map(([key]) => key)).toEqual([]);
  });

  it.each([
    ['en', /(\d+)\s*[–-]\s*(\d+) business days/, /(\d+)\s*[–-]\s*(\d+) hours/],
    ['tr', /(\d+)\s*[–-]\s*(\d+) iş gün/, /(\d+)\s*[–-]\s*(\d+) saat/],
    ['el', /(\d+)\s*[–-]\s*(\d+) εργάσιμ/, /(\d+)\s*[–-]\s*(\d+) ώρες/],
  ] as const)('%s: delivery and rush launch take one time each', (locale, delivery, rush) => {
    const { deliveryDays: d, rushHours: r } = promises;
    for (const [key, range] of mentions(locale, delivery))
      expect(range, key).toBe(`${d.from}–${d.to}`);
    for (const [key, range] of mentions(locale, rush)) expect(range, key).toBe(`${r.from}–${r.to}`);
  });

  it.each([
    ['en', /(\d+(?:\.\d+)?)% uptime/, /days of payment/],
    ['tr', /%(\d+(?:,\d+)?) çalışma süresi/, /ödemeden sonraki/],
    ['el', /(\d+(?:,\d+)?)% διαθεσιμότητα/, /από την πληρωμή/],
  ] as const)('%s: uptime and the money-back window agree', (locale, uptime, fromPayment) => {
    for (const [key, rate] of mentions(locale, uptime))
      expect(Number(rate.replace(',', '.')), key).toBe(promises.uptimePercent);
    // Money back is counted from the website's launch, on every page and in the terms.
    expect(texts[locale].filter(([, text]) => fromPayment.test(text)).map(([k]) => k)).toEqual([]);
  });
});

describe('one copy standard per language', () => {
  const standards: Record<Locale, [RegExp, string][]> = {
    en: [
      [/%\s?\d/, 'the percent sign goes after the number: 89%'],
      [/\d\s?[£€]/, 'the currency sign goes first: £2,500'],
      [/\b\w+(?:yze|yzed|yzing|yzer)\b/i, 'British spelling: analyse'],
      [/\b(?:color|center|favor|behavior|catalog)\w*\b/i, 'British spelling: colour, centre…'],
      [/(?<![{\w-])emails?\b(?!\s*[,}])|\bEmail/, 'one spelling: e-mail'],
    ],
    tr: [
      [/\d\s?%/, 'Turkish puts the percent sign first: %89'],
      [/\d\s?[£€]/, 'the currency sign goes first: £2.500, €10.000'],
      [/\d,\d{3}(?!\d)/, 'thousands are grouped with a dot: 1.000'],
    ],
    el: [
      [/%\s?\d/, 'the percent sign goes after the number: 89%'],
      [/[£€]\s?\d/, 'the currency sign goes after the amount: 2.500 £'],
      [/\d,\d{3}(?!\d)/, 'thousands are grouped with a dot: 1.000'],
    ],
  };
  /** Dates come from data through formatDate (lib/format.ts), never written into a text. */
  const writtenDates: Record<Locale, RegExp> = {
    en: /\b\d{1,2} (?:January|February|March|April|May|June|July|August|September|October|November|December)\b|\b(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}\b/,
    tr: /\b\d{1,2} (?:Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4}/,
    el: /\b\d{1,2} (?:Ιανουαρίου|Φεβρουαρίου|Μαρτίου|Απριλίου|Μαΐου|Ιουνίου|Ιουλίου|Αυγούστου|Σεπτεμβρίου|Οκτωβρίου|Νοεμβρίου|Δεκεμβρίου)/,
  };

  it.each(locales)('%s writes numbers, money, spelling and dates one way', (locale) => {
    const breaches = [
      ...standards[locale],
      [writtenDates[locale], 'a date from data'] as const,
    ].flatMap(([rule, why]) =>
      texts[locale]
        .filter(([, text]) => rule.test(text))
        .map(([key, text]) => `${key} (${why}): ${text}`),
    );
    expect(breaches).toEqual([]);
  });
});
