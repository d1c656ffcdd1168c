import { describe, expect, it } from 'vitest';
import type { SideFile } from '@/lib/analysis/checks/check-types';
import {
  carLinks,
  carsFromSitemap,
  sitemapLocs,
  stockFromSitemap,
  stockLinks,
} from '@/lib/analysis/dealer/dealer-links';
import type { FetchedPage } from '@/lib/analysis/dealer/dealer-page-types';
import { findDealerPages, maxDealerFetches } from '@/lib/analysis/dealer/find-dealer-pages';
import { pageFacts } from '@/lib/analysis/html/page-facts';

const home = new URL('https://www.dealer.test/');
const links = (...anchors: [string, string][]) =>
  pageFacts(
    `<html><body>${anchors.map(([href, text]) => `<a href="${href}">${text}</a>`).join('')}</body></html>`,
  );
const hrefs = (urls: URL[]) => urls.map((url) => url.href);

describe('stockLinks', () => {
  it('finds English stock links, text matches before path-only ones, home and junk excluded', () => {
    const page = links(
      ['/', 'Home'],
      ['#top', 'Stock'],
      ['javascript:void(0)', 'Used cars'],
      ['mailto:sales@dealer.test', 'Our cars'],
      ['tel:+441234', 'Inventory'],
      ['/about', 'About us'],
      ['/inventory/', 'Browse'],
      ['/used-cars#list', 'Used Cars'],
      ['/used-cars', 'Approved used'],
      ['http://[bad', 'Stock'],
    );
    expect(hrefs(stockLinks(page, home))).toEqual([
      'https://www.dealer.test/used-cars',
      'https://www.dealer.test/inventory/',
    ]);
  });

  it('finds Turkish links, İ and ı folded', () => {
    const page = links(
      ['/iletisim', 'İletişim'],
      ['/hakkimizda', 'Hakkımızda'],
      ['/tr/ikinci-el', 'İkinci El Araçlar'],
      ['/arac-listesi', 'Tümü'],
      ['/vitrin', 'Satılık Araçlarımız'],
      ['/sat%C4%B1l%C4%B1k', 'Tümünü gör'],
      ['/satilik', 'SATILIK ARAÇLAR'],
    );
    expect(hrefs(stockLinks(page, new URL('https://galeri-oto.test/')))).toEqual([
      'https://galeri-oto.test/satilik',
      'https://galeri-oto.test/tr/ikinci-el',
      'https://galeri-oto.test/vitrin',
      'https://galeri-oto.test/arac-listesi',
      'https://galeri-oto.test/sat%C4%B1l%C4%B1k',
    ]);
  });

  it('finds Greek links, accents ignored, percent-encoded slugs decoded', () => {
    const page = links(
      ['/epikoinonia', 'Επικοινωνία'],
      ['/el/metaxeirismena', 'ΜΕΤΑΧΕΙΡΙΣΜΕΝΑ'],
      ['/%CE%B1%CF%85%CF%84%CE%BF%CE%BA%CE%AF%CE%BD%CE%B7%CF%84%CE%B1', 'Δείτε'],
      ['/nea', 'Νέα'],
    );
    expect(hrefs(stockLinks(page, new URL('https://autokinita.test/')))).toEqual([
      'https://autokinita.test/el/metaxeirismena',
      'https://autokinita.test/%CE%B1%CF%85%CF%84%CE%BF%CE%BA%CE%AF%CE%BD%CE%B7%CF%84%CE%B1',
    ]);
    expect(hrefs(stockLinks(links(['/apothema', 'Μεταχειρισμένα Αυτοκίνητα']), home))).toEqual([
      'https://www.dealer.test/apothema',
    ]);
  });

  it('ranks third-party (marketplace) links after the own site, subdomains counting as own', () => {
    const page = links(
      ['https://marketplace.test/dealer/123', 'Our stock'],
      ['https://stock.dealer.test/list', 'Our stock'],
      ['https://dealer.test/vehicles', 'Browse'],
      ['https://marketplace.test/dealer/123', 'Our stock'],
    );
    expect(hrefs(stockLinks(page, home))).toEqual([
      'https://stock.dealer.test/list',
      'https://dealer.test/vehicles',
      'https://marketplace.test/dealer/123',
    ]);
  });

  it('finds nothing on a page without stock words', () => {
    expect(stockLinks(links(['/about', 'About'], ['/contact', 'Contact']), home)).toEqual([]);
  });

  it('puts a text match above a path-only match earlier on the page', () => {
    const page = links(['/cars', 'Browse'], ['/list', 'Our stock']);
    expect(hrefs(stockLinks(page, home))).toEqual([
      'https://www.dealer.test/list',
      'https://www.dealer.test/cars',
    ]);
    // A featured car's link (/cars/<year-make-model>) ranks after a list's.
    const featured = links(['/cars/2019-bmw-x5', 'See'], ['/en/vehicles', 'See']);
    expect(hrefs(stockLinks(featured, home))).toEqual([
      'https://www.dealer.test/en/vehicles',
      'https://www.dealer.test/cars/2019-bmw-x5',
    ]);
  });
});

describe('sitemapLocs', () => {
  it('separates pages from child sitemaps, decodes entities and CDATA', () => {
    const xml = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <url><loc> https://dealer.test/stock?a=1&amp;b=2 </loc><lastmod>2024-01-01</lastmod></url>
      <url><loc><![CDATA[https://dealer.test/cars/2019-bmw-x5]]></loc></url>
      <url><loc></loc></url></urlset>`;
    expect(sitemapLocs(xml)).toEqual({
      pages: ['https://dealer.test/stock?a=1&b=2', 'https://dealer.test/cars/2019-bmw-x5'],
      sitemaps: [],
    });
  });

  it('reads a namespaced sitemap index', () => {
    const xml = `<ns:sitemapindex xmlns:ns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <ns:sitemap><ns:loc>https://dealer.test/post-sitemap.xml</ns:loc></ns:sitemap>
      <ns:sitemap><ns:loc>https://dealer.test/vehicle-sitemap.xml</ns:loc></ns:sitemap>
      </ns:sitemapindex>`;
    expect(sitemapLocs(xml)).toEqual({
      pages: [],
      sitemaps: ['https://dealer.test/post-sitemap.xml', 'https://dealer.test/vehicle-sitemap.xml'],
    });
  });
});

describe('stockFromSitemap', () => {
  it('takes the shortest same-site path whose first or last segment is a stock slug', () => {
    const pages = [
      'https://dealer.test/',
      'https://other.test/stock',
      'https://dealer.test/en/used-cars/',
      'https://dealer.test/blog/stock-news',
      'https://www.dealer.test/stok',
    ];
    expect(stockFromSitemap(pages, home)?.href).toBe('https://www.dealer.test/stok');
    expect(
      stockFromSitemap(
        ['https://dealer.test/%CE%B1%CF%85%CF%84%CE%BF%CE%BA%CE%AF%CE%BD%CE%B7%CF%84%CE%B1/'],
        home,
      )?.pathname,
    ).toBe('/%CE%B1%CF%85%CF%84%CE%BF%CE%BA%CE%AF%CE%BD%CE%B7%CF%84%CE%B1/');
    expect(stockFromSitemap(['https://dealer.test/about', 'nonsense'], home)).toBeNull();
  });
});

describe('carLinks', () => {
  const stockUrl = new URL('https://dealer.test/used-cars/');

  it('keeps car links under the stock path, by year and by /car/<id>; drops paging and fragments', () => {
    const page = links(
      ['/', 'Home'],
      ['/used-cars/', 'All'],
      ['#car-12', '2019 BMW X5 xDrive'],
      ['/used-cars/#car-13', 'Audi A4 Avant'],
      ['/used-cars/?page=2', '2'],
      ['/used-cars/?sort=price', 'Price'],
      ['/used-cars/page/2', 'Next'],
      ['?p=3', '3'],
      ['/used-cars/bmw', 'BMW'],
      ['/used-cars/bmw-x5-abc123', 'See'],
      ['/offers/2021-ford-focus-st', 'Ford'],
      ['/view?ref=1', '2018 Toyota Yaris Hybrid'],
      ['/ilan/48211', 'Detay'],
      ['/car/renault-clio', 'Detay'],
      ['/blog/2023/new-showroom-opening', 'Read'],
      ['/contact', '© 2024 Dealer Ltd'],
      ['https://marketplace.test/cars/2020-vw-golf', '2020 VW Golf'],
      ['/used-cars/bmw-x5-abc123', 'Duplicate'],
      ['/used-cars/?id=12', 'Details'],
    );
    expect(hrefs(carLinks(page, stockUrl))).toEqual([
      'https://dealer.test/used-cars/bmw-x5-abc123',
      'https://dealer.test/offers/2021-ford-focus-st',
      'https://dealer.test/view?ref=1',
      'https://dealer.test/ilan/48211',
      'https://dealer.test/car/renault-clio',
      'https://dealer.test/used-cars/?id=12',
    ]);
  });

  it('resolves against <base href> and still drops fragment-only links', () => {
    const page = pageFacts(
      '<base href="https://dealer.test/site/"><a href="#car-12">2019 BMW X5 xDrive</a>' +
        '<a href="used-cars/audi-a4-7">Audi</a>',
    );
    expect(hrefs(carLinks(page, new URL('https://dealer.test/site/used-cars/')))).toEqual([
      'https://dealer.test/site/used-cars/audi-a4-7',
    ]);
  });

  it('finds cars in the sitemap: under the stock list first, else by year and car segments', () => {
    const pages = [
      'https://dealer.test/',
      'https://dealer.test/used-cars/',
      'https://dealer.test/about',
      'https://dealer.test/vehicle/9981',
      'https://dealer.test/used-cars/audi-a4-2017',
      'https://dealer.test/used-cars/page/2',
      'https://other.test/car/1',
    ];
    expect(hrefs(carsFromSitemap(pages, stockUrl, home))).toEqual([
      'https://dealer.test/used-cars/audi-a4-2017',
      'https://dealer.test/vehicle/9981',
    ]);
    expect(hrefs(carsFromSitemap(pages, null, home))).toEqual([
      'https://dealer.test/vehicle/9981',
      'https://dealer.test/used-cars/audi-a4-2017',
    ]);
  });
});

type Stored = { status: number; html: string; type?: string };
function fetcher(site: Record<string, Stored>) {
  const calls: string[] = [];
  const fetchPage = async (url: URL): Promise<FetchedPage | null> => {
    calls.push(url.href);
    const page = site[url.href];
    if (!page) return null;
    const headers = { 'content-type': page.type ?? 'text/html' };
    return { url, status: page.status, headers, html: page.html };
  };
  return { calls, fetchPage };
}
const html = (body: string) => ({ status: 200, html: `<html><body>${body}</body></html>` });
const xmlFile = (body: string): SideFile => ({ status: 200, contentType: 'application/xml', body });
const urlset = (...locs: string[]) =>
  `<urlset>${locs.map((loc) => `<url><loc>${loc}</loc></url>`).join('')}</urlset>`;

describe('findDealerPages', () => {
  it('finds the stock list by link and a car on it', async () => {
    const { calls, fetchPage } = fetcher({
      'https://dealer.test/stock': html(
        '<a href="/stock/2019-bmw-x5-1">2019 BMW X5</a><a href="/stock/2020-audi-a4-2">2020 Audi A4</a>',
      ),
      'https://dealer.test/stock/2019-bmw-x5-1': html(
        '<h1>2019 BMW X5</h1><script type="application/ld+json">{"@type":"Car"}</script>',
      ),
    });
    const result = await findDealerPages({
      homeUrl: new URL('https://dealer.test/'),
      home: links(['/about', 'About'], ['/stock', 'Our stock']),
      sitemap: null,
      fetchPage,
    });
    expect(hrefs(result.stock!.carLinks)).toEqual([
      'https://dealer.test/stock/2019-bmw-x5-1',
      'https://dealer.test/stock/2020-audi-a4-2',
    ]);
    expect(result.car?.facts.headings[0]?.text).toBe('2019 BMW X5');
    expect(result.car?.jsonLd).toEqual([{ '@type': 'Car' }]);
    expect(result.findings).toEqual([
      {
        role: 'stock',
        found: true,
        url: 'https://dealer.test/stock',
        foundBy: 'link',
        status: 200,
      },
      {
        role: 'car',
        found: true,
        url: 'https://dealer.test/stock/2019-bmw-x5-1',
        foundBy: 'stock-page',
        status: 200,
      },
    ]);
    expect(calls).toEqual(['https://dealer.test/stock', 'https://dealer.test/stock/2019-bmw-x5-1']);
  });

  it('tries the second stock candidate when the first answers 404, and skips a failing car', async () => {
    const { calls, fetchPage } = fetcher({
      'https://dealer.test/used-cars': { status: 404, html: '<h1>Not found</h1>' },
      'https://dealer.test/inventory': html(
        '<a href="/inventory/ford-focus-1">Ford Focus</a><a href="/inventory/vw-polo-2">VW Polo</a>',
      ),
      'https://dealer.test/inventory/ford-focus-1': { status: 500, html: 'error' },
      'https://dealer.test/inventory/vw-polo-2': html('<h1>VW Polo</h1>'),
    });
    const result = await findDealerPages({
      homeUrl: new URL('https://dealer.test/'),
      home: links(['/used-cars', 'Used cars'], ['/inventory', 'Inventory']),
      sitemap: null,
      fetchPage,
    });
    expect(result.findings).toEqual([
      {
        role: 'stock',
        found: true,
        url: 'https://dealer.test/inventory',
        foundBy: 'link',
        status: 200,
      },
      {
        role: 'car',
        found: true,
        url: 'https://dealer.test/inventory/vw-polo-2',
        foundBy: 'stock-page',
        status: 200,
      },
    ]);
    expect(calls).toHaveLength(4);
  });

  it('finds the stock list through a sitemap index, preferring the vehicle sitemap', async () => {
    const index = `<sitemapindex>${[1, 2, 3, 4]
      .map((n) => `<sitemap><loc>https://dealer.test/page-sitemap-${n}.xml</loc></sitemap>`)
      .join(
        '',
      )}<sitemap><loc>https://dealer.test/vehicle-sitemap.xml</loc></sitemap></sitemapindex>`;
    const { calls, fetchPage } = fetcher({
      'https://dealer.test/vehicle-sitemap.xml': {
        status: 200,
        type: 'application/xml',
        html: urlset(
          'https://dealer.test/araclar/',
          'https://dealer.test/araclar/2018-fiat-egea-77',
        ),
      },
      'https://dealer.test/araclar/': html('<p>Stok</p>'),
      // A child sitemap that does not answer 200 is not read.
      'https://dealer.test/page-sitemap-1.xml': {
        status: 404,
        type: 'application/xml',
        html: urlset('https://dealer.test/stok'),
      },
      'https://dealer.test/araclar/2018-fiat-egea-77': html('<h1>Fiat Egea</h1>'),
    });
    const result = await findDealerPages({
      homeUrl: new URL('https://dealer.test/'),
      home: links(['/about', 'About']),
      sitemap: xmlFile(index),
      fetchPage,
    });
    expect(calls.slice(0, 3)).toEqual([
      'https://dealer.test/vehicle-sitemap.xml',
      'https://dealer.test/page-sitemap-1.xml',
      'https://dealer.test/page-sitemap-2.xml',
    ]);
    expect(result.stock?.carLinks).toEqual([]);
    expect(result.findings).toEqual([
      {
        role: 'stock',
        found: true,
        url: 'https://dealer.test/araclar/',
        foundBy: 'sitemap',
        status: 200,
      },
      {
        role: 'car',
        found: true,
        url: 'https://dealer.test/araclar/2018-fiat-egea-77',
        foundBy: 'sitemap',
        status: 200,
      },
    ]);
  });

  it('reports what was tried when nothing is found, and never guesses', async () => {
    const { fetchPage } = fetcher({
      'https://dealer.test/stock': { status: 404, html: 'gone' },
      'https://dealer.test/feed.xml': { status: 200, type: 'application/xml', html: '<rss/>' },
    });
    const result = await findDealerPages({
      homeUrl: new URL('https://dealer.test/'),
      home: links(['/stock', 'Stock'], ['/feed.xml', 'Inventory feed']),
      sitemap: xmlFile(
        urlset('https://dealer.test/', 'https://dealer.test/about', 'https://dealer.test/contact'),
      ),
      fetchPage,
    });
    expect(result.stock).toBeNull();
    expect(result.car).toBeNull();
    expect(result.findings).toEqual([
      {
        role: 'stock',
        found: false,
        tried: [
          { where: 'home-links', links: 2 },
          { where: 'sitemap', urls: 3 },
        ],
      },
      { role: 'car', found: false, tried: [{ where: 'sitemap', urls: 3 }] },
    ]);
    const bare = await findDealerPages({
      homeUrl: new URL('https://dealer.test/'),
      home: links(['/about', 'About']),
      sitemap: { status: 404, contentType: 'text/html', body: '' },
      fetchPage,
    });
    expect(bare.findings).toEqual([
      // Every link of the home page was read (one, no stock words), and no sitemap answered.
      { role: 'stock', found: false, tried: [{ where: 'home-links', links: 1 }] },
      { role: 'car', found: false, tried: [] },
    ]);
  });

  it('finds a car in the sitemap when there is no stock list', async () => {
    const { fetchPage } = fetcher({
      'https://dealer.test/ilan/2017-renault-clio-5': html('<h1>Clio</h1>'),
    });
    const result = await findDealerPages({
      homeUrl: new URL('https://dealer.test/'),
      home: links(['/about', 'About']),
      sitemap: xmlFile(
        urlset('https://dealer.test/about', 'https://dealer.test/ilan/2017-renault-clio-5'),
      ),
      fetchPage,
    });
    expect(result.stock).toBeNull();
    expect(result.car?.foundBy).toBe('sitemap');
    expect(result.findings[1]).toEqual({
      role: 'car',
      found: true,
      url: 'https://dealer.test/ilan/2017-renault-clio-5',
      foundBy: 'sitemap',
      status: 200,
    });
  });

  it(`stops after ${maxDealerFetches} fetches`, async () => {
    const index = `<sitemapindex>${['a', 'b', 'c']
      .map((n) => `<sitemap><loc>https://dealer.test/${n}.xml</loc></sitemap>`)
      .join('')}</sitemapindex>`;
    const sitemapPage = { status: 200, type: 'application/xml' };
    const { calls, fetchPage } = fetcher({
      'https://dealer.test/a.xml': { ...sitemapPage, html: urlset('https://dealer.test/stock') },
      'https://dealer.test/b.xml': {
        ...sitemapPage,
        html: urlset('https://dealer.test/car/1', 'https://dealer.test/car/2'),
      },
      'https://dealer.test/c.xml': { ...sitemapPage, html: urlset('https://dealer.test/car/3') },
      'https://dealer.test/stock': html('<a href="/stock/x-1">X</a><a href="/stock/y-2">Y</a>'),
      'https://dealer.test/car/1': html('<h1>Found only past the cap</h1>'),
    });
    const result = await findDealerPages({
      homeUrl: new URL('https://dealer.test/'),
      home: links(['/used-cars', 'Used cars'], ['/inventory', 'Inventory']),
      sitemap: xmlFile(index),
      fetchPage,
    });
    expect(calls).toEqual([
      'https://dealer.test/used-cars',
      'https://dealer.test/inventory',
      'https://dealer.test/a.xml',
      'https://dealer.test/b.xml',
      'https://dealer.test/c.xml',
      'https://dealer.test/stock',
      'https://dealer.test/stock/x-1',
      'https://dealer.test/stock/y-2',
    ]);
    expect(result.findings).toEqual([
      {
        role: 'stock',
        found: true,
        url: 'https://dealer.test/stock',
        foundBy: 'sitemap',
        status: 200,
      },
      {
        role: 'car',
        found: false,
        tried: [
          { where: 'stock-links', links: 2 },
          { where: 'sitemap', urls: 4 },
        ],
      },
    ]);
  });
});
