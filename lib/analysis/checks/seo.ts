import { metaContent } from '../html/page-facts';
import { crawlChecks } from './crawl';
import { contentImages } from './page-images';
import { dealerTypes, jsonLdTypes } from './schema-markup';
import { byShare, defineCheck, fail, partial, pass, percent } from './check-types';

const titleMax = 60;
const descriptionMax = 160;

/** SEO: the crawl checks, then the page's own content and markup. */
export const seoChecks = [
  ...crawlChecks,
  defineCheck({
    id: 'title',
    category: 'seo',
    weight: 8,
    run({ page }) {
      const title = page.title ?? '';
      const length = [...title].length;
      if (length === 0) return fail({ state: 'missing', length, title });
      return length <= titleMax
        ? pass({ state: 'ok', length, title })
        : partial({ state: 'long', length, title });
    },
  }),
  defineCheck({
    id: 'metaDescription',
    category: 'seo',
    weight: 7,
    run({ page }) {
      const description = metaContent(page, 'description') ?? '';
      const length = [...description].length;
      if (length === 0) return fail({ state: 'missing', length });
      return length <= descriptionMax
        ? pass({ state: 'ok', length })
        : partial({ state: 'long', length });
    },
  }),
  defineCheck({
    id: 'singleH1',
    category: 'seo',
    weight: 6,
    run({ page }) {
      const count = page.headings.filter((h) => h.level === 1).length;
      if (count === 1) return pass({ count });
      return count === 0 ? fail({ count }) : partial({ count });
    },
  }),
  defineCheck({
    // "Organised content": an h1, sections under h2, and no level skipped on the way down.
    id: 'headingOutline',
    category: 'seo',
    weight: 4,
    run({ page }) {
      const levels = page.headings.map((h) => h.level);
      const skips = levels.filter((level, i) => i > 0 && level > levels[i - 1]! + 1).length;
      const hasH1 = levels.includes(1);
      const hasH2 = levels.includes(2);
      const evidence = { headings: levels.length, skips };
      if (hasH1 && hasH2 && skips === 0) return pass(evidence);
      return hasH1 && hasH2 ? partial(evidence) : fail(evidence);
    },
  }),
  defineCheck({
    // "Good navigation": a <nav> menu with at least three links.
    id: 'navigation',
    category: 'seo',
    weight: 4,
    run({ page }) {
      const links = Math.max(0, ...page.navs.map((nav) => nav.links));
      if (links >= 3) return pass({ state: 'nav', links });
      if (links > 0 || page.headerLinks >= 3) {
        return partial({
          state: links > 0 ? 'nav' : 'header',
          links: Math.max(links, page.headerLinks),
        });
      }
      return fail({ state: 'missing', links: 0 });
    },
  }),
  defineCheck({
    id: 'htmlLang',
    category: 'seo',
    weight: 4,
    run({ page }) {
      const lang = page.lang ?? '';
      return /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(lang)
        ? pass({ lang })
        : fail({ lang: lang || '–' });
    },
  }),
  defineCheck({
    id: 'imageAlt',
    category: 'seo',
    weight: 5,
    run({ page }) {
      const images = contentImages(page);
      const count = images.filter((image) => image.attrs.alt !== undefined).length;
      const share = images.length ? count / images.length : 1;
      return byShare(share, 0.9, 0.5, { count, total: images.length, percent: percent(share) });
    },
  }),
  defineCheck({
    id: 'structuredData',
    category: 'seo',
    weight: 6,
    run({ jsonLd }) {
      const parsed = jsonLd.filter((block) => block !== null);
      const invalid = jsonLd.length - parsed.length;
      if (parsed.length === 0) {
        return fail({ state: invalid ? 'invalid' : 'missing', types: '', invalid });
      }
      const types = jsonLdTypes(parsed);
      const useful = types.filter((type) => dealerTypes.has(type));
      const evidence = { types: types.slice(0, 8).join(', ') || '–', invalid };
      if (useful.length > 0 && invalid === 0) return pass({ state: 'dealer', ...evidence });
      return partial({ state: useful.length > 0 ? 'dealer' : 'generic', ...evidence });
    },
  }),
  defineCheck({
    id: 'openGraph',
    category: 'seo',
    weight: 3,
    run({ page }) {
      const found = ['og:title', 'og:description', 'og:image'].filter((key) =>
        metaContent(page, key),
      );
      if (found.length === 3) return pass({ count: 3 });
      return found.length > 0 ? partial({ count: found.length }) : fail({ count: 0 });
    },
  }),
];
