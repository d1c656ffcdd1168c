'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** The browser's time zone, when Intl knows it. */
function browserZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    // Throws for a name this browser's Intl cannot format in.
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone || null;
  } catch {
    return null;
  }
}

/**
 * The zone the booking page shows its times in: the one the server rendered (`?tz=`, or the
 * office's), then — once in the browser, unless the visitor chose one — the browser's own. The
 * change re-renders the times' words in place (no second request, nothing moves but text).
 */
export function useShownZone(serverZone: string, chosen: boolean): string {
  return useSyncExternalStore(
    subscribe,
    () => (chosen ? serverZone : (browserZone() ?? serverZone)),
    () => serverZone,
  );
}
