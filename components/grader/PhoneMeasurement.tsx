import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { MeasurementView } from '@/lib/analysis/measurements/status';
import { FollowWithoutScript } from './FollowWithoutScript';
import { LiveMeasurementProgress } from './LiveMeasurementProgress';
import { PhoneResult } from './PhoneResult';

/**
 * "What a phone sees": the browser measurement of a report's page. While it waits or runs, its
 * progress (an island that polls; without JavaScript, on the `?wait=1` link the grader's form
 * leads to, the page reloads itself every 5 s); when
 * done, the results; when the browser could not measure, why, and that the speed scores are
 * timed from the HTML download instead.
 */
export async function PhoneMeasurement({
  locale,
  host,
  view,
  statusUrl,
  waitHref,
  reloading,
  deadlineSeconds,
}: {
  locale: Locale;
  host: string;
  view: MeasurementView;
  statusUrl: string;
  /** This report with `?wait=1`: where a browser without JavaScript follows the progress. */
  waitHref: string;
  /** This page is that one: it reloads itself (the report page's meta refresh). */
  reloading: boolean;
  deadlineSeconds: number;
}) {
  const t = await getTranslations({ locale, namespace: 'GraderBrowser' });
  return (
    <section aria-labelledby="phone-title" className="border-y border-slate-200 bg-white">
      <div className="container-page py-12">
        <h2 id="phone-title" className="text-2xl font-extrabold text-navy-900">
          {t('title')}
        </h2>
        {view.state === 'queued' || view.state === 'measuring' ? (
          <div className="mt-4 max-w-2xl">
            <FollowWithoutScript locale={locale} waitHref={waitHref} reloading={reloading} />
            <p className="mb-4 text-slate-600">{t('progress.instant')}</p>
            <LiveMeasurementProgress locale={locale} statusUrl={statusUrl} view={view} />
          </div>
        ) : view.state === 'failed' ? (
          <div
            role="status"
            className="mt-4 max-w-3xl rounded-card border border-amber-200 bg-amber-50 p-5"
          >
            <h3 className="font-bold text-navy-900">{t('failure.title')}</h3>
            <p className="mt-1 text-slate-800">
              {t(`failure.${view.reason}`, { seconds: deadlineSeconds })}
            </p>
            <p className="mt-1 text-slate-800">{t('failure.fallback')}</p>
          </div>
        ) : view.state === 'done' ? (
          <PhoneResult
            locale={locale}
            host={host}
            result={view.result}
            median={view.median}
            finishedAt={view.finishedAt}
          />
        ) : null}
      </div>
    </section>
  );
}
