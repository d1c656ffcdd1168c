import type { Metadata } from 'next';
import { getPathname } from '@/i18n/navigation';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { Gauge, Search, ShieldCheck, Smartphone, Target } from '@/components/ui/icons';
import type { Locale } from '@/i18n/routing';
import { GraderForm } from '@/components/grader/GraderForm';
import { JsonLd } from '@/components/seo/JsonLd';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { webApplicationJsonLd, webPageJsonLd } from '@/lib/seo/structured-data';

type Props = { params: Promise<{ locale: Locale }> };

const checkGroups = [
  { key: 'mobile', icon: Smartphone },
  { key: 'seo', icon: Search },
  { key: 'performance', icon: Gauge },
  { key: 'security', icon: ShieldCheck },
  { key: 'leadGeneration', icon: Target },
] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, route: 'websiteGrader' });
}

export default async function WebsiteGraderPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, analysis, meta, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'WebsiteGrader' }),
    getTranslations({ locale, namespace: 'Analysis.categories' }),
    getTranslations({ locale, namespace: 'Meta.pages.websiteGrader' }),
    getMessages({ locale }),
  ]);
  const page = { locale, path: routes.websiteGrader.path, description: meta('description') };

  return (
    <>
      <section className="bg-gradient-to-b from-slate-50 to-white">
        <div className="container-page py-14 text-center sm:py-20">
          <SectionHeading level={1} eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
          <GraderForm
            locale={locale}
            labels={messages.WebsiteGrader.form}
            permalink={getPathname({ href: '/website-grader', locale })}
          />
        </div>
      </section>
      <section aria-labelledby="grader-checks" className="bg-white">
        <div className="container-page py-14">
          <h2 id="grader-checks" className="text-center text-3xl font-extrabold text-navy-900">
            {t('checks.heading')}
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
            {checkGroups.map(({ key, icon: Icon }) => (
              <li key={key} className="rounded-card border border-slate-200 bg-slate-50 p-5">
                <Icon aria-hidden="true" className="size-7 text-brand-600" />
                <h3 className="mt-3 text-lg font-bold text-navy-900">{analysis(key)}</h3>
                <p className="mt-1 text-sm text-slate-600">{t(`checks.${key}`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <JsonLd data={webPageJsonLd({ ...page, name: meta('title') })} />
      <JsonLd data={webApplicationJsonLd({ ...page, name: t('title') })} />
    </>
  );
}
