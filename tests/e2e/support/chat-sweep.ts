import type { Page } from '@playwright/test';
import { test } from '../fixtures';

/**
 * The chat widget stays out of the way, judged from the rendered geometry (not from a list of
 * known spots), in a page the sweeps have already loaded (page-sweep.spec.ts on a desktop,
 * phone-sweep.mobile.spec.ts on a phone), with motion reduced so that the widget moves at once
 * (with motion it slides away in 0.2 s):
 * - `widgetCoverage`: neither the launcher nor the hint lies over a link, button, field or a
 *   line of text, at the top of the page or anywhere the visitor stops scrolling, and the
 *   launcher is there at the end of the page;
 * - `fieldsCovered`: on a phone, neither lies over a field brought to the bottom of the screen
 *   (where the launcher sits), nor over a field the visitor is typing in.
 * Something counts as covered when the widget's box overlaps it and it is what a visitor sees
 * there (elementsFromPoint: not clipped away or under something else).
 */
export type Screen = { width: number; height: number };

/** The launcher measures the page once it has hydrated. */
export async function widgetReady(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('aside button[aria-haspopup="dialog"]') ?? {}).some((key) =>
      key.startsWith('__reactFiber'),
    ),
  );
}

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

  const fieldSelector = 'input:not([type="hidden"]), select, textarea';
  const controlSelector = `a[href], button, ${fieldSelector}, summary, [role="button"], [role="link"]`;
  /** The shown elements of `selector` outside the widget. */
  const shownOutside = (selector: string) =>
    [...document.querySelectorAll(selector)].filter(
      (element) => !widget.contains(element) && shown(element),
    );
  /** The page's shown text outside the widget: each text node, its element and its lines. */
  function* textLines() {
    const range = document.createRange();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || widget.contains(parent) || !node.textContent?.trim() || !shown(parent)) {
        continue;
      }
      range.selectNodeContents(node);
      yield { text: node.textContent.trim(), parent, lines: [...range.getClientRects()] };
    }
  }

  function covered(area: DOMRect, what: { controls: boolean; text: boolean }) {
    const found: string[] = [];
    for (const element of shownOutside(what.controls ? controlSelector : fieldSelector)) {
      const point = overlap(area, element.getBoundingClientRect());
      if (point && seenAt(element, point)) found.push(name(element));
    }
    if (!what.text) return found;
    for (const { text, parent, lines } of textLines()) {
      for (const line of lines) {
        const point = overlap(area, line);
        if (point && seenAt(parent, point)) found.push(`text "${text.slice(0, 40)}"`);
      }
    }
    return found;
  }

  let hintShown = 0;
  function look() {
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
        ...covered(area, { controls: true, text: true }).map((c) => `launcher over ${c}`),
      );
    }
    return problems;
  }
  /**
   * The visitor stops at `y`: the page jumps there (motion is reduced) and the browser says the
   * scroll has ended (`scrollend`), which is when the widget may come back. It moves in the
   * frame after that; a problem counts if it is still there a few frames later (a late font
   * rewraps a line).
   */
  async function stopAt(y: number) {
    const before = window.scrollY;
    const ended = new Promise((resolve, reject) => {
      const stalled = setTimeout(() => reject(new Error('No scrollend in 15 s.')), 15_000);
      window.addEventListener('scrollend', () => resolve(clearTimeout(stalled)), { once: true });
    });
    window.scrollTo({ top: y, behavior: 'instant' });
    if (window.scrollY !== before) await ended;
    await frame();
    await frame();
    let problems = look();
    for (let wait = 0; wait < 5 && problems.length > 0; wait++) {
      await frame();
      problems = look();
    }
    return problems.map((problem) => `at ${Math.round(window.scrollY)} px: ${problem}`);
  }

  /**
   * What the widget could cover anywhere on the page, in page coordinates, read once: a scroll
   * moves the window, not the page. Controls, fields and lines of text, each grown by a few pixels so that rounding never hides an overlap. What
   * sits in a fixed or sticky box moves with the window: its place is read at every stop.
   */
  function pageGeometry() {
    const margin = 4;
    const grow = (box: DOMRect) => ({
      top: box.top + window.scrollY - margin,
      bottom: box.bottom + window.scrollY + margin,
      left: box.left - margin,
      right: box.right + margin,
    });
    const pinned = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const position = getComputedStyle(at).position;
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };
    const seen: ReturnType<typeof grow>[] = [];
    const moving: Element[] = [];
    for (const element of shownOutside(controlSelector)) {
      if (pinned(element)) {
        moving.push(element);
        continue;
      }
      seen.push(grow(element.getBoundingClientRect()));
    }
    for (const { parent, lines } of textLines()) {
      if (pinned(parent)) moving.push(parent);
      else seen.push(...lines.map(grow));
    }
    return { seen, moving, height: document.documentElement.scrollHeight };
  }
  type Geometry = ReturnType<typeof pageGeometry>;
  /**
   * Whether anything the widget could cover lies under its corner with the page scrolled to
   * `y`: the launcher's and (while there is one) the hint's boxes, which stay put in the window.
   * Where nothing does, the stop has nothing to show and is judged from the geometry alone.
   */
  function somethingUnderTheCorner(geometry: Geometry, y: number) {
    // The launcher's place (it slides out of it while stepping aside), and the hint's.
    const areas = [launcher.parentElement!.getBoundingClientRect()];
    const bubble = hint();
    if (bubble) areas.push(bubble.getBoundingClientRect());
    const under = (area: DOMRect, box: Geometry['seen'][number]) =>
      box.left < area.right &&
      area.left < box.right &&
      box.top < area.bottom + y &&
      area.top + y < box.bottom;
    if (areas.some((area) => geometry.seen.some((box) => under(area, box)))) return true;
    // Pinned content is where it is now wherever the page is scrolled: ask the window.
    return geometry.moving.some((element) =>
      areas.some((area) => overlap(area, element.getBoundingClientRect()) !== null),
    );
  }

  const problems = await stopAt(0);
  let geometry = pageGeometry();
  // One screen at a time: each part of the page passes the widget's corner once.
  const step = window.innerHeight;
  // A window without height (mid-resize) would never get past the top: say so.
  if (step < 100) throw new Error(`The window is ${step} px high.`);
  const end = document.documentElement.scrollHeight - window.innerHeight;
  let visited = 0;
  let judged = 0;
  for (let y = step; y < end + step; y += step) {
    const stop = Math.min(y, end);
    // A page that grew or shrank (something loaded late) is read again.
    if (document.documentElement.scrollHeight !== geometry.height) geometry = pageGeometry();
    if (!somethingUnderTheCorner(geometry, stop)) {
      judged++;
      continue;
    }
    visited++;
    problems.push(...(await stopAt(stop)));
  }
  // The chat is there for a visitor who reads to the end: the footer leaves its corner free.
  const last = document.documentElement.scrollHeight - window.innerHeight;
  problems.push(...(await stopAt(last)));
  // It comes back at `scrollend`, or after a 1 s pause in scrolling where the browser sends none
  // (components/chat/useOutOfTheWay.ts): a visitor who stops at the end sees it by then.
  const backBy = performance.now() + 1_500;
  while (!shown(launcher) && performance.now() < backBy) await frame();
  if (!shown(launcher)) problems.push(`at the end of the page (${last} px): no launcher`);
  window.scrollTo({ top: 0, behavior: 'instant' });
  return { problems, hintShown, visited, judged };
}

/** Runs in the page: fields the launcher or its hint still covers once they had time to move. */
async function coveredFieldsInThePage() {
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
    const name = field.getAttribute('name') ?? field.id ?? field.getAttribute('aria-label') ?? '?';
    // Worst case: the field at the bottom edge of the screen, where the launcher sits.
    window.scrollBy(0, field.getBoundingClientRect().bottom - window.innerHeight + 4);
    if (await staysCovered(field)) problems.push(`${name} at the bottom of the screen`);
    field.focus({ preventScroll: true });
    if (await staysCovered(field)) problems.push(`${name} while focused`);
    field.blur();
  }
  window.scrollTo(0, 0);
  const forms = [...document.querySelectorAll('form')].filter((form) => !form.closest('aside'));
  return { problems, fields: fields.length, forms: forms.filter((form) => shown(form)).length };
}

/**
 * Headless Chromium on a loaded machine has been seen to stop drawing frames in a page after a
 * resize: the sweep then says "No frame was drawn", and even a screenshot of that page waits
 * for a frame forever. Such a page is left alone: the look starts over in a new page of the
 * same context (same cache, same reduced motion), loaded and sized afresh. Any other failure is
 * the test's.
 */
async function inADrawingPage<T>(
  page: Page,
  screen: Screen,
  look: (page: Page) => Promise<T>,
): Promise<T> {
  let current = page;
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        return await look(current);
      } catch (error) {
        if (!String(error).includes('No frame was drawn') || attempt === 3) throw error;
        test.info().annotations.push({
          type: 'renderer stalled',
          description: `${screen.width} px, attempt ${attempt}: looked again in a new page`,
        });
        if (current !== page) await current.close();
        current = await page.context().newPage();
        await current.setViewportSize(screen);
        await current.emulateMedia({ reducedMotion: 'reduce' });
        await current.goto(page.url());
        await widgetReady(current);
      }
    }
  } finally {
    if (current !== page) await current.close();
  }
}

/**
 * The page, already loaded, looked at top to bottom in each window size: what the widget
 * covers (prefixed with the width), and in how many places the hint showed. Leaves the page
 * with motion reduced.
 */
export async function widgetCoverage(page: Page, screens: Screen[]) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await widgetReady(page);
  const problems: string[] = [];
  let hintShown = 0;
  const stops = { visited: 0, judged: 0 };
  for (const screen of screens) {
    await page.setViewportSize(screen);
    const result = await inADrawingPage(page, screen, (current) => current.evaluate(sweepThePage));
    problems.push(...result.problems.map((problem) => `${screen.width} px, ${problem}`));
    hintShown += result.hintShown;
    stops.visited += result.visited;
    stops.judged += result.judged;
  }
  test.info().annotations.push({
    type: 'chat sweep',
    description: `${stops.visited} stops scrolled to, ${stops.judged} judged from the geometry (nothing under the widget)`,
  });
  return { problems, hintShown };
}

/** On a phone of this size: each field of the page brought under the launcher, then focused. */
export async function fieldsCovered(page: Page, screen: Screen) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize(screen);
  await widgetReady(page);
  const result = await page.evaluate(coveredFieldsInThePage);
  return { ...result, problems: result.problems.map((p) => `${screen.width} px: ${p}`) };
}

/**
 * As a phone visitor does when text lies under the launcher's corner: scrolls down the page,
 * stopping every 40 px, until the launcher shows where nothing lies under it (at the latest
 * at the end of the page, where the footer leaves room). Fails if it never does.
 */
export async function scrollUntilTheLauncherShows(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await widgetReady(page);
  const found = await page.evaluate(async () => {
    const launcher = document.querySelector('aside button[aria-haspopup="dialog"]')!;
    const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    const end = document.documentElement.scrollHeight - window.innerHeight;
    for (let y = window.scrollY; ; y = Math.min(y + 40, end)) {
      const before = window.scrollY;
      const ended = new Promise((done) =>
        window.addEventListener('scrollend', done, { once: true }),
      );
      window.scrollTo({ top: y, behavior: 'instant' });
      if (window.scrollY !== before) await ended;
      await frame();
      await frame();
      if (launcher.checkVisibility({ visibilityProperty: true })) return true;
      if (y >= end) return false;
    }
  });
  await page.emulateMedia({ reducedMotion: null });
  if (!found) throw new Error('The chat launcher showed nowhere on the page.');
}
