'use client';

import { Toaster } from 'sonner';

/** The site's toasts: one at a time, 5 s each, F8 moves focus to them, announced politely. */
export function Toasts({ label }: { label: string }) {
  return (
    <Toaster
      visibleToasts={1}
      duration={5000}
      hotkey={['F8']}
      position="bottom-right"
      containerAriaLabel={label}
      richColors
      closeButton
    />
  );
}
