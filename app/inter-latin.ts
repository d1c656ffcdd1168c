import localFont from 'next/font/local';

/**
 * Inter's Latin subset through next/font, so every page preloads it: the hero text (the
 * largest paint on most pages) swaps to Inter sooner. The other subsets (Latin Extended for
 * Turkish, Greek) stay with @fontsource-variable/inter and download only where a page uses
 * them; `--font-sans` in globals.css lists this face first.
 */
export const interLatin = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter-latin',
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
});
