import type { CSSProperties } from 'react';
import type { DemoTheme } from '@/lib/content/demo-dealers/dealer-types';

const fontStacks = {
  sans: 'var(--font-sans)',
  // System serifs only: the brief allows no font downloads, and these carry Greek and Turkish.
  serif: "ui-serif, Georgia, Cambria, 'Times New Roman', Times, serif",
} as const;

/** A demo's colours and heading type as CSS custom properties for everything inside it. */
export function themeStyle(theme: DemoTheme): CSSProperties {
  return {
    '--demo-primary': theme.primary,
    '--demo-on-primary': theme.onPrimary,
    '--demo-ink': theme.ink,
    '--demo-accent': theme.accent,
    '--demo-surface': theme.surface,
    '--demo-accent-light': theme.accentOnLight,
    '--demo-radius': theme.radius,
    '--demo-heading-font': fontStacks[theme.heading.family],
    '--demo-heading-weight': String(theme.heading.weight),
    '--demo-heading-tracking': theme.heading.tracking,
    '--demo-heading-case': theme.heading.uppercase ? 'uppercase' : 'none',
    '--demo-heading-style': theme.heading.italic ? 'italic' : 'normal',
  } as CSSProperties;
}

/** Headings inside a demo take the demo's own typography. */
export const demoHeading =
  'font-(family-name:--demo-heading-font) [font-weight:var(--demo-heading-weight)] tracking-(--demo-heading-tracking) [text-transform:var(--demo-heading-case)] [font-style:var(--demo-heading-style)]';

/** Buttons in the demo's colours: primary on light sections, accent on its dark ones. */
export const demoButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-(--demo-radius) px-5 py-2.5 font-semibold transition-colors duration-150';
export const demoAccentButton = `${demoButton} bg-(--demo-accent) text-(--demo-ink) hover:brightness-110`;
export const demoGhostButton = `${demoButton} border border-white/40 text-white hover:bg-white/10`;
