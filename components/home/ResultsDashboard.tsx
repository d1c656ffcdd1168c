import { getTranslations } from 'next-intl/server';
import {
  BadgePoundSterling,
  CalendarDays,
  Globe,
  MessageSquareText,
  Users,
} from '@/components/ui/icons';
import type { Locale } from '@/i18n/routing';
import { formatDate, numberLocale } from '@/lib/format';
import { figures, formatFigure } from '@/lib/content/figures';
import {
  countUpFormat,
  resultFigures,
  resultsAsOf,
  type ResultFigureId,
} from '@/lib/content/results';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { CountUp } from './CountUp';
import { HomeSection } from './HomeSection';
import { MilestoneFeed } from './MilestoneFeed';

const statIcons: Record<ResultFigureId, typeof Users> = {
  dealersHelped: Users,
  leadsGenerated: MessageSquareText,
  revenueGenerated: BadgePoundSterling,
  websitesLaunched: Globe,
};

export async function ResultsDashboard({ locale }: { locale: Locale }) {
  const [t, label] = await Promise.all([
    getTranslations({ locale, namespace: 'HomeResults' }),
    getTranslations({ locale, namespace: 'Figures' }),
  ]);
  const asOf = formatDate(resultsAsOf, locale);
  return (
    <HomeSection id="results" tone="navy">
      <SectionHeading
        id="results-title"
        tone="dark"
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={t('lead')}
      />
      <p className="mt-4 flex items-center justify-center gap-2 text-sm font-medium text-emerald-300">
        <CalendarDays aria-hidden="true" className="size-4" />
        <span>
          {t.rich('asOf', {
            date: asOf,
            time: (chunks) => <time dateTime={resultsAsOf}>{chunks}</time>,
          })}
        </span>
      </p>
      <dl className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {resultFigures.map((id) => {
          const Icon = statIcons[id];
          const { options, suffix } = countUpFormat(id);
          return (
            <div
              key={id}
              data-figure={id}
              className="flex flex-col-reverse rounded-card bg-white/5 p-4 ring-1 ring-white/10 sm:p-6"
            >
              <dt className="mt-1 text-sm text-slate-300 sm:text-base">{label(id)}</dt>
              <dd className="tabular text-2xl font-extrabold text-white sm:text-4xl">
                <Icon aria-hidden="true" className="mb-4 block size-7 text-emerald-400" />
                <CountUp
                  value={figures[id].value}
                  final={formatFigure(id, locale)}
                  zero={new Intl.NumberFormat(numberLocale[locale], options).format(0) + suffix}
                  locale={numberLocale[locale]}
                  options={options}
                  suffix={suffix}
                />
              </dd>
            </div>
          );
        })}
      </dl>
      <div className="mt-10">
        <MilestoneFeed locale={locale} />
      </div>
    </HomeSection>
  );
}
