import { getTranslations } from 'next-intl/server';
import {
  BadgePoundSterling,
  CalendarDays,
  Globe,
  MessageSquareText,
  Users,
} from '@/components/ui/icons';
import type { Locale } from '@/i18n/routing';
import { numberLocale } from '@/lib/format';
import {
  formatResult,
  resultNumberFormat,
  resultsAsOf,
  resultStats,
  type ResultStatKey,
} from '@/lib/content/results';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { CountUp } from './CountUp';
import { HomeSection } from './HomeSection';
import { MilestoneFeed } from './MilestoneFeed';

const statIcons: Record<ResultStatKey, typeof Users> = {
  totalDealers: Users,
  leadsGenerated: MessageSquareText,
  revenueGenerated: BadgePoundSterling,
  websitesLive: Globe,
};

export async function ResultsDashboard({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'HomeResults' });
  const intlLocale = numberLocale[locale];
  const asOf = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(resultsAsOf),
  );
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
        {resultStats.map(({ key, value, format }) => {
          const Icon = statIcons[key];
          return (
            <div
              key={key}
              className="flex flex-col-reverse rounded-card bg-white/5 p-4 ring-1 ring-white/10 sm:p-6"
            >
              <dt className="mt-1 text-sm text-slate-300 sm:text-base">{t(`stats.${key}`)}</dt>
              <dd className="tabular text-2xl font-extrabold text-white sm:text-4xl">
                <Icon aria-hidden="true" className="mb-4 block size-7 text-emerald-400" />
                <CountUp
                  value={value}
                  final={formatResult(value, format, intlLocale)}
                  zero={formatResult(0, format, intlLocale)}
                  locale={intlLocale}
                  options={resultNumberFormat(format)}
                  suffix={format === 'countPlus' ? '+' : ''}
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
