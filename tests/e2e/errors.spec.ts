import { expect, serverRendered, test } from './fixtures';

test.use(serverRendered);

const cases = [
  {
    path: '/no-such-page',
    lang: 'en',
    title: 'Oops! Page not found',
    home: 'Return to Home',
    href: '/',
  },
  {
    path: '/tr/yok-boyle-bir-sayfa',
    lang: 'tr',
    title: 'Hay aksi! Sayfa bulunamadı',
    home: 'Ana Sayfaya Dön',
    href: '/tr',
  },
  {
    path: '/el/a/b/c',
    lang: 'el',
    title: 'Ωχ! Η σελίδα δεν βρέθηκε',
    home: 'Επιστροφή στην Αρχική',
    href: '/el',
  },
];

for (const { path, lang, title, home, href } of cases) {
  test(`an unknown path (${path}) is a localized 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // Real HTML, not a shell that needs JavaScript: the server's response has the message.
    expect(await response?.text()).toContain(`>${title}</h1>`);
    await page.getByRole('main').getByRole('link', { name: home }).click();
    await expect(page).toHaveURL(new RegExp(`:\\d+${href === '/' ? '/' : href}$`));
  });
}

test('paths outside the language routing get a 404 page too', async ({ request }) => {
  for (const path of ['/api/no-such-endpoint', '/wp-login.php']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('Oops! Page not found</h1>');
  }
  // The admin area does not tell a visitor without a session which of its pages exist.
  const admin = await request.get('/admin/no-such-page', { maxRedirects: 0 });
  expect(admin.status()).toBe(307);
  expect(admin.headers().location).toContain('/admin/login?callbackUrl=%2Fadmin%2Fno-such-page');
});

test('the 404 page is not reachable as a page of its own', async ({ request }) => {
  expect((await request.get('/page-not-found')).status()).toBe(404);
  expect((await request.get('/tr/page-not-found')).status()).toBe(404);
});
