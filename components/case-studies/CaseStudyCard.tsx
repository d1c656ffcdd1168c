import { getTranslations } from 'next-intl/server';
import { Quote } from '@/components/ui/icons';
import type { Locale } from '@/i18n/routing';
import type { CaseStudy, CaseStudyId } from '@/lib/content/case-studies';
import { formatCompactGbp, formatDuration, formatPercent } from '@/lib/content/stats';
import type messages from '@/messages/en.json';

type StoryPart = keyof (typeof messages)['CaseStudies']['studies'][CaseStudyId];

/** One case study: facts, challenge, solution, the client's words, and the results. */
export async function CaseStudyCard({
  study,
  locale,
}: {
  study: CaseStudy & { id: CaseStudyId };
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'CaseStudies' });
  const s = (key: StoryPart) => t(`studies.${study.id}.${key}`);
  const titleId = `case-${study.id}`;
  const { results } = study;
  const facts = [
    ['client', s('client')],
    ['location', s('location')],
    ['industry', s('industry')],
    ['duration', formatDuration(study.durationWeeks, 'week', locale)],
  ] as const;
  const figures = [
    ['leadIncrease', `+${formatPercent(results.leadIncrease, locale)}`],
    ['salesGrowth', `+${formatPercent(results.salesGrowth, locale)}`],
    ['revenueBoost', formatCompactGbp(results.revenueBoost, locale)],
    ['timeframe', formatDuration(results.timeframeMonths, 'month', locale)],
  ] as const;

  return (
    <article
      aria-labelledby={titleId}
      className="grid overflow-hidden rounded-2xl border border-slate-200 bg-white lg:grid-cols-[1.6fr_1fr]"
    >
      <div className="p-6 sm:p-8">
        <h3 id={titleId} className="text-2xl font-extrabold text-navy-900">
          {s('title')}
        </h3>
        <dl
          aria-label={t('labels.details')}
          className="mt-5 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4"
        >
          {facts.map(([key, value]) => (
            <div key={key}>
              <dt className="text-slate-600">{t(`labels.${key}`)}</dt>
              <dd className="font-semibold text-navy-900">{value}</dd>
            </div>
          ))}
        </dl>
        <h4 className="mt-6 font-bold text-navy-900">{t('labels.challenge')}</h4>
        <p className="mt-1 text-slate-700">{s('challenge')}</p>
        <h4 className="mt-5 font-bold text-navy-900">{t('labels.solution')}</h4>
        <p className="mt-1 text-slate-700">{s('solution')}</p>
        <figure className="mt-6 rounded-xl bg-slate-50 p-5">
          <Quote aria-hidden="true" className="size-6 text-brand-600" />
          <blockquote className="mt-2 text-lg font-medium text-navy-900">
            <p>{s('quote')}</p>
          </blockquote>
          <figcaption className="mt-3 text-sm text-slate-600">
            <span className="font-semibold text-navy-900">{s('author')}</span>, {s('role')},{' '}
            {s('client')}
          </figcaption>
        </figure>
      </div>
      <div className="bg-navy-900 p-6 text-white sm:p-8">
        <h4 className="text-lg font-bold">{t('labels.results')}</h4>
        <dl className="mt-5 grid grid-cols-2 gap-5 lg:grid-cols-1">
          {figures.map(([key, value]) => (
            <div key={key} className="flex flex-col-reverse">
              <dt className="text-sm text-slate-300">{t(`labels.${key}`)}</dt>
              <dd className="tabular text-3xl font-extrabold text-emerald-400">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 text-sm text-slate-300">{t('labels.resultsNote')}</p>
      </div>
    </article>
  );
}
