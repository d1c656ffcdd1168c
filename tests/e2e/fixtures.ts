import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

type AxeViolationSummary = {
  url: string;
  id: string;
  impact: string | null | undefined;
  targets: string[];
};

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Waits (up to 2 s) for finite CSS transitions and animations, such as a toast sliding in, to
 * end: axe measures colour contrast as painted, and a half-faded element is not what a visitor
 * reads. Endless animations (a pulsing badge) are left running.
 */
async function settleAnimations(page: Page) {
  await page
    .evaluate(() => {
      const finite = document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
      return Promise.race([
        Promise.allSettled(finite.map((a) => a.finished)),
        new Promise((resolve) => setTimeout(resolve, 2000)),
      ]);
    })
    .catch(() => undefined); // the page navigated meanwhile: axe runs on the new one
}

export async function axeViolations(page: Page): Promise<AxeViolationSummary[]> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations.map((v) => ({
    url: page.url(),
    id: v.id,
    impact: v.impact,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
}

/**
 * Every page a test opens is checked with axe (WCAG 2.2 AA and best practices): after each
 * `page.goto` and once more at the end of the test, so pages reached by clicks count too.
 * Any violation fails the test.
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use, testInfo) => {
    const found: AxeViolationSummary[] = [];
    const originalGoto = page.goto.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await originalGoto(...args);
      const type = response?.headers()['content-type'] ?? '';
      if (type.includes('text/html')) found.push(...(await axeViolations(page)));
      return response;
    };
    await use(page);
    if (testInfo.status === 'passed' && !page.isClosed() && page.url().startsWith('http')) {
      found.push(...(await axeViolations(page)));
    }
    if (testInfo.status === 'passed') {
      expect(found, `axe violations:\n${JSON.stringify(found, null, 2)}`).toEqual([]);
    }
  },
});

export { expect };
