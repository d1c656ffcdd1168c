import { createTranslator } from 'next-intl';
import { storedLighthouseResult as stored } from '@/tests/fixtures/lighthouse/stored';
import type { BrowserResult } from '@/lib/analysis/browser/browser-result';
import { extractRun } from '@/lib/analysis/browser/extract';
import { carContactStates, dealerChecksWithPhone } from '@/lib/analysis/dealer/contact-on-phone';
import { describe, expect, it } from 'vitest';
import { pageJsonLd } from '@/lib/analysis/checks/schema-markup';
import {
  carFieldNames,
  dealerCheckWeights,
  dealerEvidenceStates,
  runDealerChecks,
} from '@/lib/analysis/dealer/dealer-checks';
import {
  dealerCheckIds,
  type DealerCheckId,
  type DealerCheckInput,
  type DealerCheckResult,
  type FoundPage,
} from '@/lib/analysis/dealer/dealer-page-types';
import { pageFacts } from '@/lib/analysis/html/page-facts';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import el from '@/messages/el.json';

// Every (check, state) the tests below produced, with its evidence, to prove each has a message.
const seen = new Map<string, DealerCheckResult>();

function run(input: DealerCheckInput) {
  const results = runDealerChecks(input);
  for (const r of results) seen.set(`${r.id}.${String(r.evidence.state)}`, r);
  return results;
}
const check = (input: DealerCheckInput, id: DealerCheckId) => run(input).find((r) => r.id === id)!;
const outcome = (input: DealerCheckInput, id: DealerCheckId) => {
  const { status, evidence } = check(input, id);
  return { status, evidence };
};

const ld = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

const homeOf = (html: string, url = 'https://dealer.example/') => {
  const facts = pageFacts(html);
  return { url: new URL(url), facts, jsonLd: pageJsonLd(facts) };
};
type PageOptions = Partial<Pick<FoundPage, 'status' | 'headers' | 'foundBy'>>;
function pageOf(html: string, url: string, options: PageOptions = {}): FoundPage {
  const facts = pageFacts(html);
  return {
    url: new URL(url),
    status: 200,
    headers: {},
    html,
    foundBy: 'link',
    facts,
    jsonLd: pageJsonLd(facts),
    ...options,
  };
}
const carLinkUrls = (n: number) =>
  Array.from({ length: n }, (_, i) => new URL(`https://dealer.example/used-cars/car-${i}`));
const stockOf = (html: string, cars: number, url = 'https://dealer.example/used-cars/') => ({
  ...pageOf(html, url),
  carLinks: carLinkUrls(cars),
});

const dealerJson = {
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', name: 'Kyrenia Motors' },
    {
      '@type': 'AutoDealer',
      name: 'Kyrenia Motors',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Ecevit Cd. 12',
        addressLocality: 'Girne',
      },
      telephone: '+90 548 000 00 00',
      openingHours: 'Mo-Sa 09:00-19:00',
    },
  ],
};
const goodHomeHtml = `<html lang="en"><head><title>Kyrenia Motors</title>
  <link rel="alternate" hreflang="en" href="https://dealer.example/">
  <link rel="alternate" hreflang="tr-TR" href="https://dealer.example/tr/">
  <link rel="alternate" hreflang="el" href="https://dealer.example/el/">
  <link rel="alternate" hreflang="x-default" href="https://dealer.example/">${ld(dealerJson)}</head>
  <body><a href="/used-cars/">Used cars</a><a href="tel:+905480000000">Call</a>
  <a href="https://maps.app.goo.gl/abc123">Find us</a></body></html>`;

const carJson = {
  '@context': 'https://schema.org',
  '@type': 'Car',
  name: 'Toyota Corolla 1.6 Hybrid',
  brand: { '@type': 'Brand', name: 'Toyota' },
  model: 'Corolla',
  vehicleModelDate: '2019',
  mileageFromOdometer: { '@type': 'QuantitativeValue', value: 45000, unitCode: 'KMT' },
  fuelType: 'Hybrid',
  vehicleTransmission: 'Automatic',
  offers: { '@type': 'Offer', price: 18500, priceCurrency: 'EUR' },
};
/** n sized, described photos; all but the first lazy, as a gallery should be. */
const photos = (
  n: number,
  attrs = (i: number) => `width="800" height="600" alt="Photo ${i + 1}"`,
) =>
  Array.from(
    { length: n },
    (_, i) => `<img src="/photos/corolla-${i}.jpg" ${attrs(i)}${i > 0 ? ' loading="lazy"' : ''}>`,
  ).join('');
const enquiryForm = `<form action="/enquire"><input type="hidden" name="vehicle_id" value="TC-2019-044">
  <input type="email" name="email"><textarea name="message"></textarea><button>Send enquiry</button></form>`;
type CarParts = { head?: string; h1?: string; body?: string; json?: unknown };
const carHtml = ({
  head = '<title>2019 Toyota Corolla 1.6 Hybrid for sale | Kyrenia Motors</title>',
  h1 = 'Toyota Corolla 1.6 Hybrid 2019',
  body = `${photos(10)}<p>Price: €18.500</p>${enquiryForm}`,
  json = carJson,
}: CarParts = {}) =>
  `<html lang="en"><head>${head}${json ? ld(json) : ''}</head><body>
  <img src="/logo.svg" alt="Kyrenia Motors logo"><h1>${h1}</h1>${body}</body></html>`;
const carUrl = 'https://dealer.example/used-cars/toyota-corolla-2019-044';
const carOf = (parts: CarParts = {}, url = carUrl, options: PageOptions = {}) =>
  pageOf(carHtml(parts), url, { foundBy: 'stock-page', ...options });

const stockHtml = `<h1>Used cars</h1>${carLinkUrls(12)
  .map((u) => `<a href="${u.pathname}">Car</a>`)
  .join('')}`;
const good = (overrides: Partial<DealerCheckInput> = {}): DealerCheckInput => ({
  home: homeOf(goodHomeHtml),
  stock: stockOf(stockHtml, 12),
  car: carOf(),
  ...overrides,
});
const withCar = (parts: CarParts, url = carUrl, options: PageOptions = {}) =>
  good({ car: carOf(parts, url, options) });
const withHome = (html: string, url?: string) => good({ home: homeOf(html, url) });

describe('dealer checks: whole sites', () => {
  it('a complete, well-built dealer passes every check', () => {
    const results = run(good());
    expect(results.map((r) => [r.id, r.status, r.cost])).toEqual(
      dealerCheckIds.map((id) => [id, 'pass', 0]),
    );
  });

  it('a stock list JavaScript draws: no car links in the HTML, no car page found', () => {
    const jsStock = {
      ...pageOf(
        '<div id="app"></div><script src="/app.js"></script>',
        'https://dealer.example/stock',
      ),
      carLinks: [],
    };
    const results = run(good({ stock: jsStock, car: null }));
    expect(results[0]).toEqual({
      id: 'stock-in-html',
      page: 'stock',
      status: 'fail',
      evidence: { state: 'none', cars: 0 },
      cost: 9,
    });
    const car = results.filter((r) => r.page === 'car');
    expect(car).toHaveLength(6);
    for (const r of car)
      expect([r.status, r.evidence, r.cost]).toEqual(['na', { state: 'notFound' }, 0]);
  });

  it('sorts by cost, costliest first, ties in the checks’ own order', () => {
    const input = good({
      stock: null,
      car: carOf(
        { head: '<title>Great deal</title>', h1: 'Our best car', body: photos(3), json: null },
        'https://dealer.example/used-cars/toyota',
        { status: 404 },
      ),
      home: homeOf(
        '<html lang="en"><a href="tel:1">Call</a><a href="https://goo.gl/maps/x">Map</a></html>',
      ),
    });
    expect(run(input).map((r) => [r.id, r.status, r.cost])).toEqual([
      ['stock-found', 'fail', 10],
      ['car-own-url', 'fail', 8],
      ['car-price', 'fail', 8],
      ['car-enquiry', 'fail', 7],
      ['car-structured-data', 'fail', 6],
      ['car-title', 'fail', 5],
      ['dealer-languages', 'fail', 4],
      ['car-photos', 'partial', 3.5],
      ['dealer-local', 'partial', 2.5],
      ['stock-in-html', 'na', 0],
      ['stock-own-domain', 'na', 0],
    ]);
  });

  it('weights each check as the report ranks them', () => {
    expect(dealerCheckWeights).toEqual({
      'stock-found': 10,
      'stock-in-html': 9,
      'car-own-url': 8,
      'car-price': 8,
      'car-photos': 7,
      'car-enquiry': 7,
      'stock-own-domain': 6,
      'car-structured-data': 6,
      'car-title': 5,
      'dealer-local': 5,
      'dealer-languages': 4,
    });
  });
});

describe('dealer checks: the stock list', () => {
  it('stock-found: the found page and how, or missing', () => {
    expect(outcome(good(), 'stock-found')).toEqual({
      status: 'pass',
      evidence: { state: 'found', url: 'https://dealer.example/used-cars/', foundBy: 'link' },
    });
    expect(check(good({ stock: null }), 'stock-found')).toMatchObject({
      status: 'fail',
      evidence: { state: 'missing' },
      cost: 10,
    });
  });

  it('stock-in-html: three car links pass, one or two are partial, none fails', () => {
    const stock = (cars: number) => good({ stock: stockOf(stockHtml, cars) });
    expect(outcome(stock(3), 'stock-in-html')).toEqual({
      status: 'pass',
      evidence: { state: 'listed', cars: 3 },
    });
    expect(outcome(stock(2), 'stock-in-html')).toEqual({
      status: 'partial',
      evidence: { state: 'few', cars: 2 },
    });
    expect(check(stock(0), 'stock-in-html')).toMatchObject({ status: 'fail', cost: 9 });
    expect(outcome(good({ stock: null }), 'stock-in-html')).toEqual({
      status: 'na',
      evidence: { state: 'notFound' },
    });
  });

  it('stock-own-domain: own host or subdomain passes; another host or a foreign frame fails', () => {
    expect(outcome(good(), 'stock-own-domain')).toEqual({
      status: 'pass',
      evidence: { state: 'own', host: 'dealer.example' },
    });
    const onHost = (url: string) => good({ stock: stockOf(stockHtml, 12, url) });
    expect(outcome(onHost('https://stock.dealer.example/'), 'stock-own-domain').status).toBe(
      'pass',
    );
    expect(
      outcome(
        { ...onHost('https://dealer.example/s'), home: homeOf('', 'https://www.dealer.example/') },
        'stock-own-domain',
      ).status,
    ).toBe('pass');
    expect(
      outcome(onHost('https://www.cars-market.example/dealer/42'), 'stock-own-domain'),
    ).toEqual({
      status: 'fail',
      evidence: { state: 'thirdParty', host: 'www.cars-market.example' },
    });
    // "notdealer.example" is not a subdomain of dealer.example.
    expect(outcome(onHost('https://notdealer.example/'), 'stock-own-domain').status).toBe('fail');
    expect(
      outcome(
        good({ car: carOf({}, 'https://listings.vendor.example/car/1') }),
        'stock-own-domain',
      ),
    ).toEqual({
      status: 'fail',
      evidence: { state: 'thirdParty', host: 'listings.vendor.example' },
    });

    const framed = (cars: number, src: string) =>
      good({ stock: stockOf(`<h1>Stock</h1><iframe src="${src}"></iframe>`, cars), car: null });
    expect(
      outcome(framed(0, 'https://widgets.carvendor.example/stock?d=7'), 'stock-own-domain'),
    ).toEqual({
      status: 'fail',
      evidence: { state: 'iframe', host: 'widgets.carvendor.example' },
    });
    // Car links of its own, a map frame, or a frame from the own site: the stock is the dealer's.
    expect(
      outcome(framed(5, 'https://widgets.carvendor.example/s'), 'stock-own-domain').status,
    ).toBe('pass');
    expect(
      outcome(framed(0, 'https://www.google.com/maps/embed?pb=1'), 'stock-own-domain').status,
    ).toBe('pass');
    expect(outcome(framed(0, '/stock-frame'), 'stock-own-domain').status).toBe('pass');
    expect(outcome(good({ stock: null }), 'stock-own-domain').status).toBe('na');
  });
});

describe('dealer checks: the car page', () => {
  it('car-own-url: a fragment or query on the stock URL, an error or noindex fail', () => {
    expect(outcome(good(), 'car-own-url')).toEqual({ status: 'pass', evidence: { state: 'ok' } });
    for (const url of [
      'https://dealer.example/used-cars/#car-12',
      'https://dealer.example/used-cars?id=12',
    ]) {
      expect(outcome(withCar({}, url), 'car-own-url'), url).toEqual({
        status: 'fail',
        evidence: { state: 'sharedUrl' },
      });
    }
    expect(outcome(withCar({}, carUrl, { status: 404 }), 'car-own-url')).toEqual({
      status: 'fail',
      evidence: { state: 'status', status: 404 },
    });
    const noindexMeta = '<title>x</title><meta name="robots" content="noindex, follow">';
    expect(outcome(withCar({ head: noindexMeta }), 'car-own-url').evidence).toEqual({
      state: 'noindex',
    });
    const header = { 'X-Robots-Tag': 'noindex' };
    expect(outcome(withCar({}, carUrl, { headers: header }), 'car-own-url').evidence).toEqual({
      state: 'noindex',
    });
    expect(outcome(good({ car: null }), 'car-own-url').status).toBe('na');
  });

  it('car-own-url: fails a list whose cars are fragments of it, in its HTML or as the phone drew it', () => {
    const fragments = `<h1>Used cars</h1><ul>
      <li><a href="#/car/1042">2019 Toyota Corolla Hybrid</a></li>
      <li><a href="#!/vehicle/1043">2018 Nissan Qashqai</a></li>
      <li><a href="#contact">Contact us</a></li></ul>`;
    const stock = stockOf(`<html><body>${fragments}</body></html>`, 0);
    expect(outcome(good({ stock, car: null }), 'car-own-url')).toEqual({
      status: 'fail',
      evidence: { state: 'fragment', cars: 2, example: '#/car/1042' },
    });
    // A list drawn by JavaScript: an empty shell in the HTML, the cars in what the phone rendered.
    const shell = stockOf('<html><body><div id="stock"></div></body></html>', 0);
    const instant = run(good({ stock: shell, car: null }));
    expect(instant.find((r) => r.id === 'car-own-url')?.status).toBe('na');
    const rendered = { checks: [], words: 40, fragmentCars: ['#/car/1042', '#/car/1043'] };
    const phoneRun: BrowserResult = {
      ...extractRun(stored('light'))!.result,
      refusedConnections: 0,
      screenshot: null,
      filmstrip: [],
      runMs: 5_000,
    };
    const phone = dealerChecksWithPhone(
      { pages: [], checks: instant },
      {
        stock: {
          state: 'done',
          result: { ...phoneRun, rendered },
          median: null,
          finishedAt: null,
        },
      },
    );
    const drawn = phone.find((r) => r.id === 'car-own-url')!;
    expect(drawn).toMatchObject({
      status: 'fail',
      cost: 8,
      evidence: { state: 'fragmentRendered', cars: 2, example: '#/car/1042' },
    });
    seen.set('car-own-url.fragmentRendered', drawn);
    // Costliest first, with the rest.
    expect(phone.indexOf(drawn)).toBeLessThan(phone.findIndex((r) => r.id === 'car-title'));
  });

  it('car-structured-data: complete, incomplete with the missing fields, or missing', () => {
    expect(outcome(good(), 'car-structured-data')).toEqual({
      status: 'pass',
      evidence: { state: 'complete' },
    });
    const partialCar = { ...carJson, mileageFromOdometer: undefined, fuelType: undefined };
    expect(
      outcome(
        withCar({ json: { ...partialCar, offers: { price: '18500' } } }),
        'car-structured-data',
      ),
    ).toEqual({
      status: 'partial',
      evidence: { state: 'incomplete', missing: 'mileage, fuel, currency' },
    });
    // A Product said to be a car, in a @graph, with its price in a price specification.
    const product = {
      '@graph': [
        {
          '@type': 'Product',
          additionalType: 'https://schema.org/Car',
          manufacturer: 'Toyota',
          model: 'Corolla',
          productionDate: 2019,
          offers: [{ priceSpecification: { price: 18500, priceCurrency: 'EUR' } }],
        },
      ],
    };
    expect(outcome(withCar({ json: product }), 'car-structured-data').evidence).toEqual({
      state: 'incomplete',
      missing: 'mileage, fuel, transmission',
    });
    const vehicle = { ...carJson, '@type': 'https://schema.org/Vehicle' };
    expect(outcome(withCar({ json: vehicle }), 'car-structured-data').status).toBe('pass');
    expect(
      outcome(withCar({ json: { '@type': 'Product', name: 'Corolla' } }), 'car-structured-data'),
    ).toEqual({
      status: 'fail',
      evidence: { state: 'missing' },
    });
    expect(carFieldNames).toEqual([
      'brand',
      'model',
      'year',
      'mileage',
      'fuel',
      'transmission',
      'price',
      'currency',
    ]);
  });

  it('car-price: a price in the visible text passes, in any of the currencies and formats', () => {
    const priced = (text: string) => outcome(withCar({ body: `<p>${text}</p>` }), 'car-price');
    expect(priced('Price: €18.500 (negotiable)')).toEqual({
      status: 'pass',
      evidence: { state: 'shown', price: '€18.500' },
    });
    for (const [text, price] of [
      ['18 500 EUR', '18 500 EUR'],
      ['Fiyat: 1.250.000 TL', '1.250.000 TL'],
      ['₺1.250.000', '₺1.250.000'],
      ['$12,999.99', '$12,999.99'],
      ['£ 9995', '£ 9995'],
      ['Τιμή: 14.900€', '14.900€'],
    ]) {
      expect(priced(text!).evidence, text).toEqual({ state: 'shown', price });
    }
  });

  it('car-price: "price on request" in three languages, or no price, fail', () => {
    const priced = (text: string) => outcome(withCar({ body: `<p>${text}</p>` }), 'car-price');
    for (const text of [
      'Call for price',
      'Price on request',
      'POA',
      'FİYAT SORUNUZ',
      'Fiyat için arayınız',
      'ΤΙΜΗ ΚΑΤΟΠΙΝ ΕΠΙΚΟΙΝΩΝΙΑΣ',
      'Καλέστε για τιμή',
    ]) {
      expect(priced(text), text).toEqual({ status: 'fail', evidence: { state: 'onRequest' } });
    }
    // A price only in the JSON-LD, and numbers without a currency, are not a price a buyer sees.
    expect(priced('2019, 45.000 km, 1.6 litre')).toEqual({
      status: 'fail',
      evidence: { state: 'missing' },
    });
    expect(priced('Only €99')).toEqual({ status: 'fail', evidence: { state: 'missing' } });
  });

  it('car-photos: eight sized, described photos pass; details, few or none otherwise', () => {
    expect(outcome(good(), 'car-photos')).toEqual({
      status: 'pass',
      evidence: { state: 'ok', photos: 10 },
    });
    const rough = photos(10, (i) =>
      [i < 3 ? '' : 'width="800" height="600"', i === 4 || i === 5 ? 'alt=""' : 'alt="Side"'].join(
        ' ',
      ),
    ).replace('corolla-0.jpg"', 'corolla-0.jpg" loading="lazy"');
    expect(outcome(withCar({ body: rough }), 'car-photos')).toEqual({
      status: 'partial',
      evidence: { state: 'details', photos: 10, unsized: 3, noAlt: 2, firstLazy: 1 },
    });
    // Logos, icons, sprites and tiny images are not photos; data-src (lazy loaders) counts.
    const icons =
      '<img src="/icons/fuel.svg" alt="Fuel"><img src="/a.png" width="24" height="24"><img class="sprite" src="/s.png">';
    const lazyLoaded =
      '<img data-src="/photos/a.jpg" alt="Front"><img srcset="/photos/b.jpg 800w" alt="Back">';
    expect(outcome(withCar({ body: icons + photos(3) + lazyLoaded }), 'car-photos')).toEqual({
      status: 'partial',
      evidence: { state: 'few', photos: 5 },
    });
    expect(outcome(withCar({ body: icons }), 'car-photos')).toEqual({
      status: 'fail',
      evidence: { state: 'none', photos: 0 },
    });
  });

  it('car-enquiry: a form or message link that says which car passes', () => {
    expect(outcome(good(), 'car-enquiry')).toEqual({
      status: 'pass',
      evidence: { state: 'carried' },
    });
    const carried = [
      '<form><input name="araç_ilan_no" value="4471"><input type="tel" name="telefon"></form>',
      '<form><input name="email"><textarea></textarea><input type="hidden" name="msg" value="About the toyota corolla 1.6 hybrid 2019"></form>',
      `<a href="https://wa.me/905480000000?text=Hello%2C%20is%20the%20Toyota%20Corolla%201.6%20Hybrid%202019%20available%3F">WhatsApp</a>`,
      `<a href="mailto:sales@dealer.example?body=${encodeURIComponent(carUrl)}">Email us</a>`,
    ];
    for (const body of carried) {
      expect(outcome(withCar({ body }), 'car-enquiry').evidence, body).toEqual({
        state: 'carried',
      });
    }
  });

  it('car-enquiry: a generic form or enquiry button is partial; nothing fails', () => {
    const generic = [
      '<form><input type="email" name="email"><textarea></textarea></form>',
      '<form><input type="email" name="email"><input type="hidden" name="vehicle" value=""></form>',
      '<a href="/contact">Contact us</a>',
      '<button>Bilgi Al</button>',
      '<a href="/iletisim">İLETİŞİM</a>',
      '<button>Ενδιαφέρομαι</button>',
      '<a href="https://wa.me/905480000000">WhatsApp</a>',
    ];
    for (const body of generic) {
      expect(outcome(withCar({ body }), 'car-enquiry'), body).toEqual({
        status: 'partial',
        evidence: { state: 'generic' },
      });
    }
    // A site search form is no enquiry.
    const search = '<form><input type="search" name="q"><input name="model" value=""></form>';
    expect(outcome(withCar({ body: search }), 'car-enquiry')).toEqual({
      status: 'fail',
      evidence: { state: 'none' },
    });
  });

  it('car-title: make, model and year in both the title and the main heading', () => {
    expect(outcome(good(), 'car-title')).toEqual({ status: 'pass', evidence: { state: 'ok' } });
    const titled = (title: string, h1: string, json: unknown = carJson) =>
      outcome(withCar({ head: `<title>${title}</title>`, h1, json }), 'car-title');
    expect(titled('Toyota Corolla for sale | Kyrenia Motors', 'Toyota Corolla 2019')).toEqual({
      status: 'partial',
      evidence: { state: 'partial', missing: 'year', where: 'title' },
    });
    expect(titled('Kyrenia Motors', 'Toyota Corolla 2019')).toEqual({
      status: 'partial',
      evidence: { state: 'partial', missing: 'make, model, year', where: 'title' },
    });
    expect(titled('2019 Toyota | Kyrenia Motors', 'Toyota', null).evidence).toEqual({
      state: 'partial',
      missing: 'model, year',
      where: 'both',
    });
    expect(titled('2019 Toyota Corolla', 'Used car', null).evidence).toEqual({
      state: 'partial',
      missing: 'make, model, year',
      where: 'h1',
    });
    expect(titled('Great deal | Kyrenia Motors', 'Our best car')).toEqual({
      status: 'fail',
      evidence: { state: 'missing' },
    });
    // Without JSON-LD, makes are known by name, accents and case aside; "Land" is no make.
    expect(titled('ŠKODA Octavia 1.5 TSI 2021 - Lefkoşa', 'Skoda Octavia 2021', null).status).toBe(
      'pass',
    );
    expect(
      titled('Range Rover Evoque 2018', 'Land Rover Range Rover Evoque 2018', null).status,
    ).toBe('pass');
    expect(titled('Land for sale 2018', 'Land for sale 2018', null).status).toBe('partial');
    // The JSON-LD's brand may be named another way ("Mercedes" for Mercedes-Benz); its model must appear.
    const merc = { ...carJson, brand: 'Mercedes-Benz', model: 'C 200' };
    expect(titled('Mercedes C 200 AMG 2020', 'Mercedes-Benz C 200 2020', merc).status).toBe('pass');
    expect(
      titled('Mercedes C-Class 2020', 'Mercedes-Benz C-Class 2020', merc).evidence,
    ).toMatchObject({
      missing: 'model',
      where: 'both',
    });
  });
});

describe('dealer checks: the site', () => {
  const business = (fields: Record<string, unknown>) =>
    ld({ '@type': ['AutoDealer', 'LocalBusiness'], name: 'Kyrenia Motors', ...fields });
  const full = {
    address: 'Girne',
    telephone: '+90 548',
    openingHoursSpecification: [{ opens: '09:00' }],
  };
  const mapAnchor = '<a href="https://www.google.com/maps/place/Kyrenia+Motors">Map</a>';

  it('dealer-local: business markup with address, phone, hours, and a map link', () => {
    expect(outcome(good(), 'dealer-local')).toEqual({ status: 'pass', evidence: { state: 'ok' } });
    expect(outcome(withHome(business(full) + mapAnchor), 'dealer-local').status).toBe('pass');
    expect(
      outcome(withHome(business({ address: 'Girne', telephone: '1' })), 'dealer-local'),
    ).toEqual({
      status: 'partial',
      evidence: { state: 'incomplete', missing: 'hours, map' },
    });
    expect(outcome(withHome(`<a href="tel:+90548">Call</a>${mapAnchor}`), 'dealer-local')).toEqual({
      status: 'partial',
      evidence: { state: 'noMarkup' },
    });
    // An Organization is not a local business; a map link alone is not enough.
    const organization = ld({ '@type': 'Organization', ...full });
    expect(outcome(withHome(organization + mapAnchor), 'dealer-local')).toEqual({
      status: 'fail',
      evidence: { state: 'missing' },
    });
  });

  it('dealer-languages: hreflang for two of en/tr/el passes; switcher links only are partial', () => {
    expect(outcome(good(), 'dealer-languages')).toEqual({
      status: 'pass',
      evidence: { state: 'hreflang', languages: 'en, tr, el' },
    });
    const hreflang =
      '<link rel="alternate" hreflang="tr" href="/tr/"><link rel="alternate" hreflang="en-GB" href="/">';
    expect(outcome(withHome(hreflang), 'dealer-languages').evidence).toEqual({
      state: 'hreflang',
      languages: 'en, tr',
    });
    const partialCases: [string, string][] = [
      ['<html lang="en"><a href="/tr/">Türkçe</a>', 'en, tr'],
      ['<html lang="tr"><a href="/en">EN</a><a href="/gr">GR</a>', 'en, tr, el'],
      ['<html lang="el"><a href="/?lang=en">🇬🇧 English</a>', 'en, el'],
      ['<a href="/language">English</a><a href="/dil">Turkish</a>', 'en, tr'],
    ];
    for (const [html, languages] of partialCases) {
      expect(outcome(withHome(html), 'dealer-languages'), html).toEqual({
        status: 'partial',
        evidence: { state: 'noHreflang', languages },
      });
    }
    // "Enquire" is not "EN", and one language is one.
    expect(
      outcome(
        withHome('<html lang="en"><a href="/enquire">Enquire</a><a href="/tractors">Tractors</a>'),
        'dealer-languages',
      ),
    ).toEqual({ status: 'fail', evidence: { state: 'single', languages: 'en' } });
  });
});

type Tree = { [key: string]: string | Tree };
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

describe('dealer check messages', () => {
  const locales = { en, tr, el } as unknown as Record<string, { Analysis: { dealer: Tree } }>;

  it('the three locales have the same keys under Analysis.dealer', () => {
    const english = keys(en.Analysis.dealer as unknown as Tree).sort();
    expect(english.length).toBeGreaterThan(50);
    for (const locale of ['tr', 'el']) {
      expect(keys(locales[locale]!.Analysis.dealer).sort(), locale).toEqual(english);
    }
  });

  it('every state the checks produce has a sentence, a label and a fix in every locale', () => {
    // The tests above produced every state the checks can give (run last: tests run in order).
    const listed = dealerCheckIds.flatMap((id) =>
      dealerEvidenceStates[id].map((s) => `${id}.${s}`),
    );
    expect([...seen.keys()].sort()).toEqual([...listed].sort());
    for (const [locale, messages] of Object.entries(locales)) {
      const checks = messages.Analysis.dealer.checks as Record<
        string,
        { label: string; fix: string; evidence: Tree }
      >;
      // With the one the phone measures on the car page (car-contact.test.ts).
      const states: Record<string, readonly string[]> = {
        ...dealerEvidenceStates,
        'car-contact': carContactStates,
      };
      expect(Object.keys(checks).sort(), locale).toEqual(Object.keys(states).sort());
      for (const id of Object.keys(states)) {
        expect(checks[id]?.label, `${locale} ${id}`).toBeTruthy();
        expect(checks[id]?.fix, `${locale} ${id}`).toBeTruthy();
        expect(Object.keys(checks[id]?.evidence ?? {}).sort(), `${locale} ${id}`).toEqual(
          [...states[id]!].sort(),
        );
      }
      const fields = messages.Analysis.dealer.fields as Tree;
      for (const field of [
        ...carFieldNames,
        'address',
        'telephone',
        'hours',
        'map',
        'make',
        'title',
        'h1',
        'both',
      ]) {
        expect(fields[field], `${locale} ${field}`).toBeTruthy();
      }
    }
  });

  it('every evidence the tests produced reads as a whole sentence in every locale', () => {
    for (const [locale, messages] of Object.entries(locales)) {
      const errors: string[] = [];
      const t = createTranslator({
        locale: locale as 'en' | 'tr' | 'el',
        messages: messages as unknown as Tree,
        namespace: 'Analysis.dealer',
        onError: (error) => errors.push(error.message),
      }) as unknown as (key: string, values?: Record<string, string | number>) => string;
      for (const [key, { id, evidence }] of seen) {
        const { state, ...values } = evidence;
        const text = t(`checks.${id}.evidence.${String(state)}`, values);
        expect(text, `${locale} ${key}`).not.toMatch(/[{}]|checks\./);
      }
      expect(t('notFound', { tried: t('tried.sitemap', { urls: 1 }) }), locale).toMatch(/1/);
      expect(errors, locale).toEqual([]);
    }
  });
});
