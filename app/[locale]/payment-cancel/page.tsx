import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MessageCircle, RotateCcw } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { JsonLd } from '@/components/seo/JsonLd';
import { pageMetadata } from '@/lib/seo/metadata';
import { webPageJsonLd } from '@/lib/seo/structured-data';
import { siteConfig, whatsappUrl } from '@/lib/site-config';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, route: 'paymentCancel' });
}

/** Where Stripe Checkout returns when the visitor cancels: nothing was charged; help is a tap away. */
export default async function PaymentCancelPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, meta] = await Promise.all([
    getTranslations({ locale, namespace: 'PaymentCancel' }),
    getTranslations({ locale, namespace: 'Meta.pages.paymentCancel' }),
  ]);
  return (
    <div className="bg-gradient-to-b from-slate-50 to-white">
      <div className="container-page max-w-2xl py-16 text-center sm:py-24">
        <RotateCcw aria-hidden="true" className="mx-auto size-14 text-brand-600" />
        <h1 className="mt-5 text-4xl font-extrabold text-navy-900 sm:text-5xl">{t('title')}</h1>
        <p className="mt-5 text-xl font-medium text-navy-900">{t('text')}</p>
        <p className="mt-4 text-lg text-slate-600">{t('help')}</p>
        <div className="mt-9 flex flex-wrap justify-center gap-3">
          <a
            href={whatsappUrl(siteConfig.whatsappNumber, t('whatsappMessage'))}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn-cta"
          >
            <MessageCircle aria-hidden="true" className="size-5" />
            {t('supportCta')}
            <span className="sr-only"> {t('newTab')}</span>
          </a>
          <Link href="/" className="btn btn-outline">
            {t('homeCta')}
          </Link>
        </div>
        <p className="mt-8">
          <Link
            href={{ pathname: '/', hash: 'packages' }}
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-600"
          >
            {t('packagesCta')}
          </Link>
        </p>
      </div>
      <JsonLd
        data={webPageJsonLd({
          locale,
          path: '/payment-cancel',
          name: meta('title'),
          description: meta('description'),
        })}
      />
    </div>
  );
}
