import type { Locale } from '@/i18n/routing';

/**
 * Inter's subsets beyond Latin (next/font preloads the Latin one on every page:
 * app/inter-latin.ts), in public/fonts under names that carry the first 8 hex digits of their
 * SHA-256, so they can be cached for a year. The @font-face rules in globals.css name the same
 * files; a unit test keeps them and the hashes in step.
 */
export const fontSubsets = {
  /** @fontsource-variable/inter's Greek file. */
  el: '/fonts/inter-greek-wght-normal.1be3448e.woff2',
  /** The five letters Turkish needs beyond Latin, and ₺ (scripts/subset-turkish-font.sh). */
  tr: '/fonts/inter-turkish-wght-normal.34e1c5bc.woff2',
} as const satisfies Partial<Record<Locale, string>>;

/**
 * The subset a page in `locale` preloads, if any. Greek pages preload theirs: found only
 * through the stylesheet, it came after the first paint and its wider letters re-wrapped
 * headings (a layout shift of up to 0.033 on /el/contact). Turkish pages do not: their 3 KB file
 * only swaps in five letters, and preloading it made Lighthouse's phone worse, same run, A/B,
 * median of 5 (/tr/about LCP 1,522 → 1,682 ms, TBT 135 → 185 ms; /tr/services LCP 1,521 →
 * 1,664 ms, TBT 171 → 273 ms): a file that ends before the largest paint is counted in its
 * path, and the earlier first paint put more of the page's layout after it.
 */
export function preloadedFontSubset(locale: string): string | undefined {
  return locale === 'el' ? fontSubsets.el : undefined;
}
