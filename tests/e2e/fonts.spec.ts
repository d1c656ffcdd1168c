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

// Found only through the stylesheet, the Greek file came after the first paint, and its wider
// letters re-wrapped headings (a layout shift on /el/contact): Greek pages ask for it at once, and
// no other page preloads a subset (on Turkish pages it made Lighthouse worse: app/font-subsets.ts).
for (const [path, preloaded] of [
  ['/el/contact', true],
  ['/el', true],
  ['/contact', false],
  ['/tr', false],
  ['/tr/about', false],
] as const) {
  test(`${path} ${preloaded ? 'preloads the Greek' : 'preloads no'} font subset`, async ({
    page,
  }) => {
    const greekRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('inter-greek')) greekRequests.push(request.url());
    });
    await page.goto(path);
    const preloads = page.locator('head link[rel="preload"][as="font"][href^="/fonts/"]');
    await expect(preloads).toHaveCount(preloaded ? 1 : 0);
    if (preloaded) await expect(preloads).toHaveAttribute('href', /inter-greek/);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // A preload in the wrong CORS mode is not used, and the font is fetched a second time.
    expect(greekRequests).toHaveLength(preloaded ? 1 : 0);
  });
}
