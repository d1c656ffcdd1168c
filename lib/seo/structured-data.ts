import type { Locale } from '@/i18n/routing';
import { siteConfig } from '@/lib/site-config';
import { absoluteUrl } from './urls';

const dayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export const organizationId = `${siteConfig.siteUrl}/#organization`;

const areasServed = ['Cyprus', 'North Cyprus', 'Turkey'].map((name) => ({
  '@type': 'Place',
  name,
}));

/** The agency as a ProfessionalService (an Organization); every public page carries it. */
export function organizationJsonLd(locale: Locale, description: string) {
  const { openingHours: hours } = siteConfig;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': organizationId,
    name: siteConfig.name,
    description,
    url: absoluteUrl('/', locale),
    logo: `${siteConfig.siteUrl}/logo.svg`,
    image: `${siteConfig.siteUrl}/og-image.png`,
    telephone: siteConfig.phone,
    email: siteConfig.email,
    priceRange: '£££',
    address: {
      '@type': 'PostalAddress',
      addressLocality: siteConfig.address.locality,
      addressRegion: siteConfig.address.region,
      addressCountry: siteConfig.address.country,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: siteConfig.geo.latitude,
      longitude: siteConfig.geo.longitude,
    },
    areaServed: areasServed,
    availableLanguage: ['en', 'tr', 'el'],
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: dayNames.slice(hours.firstDay - 1, hours.lastDay),
      opens: hours.opens,
      closes: hours.closes,
    },
    sameAs: [siteConfig.social.facebook, siteConfig.social.instagram, siteConfig.social.linkedin],
  };
}

export function webPageJsonLd(input: {
  locale: Locale;
  path: string;
  name: string;
  description: string;
  /** A WebPage subtype that fits the page: AboutPage, FAQPage, CollectionPage… */
  type?: string;
  /** ISO date of the last change of the content, for documents such as the terms. */
  dateModified?: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': input.type ?? 'WebPage',
    '@id': `${absoluteUrl(input.path, input.locale)}#webpage`,
    url: absoluteUrl(input.path, input.locale),
    name: input.name,
    description: input.description,
    inLanguage: input.locale,
    isPartOf: { '@type': 'WebSite', name: siteConfig.name, url: siteConfig.siteUrl },
    publisher: { '@id': organizationId },
    ...(input.dateModified ? { dateModified: input.dateModified } : {}),
  };
}

/** A FAQ page: the page node itself is the FAQPage, its questions the main entity. */
export function faqPageJsonLd(input: {
  locale: Locale;
  path: string;
  name: string;
  description: string;
  questions: ReadonlyArray<{ question: string; answer: string }>;
}) {
  const { questions, ...page } = input;
  return {
    ...webPageJsonLd({ ...page, type: 'FAQPage' }),
    mainEntity: questions.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

export type OfferInput = {
  name: string;
  pricePence: number;
  /** A starting price ("from £999"). */
  from?: boolean;
  per?: 'once' | 'month' | 'vehicle';
};

function offerJsonLd(offer: OfferInput, url: string) {
  const price = (offer.pricePence / 100).toFixed(2);
  const per = offer.per ?? 'once';
  const recurring = per !== 'once';
  return {
    '@type': 'Offer',
    name: offer.name,
    url,
    price,
    priceCurrency: 'GBP',
    ...(offer.from || recurring
      ? {
          priceSpecification: {
            '@type': recurring ? 'UnitPriceSpecification' : 'PriceSpecification',
            priceCurrency: 'GBP',
            ...(offer.from ? { minPrice: price } : { price }),
            ...(per === 'month' ? { unitCode: 'MON', unitText: 'month' } : {}),
            ...(per === 'vehicle' ? { unitText: 'vehicle' } : {}),
          },
        }
      : {}),
  };
}

/** A service the agency sells, provided by the Organization, with its priced offers. */
export function serviceJsonLd(input: {
  locale: Locale;
  path: string;
  name: string;
  description: string;
  serviceType: string;
  offers: readonly OfferInput[];
}) {
  const url = absoluteUrl(input.path, input.locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    name: input.name,
    description: input.description,
    serviceType: input.serviceType,
    url,
    provider: { '@id': organizationId },
    areaServed: areasServed,
    availableLanguage: ['en', 'tr', 'el'],
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: input.name,
      itemListElement: input.offers.map((offer) => offerJsonLd(offer, url)),
    },
  };
}

/** The trail from the home page to this one, for search results. */
export function breadcrumbJsonLd(
  locale: Locale,
  trail: ReadonlyArray<{ name: string; path: string }>,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, locale),
    })),
  };
}

/** A car for sale, as schema.org Car with its Offer (the demo dealers' inventories). */
export type CarForSale = {
  brand: string;
  model: string;
  year: number;
  price: number;
  condition: 'new' | 'used';
  /** Translated body style and fuel, as shown on the page. */
  bodyType?: string;
  fuelType?: string;
  mileageKm?: number;
  hp?: number;
};

export function carJsonLd(
  car: CarForSale,
  offer: { url: string; currency: string; seller: { name: string; locality: string } },
) {
  return {
    '@type': 'Car',
    name: `${car.brand} ${car.model}`,
    brand: { '@type': 'Brand', name: car.brand },
    model: car.model,
    vehicleModelDate: String(car.year),
    itemCondition: `https://schema.org/${car.condition === 'new' ? 'NewCondition' : 'UsedCondition'}`,
    ...(car.bodyType ? { bodyType: car.bodyType } : {}),
    ...(car.fuelType ? { fuelType: car.fuelType } : {}),
    ...(car.mileageKm !== undefined
      ? {
          mileageFromOdometer: {
            '@type': 'QuantitativeValue',
            value: car.mileageKm,
            unitCode: 'KMT',
          },
        }
      : {}),
    ...(car.hp !== undefined
      ? {
          vehicleEngine: {
            '@type': 'EngineSpecification',
            enginePower: { '@type': 'QuantitativeValue', value: car.hp, unitCode: 'BHP' },
          },
        }
      : {}),
    offers: {
      '@type': 'Offer',
      url: offer.url,
      price: car.price,
      priceCurrency: offer.currency,
      availability: 'https://schema.org/InStock',
      itemCondition: `https://schema.org/${car.condition === 'new' ? 'NewCondition' : 'UsedCondition'}`,
      seller: {
        '@type': 'AutoDealer',
        name: offer.seller.name,
        address: {
          '@type': 'PostalAddress',
          addressLocality: offer.seller.locality,
          addressCountry: 'CY',
        },
      },
    },
  };
}

/** An ordered list of things on a page (the demo sites on /portfolio, a dealer's cars). */
export function itemListJsonLd(input: {
  locale: Locale;
  path: string;
  name: string;
  /** schema.org things, e.g. Car nodes or `{ '@type': 'WebPage', name, url }`. */
  items: readonly object[];
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    '@id': `${absoluteUrl(input.path, input.locale)}#list`,
    name: input.name,
    numberOfItems: input.items.length,
    itemListElement: input.items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item,
    })),
  };
}

/** A free tool on the site (ROI calculator, website grader) as a no-cost web application. */
export function webApplicationJsonLd(input: {
  locale: Locale;
  path: string;
  name: string;
  description: string;
}) {
  const url = absoluteUrl(input.path, input.locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    '@id': `${url}#application`,
    name: input.name,
    description: input.description,
    url,
    inLanguage: input.locale,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Any',
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'GBP' },
    provider: { '@id': organizationId },
  };
}

/** Services the agency offers, as an OfferCatalog tied to the organisation (home page grid). */
export function serviceCatalogJsonLd(input: {
  locale: Locale;
  path: string;
  name: string;
  services: ReadonlyArray<{ name: string; description: string }>;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    '@id': `${absoluteUrl(input.path, input.locale)}#services`,
    name: input.name,
    inLanguage: input.locale,
    itemListElement: input.services.map((service, index) => ({
      '@type': 'Offer',
      position: index + 1,
      itemOffered: {
        '@type': 'Service',
        name: service.name,
        description: service.description,
        provider: { '@id': organizationId },
      },
    })),
  };
}
