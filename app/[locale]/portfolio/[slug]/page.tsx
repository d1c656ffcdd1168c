import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { DemoHero } from '@/components/demo/DemoHero';
import { DemoSections } from '@/components/demo/DemoSections';
import { DemoShell } from '@/components/demo/DemoShell';
import { JsonLd } from '@/components/seo/JsonLd';
import { demoPath, demoSlugs, findDemoDealer } from '@/lib/content/demo-dealers/all-dealers';
import { logEvent } from '@/lib/log';
import { pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/urls';
import { carJsonLd, itemListJsonLd, webPageJsonLd } from '@/lib/seo/structured-data';

type Props = { params: Promise<{ locale: Locale; slug: string }> };

/** The six demos are prerendered in every language; any other slug is a 404. */
export function generateStaticParams() {
  return demoSlugs.map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const dealer = findDemoDealer(slug);
  if (!dealer) return {};
  const t = await getTranslations({ locale, namespace: `Demo.${dealer.slug}.meta` });
  return pageMetadata({
    locale,
    route: 'portfolio',
    path: demoPath(dealer.slug),
    title: t('title'),
    description: t('description'),
    keywords: t('keywords'),
  });
}

export default async function DemoDealerPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const dealer = findDemoDealer(slug);
  if (!dealer) {
    logEvent('warn', 'page_not_found', { path: `/portfolio/${slug}`, locale });
    notFound();
  }
  const [t, tm] = await Promise.all([
    getTranslations({ locale, namespace: 'Demo' }),
    getTranslations({ locale, namespace: `Demo.${dealer.slug}.meta` }),
  ]);
  const path = demoPath(dealer.slug);
  const url = absoluteUrl(path, locale);
  const seller = { name: dealer.name, locality: t(`places.${dealer.place}`) };

  return (
    <DemoShell dealer={dealer} locale={locale}>
      <DemoHero dealer={dealer} locale={locale} />
      <DemoSections dealer={dealer} locale={locale} />
      <JsonLd
        data={webPageJsonLd({ locale, path, name: tm('title'), description: tm('description') })}
      />
      <JsonLd
        data={itemListJsonLd({
          locale,
          path,
          name: t(`${dealer.slug}.inventory.heading`),
          items: dealer.inventory.map((car) =>
            carJsonLd(
              {
                ...car,
                bodyType: t(`body.${car.body}`),
                fuelType: t(`fuel.${car.fuel}`),
              },
              { url: `${url}#inventory`, currency: 'EUR', seller },
            ),
          ),
        })}
      />
    </DemoShell>
  );
}
