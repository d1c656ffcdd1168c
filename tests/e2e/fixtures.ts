import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type Locator, type Page } from '@playwright/test';

/**
 * The end-to-end suite's shared checks. Every page in the sitemap (and the pages kept out of
 * it) is checked with axe and the HTML validator once, by page-sweep.spec.ts; a test calls
 * `expectNoAxeViolations` only for a state that a visitor reaches by interacting (an open
 * dialog, a toast, a form's errors, a result), which no sweep can see.
 */
export { expect };

/**
 * Whether React has started on the page. Prerendered pages load their scripts once their first
 * content is painted (scripts/paint-first.mjs), which can be after the load event that `goto`
 * waits for; until React starts, a click or a typed value would be lost. Pages without the
 * loader, and pages without JavaScript (their inline scripts never ran, so `__next_f` is
 * missing), count as started.
 */
async function reactStarted(page: Page) {
  await page
    .waitForFunction(
      () =>
        !document.querySelector('script[data-paint-first]') ||
        !('__next_f' in window) ||
        Object.keys(document).some((key) => key.startsWith('__reactContainer')),
    )
    .catch((error: unknown) => {
      // The page went on to another document, or was closed: nothing left to wait for.
      if (!/context was destroyed|navigat|closed/i.test(String(error))) throw error;
    });
}

const navigations = ['goto', 'reload', 'goBack', 'goForward'] as const;
const waitsForReact = Symbol('waitsForReact');

/** Every navigation of every page of the worker's browser also waits for React to start. */
function navigationsWaitForReact(page: Page) {
  const prototype = Object.getPrototypeOf(page) as Record<PropertyKey, unknown>;
  if (prototype[waitsForReact]) return;
  prototype[waitsForReact] = true;
  for (const name of navigations) {
    const navigate = prototype[name] as (this: Page, ...args: unknown[]) => Promise<unknown>;
    prototype[name] = async function (this: Page, ...args: unknown[]) {
      const response = await navigate.apply(this, args);
      await reactStarted(this);
      return response;
    };
  }
}

/**
 * Playwright's test, with navigations that wait for React as well as for the load event (also
 * for pages a test opens itself with `browser.newContext()`: the pages share one prototype).
 */
export const test = base.extend<object, { browser: Browser }>({
  browser: [
    async ({ browser }, use) => {
      const probe = await browser.newPage();
      navigationsWaitForReact(probe);
      await probe.close();
      await use(browser);
    },
    { scope: 'worker' },
  ],
});

/**
 * For tests of what the server sends (texts, links, metadata, structured data): pages load as
 * a crawler or a visitor without JavaScript gets them, which spares a busy machine the
 * hydration of every page. What needs JavaScript is tested with it.
 */
export const serverRendered = { javaScriptEnabled: false } as const;

type AxeViolationSummary = {
  url: string;
  id: string;
  impact: string | null | undefined;
  targets: string[];
};

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Waits for finite CSS transitions and animations, such as a toast sliding in, to end: axe
 * measures colour contrast as painted, and a half-faded element is not what a visitor reads.
 * Endless animations (a pulsing badge) are left running; a finite one that outlasts 2 s is
 * checked as it stands. A decoration hidden from assistive technology and without text (the
 * chat launcher's call-out) changes no text's contrast: it is not waited for. Call it with the
 * page clock running.
 */
async function settleAnimations(page: Page) {
  await page
    .evaluate(() => {
      const decoration = (target: Element | null | undefined) =>
        target?.closest('[aria-hidden="true"]') && !target.textContent?.trim();
      const finite = document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .filter((a) => !decoration((a.effect as KeyframeEffect | null)?.target));
      return Promise.race([
        Promise.allSettled(finite.map((a) => a.finished)),
        new Promise((resolve) => setTimeout(resolve, 2000)),
      ]);
    })
    .catch(() => undefined); // the page navigated meanwhile: axe runs on the new one
}

async function axeViolations(page: Page, include?: string): Promise<AxeViolationSummary[]> {
  await settleAnimations(page);
  const builder = new AxeBuilder({ page })
    .withTags(wcagTags)
    // The site has no frames: axe runs in the page itself, instead of in each frame and then
    // once more in a page of its own that merges the results (a second browser page per check).
    .setLegacyMode(true)
    // Only the violations are read: axe skips recording every element that passed.
    .options({ resultTypes: ['violations'] });
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations.map((v) => ({
    url: page.url(),
    id: v.id,
    impact: v.impact,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
}

/**
 * axe (WCAG 2.2 AA and best practices) on the page as it is now, or only on the part that
 * `include` (a CSS selector) names when the rest of the page is what the sweep already checked.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  const found = await axeViolations(page, include);
  expect(found, `axe violations:\n${JSON.stringify(found, null, 2)}`).toEqual([]);
}

/**
 * axe on the toast now shown: call it as soon as the toast is seen. The pointer moves onto it,
 * as a reader's would, which holds it open (toasts close by themselves after 5 s, sooner than
 * axe may finish on a busy machine); no wait for it to stop sliding in.
 */
export async function expectToastAccessible(page: Page) {
  await page.locator('[data-sonner-toast]').first().hover({ force: true });
  await expectNoAxeViolations(page, '[data-sonner-toaster]');
}

/**
 * Brings an island into view, as a visitor does before using it, and waits until React has
 * hydrated it: until then its handlers are not attached, and a click or a typed value would
 * be lost (or a form sent without JavaScript). One element per island is enough: React
 * hydrates an island at once.
 */
export async function readyToUse(locator: Locator) {
  // Retried as a whole: React may replace the element meanwhile (a form reset after a success).
  await expect(async () => {
    await locator.scrollIntoViewIfNeeded({ timeout: 5_000 });
    const hydrated = await locator.evaluate((element) =>
      Object.keys(element).some((key) => key.startsWith('__reactProps$')),
    );
    expect(hydrated, 'React hydrates the element').toBe(true);
  }).toPass({ timeout: 30_000 });
}
