import { expect, test } from './fixtures';

/**
 * Fonts are local, and each page downloads only the Inter subsets its language needs: English
 * pages the Latin one, Turkish pages also the few letters Latin lacks (ğ, ş, İ: public/fonts, 3 KB
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

// Found only through the stylesheet, a subset came after the first layout and the page was laid
// out again (on /el/contact the Greek file's wider letters re-wrapped headings, a layout shift):
// Greek and Turkish pages ask for theirs at once (app/font-subsets.ts), and no other page does.
for (const [path, preloaded] of [
  ['/el/contact', 'greek'],
  ['/el', 'greek'],
  ['/tr', 'turkish'],
  ['/tr/about', 'turkish'],
  ['/contact', undefined],
  ['/', undefined],
] as const) {
  test(`${path} preloads ${preloaded ? `the ${preloaded}` : 'no extra'} font subset`, async ({
    page,
  }) => {
    const subsetRequests: string[] = [];
    page.on('request', (request) => {
      if (/inter-(greek|turkish)/.test(request.url())) subsetRequests.push(request.url());
    });
    await page.goto(path);
    const preloads = page.locator('head link[rel="preload"][as="font"][href*="/fonts/inter-"]');
    await expect(preloads).toHaveCount(preloaded ? 1 : 0);
    if (preloaded) await expect(preloads).toHaveAttribute('href', new RegExp(`inter-${preloaded}`));
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // A preload in the wrong CORS mode is not used, and the font is fetched a second time.
    expect(subsetRequests).toHaveLength(preloaded ? 1 : 0);
  });
}
