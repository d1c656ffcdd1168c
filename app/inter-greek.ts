/**
 * Inter's Greek subset (@fontsource-variable/inter's file, copied to public/fonts under a name
 * that carries the first 8 hex digits of its SHA-256, so it can be cached for a year). Greek
 * pages preload it: discovered only through the stylesheet, it arrived after the first paint and
 * its wider letters re-wrapped headings (a layout shift of up to 0.033 on /el/contact). The
 * @font-face in globals.css names the same file; a unit test keeps the two and the hash in step.
 */
export const interGreekUrl = '/fonts/inter-greek-wght-normal.1be3448e.woff2';
