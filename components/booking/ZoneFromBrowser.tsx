'use client';

import { useEffect } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { zoneField } from '@/lib/leads/fields';

/**
 * The browser knows the visitor's time zone, the server does not: when the address names none,
 * this asks for the page again in the browser's zone (unless it is the one already shown).
 * Without JavaScript the page shows the office's zone and a menu to choose another.
 */
export function ZoneFromBrowser({ shown }: { shown: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  useEffect(() => {
    if (params.get(zoneField)) return;
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone || zone === shown) return;
    const next = new URLSearchParams(params);
    next.set(zoneField, zone);
    router.replace(`${pathname}?${next.toString()}`, { scroll: false });
  }, [params, pathname, router, shown]);
  return null;
}
