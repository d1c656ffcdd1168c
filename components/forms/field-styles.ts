/**
 * The one look of the site's form controls. Their edge is slate-500, 4.7:1 against white, so a
 * field can be found at a glance (WCAG 1.4.11 asks 3:1; slate-300 and -400 gave 1.5 and 2.6,
 * tests/e2e/support/control-contrast.ts checks every page); darker on hover, the brand colour
 * on focus, red when invalid.
 */
export const controlEdge =
  'border border-slate-500 transition-colors duration-150 hover:border-slate-600 focus-visible:border-brand-600 aria-invalid:border-red-700';

/** The lead forms' fields. */
export const controlClass = `mt-1.5 block w-full rounded-xl ${controlEdge} bg-white px-4 py-2.5 text-base text-navy-900 placeholder:text-slate-500 disabled:bg-slate-100 disabled:text-slate-500`;

/** The smaller fields of the tools (preview, ROI) and the admin area. */
export const compactControlClass = `mt-1.5 block w-full rounded-lg ${controlEdge} bg-white px-3 py-2.5 text-base text-navy-900 disabled:cursor-not-allowed disabled:bg-slate-100`;

/** The one large address field of the website grader and the competitor tool. */
export const addressFieldClass = `min-h-12 flex-1 rounded-xl ${controlEdge} bg-white px-4 text-lg text-navy-900`;

/** Fields inside the demo dealer sites, in the demo's own radius, ink and accent. */
export const demoControlClass =
  'mt-1.5 block w-full rounded-(--demo-radius) border border-slate-500 bg-white px-3 py-2.5 text-base text-(--demo-ink) transition-colors duration-150 focus-visible:border-(--demo-primary)';

export const labelClass = 'block text-sm font-semibold text-navy-900';
