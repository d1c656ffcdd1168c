import { linksWithRel } from '../html/page-facts';
import { contentImages, imageFormats } from './page-images';
import { byLimit, byShare, defineCheck, fail, pass, percent } from './check-types';

const kilobytes = (bytes: number) => Math.round(bytes / 1024);

export const performanceChecks = [
  defineCheck({
    id: 'ttfb',
    category: 'performance',
    weight: 6,
    run: ({ ttfbMs }) => byLimit(ttfbMs, 600, 1500, { ms: ttfbMs }),
  }),
  defineCheck({
    id: 'loadTime',
    category: 'performance',
    weight: 8,
    run: ({ loadMs }) => byLimit(loadMs, 1500, 3000, { ms: loadMs }),
  }),
  defineCheck({
    id: 'htmlSize',
    category: 'performance',
    weight: 4,
    run: ({ htmlBytes }) =>
      byLimit(htmlBytes, 150 * 1024, 500 * 1024, { kb: kilobytes(htmlBytes) }),
  }),
  defineCheck({
    id: 'compression',
    category: 'performance',
    weight: 5,
    run({ encoding, htmlBytes }) {
      if (encoding && encoding !== 'identity') return pass({ encoding });
      // Compressing a tiny page gains nothing.
      return htmlBytes < 1024 ? pass({ encoding: 'none' }) : fail({ encoding: 'none' });
    },
  }),
  defineCheck({
    id: 'scriptCount',
    category: 'performance',
    weight: 4,
    run({ page }) {
      const count = page.scripts.filter((script) => script.attrs.src).length;
      return byLimit(count, 10, 25, { count });
    },
  }),
  defineCheck({
    id: 'stylesheetCount',
    category: 'performance',
    weight: 3,
    run({ page }) {
      const count = linksWithRel(page, 'stylesheet').length;
      return byLimit(count, 4, 8, { count });
    },
  }),
  defineCheck({
    id: 'imageCount',
    category: 'performance',
    weight: 3,
    run({ page }) {
      const count = contentImages(page).length;
      return byLimit(count, 40, 100, { count });
    },
  }),
  defineCheck({
    // Classic scripts in <head> stop the page from rendering until they have downloaded and run.
    id: 'renderBlockingScripts',
    category: 'performance',
    weight: 6,
    run({ page }) {
      const count = page.scripts.filter(
        ({ attrs, inHead }) =>
          inHead &&
          attrs.src &&
          attrs.async === undefined &&
          attrs.defer === undefined &&
          attrs.type?.toLowerCase() !== 'module',
      ).length;
      return byLimit(count, 0, 2, { count });
    },
  }),
  defineCheck({
    id: 'cacheHeaders',
    category: 'performance',
    weight: 3,
    run({ headers }) {
      const cacheControl = headers['cache-control'] ?? '';
      const maxAge = /(?:s-)?max-age\s*=\s*(\d+)/i.exec(cacheControl);
      const validator = headers.etag ? 'ETag' : headers['last-modified'] ? 'Last-Modified' : '';
      if (validator) return pass({ state: 'validator', value: validator });
      if (maxAge && Number(maxAge[1]) > 0 && !/no-store/i.test(cacheControl)) {
        return pass({ state: 'maxAge', value: cacheControl });
      }
      return fail({ state: 'none', value: cacheControl || '–' });
    },
  }),
  defineCheck({
    id: 'redirects',
    category: 'performance',
    weight: 4,
    run: ({ redirects }) => byLimit(redirects, 1, 2, { count: redirects }),
  }),
  defineCheck({
    id: 'modernImages',
    category: 'performance',
    weight: 4,
    run({ page }) {
      const { raster, modern } = imageFormats(page);
      if (raster === 0) return pass({ count: 0, total: 0, percent: 100 });
      const share = modern / raster;
      const evidence = { count: modern, total: raster, percent: percent(share) };
      return share === 0 ? fail(evidence) : byShare(share, 0.5, 0, evidence);
    },
  }),
];
