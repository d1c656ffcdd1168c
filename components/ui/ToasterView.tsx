'use client';

import { useEffect, type CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { toasterState } from './toast';

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

/** The toaster: one toast at a time, 5 s each, F8 moves focus to them, announced politely. */
export default function ToasterView({ label }: { label: string }) {
  // The Toaster's own effects (its subscription) have run by the time this one does.
  useEffect(() => toasterState.mounted(), []);
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
