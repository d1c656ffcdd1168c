import type { Locale } from '@/i18n/routing';
import { findPackage, packages, priceInPounds, type PackageId } from '@/lib/catalogue/packages';
import { formatGbp, formatPercent } from '@/lib/format';
import { figureValues } from './figures';
import { promiseValues } from './promises';
import { serviceOffers, type ServiceOfferId } from './service-offers';
import { termsFacts } from './terms';

const packagePrice = (id: PackageId) => {
  const found = findPackage(id);
  if (!found) throw new Error(`No package ${id} in the catalogue`);
  return priceInPounds(found);
};
const servicePrice = (id: ServiceOfferId) =>
  (serviceOffers.find((offer) => offer.id === id)?.price.pence ?? NaN) / 100;

/**
 * The arguments of every text that quotes a figure, a promise or a price:
 * `t(key, storyValues(locale))`. A text takes the ones it names (`{replyHours, plural, …}`,
 * `{dealersHelped}`, `{basicPrice}`) and ignores the rest. Figures and prices arrive written
 * for the language; counts of hours and days stay numbers, for the texts' plurals.
 */
export function storyValues(locale: Locale) {
  return {
    ...figureValues(locale),
    ...promiseValues(locale),
    basicPrice: formatGbp(Math.min(...packages.map(priceInPounds)), locale),
    advancePrice: formatGbp(packagePrice('advance'), locale),
    seoPrice: formatGbp(servicePrice('seo'), locale),
    vehicleUploadPrice: formatGbp(servicePrice('vehicleUpload'), locale),
    deposit: formatPercent(termsFacts.depositPercent, locale),
  };
}
