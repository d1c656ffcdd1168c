'use client';

import { useEffect, useState, type RefObject } from 'react';

/** What a visitor fills in: every form, and fields that live outside one (calculators). */
const fieldSelector = 'form, input:not([type="hidden"]), select, textarea';
/** Closer than this to a field counts as covering it. */
const marginPx = 8;

/**
 * Whether the chat launcher must step aside: while the visitor is typing in a field (the phone's
 * keyboard is up and every pixel counts), and while a form or field lies under the launcher or
 * its hint, at any screen width or language (the hint's length varies). The hint, a nudge and
 * nothing more, also steps aside while it would cover text the visitor may be reading. Measured
 * from the places of the launcher and the hint (which stay put while they are out of the way) on
 * scroll, resize, focus and layout changes, at most once a frame.
 */
export function useClearOfFields(
  launcher: RefObject<HTMLElement | null>,
  hint: RefObject<HTMLElement | null>,
): { stepAside: boolean; hintAside: boolean } {
  // Out of the way until measured: without JavaScript the button could not open the chat anyway.
  const [stepAside, setStepAside] = useState(true);
  const [overText, setOverText] = useState(true);

  useEffect(() => {
    const zone = [launcher, hint];
    let frame = 0;
    const update = () => {
      frame = 0;
      const own = zone[0]?.current?.closest('aside') ?? null;
      setOverText(hint.current ? coversText(hint.current.getBoundingClientRect(), own) : false);
      const active = document.activeElement;
      // Focus on the launcher itself (back from the panel, or tabbed to) keeps it in place.
      if (active && own?.contains(active)) return setStepAside(false);
      const typing = active instanceof HTMLElement && active.matches(fieldSelector);
      setStepAside(typing || zoneCoversAField(zone, own));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    const layout = new ResizeObserver(schedule);
    layout.observe(document.body);
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule);
    document.addEventListener('focusin', schedule);
    document.addEventListener('focusout', schedule);
    return () => {
      cancelAnimationFrame(frame);
      layout.disconnect();
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      document.removeEventListener('focusin', schedule);
      document.removeEventListener('focusout', schedule);
    };
  }, [launcher, hint]);

  return { stepAside, hintAside: stepAside || overText };
}

/** Points of the hint's box probed for text under it: three across, at two heights. */
const probes = [0.1, 0.5, 0.9].flatMap((x) => [0.3, 0.7].map((y) => [x, y] as const));

/**
 * Whether a line of text lies under `area`: at a few points of it, the element beneath (the
 * hint lets the pointer through, so hit-testing sees past it) has a text of its own drawn there.
 */
function coversText(area: DOMRect, own: Element | null) {
  if (area.width === 0 || area.height === 0) return false;
  const range = document.createRange();
  for (const [fx, fy] of probes) {
    const x = area.left + fx * area.width;
    const y = area.top + fy * area.height;
    const below = document.elementsFromPoint(x, y).find((element) => !own?.contains(element));
    if (!below) continue;
    for (const node of below.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
      range.selectNodeContents(node);
      for (const line of range.getClientRects())
        if (line.left <= x && x <= line.right && line.top <= y && y <= line.bottom) return true;
    }
  }
  return false;
}

function zoneCoversAField(zone: RefObject<HTMLElement | null>[], own: Element | null) {
  const areas = zone.flatMap((ref) => (ref.current ? [ref.current.getBoundingClientRect()] : []));
  if (areas.length === 0) return false;
  for (const field of document.querySelectorAll<HTMLElement>(fieldSelector)) {
    if (own?.contains(field)) continue;
    const box = field.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (areas.some((area) => overlaps(area, box))) return true;
  }
  return false;
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left - marginPx < b.right &&
  b.left < a.right + marginPx &&
  a.top - marginPx < b.bottom &&
  b.top < a.bottom + marginPx;
