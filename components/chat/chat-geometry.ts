/**
 * What lies under the chat widget, read from the rendered geometry (the widget's places stay
 * put while it is out of the way, so they can be measured then too). Only reads layout, never
 * writes it, and is called at most once a frame: after a scroll the layout is already clean,
 * so these reads cost no reflow.
 */

/**
 * What a visitor fills in or works with: every form, fields that live outside one (calculators),
 * and what a page marks `data-keep-clear` (a strip swiped sideways, such as the report's
 * filmstrip, whose last frames a launcher over it would hide and catch the swipe of).
 */
const fieldSelector = 'form, input:not([type="hidden"]), select, textarea, [data-keep-clear]';

/** What a visitor taps or clicks. */
const controlSelector =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, label, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';

/** Closer than this to something counts as lying over it. */
const marginPx = 8;

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left - marginPx < b.right &&
  b.left < a.right + marginPx &&
  a.top - marginPx < b.bottom &&
  b.top < a.bottom + marginPx;

const shown = (element: Element) =>
  element.checkVisibility({ visibilityProperty: true, opacityProperty: true });

/** Whether the focus is in a field: the phone's keyboard is up, every pixel counts. */
export const typingInAField = () => {
  const active = document.activeElement;
  return active instanceof HTMLElement && active.matches(fieldSelector);
};

/** Whether any form or field lies under one of `areas` (a handful of rectangles on any page). */
export function coversAField(areas: DOMRect[], own: Element | null) {
  for (const field of document.querySelectorAll(fieldSelector)) {
    if (own?.contains(field)) continue;
    const box = field.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (areas.some((area) => overlaps(area, box))) return true;
  }
  return false;
}

/**
 * Whether a link, button or field, or (with `text`) a line of text, lies under `area`. Walks
 * down from the body into the boxes that reach the area only, so it reads the rectangles of a
 * few dozen elements, not of the whole page; a box of no size (display: contents) is walked
 * through. A hidden element does not count (a closed menu, a faded toast), and text that only
 * screen readers get (.sr-only) is not drawn.
 */
export function coversSomething(area: DOMRect, own: Element | null, text: boolean) {
  const range = text ? document.createRange() : null;
  const visit = (element: Element): boolean => {
    if (element === own || element.classList.contains('sr-only')) return false;
    const box = element.getBoundingClientRect();
    const sized = box.width > 0 || box.height > 0;
    if (sized && !overlaps(area, box)) return false;
    if (sized && element.matches(controlSelector) && shown(element)) return true;
    for (const child of element.childNodes) {
      if (child instanceof Element) {
        if (visit(child)) return true;
      } else if (range && child.nodeType === Node.TEXT_NODE && child.textContent?.trim()) {
        range.selectNodeContents(child);
        for (const line of range.getClientRects()) {
          if (overlaps(area, line) && shown(element)) return true;
        }
      }
    }
    return false;
  };
  return visit(document.body);
}
