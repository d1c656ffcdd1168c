import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CheckCircle2 } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { PaymentNextSteps } from '@/components/payment/PaymentNextSteps';
import { PurchaseSummary } from '@/components/payment/PurchaseSummary';
import { JsonLd } from '@/components/seo/JsonLd';
import { readPurchase } from '@/lib/checkout/purchase';
import { configuredStripe } from '@/lib/checkout/stripe-client';
import { orders } from '@/lib/orders/order-repository';
import { pageMetadata } from '@/lib/seo/metadata';
import { webPageJsonLd } from '@/lib/seo/structured-data';
import { storyValues } from '@/lib/content/story';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ session_id?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, route: 'paymentSuccess' });
}

/**
 * Where Stripe Checkout returns after a payment. Rendered per request: with a real session id it
 * names the package and the receipt address (read from Stripe, never from the URL); with a
 * missing or bogus id it is the plain thank-you.
 */
export default async function PaymentSuccessPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { session_id: sessionId } = await searchParams;
  const [t, meta, purchase] = await Promise.all([
    getTranslations({ locale, namespace: 'PaymentSuccess' }),
    getTranslations({ locale, namespace: 'Meta.pages.paymentSuccess' }),
    readPurchase(configuredStripe(), typeof sessionId === 'string' ? sessionId : undefined, orders),
  ]);
  return (
    <div className="bg-gradient-to-b from-emerald-50/60 to-white">
      <div className="container-page max-w-4xl py-14 sm:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <CheckCircle2 aria-hidden="true" className="mx-auto size-16 text-success" />
          <h1 className="mt-5 text-4xl font-extrabold text-navy-900 sm:text-5xl">{t('title')}</h1>
          <p className="mt-4 text-lg text-slate-600">{t('lead')}</p>
          {purchase ? <PurchaseSummary purchase={purchase} locale={locale} /> : null}
        </div>
        <PaymentNextSteps locale={locale} />
        <div className="mt-12 flex flex-col items-center gap-5 text-center">
          <p className="text-slate-600">{t('questions', storyValues(locale))}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Link href="/contact" className="btn btn-primary">
              {t('contactCta')}
            </Link>
            <Link href="/" className="btn btn-outline">
              {t('homeCta')}
            </Link>
          </div>
        </div>
      </div>
      <JsonLd
        data={webPageJsonLd({
          locale,
          path: '/payment-success',
          name: meta('title'),
          description: meta('description', storyValues(locale)),
        })}
      />
    </div>
  );
}
