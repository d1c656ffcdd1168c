import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { reportHref } from '@/lib/analysis/report-paths';
import { absoluteUrl } from '@/lib/seo/urls';

/** The report's own link, to send to a colleague. */
export async function ShareReport({ locale, reportId }: { locale: Locale; reportId: string }) {
  const t = await getTranslations({ locale, namespace: 'WebsiteGrader.report' });
  const href = reportHref(reportId);
  return (
    <section
      aria-labelledby="report-share"
      className="rounded-card border border-slate-200 bg-white p-6"
    >
      <h2 id="report-share" className="text-xl font-bold text-navy-900">
        {t('shareTitle')}
      </h2>
      <p className="mt-1 text-slate-600">{t('shareText')}</p>
      <p className="mt-2 font-medium break-all text-brand-700">
        <Link href={href}>{absoluteUrl(href, locale)}</Link>
      </p>
    </section>
  );
}
