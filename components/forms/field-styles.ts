/** The look every lead form control shares (WCAG AA borders, visible focus, error state). */
export const controlClass =
  'mt-1.5 block w-full rounded-xl border border-slate-400 bg-white px-4 py-2.5 text-base text-navy-900 ' +
  'placeholder:text-slate-500 transition-colors duration-150 hover:border-slate-500 ' +
  'focus-visible:border-brand-600 aria-invalid:border-red-700 disabled:bg-slate-100 disabled:text-slate-500';

export const labelClass = 'block text-sm font-semibold text-navy-900';
