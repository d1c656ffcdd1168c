import type { Locale } from '@/i18n/routing';
import { siteConfig } from '@/lib/site-config';
import { absoluteUrl } from './urls';

const dayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export const organizationId = `${siteConfig.siteUrl}/#organization`;

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
    areaServed: ['Cyprus', 'North Cyprus', 'Turkey'].map((name) => ({ '@type': 'Place', name })),
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
  type?: string;
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
