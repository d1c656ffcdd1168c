import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { routes } from '@/lib/routes';

/** The report's closing band: the agency can fix what the report found. */
export async function ReportCallToAction({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'WebsiteGrader.report' });
  return (
    <section className="bg-navy-900">
      <div className="container-page flex flex-col gap-6 py-12 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-2xl font-bold text-white">{t('ctaTitle')}</h2>
          <p className="mt-1 max-w-2xl text-slate-300">{t('ctaText')}</p>
        </div>
        <Link href={routes.book.path} className="btn btn-cta shrink-0">
          {t('ctaButton')}
        </Link>
      </div>
    </section>
  );
}
