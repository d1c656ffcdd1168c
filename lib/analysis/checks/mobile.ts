import { linksWithRel, metaContent } from '../html/page-facts';
import { contentImages, isLazy, isResponsive, isSized } from './page-images';
import { byShare, defineCheck, fail, partial, pass, percent } from './check-types';

/** Images above the fold are better loaded at once; lazy loading matters from the fourth. */
const eagerImages = 3;

export const mobileChecks = [
  defineCheck({
    id: 'viewport',
    category: 'mobile',
    weight: 10,
    run({ page }) {
      const content = metaContent(page, 'viewport');
      if (content === null) return fail({ state: 'missing', content: '' });
      if (/width\s*=\s*device-width/i.test(content)) return pass({ state: 'ok', content });
      return partial({ state: 'fixed', content });
    },
  }),
  defineCheck({
    id: 'zoom',
    category: 'mobile',
    weight: 6,
    run({ page }) {
      const content = metaContent(page, 'viewport') ?? '';
      if (/user-scalable\s*=\s*(no|0)\b/i.test(content)) return fail({ state: 'disabled' });
      const max = /maximum-scale\s*=\s*([\d.]+)/i.exec(content);
      if (max && Number(max[1]) < 2) return fail({ state: 'limited' });
      return pass({ state: 'allowed' });
    },
  }),
  defineCheck({
    id: 'responsiveImages',
    category: 'mobile',
    weight: 6,
    run({ page }) {
      const images = contentImages(page);
      const count = images.filter(isResponsive).length;
      const share = images.length ? count / images.length : 1;
      return byShare(share, 0.8, 0.3, { count, total: images.length, percent: percent(share) });
    },
  }),
  defineCheck({
    id: 'imageDimensions',
    category: 'mobile',
    weight: 5,
    run({ page }) {
      const images = contentImages(page);
      const count = images.filter(isSized).length;
      const share = images.length ? count / images.length : 1;
      return byShare(share, 0.9, 0.5, { count, total: images.length, percent: percent(share) });
    },
  }),
  defineCheck({
    id: 'lazyImages',
    category: 'mobile',
    weight: 5,
    run({ page }) {
      const later = contentImages(page).slice(eagerImages);
      const count = later.filter(isLazy).length;
      const share = later.length ? count / later.length : 1;
      return byShare(share, 0.8, 0.4, { count, total: later.length, percent: percent(share) });
    },
  }),
  defineCheck({
    id: 'noPlugins',
    category: 'mobile',
    weight: 3,
    run({ page }) {
      return page.plugins === 0 ? pass({ count: 0 }) : fail({ count: page.plugins });
    },
  }),
  defineCheck({
    id: 'homeScreenIcon',
    category: 'mobile',
    weight: 2,
    run({ page }) {
      const icon = linksWithRel(page, 'apple-touch-icon').length > 0;
      const manifest = linksWithRel(page, 'manifest').length > 0;
      if (icon || manifest) return pass({ state: manifest ? 'manifest' : 'icon' });
      return fail({ state: 'missing' });
    },
  }),
];
