import { locales, type Locale } from '@/i18n/routing';
import { figureIds } from '@/lib/content/figures';
import { people } from '@/lib/content/people';
import { expect, test } from './fixtures';
import { sitemapPages } from './support/sitemap';

/**
 * Someone who reads every page in three languages finds one version of each person and each
 * figure: every page of the sitemap, as the server sends it, is read for the people the site
 * quotes (PersonCredit, `data-person`) and the headline figures (`data-figure`). A person or
 * figure shown two ways, or a quoted person named outside a credit, fails the test. (The texts
 * behind them: tests/unit/one-story.test.ts.)
 */
test.use({ javaScriptEnabled: false });

const localeOf = (pagePath: string): Locale =>
  locales.find((locale) => pagePath === `/${locale}` || pagePath.startsWith(`/${locale}/`)) ?? 'en';

type Seen = Map<string, Map<string, string[]>>;
const note = (seen: Seen, id: string, version: string, pagePath: string) => {
  const versions = seen.get(id) ?? new Map<string, string[]>();
  versions.set(version, [...(versions.get(version) ?? []), pagePath]);
  seen.set(id, versions);
};
/** Ids shown in more than one version, with the pages of each version. */
const twoVersions = (seen: Seen) =>
  [...seen]
    .filter(([, versions]) => versions.size > 1)
    .map(([id, v]) => [id, Object.fromEntries(v)]);

test('every page tells one story: one version of each person and each figure', async ({ page }) => {
  test.setTimeout(120_000);
  const byLocale = Object.fromEntries(
    locales.map((locale) => [locale, { people: new Map(), figures: new Map() }]),
  ) as Record<Locale, { people: Seen; figures: Seen }>;
  const namedOutsideACredit: string[] = [];

  for (const pagePath of sitemapPages) {
    await page.goto(pagePath);
    const found = await page.evaluate(
      (names) => {
        const text = (element: Element | null) =>
          (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
        const credits = [...document.querySelectorAll('[data-person]')].map((credit) => ({
          id: credit.getAttribute('data-person') ?? '',
          text: [...credit.children].map(text).join(' | '),
        }));
        const figures = [...document.querySelectorAll('[data-figure]')].map((figure) => ({
          id: figure.getAttribute('data-figure') ?? '',
          text: `${text(figure.querySelector('dd'))} | ${text(figure.querySelector('dt'))}`,
        }));
        // Every time a quoted person's name is on the page, it is in a credit.
        const body = document.body.innerText;
        const outside = Object.entries(names).flatMap(([id, name]) => {
          const onPage = body.split(name).length - 1;
          const inCredits = credits.filter((credit) => credit.id === id).length;
          return onPage > inCredits ? [`${name} (${onPage - inCredits}×)`] : [];
        });
        return { credits, figures, outside };
      },
      Object.fromEntries(Object.entries(people).map(([id, person]) => [id, person.name])),
    );

    const seen = byLocale[localeOf(pagePath)];
    for (const { id, text } of found.credits) note(seen.people, id, text, pagePath);
    for (const { id, text } of found.figures) note(seen.figures, id, text, pagePath);
    namedOutsideACredit.push(...found.outside.map((name) => `${pagePath}: ${name}`));
  }

  for (const locale of locales) {
    const { people: credits, figures } = byLocale[locale];
    expect(twoVersions(credits), `${locale}: people in two versions`).toEqual([]);
    expect(twoVersions(figures), `${locale}: figures in two versions`).toEqual([]);
    // The sweep saw them at all: the testimonials, portfolio and case studies, and the figures.
    expect(credits.size, `${locale}: people quoted`).toBe(Object.keys(people).length);
    expect(figures.size, `${locale}: figures shown`).toBe(figureIds.length);
  }
  expect(namedOutsideACredit).toEqual([]);
});
