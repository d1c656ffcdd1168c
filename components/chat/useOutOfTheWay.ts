'use client';

import { useEffect, useState, type RefObject } from 'react';
import { coversAField, coversSomething, typingInAField } from './chat-geometry';

/**
 * Where the chat widget must not be, at any width and in any language (the hint's length
 * varies), measured from the rendered page (./chat-geometry.ts):
 * - the launcher steps aside while the visitor types, while a form or field lies under it or
 *   its hint, and, in the first screen (until the visitor scrolls, and whenever they are back at
 *   the top), while a link or button lies under it: the page's first calls to action stay free;
 * - the hint, a nudge and nothing more, shows only over empty space: never over a link, button,
 *   field or text, at load or while scrolling.
 * Measured on scroll, resize, focus, layout and font changes, and when something is added to
 * the page (a toast at the bottom right, a form's answer), at most once a frame; the text under
 * the hint is only looked for while there is a hint.
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
    let scrolledSinceLoad = false;
    const loadedAt = window.scrollY;
    const update = () => {
      frame = 0;
      const own = launcher.current?.closest('aside') ?? null;
      const button = launcher.current?.getBoundingClientRect();
      const bubble = hint.current?.getBoundingClientRect();
      if (bubble) setHintOverContent(coversSomething(bubble, own, true));
      // Focus on the launcher itself (back from the panel, or tabbed to) keeps it in place.
      const active = document.activeElement;
      if (active && own?.contains(active)) return setStepAside(false);
      if (Math.abs(window.scrollY - loadedAt) > 1) scrolledSinceLoad = true;
      const firstScreen = !scrolledSinceLoad || window.scrollY < 1;
      const areas = [button, bubble].filter((area) => area !== undefined);
      setStepAside(
        typingInAField() ||
          coversAField(areas, own) ||
          (firstScreen && button !== undefined && coversSomething(button, own, false)),
      );
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    const layout = new ResizeObserver(schedule);
    layout.observe(document.body);
    // Elements added or removed, not every changed character (a count-up's digits).
    const added = new MutationObserver(schedule);
    added.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule);
    document.addEventListener('focusin', schedule);
    document.addEventListener('focusout', schedule);
    // A face that arrives late (the Greek and Turkish letters load on demand) rewraps the text.
    document.fonts.addEventListener('loadingdone', schedule);
    return () => {
      cancelAnimationFrame(frame);
      layout.disconnect();
      added.disconnect();
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      document.removeEventListener('focusin', schedule);
      document.removeEventListener('focusout', schedule);
      document.fonts.removeEventListener('loadingdone', schedule);
    };
  }, [launcher, hint]);

  return { stepAside, hintAside: stepAside || hintOverContent };
}
