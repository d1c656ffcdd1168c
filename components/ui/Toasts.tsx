'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasterState } from './toast';

const ToasterView = lazy(() => import('./ToasterView'));

/**
 * Where the site's toasts appear, put on the page by the first toast (components/ui/toast.ts):
 * until then nothing of it is loaded.
 */
export function Toasts({ label }: { label: string }) {
  const requested = useSyncExternalStore(
    toasterState.subscribe,
    toasterState.requested,
    () => false,
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView label={label} />
    </Suspense>
  );
}
