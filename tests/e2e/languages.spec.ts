import { expect, expectNoAxeViolations, readyToUse, serverRendered, test } from './fixtures';

const homes = [
  { path: '/', lang: 'en', heading: "Cyprus's #1 Car Dealer Website Specialists" },
  { path: '/tr', lang: 'tr', heading: "Kıbrıs'ın 1 Numaralı Oto Galeri Web Sitesi Uzmanları" },
  {
    path: '/el',
    lang: 'el',
    heading: 'Οι Νο1 Ειδικοί της Κύπρου σε Ιστοσελίδες Αντιπροσωπειών Αυτοκινήτων',
  },
];

test('the selector keeps the query: a pre-filled message arrives in Turkish', async ({ page }) => {
  const message = 'I would like the Advance package, please call me.';
  await page.goto(`/contact?message=${encodeURIComponent(message)}`);
  await expect(page.getByLabel('Message (optional)')).toHaveValue(message);
  // The links learn the query once the page has hydrated (as on the ROI calculator below).
  const turkish = page
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: /TR/ });
  await expect(turkish).toHaveAttribute('href', /message=/);
  await turkish.click();
  await expect(page).toHaveURL(
    `/tr/contact?message=${encodeURIComponent(message).replace(/%20/g, '+')}`,
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByLabel('Mesaj (isteğe bağlı)')).toHaveValue(message);
});

test('the selector keeps the ROI calculator’s figures, also those typed after the page loaded', async ({
  page,
}) => {
  // A prerendered page: its links learn the query once the page has hydrated.
  await page.goto(
    '/roi-calculator?leads=50&conversion=10&price=20000&commission=5&investment=2500',
  );
  await expect(page.getByText('£180,000')).toBeVisible();
  await page.getByLabel('Monthly leads').fill('80');
  await page.getByRole('button', { name: 'Calculate My ROI' }).click();
  await expect(page).toHaveURL(/leads=80/);
  await page
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: /EL/ })
    .click();
  await expect(page).toHaveURL(
    '/el/roi-calculator?leads=80&conversion=10&price=20000&commission=5&investment=2500',
  );
  await expect(page.getByLabel('Αιτήματα τον μήνα')).toHaveValue('80');
  await expect(page.getByLabel('Μέση τιμή αυτοκινήτου (£)')).toHaveValue('20000');
});

// With JavaScript: the 404 page is prerendered once for every unknown path, so its links learn
// the visitor's path only once it has hydrated.
test('the selector keeps a deeper path', async ({ page }) => {
  await page.goto('/el/some/deeper-page');
  const languages = page.getByRole('navigation', { name: 'Γλώσσα' });
  const turkish = languages.getByRole('link', { name: /TR/ });
  await expect(turkish).toHaveAttribute('href', '/tr/some/deeper-page');
  await turkish.click();
  await expect(page).toHaveURL(/\/tr\/some\/deeper-page$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hay aksi! Sayfa bulunamadı');
});

test('the demo video placeholder says the demo is coming', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Demo Coming Soon!')).toHaveCount(0);
  const play = page.getByRole('button', { name: 'Play the demo video' });
  await readyToUse(play);
  await play.click();
  await expect(page.getByText('Demo Coming Soon!')).toBeVisible();
  await expectNoAxeViolations(page, '#main > section:first-child');
});

test.describe('as the server sends it', () => {
  test.use(serverRendered);

  for (const { path, lang, heading } of homes) {
    test(`${path} is in ${lang} with lang="${lang}"`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }
  test('a URL keeps its language whatever the browser prefers', async ({ browser }) => {
    const context = await browser.newContext({
      locale: 'tr-TR',
      extraHTTPHeaders: { 'Accept-Language': 'tr-TR,tr;q=0.9' },
    });
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.url()).toMatch(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });
  test('the language selector moves to the same page in another language', async ({ page }) => {
    await page.goto('/tr');
    const languages = page.getByRole('navigation', { name: 'Dil' });
    await expect(languages.getByRole('link', { name: /TR/ })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await languages.getByRole('link', { name: /EL/ }).click();
    await expect(page).toHaveURL(/\/el$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'el');

    await page
      .getByRole('navigation', { name: 'Γλώσσα' })
      .getByRole('link', { name: /EN/ })
      .click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
  test('the hero shows its stats and leads to the packages and contact', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    for (const stat of ['1,000+', '300%', '15+'])
      await expect(main.getByText(stat, { exact: true }).first()).toBeVisible();
    for (const label of [
      'Dealers helped',
      'Average lead increase, all clients',
      'Years of experience',
    ]) {
      await expect(main.getByText(label, { exact: true }).first()).toBeVisible();
    }
    await expect(main.getByRole('link', { name: 'View Our Packages' })).toHaveAttribute(
      'href',
      '#packages',
    );
    await expect(main.getByRole('link', { name: 'Get Your Free Consultation' })).toHaveAttribute(
      'href',
      '/book',
    );
    await page.goto('/tr');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Paketlerimizi İnceleyin' }),
    ).toHaveAttribute('href', '#packages');
  });
});
