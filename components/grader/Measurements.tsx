import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { AnalysisResult } from '@/lib/analysis/analysis-result';

/** The raw numbers of the HTML download (the phone measurement has its own section). */
export async function Measurements({ locale, result }: { locale: Locale; result: AnalysisResult }) {
  const [t, browser] = await Promise.all([
    getTranslations({ locale, namespace: 'WebsiteGrader.report' }),
    getTranslations({ locale, namespace: 'GraderBrowser' }),
  ]);
  const rows = [
    [t('ttfb'), t('milliseconds', { value: result.ttfbMs })],
    [t('loadTime'), t('milliseconds', { value: result.loadMs })],
    [t('htmlSize'), t('kilobytes', { value: Math.round(result.htmlBytes / 1024) })],
    [t('httpStatus'), String(result.status)],
  ];
  return (
    <section
      aria-labelledby="report-measurements"
      className="rounded-card border border-slate-200 bg-white p-6"
    >
      <h2 id="report-measurements" className="text-xl font-bold text-navy-900">
        {browser('downloadTimed')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{browser('downloadTimedNote')}</p>
      <dl className="mt-4 grid grid-cols-2 gap-4">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col-reverse">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="tabular text-2xl font-bold text-navy-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
