import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { priceInPounds, type WebsitePackage } from '@/lib/catalogue/packages';
import { formatGbp } from '@/lib/format';
import type { BuyButtonLabels } from './BuyButton';

/**
 * Everything a page passes to <BuyButton> for one package, translated on the server:
 * `<BuyButton {...await buyButtonProps(pkg, locale)} />`.
 */
export async function buyButtonProps(pkg: WebsitePackage, locale: Locale) {
  const [t, tp] = await Promise.all([
    getTranslations({ locale, namespace: 'BuyButton' }),
    getTranslations({ locale, namespace: 'Packages' }),
  ]);
  const name = tp(`${pkg.id}.name`);
  const price = formatGbp(priceInPounds(pkg), locale);
  const labels: BuyButtonLabels = {
    buy: t('buy'),
    processing: t('processing'),
    processingText: t('processingText'),
    successTitle: t('successTitle'),
    successText: t('successText'),
    errorTitle: t('errorTitle'),
    failedToCreate: t('errors.failedToCreate'),
    noResponse: t('errors.noResponse'),
    noUrl: t('errors.noUrl'),
    failedToStart: t('errors.failedToStart'),
    unavailableTitle: t('unavailableTitle'),
  };
  const message = t('quoteMessage', { name, price });
  return {
    packageId: pkg.id,
    locale,
    labels,
    srDescription: t('buyFor', { name }),
    quoteHref: `${getPathname({ href: '/contact', locale })}?message=${encodeURIComponent(message)}`,
    quoteLabel: t('quoteLink', { name }),
  };
}
