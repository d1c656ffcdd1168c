import type { PageFacts } from '../html/page-facts';

type Image = PageFacts['images'][number];

/** Photos and pictures: not SVG (it scales by itself), not inline data, not 1×1 trackers. */
export function contentImages(page: PageFacts): Image[] {
  return page.images.filter((image) => {
    const { attrs } = image;
    const src = (attrs.src ?? attrs['data-src'] ?? '').toLowerCase();
    if (src.startsWith('data:') || /\.svg(\?|#|$)/.test(src)) return false;
    return !(attrs.width === '1' && attrs.height === '1');
  });
}

export const isResponsive = ({ attrs, pictureTypes }: Image) =>
  Boolean(attrs.srcset || attrs['data-srcset'] || pictureTypes.length > 0);

export const isSized = ({ attrs }: Image) => Boolean(attrs.width && attrs.height);

/** Native lazy loading, or a lazy-loading script's data-src / "lazy" class. */
export const isLazy = ({ attrs }: Image) =>
  attrs.loading?.toLowerCase() === 'lazy' ||
  Boolean(attrs['data-src'] || attrs['data-srcset']) ||
  /\blazy(load)?\b/i.test(attrs.class ?? '');

const rasterExtension = /\.(jpe?g|png|gif|webp|avif)(\?|#|$)/i;
const modernExtension = /\.(webp|avif)(\?|#|$)/i;

/** Raster images whose format we can tell, and whether each is WebP/AVIF (or offers one). */
export function imageFormats(page: PageFacts): { raster: number; modern: number } {
  let raster = 0;
  let modern = 0;
  for (const image of contentImages(page)) {
    const src = image.attrs.src ?? image.attrs['data-src'] ?? '';
    const offersModern = image.pictureTypes.some((type) => /webp|avif/.test(type));
    if (!rasterExtension.test(src) && !offersModern) continue;
    raster += 1;
    if (offersModern || modernExtension.test(src)) modern += 1;
  }
  return { raster, modern };
}
