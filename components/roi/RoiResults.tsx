import { toast } from '@/components/ui/toast';
import type { Locale } from '@/i18n/routing';
import { formatDuration, formatGbp, formatNumber, formatPercent } from '@/lib/format';
import type { RoiResult } from '@/lib/roi/calculate';
import type { RoiLabels } from './labels';
import { RoiRevenueChart } from './RoiRevenueChart';

/** The results panel: headline figures, today vs projected, and a link to share them. */
export function RoiResults({
  labels,
  locale,
  result,
}: {
  labels: RoiLabels['results'];
  locale: Locale;
  result: RoiResult | null;
}) {
  // Every figure through Intl for the visitor's language: "%620" in Turkish, "2.500 £" in Greek.
  const count = (value: number) => formatNumber(value, locale, 1);
  const money = (amount: number) => formatGbp(Math.round(amount), locale);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.success(labels.copied);
    } catch {
      toast.error(labels.copyFailed);
    }
  }

  return (
    <section
      aria-labelledby="roi-results-heading"
      aria-live="polite"
      className="rounded-card border border-slate-200 bg-slate-50 p-6 sm:p-8"
    >
      <h2 id="roi-results-heading" className="text-xl font-bold text-navy-900">
        {labels.heading}
      </h2>
      {result ? (
        <>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            <Figure
              label={labels.additionalMonthly}
              value={money(result.additionalRevenue.monthly)}
              highlight
            />
            <Figure
              label={labels.additionalAnnual}
              value={money(result.additionalRevenue.annual)}
              highlight
            />
            <Figure
              label={labels.roi}
              value={result.roi == null ? labels.roiNone : formatPercent(result.roi, locale)}
            />
            <Figure
              label={labels.payback}
              value={
                result.paybackMonths == null
                  ? labels.never
                  : formatDuration(result.paybackMonths, 'month', locale)
              }
            />
            <Figure label={labels.websiteCost} value={money(result.websiteCost)} />
          </dl>
          <table className="tabular mt-8 w-full text-left">
            <caption className="mb-2 text-left font-semibold text-navy-900">
              {labels.tableCaption}
            </caption>
            <thead>
              <tr className="border-b border-slate-300 text-sm text-slate-600">
                <th scope="col" className="py-2 font-semibold">
                  {labels.perMonth}
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  {labels.today}
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  {labels.projected}
                </th>
              </tr>
            </thead>
            <tbody>
              {[
                [labels.leads, count(result.currentLeads), count(result.newLeads)],
                [labels.sales, count(result.currentSales), count(result.newSales)],
                [labels.revenue, money(result.currentRevenue), money(result.newRevenue)],
              ].map(([label, today, projected]) => (
                <tr key={label} className="border-b border-slate-200">
                  <th scope="row" className="py-2 font-medium text-navy-900">
                    {label}
                  </th>
                  <td className="py-2 text-right">{today}</td>
                  <td className="py-2 text-right font-semibold text-emerald-700">{projected}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <RoiRevenueChart
            title={labels.chartTitle}
            bars={[
              {
                label: labels.today,
                value: result.currentRevenue,
                text: money(result.currentRevenue),
              },
              { label: labels.projected, value: result.newRevenue, text: money(result.newRevenue) },
            ]}
          />
          <p className="mt-6 text-sm text-slate-600">{labels.assumption}</p>
          <button type="button" onClick={copyLink} className="btn btn-outline mt-4">
            {labels.share}
          </button>
        </>
      ) : (
        <p className="mt-4 text-slate-600">{labels.empty}</p>
      )}
    </section>
  );
}

function Figure({
  label,
  value,
  highlight = false,
}: {
  label: string;
  value: string;
  highlight?: boolean;
}) {
  return (
    <div className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd
        className={`tabular text-2xl font-extrabold ${highlight ? 'text-emerald-700' : 'text-navy-900'}`}
      >
        {value}
      </dd>
    </div>
  );
}
