'use client';

import { startTransition, useEffect, useState } from 'react';

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
 * change re-renders the times' words in place (no second request, nothing moves but text), after
 * hydration and as a transition: React draws it in slices between frames and input, not as part
 * of hydration's own task, which a phone's slower processor turns into a long one.
 */
export function useShownZone(serverZone: string, chosen: boolean): string {
  const [browser, setBrowser] = useState<string | null>(null);
  useEffect(() => {
    if (chosen) return;
    startTransition(() => setBrowser(browserZone()));
  }, [chosen]);
  return chosen ? serverZone : (browser ?? serverZone);
}
