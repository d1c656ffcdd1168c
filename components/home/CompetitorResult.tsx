import type { ReactNode } from 'react';
import { ArrowRight } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { CompetitorView } from '@/lib/analysis/competitor-view';
import { reportHref } from '@/lib/analysis/report-paths';
import { competitorTone, type CompetitorTone, type ScoreStatus } from '@/lib/analysis/scoring';
import { numberLocale } from '@/lib/format';
import type messages from '@/messages/en.json';

export type CompetitorLabels = (typeof messages)['CompetitorAnalysis'];

const toneText: Record<CompetitorTone, string> = {
  emerald: 'text-emerald-700',
  blue: 'text-brand-700',
  // Tailwind's yellow-700: the darkest yellow that still reads as yellow, 4.9:1 on white (AA).
  yellow: 'text-yellow-700',
  red: 'text-red-700',
};
const statusBadge: Record<ScoreStatus, string> = {
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  fair: 'bg-amber-50 text-amber-800 ring-amber-200',
  poor: 'bg-red-50 text-red-800 ring-red-200',
};

/**
 * The competitor tool's result: overall score, five scores, the phone measurement (side by side
 * with the visitor's own site when given), opportunities, potential ROI. The overall score takes
 * the phone's Speed score once it is measured.
 */
export function CompetitorResult({
  view,
  labels,
  locale,
  measuredOverall = null,
  phone = null,
}: {
  view: CompetitorView;
  labels: CompetitorLabels;
  locale: Locale;
  measuredOverall?: number | null;
  phone?: ReactNode;
}) {
  const overall = measuredOverall ?? view.overallScore;
  const tone = measuredOverall === null ? view.tone : competitorTone(measuredOverall);
  const number = new Intl.NumberFormat(numberLocale[locale]);
  const yesNo = (value: boolean) => (value ? labels.facts.yes : labels.facts.no);
  const facts: [string, string][] = [
    [labels.facts.pageSpeed, `${view.pageSpeed}/100`],
    [labels.facts.loadTime, labels.facts.ms.replace('{value}', number.format(view.loadTime))],
    [labels.facts.mobileResponsive, yesNo(view.mobileResponsive)],
    [labels.facts.hasSSL, yesNo(view.hasSSL)],
    [labels.facts.hasStructuredData, yesNo(view.hasStructuredData)],
    [labels.facts.metaTitle, view.metaTitle ?? labels.facts.none],
    [labels.facts.metaDescription, view.metaDescription ?? labels.facts.none],
  ];
  return (
    <article
      aria-labelledby="competitor-result-name"
      className="mt-10 rounded-card border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-start justify-between gap-6">
        <div className="min-w-0">
          <h3
            id="competitor-result-name"
            className="text-2xl font-extrabold break-words text-navy-900"
          >
            {view.competitorName}
          </h3>
          <p className="text-sm break-all text-slate-600">{view.url}</p>
        </div>
        <p className="text-right">
          <span className="block text-sm text-slate-600">{labels.overall}</span>
          <span className={`tabular text-5xl font-extrabold ${toneText[tone]}`}>{overall}</span>
          <span className="text-lg font-semibold text-slate-600">{labels.outOf}</span>
        </p>
      </div>

      {phone}

      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <div>
          <h4 className="text-lg font-bold text-navy-900">{labels.issuesTitle}</h4>
          <ul className="mt-3 grid gap-3">
            {view.issues.map((issue) => (
              <li key={issue.category} className="rounded-xl border border-slate-200 p-3">
                <p className="flex items-center justify-between gap-3">
                  <span className="font-semibold text-navy-900">{issue.label}</span>
                  <span className="flex items-center gap-2">
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${statusBadge[issue.status]}`}
                    >
                      {issue.statusLabel}
                    </span>
                    <span className="tabular font-bold text-navy-900">{issue.score}</span>
                  </span>
                </p>
                <p className="mt-1 text-sm text-slate-600">{issue.description}</p>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="text-lg font-bold text-navy-900">{labels.opportunitiesTitle}</h4>
          <ol className="mt-3 grid list-decimal gap-2 pl-5 text-slate-700">
            {view.opportunities.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ol>
        </div>
      </div>

      <div className="mt-8 rounded-xl bg-navy-900 p-6 text-white">
        <h4 className="text-lg font-bold">{labels.roiTitle}</h4>
        <dl className="mt-4 grid gap-4 sm:grid-cols-3">
          {[
            [labels.additionalLeads, `+${number.format(view.potentialROI.additionalLeads)}`],
            [labels.revenueIncrease, view.potentialROI.revenueText],
            [labels.timeframeLabel, view.potentialROI.timeframe],
          ].map(([label, value]) => (
            <div key={label} className="flex flex-col-reverse">
              <dt className="text-sm text-slate-300">{label}</dt>
              <dd className="tabular text-3xl font-extrabold text-amber-cta">{value}</dd>
            </div>
          ))}
        </dl>
      </div>

      <h4 className="mt-8 text-lg font-bold text-navy-900">{labels.factsTitle}</h4>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 border-b border-slate-100 py-1.5">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-medium break-words text-navy-900">{value}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-8 flex flex-wrap gap-3">
        <Link href={reportHref(view.reportId)} className="btn btn-outline">
          {labels.fullReport.replace('{count}', String(view.checkCount))}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <Link href="/book" className="btn btn-primary">
          {labels.cta}
        </Link>
      </div>
    </article>
  );
}
