import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { formatFigure, type FigureId } from '@/lib/content/figures';

const columns: Record<number, string> = {
  2: 'lg:grid-cols-2',
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
  5: 'lg:grid-cols-5',
};

const tones = {
  /** White tiles on a light band; figures in navy. */
  light: {
    tile: 'border border-slate-200 bg-white',
    value: 'text-navy-900',
    label: 'text-slate-600',
  },
  /** Results (leads, revenue): emerald figures, large enough for AA contrast on white. */
  results: {
    tile: 'border border-slate-200 bg-white',
    value: 'text-success',
    label: 'text-slate-600',
  },
  /** Light tiles on a white section (the home page's testimonials). */
  soft: {
    tile: 'bg-slate-50 ring-1 ring-slate-200',
    value: 'text-success',
    label: 'text-slate-600',
  },
  /** Tiles on a navy band. */
  dark: {
    tile: 'border border-navy-700 bg-navy-800',
    value: 'text-white',
    label: 'text-slate-300',
  },
} as const;

/**
 * Headline figures (lib/content/figures.ts) as a description list: the label names the figure
 * for screen readers (dt), the figure is shown first and large (dd), written for the locale.
 * Each tile carries `data-figure`, by which tests/e2e/one-story.spec.ts finds every figure.
 */
export async function FigureTiles({
  figures,
  locale,
  tone = 'light',
}: {
  figures: readonly FigureId[];
  locale: Locale;
  tone?: keyof typeof tones;
}) {
  const label = await getTranslations({ locale, namespace: 'Figures' });
  const style = tones[tone];
  const items = figures.map((id) => ({ id, value: formatFigure(id, locale), label: label(id) }));
  return (
    <dl
      className={`grid grid-cols-2 gap-4 ${columns[items.length] ?? 'lg:grid-cols-4'} [&>*:last-child:nth-child(odd)]:col-span-2 lg:[&>*:last-child:nth-child(odd)]:col-span-1`}
    >
      {items.map((item) => (
        <div
          key={item.id}
          data-figure={item.id}
          className={`flex flex-col-reverse rounded-card p-4 text-center sm:p-6 ${style.tile}`}
        >
          <dt className={`mt-1 text-sm font-medium ${style.label}`}>{item.label}</dt>
          <dd
            className={`tabular text-2xl font-extrabold min-[24rem]:text-3xl sm:text-4xl ${style.value}`}
          >
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
