import type { Locale } from '@/i18n/routing';

/**
 * Inter's subsets beyond Latin (next/font preloads the Latin one on every page:
 * app/inter-latin.ts), in public/fonts under names that carry the first 8 hex digits of their
 * SHA-256, so they can be cached for a year. A page preloads the subset its language needs:
 * found only through the stylesheet, the file came after the first layout and the whole page
 * was laid out again (on /el/contact its wider letters re-wrapped headings, a layout shift of
 * up to 0.033; on Turkish pages a second full layout of the page, a long task on a phone). The
 * @font-face rules in globals.css name the same files; a unit test keeps them and the hashes in
 * step.
 */
export const fontSubsets = {
  /** @fontsource-variable/inter's Greek file. */
  el: '/fonts/inter-greek-wght-normal.1be3448e.woff2',
  /** The five letters Turkish needs beyond Latin, and ₺ (scripts/subset-turkish-font.sh). */
  tr: '/fonts/inter-turkish-wght-normal.34e1c5bc.woff2',
} as const satisfies Partial<Record<Locale, string>>;

/** The subset a page in `locale` preloads, if any. */
export function fontSubsetFor(locale: string): string | undefined {
  return (fontSubsets as Partial<Record<string, string>>)[locale];
}
