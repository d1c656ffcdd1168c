import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { TermsDocument } from '@/components/legal/TermsDocument';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageHero } from '@/components/ui/PageHero';
import { termsLastUpdated } from '@/lib/content/terms';
import { formatDate } from '@/lib/format';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { webPageJsonLd } from '@/lib/seo/structured-data';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, route: 'termsOfService' });
}

export default async function TermsOfServicePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, meta] = await Promise.all([
    getTranslations({ locale, namespace: 'Terms' }),
    getTranslations({ locale, namespace: 'Meta.pages.termsOfService' }),
  ]);
  const date = formatDate(termsLastUpdated, locale);

  return (
    <>
      <PageHero title={t('title')} lead={t('lead')}>
        <p className="mt-5 font-semibold text-slate-700">
          {t.rich('lastUpdated', {
            date,
            time: (chunks) => <time dateTime={termsLastUpdated}>{chunks}</time>,
          })}
        </p>
      </PageHero>

      <div className="container-page pb-20">
        <TermsDocument locale={locale} />
      </div>

      <JsonLd
        data={webPageJsonLd({
          locale,
          path: routes.termsOfService.path,
          name: meta('title'),
          description: meta('description'),
          dateModified: termsLastUpdated,
        })}
      />
    </>
  );
}
