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
  test('the selector keeps a deeper path', async ({ page }) => {
    await page.goto('/el/some/deeper-page');
    await page
      .getByRole('navigation', { name: 'Γλώσσα' })
      .getByRole('link', { name: /TR/ })
      .click();
    await expect(page).toHaveURL(/\/tr\/some\/deeper-page$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hay aksi! Sayfa bulunamadı');
  });
  test('the hero shows its stats and leads to the packages and contact', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    for (const stat of ['1000+', '300%', '15+'])
      await expect(main.getByText(stat, { exact: true })).toBeVisible();
    for (const label of ['Happy Dealers', 'More Leads', 'Years Experience']) {
      await expect(main.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: 'View Our Packages' })).toHaveAttribute(
      'href',
      '#packages',
    );
    await expect(main.getByRole('link', { name: 'Get Your Free Consultation' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await page.goto('/tr');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Paketlerimizi İnceleyin' }),
    ).toHaveAttribute('href', '#packages');
  });
});
