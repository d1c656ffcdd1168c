import { AlertTriangle, CheckCircle2, CircleMinus, XCircle } from '@/components/ui/icons';
import type { Locale } from '@/i18n/routing';
import type {
  DealerCheckStatus,
  DealerFindings,
  DealerPageRole,
} from '@/lib/analysis/dealer/dealer-page-types';
import type { MeasurementView } from '@/lib/analysis/measurements/status';
import { measurementStatusHref } from '@/lib/analysis/report-paths';
import { isPending } from '@/lib/analysis/report-scores';
import { dealerChecksWithPhone } from '@/lib/analysis/dealer/contact-on-phone';
import { DealerPagePhone } from './DealerPagePhone';
import { FollowWithoutScript } from './FollowWithoutScript';
import { analysisTexts } from '@/lib/analysis/present';

const icons = {
  pass: { Icon: CheckCircle2, className: 'text-emerald-600' },
  partial: { Icon: AlertTriangle, className: 'text-amber-600' },
  fail: { Icon: XCircle, className: 'text-red-600' },
  na: { Icon: CircleMinus, className: 'text-slate-500' },
} satisfies Record<DealerCheckStatus, unknown>;

/**
 * "Where buyers choose a car": the stock list and the car page we found (or what we looked at),
 * and the dealer checks on them, the costliest to the dealer first, each with its fix.
 */
export async function DealerPages({
  locale,
  reportId,
  homeUrl,
  dealer,
  measurements,
  follow,
  deadlineSeconds,
}: {
  locale: Locale;
  reportId: string;
  homeUrl: string;
  dealer: DealerFindings;
  /** Each found page's phone measurement, when it was queued for one. */
  measurements: Partial<Record<DealerPageRole, MeasurementView>>;
  /**
   * Without JavaScript, the way to follow the pages' measurements (null while the home page's
   * own progress offers it).
   */
  follow: { waitHref: string; reloading: boolean } | null;
  deadlineSeconds: number;
}) {
  const { dealer: texts } = await analysisTexts(locale);
  return (
    <section aria-labelledby="report-dealer" className="bg-white">
      <div className="container-page py-12">
        <h2 id="report-dealer" className="text-2xl font-extrabold text-navy-900">
          {texts.title()}
        </h2>
        <p className="mt-1 max-w-3xl text-slate-600">{texts.lead()}</p>
        {Object.keys(measurements).length > 0 ? (
          <p className="mt-2 max-w-3xl text-sm text-slate-600" data-speed-weights>
            {texts.speedWeights()}
          </p>
        ) : null}
        {follow && Object.values(measurements).some(isPending) ? (
          <div className="mt-3">
            <FollowWithoutScript locale={locale} {...follow} />
          </div>
        ) : null}
        <dl className="mt-6 grid gap-4 md:grid-cols-2">
          {dealer.pages.map((finding) => (
            <div
              key={finding.role}
              className="rounded-xl border border-slate-200 p-4"
              data-dealer-page={finding.role}
            >
              <dt className="font-semibold text-navy-900">{texts.pageName(finding.role)}</dt>
              <dd className="mt-1 text-sm text-slate-600">
                {finding.found ? (
                  <span className="block font-medium break-all text-navy-900">
                    {shownUrl(finding.url, homeUrl)}
                  </span>
                ) : null}
                {texts.finding(finding)}
                {measurements[finding.role] ? (
                  <DealerPagePhone
                    locale={locale}
                    view={measurements[finding.role]!}
                    statusUrl={measurementStatusHref(reportId, finding.role)}
                    name={texts.pageName(finding.role)}
                    deadlineSeconds={deadlineSeconds}
                  />
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
        <ol className="mt-6 grid gap-3">
          {dealerChecksWithPhone(dealer, measurements).map((check) => {
            const { Icon, className } = icons[check.status];
            const evidence = texts.evidence(check);
            const needsFix = check.status === 'fail' || check.status === 'partial';
            return (
              <li
                key={check.id}
                className="flex gap-3 rounded-xl border border-slate-200 p-4"
                data-dealer-check={check.id}
              >
                <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${className}`} />
                <div>
                  <p className="flex flex-wrap items-center gap-x-2 font-semibold text-navy-900">
                    <span>
                      <span className="sr-only">{texts.status(check)}: </span>
                      {texts.label(check)}
                    </span>
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                      {texts.pageName(check.page)}
                    </span>
                  </p>
                  {evidence ? (
                    <p className="text-sm break-words text-slate-600">{evidence}</p>
                  ) : null}
                  {needsFix ? (
                    <p className="mt-1 text-sm text-navy-900">{texts.fix(check)}</p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}

/** A page on the dealer's own site by its path; elsewhere by its whole address. */
function shownUrl(url: string, homeUrl: string): string {
  try {
    const page = new URL(url);
    return page.host === new URL(homeUrl).host ? `${page.pathname}${page.search}` : page.href;
  } catch {
    return url;
  }
}
