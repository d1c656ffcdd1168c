import { expect, test } from './fixtures';

/**
 * Fonts are local, and each page downloads only the Inter subsets its language needs: English
 * pages the Latin one, Turkish pages also the few letters Latin lacks (ğ, ş, İ: app/fonts, 3 KB
 * instead of Latin Extended's 86 KB), Greek pages the Greek one.
 */
for (const [path, subsets] of [
  ['/', ['latin']],
  ['/contact', ['latin']],
  ['/tr', ['latin', 'turkish']],
  ['/el', ['greek', 'latin']],
] as const) {
  test(`${path} downloads only the ${subsets.join(' and ')} font subset`, async ({ page }) => {
    const fonts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() !== 'font') return;
      const file = new URL(request.url()).pathname.split('/').pop() ?? '';
      fonts.add(
        file
          .replace(/^inter[-_]/, '')
          .replace(/[-_]wght.*$/, '')
          .replace('_', '-'),
      );
    });
    await page.goto(path);
    // Resolves once layout is done and every font the page needs has loaded.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect([...fonts].sort()).toEqual([...subsets]);
  });
}
