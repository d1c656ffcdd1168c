import { expect, expectNoAxeViolations } from './fixtures';
import { sweepTest as test } from './support/sweep-test';
import { sitemapPages, sitemapPaths } from './support/sitemap';
import { htmlErrors } from './support/validate-html';
import { faintControls } from './support/control-contrast';
import { widgetCoverage } from './support/chat-sweep';

/**
 * The one sweep of whole-page checks on a desktop, each page loaded once: every page of the
 * sitemap in every language, and the pages kept out of it, load and pass axe (one test each, so
 * they spread over the workers) and the Nu HTML Checker (one run over all of them), and their
 * form controls' edges stand out 3:1; on the pages of the sitemap the chat widget then covers
 * nothing it must not from a tablet to a wide desktop, top to bottom (support/chat-sweep.ts).
 * Other specs check with axe only the states a visitor reaches by interacting. (On a phone:
 * phone-sweep.mobile.spec.ts.)
 */

/** Pages out of the sitemap (noindex), with the status they answer. */
const unlistedPages: [string, number][] = [
  ['/no-such-page', 404],
  ['/tr/yok-boyle-bir-sayfa', 404],
  ['/el/a/b/c', 404],
  ['/el/portfolio/no-such-dealer', 404],
  ['/payment-success?session_id=cs_test_unknown', 200],
  ['/tr/payment-success', 200],
  ['/payment-cancel', 200],
  ['/el/payment-cancel', 200],
  ['/admin/login', 200],
  ['/admin/login?error=access-denied', 200],
  ['/admin/login?signed-out=1', 200],
];

/**
 * Pages that show a toast once they have hydrated (it loads on first use, after the load event):
 * axe waits for it, or it would measure the toast half slid in, or miss it.
 */
const toastOnArrival = new Set(['/admin/login?error=access-denied']);

const allPages: [string, number][] = [
  ...sitemapPages.map((pagePath): [string, number] => [pagePath, 200]),
  ...unlistedPages,
];

test('the sweep covers exactly the pages of the sitemap', async ({ request }) => {
  expect((await sitemapPaths(request)).sort()).toEqual([...sitemapPages].sort());
});

const chatScreens = [
  { width: 768, height: 1024 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];
const listed = new Set(sitemapPages);

for (const [pagePath, status] of allPages) {
  const title = listed.has(pagePath)
    ? `${pagePath} passes axe, and the chat widget covers nothing it must not`
    : `${pagePath} passes axe`;
  test(title, async ({ sweepPage: page, viewport }) => {
    // Three window sizes, each scrolled top to bottom: seconds on a quiet machine, several
    // times that on a busy one.
    test.setTimeout(180_000);
    // The page is shared: undo what the last test left (its size, its reduced motion).
    if (viewport) await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: null });
    const response = await page.goto(pagePath);
    expect(response?.status()).toBe(status);
    if (toastOnArrival.has(pagePath)) {
      // The pointer on it holds it open while axe runs, as a reader's would.
      await page.locator('[data-sonner-toast]').first().hover({ force: true });
    }
    await expectNoAxeViolations(page);
    expect(await faintControls(page), 'form controls with edges under 3:1').toEqual([]);
    if (!listed.has(pagePath)) return;

    const { problems, hintShown } = await widgetCoverage(page, chatScreens);
    expect(problems, 'what the chat widget covers').toEqual([]);
    // Not a vacuous pass: somewhere on the page, at some width, the hint did show.
    expect(hintShown, 'places the hint showed').toBeGreaterThan(0);
  });
}

// The Nu HTML Checker (the W3C validator) over every page, as the server sends it.
test('every page is valid HTML', async ({ request }) => {
  const documents: Record<string, string> = {};
  for (const [pagePath] of allPages)
    documents[pagePath] = await (await request.get(pagePath)).text();
  expect(await htmlErrors(documents)).toEqual([]);
});
