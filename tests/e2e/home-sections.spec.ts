import en from '../../messages/en.json' with { type: 'json' };
import tr from '../../messages/tr.json' with { type: 'json' };
import el from '../../messages/el.json' with { type: 'json' };
import { expect, serverRendered, test } from './fixtures';

test.use(serverRendered);

const languages = [
  { path: '/', prefix: '', messages: en },
  { path: '/tr', prefix: '/tr', messages: tr },
  { path: '/el', prefix: '/el', messages: el },
];

for (const { path, prefix, messages: m } of languages) {
  test(`${path} shows every home section in its language`, async ({ page }) => {
    await page.goto(path);
    const main = page.getByRole('main');
    const sections = {
      services: m.HomeServices.title,
      'free-tools': m.HomeTools.title,
      results: m.HomeResults.title,
      devices: m.HomeDevices.title,
      preview: m.HomePreview.title,
      testimonials: m.HomeTestimonials.title,
    };
    for (const [id, title] of Object.entries(sections)) {
      const section = main.getByRole('region', { name: title });
      await expect(section).toHaveAttribute('id', id);
    }
    // Sections in the order, with the packages grid, the competitor analysis and the
    // quote form in their slots.
    const ids = await main.locator('section[id]').evaluateAll((all) => all.map((s) => s.id));
    expect(ids).toEqual([
      'services',
      'free-tools',
      'packages',
      'results',
      'competitor-analysis',
      'quote',
      'devices',
      'preview',
      'testimonials',
    ]);

    const services = main.locator('#services');
    await expect(services.getByRole('heading', { level: 3 })).toHaveCount(12);
    await expect(
      services.getByText(m.HomeServices.items.inventory.features['1'], { exact: true }),
    ).toBeVisible();
    await expect(services.getByRole('link', { name: m.HomeServices.cta })).toHaveAttribute(
      'href',
      `${prefix}/services`,
    );

    const tools = main.locator('#free-tools');
    for (const [key, href] of [
      ['grader', '/website-grader'],
      ['roi', '/roi-calculator'],
      ['stories', '/case-studies'],
    ] as const) {
      await expect(tools.getByRole('link', { name: m.HomeTools.items[key].cta })).toHaveAttribute(
        'href',
        `${prefix}${href}`,
      );
    }

    const devices = main.locator('#devices');
    for (const key of ['desktop', 'tablet', 'mobile'] as const) {
      await expect(
        devices.getByRole('heading', { name: m.HomeDevices.devices[key].title, exact: true }),
      ).toBeVisible();
    }
    // The drawing is a picture of its own (components/illustrations/draw-devices.tsx), loaded
    // as it nears the screen, drawn at its full width, and named in words for screen readers.
    const drawing = devices.locator('figure img');
    await drawing.scrollIntoViewIfNeeded();
    await expect(drawing).toHaveJSProperty('complete', true);
    expect(await drawing.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(560);
    expect((await drawing.boundingBox())?.width).toBeGreaterThan(200);
    await expect(devices.locator('figcaption')).toHaveText(m.HomeDevices.illustration);

    const testimonials = main.locator('#testimonials');
    await expect(testimonials.getByRole('figure')).toHaveCount(6);
    await expect(testimonials.locator('[data-figure="retention"] dt')).toHaveText(
      m.Figures.retention,
    );
    await expect(
      testimonials.getByRole('link', { name: m.HomeTestimonials.consultationCta }),
    ).toHaveAttribute('href', `${prefix}/book`);
    await expect(
      testimonials.getByRole('link', { name: m.HomeTestimonials.roiCta }),
    ).toHaveAttribute('href', `${prefix}/roi-calculator`);
  });
}

test('the services grid is described to search engines as an offer catalogue', async ({
  request,
}) => {
  const html = await (await request.get('/tr')).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '{}'),
  );
  const catalog = blocks.find((block) => block['@type'] === 'OfferCatalog');
  expect(catalog.itemListElement).toHaveLength(12);
  expect(catalog.itemListElement[0].itemOffered).toMatchObject({
    '@type': 'Service',
    name: tr.HomeServices.items.websites.title,
  });
});

test('the hero leads to the quote, the website grader and the packages', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Get FREE Quote' })).toHaveAttribute(
    'href',
    '#quote',
  );
  await expect(main.getByRole('link', { name: 'Get Free Website Analysis' })).toHaveAttribute(
    'href',
    '/website-grader',
  );
  await expect(main.getByRole('link', { name: 'View Our Packages' })).toHaveAttribute(
    'href',
    '#packages',
  );
  await main.getByRole('link', { name: 'View Our Packages' }).click();
  await expect(page.locator('#packages')).toBeInViewport();
  await main.getByRole('link', { name: 'Get FREE Quote' }).click();
  await expect(page.getByRole('form', { name: 'Free quote request' })).toBeInViewport();
  // The Greek page's links keep their language (read from the HTML: one axe run per test is enough).
  const greek = await (await request.get('/el')).text();
  expect(greek).toContain('href="/el/website-grader">Δωρεάν Ανάλυση Ιστοσελίδας</a>');
});
