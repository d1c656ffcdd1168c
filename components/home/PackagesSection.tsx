import { getTranslations } from 'next-intl/server';
import { LockKeyhole } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { PackageBuyButton } from '@/components/packages/PackageBuyButton';
import { PackageGrid } from '@/components/packages/PackageGrid';
import { SectionHeading } from '@/components/ui/SectionHeading';

/**
 * The home page's packages: the catalogue's shared package cards with their Buy buttons, two
 * columns on large screens, the popular one drawn in navy with its badge.
 */
export async function PackagesSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'HomePackages' });
  return (
    <section
      id="packages"
      aria-labelledby="packages-title"
      className="scroll-mt-16 bg-slate-50 py-16 sm:py-24"
    >
      <div className="container-page">
        <SectionHeading
          id="packages-title"
          eyebrow={t('eyebrow')}
          title={t('title')}
          lead={t('lead')}
        />
        <PackageGrid
          locale={locale}
          layout="pairs"
          renderCta={({ pkg }) => <PackageBuyButton pkg={pkg} locale={locale} />}
        />
        <p className="mt-10 flex items-center justify-center gap-2 text-center text-sm text-slate-600">
          <LockKeyhole aria-hidden="true" className="size-4 shrink-0" />
          {t('securePayment')}
        </p>
        <div className="mt-8 text-center">
          <Link href="/services" className="btn btn-outline">
            {t('viewAll')}
          </Link>
        </div>
      </div>
    </section>
  );
}
