import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { serverUrl } from './support/servers';
import { sitemapPaths } from './support/sitemap';

// A walk over every public page in every language, twice: generous time on a busy machine.
test.describe.configure({ timeout: 300_000 });

/**
 * On a phone the floating chat launcher (and its hint) must never cover a field the visitor
 * fills in: every field of every page is brought to the bottom of the screen, where the launcher
 * sits, then focused, and neither may be covered. Motion is reduced so the launcher moves at
 * once (with motion it slides away in 0.2 s).
 */
async function coveredFields(browser: Browser, paths: string[], width: number) {
  const context = await browser.newContext({
    baseURL: serverUrl('main'),
    viewport: { width, height: 700 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  const phone = await context.newPage();
  const covered: string[] = [];
  let checked = 0;
  for (const path of paths) {
    await phone.goto(path, { waitUntil: 'load' });
    // The launcher measures where the fields are once it has hydrated.
    await phone.waitForFunction(() =>
      Object.keys(document.querySelector('aside button') ?? {}).some((key) =>
        key.startsWith('__reactFiber'),
      ),
    );
    const result = await phone.evaluate(async () => {
      const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const launcher = document.querySelector<HTMLElement>('aside button[aria-haspopup="dialog"]')!;
      const shown = (element: Element | null) =>
        element?.checkVisibility({ visibilityProperty: true, opacityProperty: true }) ?? false;
      const overlaps = (a: DOMRect, b: DOMRect) =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const coversField = (field: Element) => {
        const box = field.getBoundingClientRect();
        const hint = document.querySelector('[data-testid="chat-hint"]');
        return [launcher, hint].some(
          (part) => part && shown(part) && overlaps(part.getBoundingClientRect(), box),
        );
      };
      /** Waits (up to 30 frames) for the launcher to move off the field; true if it never did. */
      const staysCovered = async (field: Element) => {
        for (let frame = 0; frame < 30; frame++) {
          await nextFrame();
          if (!coversField(field)) return false;
        }
        return true;
      };
      const fields = [
        ...document.querySelectorAll<HTMLElement>('input:not([type="hidden"]), select, textarea'),
      ].filter((field) => !field.closest('aside') && field.tabIndex >= 0 && shown(field));
      const problems: string[] = [];
      for (const field of fields) {
        const name =
          field.getAttribute('name') ?? field.id ?? field.getAttribute('aria-label') ?? '?';
        // Worst case: the field at the bottom edge of the screen, where the launcher sits.
        window.scrollBy(0, field.getBoundingClientRect().bottom - window.innerHeight + 4);
        if (await staysCovered(field)) problems.push(`${name} at the bottom of the screen`);
        field.focus({ preventScroll: true });
        if (await staysCovered(field)) problems.push(`${name} while focused`);
        field.blur();
      }
      window.scrollTo(0, 0);
      return { problems, fields: fields.length };
    });
    checked += result.fields;
    covered.push(...result.problems.map((problem) => `${path}: ${problem}`));
  }
  await context.close();
  return { covered, checked };
}

for (const width of [320, 390]) {
  test(`at ${width} px the chat launcher covers no field on any page`, async ({
    browser,
    request,
  }) => {
    const paths = await sitemapPaths(request);
    const { covered, checked } = await coveredFields(browser, paths, width);
    // The forms of home, contact, grader, ROI calculator and demo sites, in three languages.
    expect(checked).toBeGreaterThan(100);
    expect(covered, 'fields covered by the chat launcher').toEqual([]);
  });
}

test('the launcher comes back once the form has scrolled away, and opens the chat', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/el/contact');
  const launcher = page.getByRole('button', { name: 'Άνοιγμα συνομιλίας' });
  const name = page.getByLabel('Το όνομά σας');
  await name.click();
  await expect(launcher).toBeHidden();
  await name.blur();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(launcher).toBeVisible();
  await launcher.click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
