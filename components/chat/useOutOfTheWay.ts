'use client';

import { useEffect, useState, type RefObject } from 'react';
import { coversAField, coversSomething, typingInAField } from './chat-geometry';

/**
 * Where the chat widget must not be, at any width and in any language (the hint's length
 * varies), measured from the rendered page (./chat-geometry.ts):
 * - the launcher shows only where its place is free: no form, field, link, button or line of
 *   text under it or its hint, at load, wherever the page is scrolled to, and while the visitor
 *   types; until it has measured the page it stays out of sight, so it never appears over
 *   something and then moves;
 * - once aside, it comes back only when the visitor stops scrolling (`scrollend`, or a pause
 *   in the scroll events where the browser sends none), where the place is free: coming back
 *   as soon as a gap passed under it would make it blink in and out while a phone page
 *   scrolls. On a wide screen, whose margin stays free, it simply stays;
 * - the hint, a nudge and nothing more, shows only over empty space too.
 * Measured on scroll, resize, focus, layout and font changes, and when something is added to
 * the page (a toast at the bottom right, a form's answer), at most once a frame.
 */
export function useOutOfTheWay(
  launcher: RefObject<HTMLElement | null>,
  hint: RefObject<HTMLElement | null>,
): { stepAside: boolean; hintAside: boolean } {
  // Out of the way until measured: without JavaScript the button could not open the chat anyway.
  const [stepAside, setStepAside] = useState(true);
  const [hintOverContent, setHintOverContent] = useState(true);

  useEffect(() => {
    let frame = 0;
    let aside = true;
    let scrolling = false;
    let settle = 0;
    // Where `scrollend` is missing (Safari before 26), a pause in the scroll events stands in.
    // Where it exists, a longer pause backs it up: Chromium sends no `scrollend` for a smooth
    // scroll that starts while another is still running (two in-page links in a row), and the
    // launcher would stay aside until the next scroll.
    const pauseMs = 'onscrollend' in window ? 1000 : 150;
    const update = () => {
      frame = 0;
      const own = launcher.current?.closest('aside') ?? null;
      const button = launcher.current?.getBoundingClientRect();
      const bubble = hint.current?.getBoundingClientRect();
      if (bubble) setHintOverContent(coversSomething(bubble, own, true));
      // Focus on the launcher itself (back from the panel, or tabbed to) keeps it in place.
      const active = document.activeElement;
      if (active && own?.contains(active)) aside = false;
      else {
        const areas = [button, bubble].filter((area) => area !== undefined);
        const covering =
          typingInAField() ||
          coversAField(areas, own) ||
          (button !== undefined && coversSomething(button, own, true));
        aside = covering || (aside && scrolling);
      }
      setStepAside(aside);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    const scrolled = () => {
      window.clearTimeout(settle);
      scrolling = false;
      schedule();
    };
    const onScroll = () => {
      scrolling = true;
      window.clearTimeout(settle);
      settle = window.setTimeout(scrolled, pauseMs);
      schedule();
    };
    update();
    const layout = new ResizeObserver(schedule);
    layout.observe(document.body);
    // Elements added or removed, not every changed character (a count-up's digits).
    const added = new MutationObserver(schedule);
    added.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', onScroll, { passive: true, capture: true });
    window.addEventListener('scrollend', scrolled, { capture: true });
    window.addEventListener('resize', schedule);
    document.addEventListener('focusin', schedule);
    document.addEventListener('focusout', schedule);
    // A face that arrives late (the Greek and Turkish letters load on demand) rewraps the text.
    document.fonts.addEventListener('loadingdone', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(settle);
      layout.disconnect();
      added.disconnect();
      window.removeEventListener('scroll', onScroll, { capture: true });
      window.removeEventListener('scrollend', scrolled, { capture: true });
      window.removeEventListener('resize', schedule);
      document.removeEventListener('focusin', schedule);
      document.removeEventListener('focusout', schedule);
      document.fonts.removeEventListener('loadingdone', schedule);
    };
  }, [launcher, hint]);

  return { stepAside, hintAside: stepAside || hintOverContent };
}
