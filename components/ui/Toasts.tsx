'use client';

import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';

// sonner's rich colours put text of about 4.3:1 on their tinted backgrounds (below WCAG AA's
// 4.5:1 for small text): darker shades of the same hues.
const accessibleColours = {
  '--success-text': '#047857',
  '--info-text': '#1d4ed8',
  '--warning-text': '#b45309',
  '--error-text': '#b91c1c',
} as CSSProperties;

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
      style={accessibleColours}
    />
  );
}
