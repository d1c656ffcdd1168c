import { expect, serverRendered, test } from './fixtures';
import { sitemapPages } from './support/sitemap';

test.use(serverRendered);

const siteUrl = 'http://localhost:3000';
const pages = [
  { path: '/', locale: 'en', title: 'AutoSites Cyprus – Car Dealer Websites That Sell Cars' },
  { path: '/tr', locale: 'tr', title: 'AutoSites Cyprus – Araç Satan Galeri Web Siteleri' },
  { path: '/el', locale: 'el', title: 'AutoSites Cyprus – Ιστοσελίδες που Πουλάνε Αυτοκίνητα' },
];

for (const { path, locale, title } of pages) {
  test(`${path} has complete metadata`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    const head = page.locator('head');
    const description = await head.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(50);
    expect(await head.locator('meta[name="keywords"]').getAttribute('content')).toBeTruthy();

    const canonical = `${siteUrl}${path === '/' ? '' : path}`;
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    const alternates = Object.fromEntries(
      await head
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
        ),
    );
    expect(alternates).toEqual({
      en: siteUrl,
      tr: `${siteUrl}/tr`,
      el: `${siteUrl}/el`,
      'x-default': siteUrl,
    });

    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${siteUrl}/og-image.png`,
    );
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
    await expect(head.locator('meta[name="geo.region"]')).toHaveAttribute('content', 'CY');
    await expect(head.locator('meta[name="geo.placename"]')).toHaveAttribute('content', 'Kyrenia');
    await expect(head.locator('meta[name="geo.position"]')).toHaveAttribute(
      'content',
      /^35\.\d+;33\.\d+$/,
    );

    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '')));
    const types = jsonLd.map((node) => node['@type']);
    expect(types).toContain('ProfessionalService');
    expect(types).toContain('WebPage');
    const organization = jsonLd.find((node) => node['@type'] === 'ProfessionalService');
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      name: 'AutoSites Cyprus',
      address: { addressLocality: 'Kyrenia', addressCountry: 'CY' },
    });
    expect(jsonLd.find((node) => node['@type'] === 'WebPage')).toMatchObject({
      inLanguage: locale,
    });
  });
}

test('sitemap.xml lists every public page in every language with alternates', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toEqual(expect.arrayContaining([siteUrl, `${siteUrl}/tr`, `${siteUrl}/el`]));
  expect(xml).toContain(`hreflang="x-default" href="${siteUrl}"`);
  expect(xml).toContain(`hreflang="el" href="${siteUrl}/el"`);
  // Nothing that is not a public page.
  expect(locs.some((loc) => loc?.includes('/admin') || loc?.includes('/api'))).toBe(false);
});

test('robots.txt allows crawling, keeps out /admin and /api and names the sitemap', async ({
  request,
}) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/User-Agent: \*/i);
  expect(text).toMatch(/^Allow: \/$/m);
  expect(text).toMatch(/^Disallow: \/admin$/m);
  expect(text).toMatch(/^Disallow: \/api$/m);
  expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
});

test('icons, the manifest and the social image are served', async ({ request }) => {
  const icon = await request.get('/icon.svg');
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  const og = await request.get('/og-image.png');
  expect(og.status()).toBe(200);
  expect(og.headers()['content-type']).toBe('image/png');
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest.name).toBe('AutoSites Cyprus');
  const appleIcon = await request.get('/apple-icon');
  expect(appleIcon.headers()['content-type']).toBe('image/png');
});

test("stylesheets, scripts and fonts carry nosniff and HSTS, not a page's policies", async ({
  request,
}) => {
  const html = await (await request.get('/el')).text();
  const assets = [
    /\/_next\/static\/[^"]+\.css/.exec(html)?.[0],
    /\/_next\/static\/chunks\/[^"]+\.js/.exec(html)?.[0],
    /\/_next\/static\/media\/[^"]+\.woff2/.exec(html)?.[0],
    /\/fonts\/inter-greek[^"]+\.woff2/.exec(html)?.[0],
    '/og-image.png',
  ];
  for (const asset of assets) {
    expect(asset).toBeTruthy();
    const response = await request.get(asset!);
    expect(response.status(), asset).toBe(200);
    const headers = response.headers();
    expect(headers['x-content-type-options'], asset).toBe('nosniff');
    expect(headers['strict-transport-security'], asset).toMatch(/max-age=\d{8,}/);
    for (const pageOnly of [
      'content-security-policy',
      'x-frame-options',
      'permissions-policy',
      'cross-origin-opener-policy',
      'referrer-policy',
    ])
      expect(headers[pageOnly], `${asset} ${pageOnly}`).toBeUndefined();
  }
  // An SVG opened on its own is a document that can run script: it keeps the policy.
  const svg = await request.get('/icon.svg');
  expect(svg.headers()['content-security-policy']).toContain("object-src 'none'");
});

test('every response carries the security headers, redirects and refusals included', async ({
  request,
}) => {
  const answers = [
    ...['/', '/tr', '/no-such-page', '/sitemap.xml'].map((path) => request.get(path)),
    // Redirects: Next's trailing slash (308), next-intl's default-language prefix, the admin
    // proxy (307), route handlers (303).
    ...['/contact/', '/tr/contact/', '/en/contact', '/admin', '/admin/access-denied'].map((path) =>
      request.get(path, { maxRedirects: 0 }),
    ),
    request.post('/admin/sign-out', {
      headers: { 'sec-fetch-site': 'same-origin' },
      maxRedirects: 0,
    }),
    // Refusals: too large (413, before Next reads it), wrong type (415), wrong method (405).
    request.post('/api/checkout', {
      headers: { 'content-type': 'application/json' },
      data: 'x'.repeat(1024 * 1024 + 1),
    }),
    request.post('/api/checkout', { headers: { 'content-type': 'text/plain' }, data: '{}' }),
    request.post('/api/health', { data: '{}' }),
  ];
  const statuses: number[] = [];
  for (const answer of answers) {
    const response = await answer;
    statuses.push(response.status());
    const headers = response.headers();
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{8,}/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    const csp = headers['content-security-policy'] ?? '';
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"]) {
      expect(csp).toContain(directive);
    }
    expect(headers['x-powered-by']).toBeUndefined();
  }
  expect(statuses).toEqual([200, 200, 404, 200, 308, 308, 307, 307, 303, 303, 413, 415, 405]);
});

test('every page of the sitemap describes itself in structured data, in its own language', async ({
  request,
}) => {
  const missing: string[] = [];
  for (const pagePath of sitemapPages) {
    const html = await (await request.get(pagePath)).text();
    const nodes = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>)
      .flatMap((node) => (Array.isArray(node['@graph']) ? node['@graph'] : [node]));
    // Besides the agency (on every page), a node for the page itself: WebPage, FAQPage, …
    const own = nodes.filter((node) => node['@type'] !== 'ProfessionalService');
    const locale = pagePath.match(/^\/(tr|el)(\/|$)/)?.[1] ?? 'en';
    if (!own.some((node) => node.inLanguage === locale || node['@type'] === 'BreadcrumbList'))
      missing.push(`${pagePath}: ${own.map((node) => node['@type']).join(', ') || 'none'}`);
  }
  expect(missing).toEqual([]);
});
