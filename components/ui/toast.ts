'use client';

import type { ReactNode } from 'react';
import type { ExternalToast } from 'sonner';

/**
 * The site's toasts, loaded on first use: sonner (≈15 KB gzip) and its toaster are not part of
 * a page's first load, since most visits never see a toast. The first call mounts the toaster
 * (components/ui/Toasts.tsx) and waits until its live region is on the page, so a screen reader
 * announces what is added to it; calls made meanwhile are shown in order.
 */
type Kind = 'success' | 'error' | 'info' | 'loading';

let requested = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => (markMounted = resolve));
let ready: Promise<typeof import('sonner')> | null = null;

function show(kind: Kind, title: ReactNode, options?: ExternalToast) {
  if (!ready) {
    requested = true;
    listeners.forEach((listener) => listener());
    ready = Promise.all([import('sonner'), mounted]).then(([sonner]) => sonner);
  }
  void ready.then(({ toast: sonnerToast }) => sonnerToast[kind](title, options));
}

export const toast = {
  success: (title: ReactNode, options?: ExternalToast) => show('success', title, options),
  error: (title: ReactNode, options?: ExternalToast) => show('error', title, options),
  info: (title: ReactNode, options?: ExternalToast) => show('info', title, options),
  loading: (title: ReactNode, options?: ExternalToast) => show('loading', title, options),
};

/** For components/ui/Toasts.tsx: whether a toast was asked for, and when its toaster is up. */
export const toasterState = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  requested: () => requested,
  mounted: () => markMounted(),
};
