import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { sweepTest as test } from './support/sweep-test';
import { sitemapPages } from './support/sitemap';

/**
 * The chat widget stays out of the way on every page, in every language, from the smallest
 * phone to a wide desktop, judged from the rendered geometry (not from a list of known spots):
 * - the hint never lies over a link, button, field or a line of text, at the top of the page or
 *   anywhere the page is scrolled to;
 * - the launcher never lies over a form field, and at the top of the page never over a link or
 *   button either.
 * Something counts as covered when the widget's box overlaps it and it is what a visitor sees
 * there (elementsFromPoint: not clipped away or under something else). Each page is loaded
 * once, then looked at in five window sizes, top to bottom. Motion is reduced, so the widget
 * moves at once (with motion it slides away in 0.2 s).
 */
test.use({ sweepContext: { reducedMotion: 'reduce' } });

const screens = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

/** Runs in the page: every place the widget covers something, and how often the hint showed. */
async function sweepThePage() {
  const frame = () => {
    // A hidden page draws no frames, so the widget would never move: say so, rather than wait.
    if (document.hidden) throw new Error('The page is hidden: no frames are drawn.');
    // A deadline, not a wait: a renderer that stops drawing fails the test in seconds, with a
    // reason, instead of holding it until the test's time-out.
    return new Promise((resolve, reject) => {
      const stalled = setTimeout(() => reject(new Error('No frame was drawn in 15 s.')), 15_000);
      // The frame, then a task after it: the widget measures in the frame and React renders
      // what it measured in a task of its own, which a busy machine may run after the next frame.
      requestAnimationFrame(() => {
        clearTimeout(stalled);
        setTimeout(resolve, 0);
      });
    });
  };
  const launcher = document.querySelector<HTMLElement>('aside button[aria-haspopup="dialog"]')!;
  const widget = launcher.closest('aside')!;
  const hint = () => widget.querySelector<HTMLElement>('[data-testid="chat-hint"]');
  const shown = (element: Element | null): element is Element =>
    element?.checkVisibility({ visibilityProperty: true, opacityProperty: true }) ?? false;
  const overlap = (a: DOMRect, b: DOMRect) => {
    const left = Math.max(a.left, b.left);
    const right = Math.min(a.right, b.right);
    const top = Math.max(a.top, b.top);
    const bottom = Math.min(a.bottom, b.bottom);
    return right > left && bottom > top ? { x: (left + right) / 2, y: (top + bottom) / 2 } : null;
  };
  /** What a visitor sees at (x, y) under the widget is `element`, or something inside it. */
  const seenAt = (element: Element, { x, y }: { x: number; y: number }) => {
    const seen = document.elementsFromPoint(x, y).find((hit) => !widget.contains(hit));
    return seen !== undefined && (seen === element || element.contains(seen));
  };
  const name = (element: Element) =>
    `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`;

  function covered(area: DOMRect, what: { controls: boolean; text: boolean }) {
    const found: string[] = [];
    const selector = what.controls
      ? 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"]'
      : 'input:not([type="hidden"]), select, textarea';
    for (const element of document.querySelectorAll(selector)) {
      if (widget.contains(element) || !shown(element)) continue;
      const point = overlap(area, element.getBoundingClientRect());
      if (point && seenAt(element, point)) found.push(name(element));
    }
    if (!what.text) return found;
    const range = document.createRange();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || widget.contains(parent) || !node.textContent?.trim() || !shown(parent)) {
        continue;
      }
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        const point = overlap(area, line);
        if (point && seenAt(parent, point))
          found.push(`text "${node.textContent.trim().slice(0, 40)}"`);
      }
    }
    return found;
  }

  let hintShown = 0;
  function look(atTop: boolean) {
    const problems: string[] = [];
    const bubble = hint();
    if (shown(bubble)) {
      hintShown++;
      const area = bubble.getBoundingClientRect();
      problems.push(...covered(area, { controls: true, text: true }).map((c) => `hint over ${c}`));
    }
    if (shown(launcher)) {
      const area = launcher.getBoundingClientRect();
      problems.push(
        ...covered(area, { controls: atTop, text: false }).map((c) => `launcher over ${c}`),
      );
    }
    return problems;
  }
  /** The widget moves in the frame after a scroll: a problem counts if it is still there later. */
  async function settledProblems(atTop: boolean) {
    await frame();
    await frame();
    let problems = look(atTop);
    for (let wait = 0; wait < 60 && problems.length > 0; wait++) {
      await frame();
      problems = look(atTop);
    }
    return problems.map((problem) => `at ${Math.round(window.scrollY)} px: ${problem}`);
  }

  window.scrollTo(0, 0);
  const problems = await settledProblems(true);
  // One screen at a time: each part of the page passes the widget's corner once.
  const step = window.innerHeight;
  // A window without height (mid-resize) would never get past the top: say so.
  if (step < 100) throw new Error(`The window is ${step} px high.`);
  const end = document.documentElement.scrollHeight - window.innerHeight;
  for (let y = step; y < end + step; y += step) {
    window.scrollTo(0, Math.min(y, end));
    problems.push(...(await settledProblems(false)));
  }
  window.scrollTo(0, 0);
  return { problems, hintShown };
}

/**
 * The sweep, in a page that draws. Headless Chromium on a loaded machine has been seen to stop
 * drawing frames in a page after a resize: the sweep then says "No frame was drawn", and even a
 * screenshot of that page waits for a frame forever. Such a page is left alone: the sweep starts
 * over in a new page of the same context (same cache, same reduced motion), loaded and sized
 * afresh. Any other failure is the test's.
 */
async function sweepDrawing(page: Page, pagePath: string, screen: (typeof screens)[number]) {
  let current = page;
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        return await current.evaluate(sweepThePage);
      } catch (error) {
        if (!String(error).includes('No frame was drawn') || attempt === 3) throw error;
        test.info().annotations.push({
          type: 'renderer stalled',
          description: `${screen.width} px, attempt ${attempt}: swept again in a new page`,
        });
        if (current !== page) await current.close();
        current = await page.context().newPage();
        await current.setViewportSize(screen);
        await current.goto(pagePath);
        await widgetReady(current);
      }
    }
  } finally {
    if (current !== page) await current.close();
  }
}

/** The launcher measures the page once it has hydrated. */
async function widgetReady(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('aside button[aria-haspopup="dialog"]') ?? {}).some((key) =>
      key.startsWith('__reactFiber'),
    ),
  );
}

for (const pagePath of sitemapPages) {
  test(`${pagePath}: the chat widget covers nothing it must not`, async ({ sweepPage: page }) => {
    // Five window sizes, each scrolled top to bottom: 3–10 s on a quiet machine, several times
    // that on one busy with other work.
    test.setTimeout(180_000);
    await page.setViewportSize(screens[0]!);
    await page.goto(pagePath);
    await widgetReady(page);
    const problems: string[] = [];
    let hintShown = 0;
    for (const screen of screens) {
      await page.setViewportSize(screen);
      const result = await sweepDrawing(page, pagePath, screen);
      problems.push(...result.problems.map((problem) => `${screen.width} px, ${problem}`));
      hintShown += result.hintShown;
    }
    expect(problems, 'what the chat widget covers').toEqual([]);
    // Not a vacuous pass: somewhere on the page, at some width, the hint did show.
    expect(hintShown, 'places the hint showed').toBeGreaterThan(0);
  });
}
