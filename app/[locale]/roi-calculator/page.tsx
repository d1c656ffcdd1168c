import type { Metadata } from 'next';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { Calculator } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { RoiCalculator } from '@/components/roi/RoiCalculator';
import { JsonLd } from '@/components/seo/JsonLd';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { webApplicationJsonLd, webPageJsonLd } from '@/lib/seo/structured-data';
import { storyValues } from '@/lib/content/story';

type Props = { params: Promise<{ locale: Locale }> };

const formulaKeys = ['leads', 'sales', 'revenue', 'additional', 'roi', 'payback'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, route: 'roiCalculator' });
}

export default async function RoiCalculatorPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, meta, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'RoiCalculator' }),
    getTranslations({ locale, namespace: 'Meta.pages.roiCalculator' }),
    getMessages({ locale }),
  ]);
  const page = { locale, path: routes.roiCalculator.path, description: meta('description') };

  return (
    <>
      <section className="bg-gradient-to-b from-slate-50 to-white">
        <div className="container-page py-12 sm:py-16">
          <SectionHeading level={1} eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
          <div className="mt-10">
            <RoiCalculator
              locale={locale}
              labels={{
                form: {
                  ...messages.RoiCalculator.form,
                  investmentHint: t('form.investmentHint', storyValues(locale)),
                },
                results: messages.RoiCalculator.results,
              }}
            />
          </div>
        </div>
      </section>
      <section aria-labelledby="roi-how" className="bg-white">
        <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-2">
          <div>
            <h2 id="roi-how" className="flex items-center gap-2 text-2xl font-bold text-navy-900">
              <Calculator aria-hidden="true" className="size-6 text-brand-600" />
              {t('how.heading')}
            </h2>
            <ul className="mt-4 grid gap-2 text-slate-700">
              {formulaKeys.map((key) => (
                <li key={key} className="rounded-lg bg-slate-50 px-4 py-2.5">
                  {t(`how.${key}`)}
                </li>
              ))}
            </ul>
          </div>
          <div className="self-center rounded-card bg-navy-900 p-8 text-white">
            <h2 className="text-2xl font-bold">{t('cta.title')}</h2>
            <p className="mt-2 text-slate-300">{t('cta.text', storyValues(locale))}</p>
            <Link href="/book" className="btn btn-primary mt-6">
              {t('cta.button')}
            </Link>
          </div>
        </div>
      </section>
      <JsonLd data={webPageJsonLd({ ...page, name: meta('title') })} />
      <JsonLd data={webApplicationJsonLd({ ...page, name: t('title') })} />
    </>
  );
}
