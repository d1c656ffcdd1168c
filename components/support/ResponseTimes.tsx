import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { responseTimes } from '@/lib/content/support';
import { formatDuration } from '@/lib/format';

const accents = {
  emergency: 'border-l-red-700',
  high: 'border-l-amber-cta',
  normal: 'border-l-brand-600',
  general: 'border-l-slate-400',
} as const;

/** How fast we answer, by priority: emergency 1 hour … general 48 hours. */
export async function ResponseTimes({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Support.responseTimes' });
  return (
    <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {responseTimes.map(({ id, hours }) => (
        <li
          key={id}
          className={`rounded-card border border-l-4 border-slate-200 bg-white p-5 ${accents[id]}`}
        >
          <h3 className="font-bold text-navy-900">{t(`${id}.label`)}</h3>
          <p className="tabular mt-2 text-2xl font-extrabold text-navy-900">
            {t('within', { duration: formatDuration(hours, 'hour', locale) })}
          </p>
          <p className="mt-2 text-sm text-slate-600">{t(`${id}.text`)}</p>
        </li>
      ))}
    </ul>
  );
}
