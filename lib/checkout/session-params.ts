import 'server-only';
import type Stripe from 'stripe';
import type { Locale } from '@/i18n/routing';
import type { WebsitePackage } from '@/lib/catalogue/packages';
import { absoluteUrl } from '@/lib/seo/urls';
import type { CheckoutTranslator } from './texts';

/** The language of Stripe's payment page for each of ours. */
const stripeLocale: Record<Locale, Stripe.Checkout.SessionCreateParams.Locale> = {
  en: 'en-GB',
  tr: 'tr',
  el: 'el',
};

/**
 * The Checkout Session for one package. Amount and currency come from the catalogue only; the
 * return pages are on SITE_URL (never the request's Host header, which a client can set) in
 * the visitor's language. Stripe replaces {CHECKOUT_SESSION_ID} itself.
 */
export function checkoutSessionParams(
  pkg: WebsitePackage,
  locale: Locale,
  t: CheckoutTranslator,
): Stripe.Checkout.SessionCreateParams {
  const packageName = t(`Packages.${pkg.id}.name`);
  const productName = t('Checkout.productName', { name: packageName });
  const metadata = { packageId: pkg.id, locale };
  return {
    mode: 'payment',
    submit_type: 'pay',
    locale: stripeLocale[locale],
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: pkg.currency.toLowerCase(),
          unit_amount: pkg.pricePence,
          product_data: {
            name: productName,
            description: t(`Packages.${pkg.id}.description`),
          },
        },
      },
    ],
    metadata,
    payment_intent_data: { description: productName, metadata },
    success_url: `${absoluteUrl('/payment-success', locale)}?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: absoluteUrl('/payment-cancel', locale),
  };
}
