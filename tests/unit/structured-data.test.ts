import { describe, expect, it } from 'vitest';
import {
  breadcrumbJsonLd,
  faqPageJsonLd,
  organizationId,
  serviceJsonLd,
  webPageJsonLd,
} from '@/lib/seo/structured-data';

const origin = 'http://localhost:3000';

describe('structured data builders', () => {
  it('describe a page in its language, with a subtype and a modification date', () => {
    const page = webPageJsonLd({
      locale: 'tr',
      path: '/terms-of-service',
      name: 'Hizmet Şartları',
      description: '…',
      type: 'WebPage',
      dateModified: '2024-12-15',
    });
    expect(page).toMatchObject({
      '@type': 'WebPage',
      url: `${origin}/tr/terms-of-service`,
      inLanguage: 'tr',
      dateModified: '2024-12-15',
      publisher: { '@id': organizationId },
    });
  });

  it('make the FAQ page itself the FAQPage, with its questions and answers', () => {
    const faq = faqPageJsonLd({
      locale: 'en',
      path: '/support',
      name: 'Support',
      description: '…',
      questions: [{ question: 'How long?', answer: 'A week.' }],
    });
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'How long?',
        acceptedAnswer: { '@type': 'Answer', text: 'A week.' },
      },
    ]);
  });

  it('price services in GBP, with starting and monthly prices spelled out', () => {
    const service = serviceJsonLd({
      locale: 'el',
      path: '/services',
      name: 'Υπηρεσίες',
      description: '…',
      serviceType: 'Car dealer websites',
      offers: [
        { name: 'Basic', pricePence: 999_00 },
        { name: 'SEO', pricePence: 399_00, from: true, per: 'month' },
        { name: 'Upload', pricePence: 15_00, per: 'vehicle' },
      ],
    });
    expect(service).toMatchObject({
      '@type': 'Service',
      url: `${origin}/el/services`,
      provider: { '@id': organizationId },
    });
    const [basic, seo, upload] = service.hasOfferCatalog.itemListElement;
    expect(basic).toMatchObject({ price: '999.00', priceCurrency: 'GBP' });
    expect(basic).not.toHaveProperty('priceSpecification');
    expect(seo?.priceSpecification).toMatchObject({
      '@type': 'UnitPriceSpecification',
      minPrice: '399.00',
      unitCode: 'MON',
    });
    expect(upload?.priceSpecification).toMatchObject({ price: '15.00', unitText: 'vehicle' });
  });

  it('number the breadcrumb trail', () => {
    const trail = breadcrumbJsonLd('en', [
      { name: 'Home', path: '/' },
      { name: 'Services', path: '/services' },
    ]);
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: origin },
      { '@type': 'ListItem', position: 2, name: 'Services', item: `${origin}/services` },
    ]);
  });
});
