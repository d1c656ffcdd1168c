'use client';

import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';

/**
 * sonner's rich colours put mid-red and mid-green text on pale backgrounds, below WCAG AA; these
 * keep its backgrounds and darken the text (emerald-800, red-800, blue-800, amber-900).
 */
const accessibleRichColors = {
  '--success-text': '#065f46',
  '--error-text': '#991b1b',
  '--info-text': '#1e40af',
  '--warning-text': '#78350f',
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
      style={accessibleRichColors}
    />
  );
}
