import type { StaticImageData } from 'next/image';
import { getTranslations } from 'next-intl/server';
import { Quote } from '@/components/ui/icons';
import type { Locale } from '@/i18n/routing';
import type { CaseStudy, CaseStudyId } from '@/lib/content/case-studies';
import { clients, towns } from '@/lib/content/clients';
import { formatDuration, formatGbp, formatPercent } from '@/lib/format';
import { PersonCredit } from '@/components/ui/PersonCredit';
import type messages from '@/messages/en.json';
import anatoliaAuto from './art/anatolia-auto.svg';
import harbourMotors from './art/harbour-motors.svg';
import prestigeCars from './art/prestige-cars.svg';

type StoryPart = keyof (typeof messages)['CaseStudies']['studies'][CaseStudyId];

/**
 * Each story's picture: a hand-drawn SVG in the brand's colours (no stock photos of people),
 * bundled with a content hash so browsers keep it for a year, and loaded lazily: the cards sit
 * below the first screen. Its width and height reserve the space, so nothing moves on arrival.
 */
const pictures: Record<CaseStudyId, StaticImageData> = {
  harbourMotors,
  prestigeCars,
  anatoliaAuto,
};

/** One case study: facts, picture, challenge, solution, the client's words, and the results. */
export async function CaseStudyCard({
  study,
  locale,
}: {
  study: CaseStudy & { id: CaseStudyId };
  locale: Locale;
}) {
  const [t, places] = await Promise.all([
    getTranslations({ locale, namespace: 'CaseStudies' }),
    getTranslations({ locale, namespace: 'Places' }),
  ]);
  const s = (key: StoryPart) => t(`studies.${study.id}.${key}`);
  const titleId = `case-${study.id}`;
  const { results } = study;
  const client = clients[study.client];
  const picture = pictures[study.id];
  const facts = [
    ['client', client.name],
    [
      'location',
      places('townInRegion', {
        town: places(`towns.${client.town}`),
        region: places(`regions.${towns[client.town]}`),
      }),
    ],
    ['industry', s('industry')],
    ['duration', formatDuration(study.durationWeeks, 'week', locale)],
  ] as const;
  const figures = [
    ['leadIncrease', formatPercent(results.leadIncrease, locale, { change: true })],
    ['salesGrowth', formatPercent(results.salesGrowth, locale, { change: true })],
    ['revenueBoost', formatGbp(results.revenueBoost, locale)],
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
          <figcaption className="mt-3">
            <PersonCredit id={study.person} locale={locale} />
          </figcaption>
        </figure>
      </div>
      <div className="bg-navy-900 p-6 text-white sm:p-8">
        {/* eslint-disable-next-line @next/next/no-img-element -- an SVG: nothing to optimise */}
        <img
          src={picture.src}
          width={picture.width}
          height={picture.height}
          alt={s('imageAlt')}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-xl bg-slate-100"
        />
        <h4 className="mt-6 text-lg font-bold">{t('labels.results')}</h4>
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
