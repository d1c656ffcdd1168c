import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { ConsentLabel } from '@/components/forms/ConsentLabel';
import { reportHref } from '@/lib/analysis/report-paths';
import { leadFormTexts } from '@/lib/leads/form-texts';
import { FullReportForm } from './FullReportForm';

/** "Send me the full report": the lead form of a report's page. */
export async function FullReportPanel({ locale, reportId }: { locale: Locale; reportId: string }) {
  const [t, formTexts] = await Promise.all([
    getTranslations({ locale, namespace: 'WebsiteGrader.fullReport' }),
    leadFormTexts(locale, 'fullReport'),
  ]);
  return (
    <section
      aria-labelledby="full-report"
      className="rounded-card border border-brand-100 bg-white p-6 shadow-sm"
    >
      <h2 id="full-report" className="text-xl font-bold text-navy-900">
        {t('heading')}
      </h2>
      <p className="mt-1 mb-4 text-slate-600">{t('text')}</p>
      <FullReportForm
        label={t('heading')}
        texts={formTexts}
        consentLabel={<ConsentLabel locale={locale} />}
        locale={locale}
        pagePath={getPathname({ href: reportHref(reportId), locale })}
        reportId={reportId}
      />
    </section>
  );
}
