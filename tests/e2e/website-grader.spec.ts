import type { Page } from '@playwright/test';
import type { ReportJson } from '@/lib/analysis/report-json';
import { expect, expectNoAxeViolations, readyToUse, test } from './fixtures';
import { browserSiteUrl, goodSiteUrl, poorSiteUrl, slowSiteUrl } from './support/fixture-sites';
import { uniqueEmail } from './support/leads';
import { htmlErrors } from './support/validate-html';

const reportUrl = /\/website-grader\/report\/[0-9a-f-]{36}$/;

/** Opens the grader and waits until its form works. */
async function openGrader(page: Page, path = '/website-grader') {
  await page.goto(path);
  await readyToUse(page.locator('#grader-url'));
}

/** What the overall score says until the phone measurement is in. */
const provisional = 'Provisional: the phone measurement below will set Speed and this score.';

/** A report is ready once the server has fetched and measured the site (4 s for the slow one). */
const graded = { timeout: 40_000 };

test('grades a poor dealer site: overall score, four categories and what to fix', async ({
  page,
}) => {
  await openGrader(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "How good is your dealership's website?",
  );
  const button = page.getByRole('button', { name: 'Grade Website' });
  await expect(button).toBeDisabled();
  await page.getByLabel('Your website address').fill(poorSiteUrl);
  await expect(button).toBeEnabled();
  await button.click();

  await expect(page).toHaveURL(reportUrl, graded);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Website report for 127.0.0.1');
  const overall = page.getByRole('region', { name: 'Overall score' });
  // Its Speed, Performance and overall score are the instant ones, provisional until the phone
  // measurement is in (which may be at once when another test graded this site first); either
  // way a poor site, in red once it is a verdict.
  await expect(overall).toContainText(/[1-5]\d\s*out of 100/);
  const verdict = overall.getByText('Needs significant improvement');
  await expect(verdict.or(overall.getByText(provisional))).toBeVisible();
  if (await verdict.isVisible()) await expect(verdict).toHaveClass(/text-red-700/);
  // One score per thing: the SEO card's score is the breakdown's SEO score.
  await expect(overall).toContainText('SEO33');
  const scores = { Mobile: '16', SEO: '33', 'Lead generation': '28' };
  for (const [name, score] of Object.entries(scores)) {
    const card = page.getByRole('region', { name, exact: true });
    await expect(card.getByText(`${score}/100`)).toBeVisible();
    await expect(card.getByText('Issues found')).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Mobile', exact: true })).toContainText(
    'No viewport tag',
  );
  const fixes = page.getByRole('region', { name: 'What to fix first' }).getByRole('listitem');
  await expect(fixes).toHaveCount(10);
  await expect(fixes.first()).toContainText('Mobile viewport');
  // The fix quotes the tag itself (an unquoted tag in a message would show its key instead).
  await expect(fixes.first()).toContainText(
    'Add <meta name="viewport" content="width=device-width',
  );

  // The report's own link shows the same report to anyone.
  const url = page.url();
  await page.goto(url);
  await expect(page.getByRole('region', { name: 'Overall score' })).toContainText('SEO33');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // Reports are made by visitors, so out of the page sweep.
  await expectNoAxeViolations(page);
});

test('shows "Analysing..." while it works, and grades a good TLS site as excellent', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openGrader(page);
  await page.getByLabel('Your website address').fill(`${slowSiteUrl}?grader`);
  await page.getByRole('button', { name: 'Grade Website' }).click();
  await expect(page.getByRole('button', { name: 'Analysing...' })).toBeDisabled();
  await expect(page).toHaveURL(reportUrl, graded);

  await openGrader(page);
  await page.getByLabel('Your website address').fill(goodSiteUrl);
  await page.getByRole('button', { name: 'Grade Website' }).click();
  await expect(page).toHaveURL(reportUrl, graded);
  const overall = page.getByRole('region', { name: 'Overall score' });
  // 96 at once (Speed timed by the download), provisional until the phone has measured its
  // pages.
  await expect(overall).toContainText(/9\d\s*out of 100/);
  await expect(page.getByText('Nothing to fix – every check passed.')).toBeVisible();
  // Its stock list and a car's page, found from its links and graded as a buyer uses them.
  const dealer = page.getByRole('region', { name: 'Where buyers choose a car' });
  const stockList = dealer.locator('[data-dealer-page="stock"]');
  await expect(stockList).toContainText('/used-cars/');
  await expect(stockList).toContainText('found from a link on your home page');
  await expect(dealer.locator('[data-dealer-check]')).toHaveCount(12);
  const costliest = dealer.locator('[data-dealer-check]').first();
  await expect(costliest).toHaveAttribute('data-dealer-check', 'dealer-local');
  await expect(costliest).toContainText('opening hours');
  await expect(dealer.locator('[data-dealer-check="car-price"]')).toContainText('£14,995');
  // The stock list and the car page are measured on a phone too, each in its card, in turn
  // after the home page: the card's progress fetches the page again when its run is in. (The
  // car's run follows the stock list's; its card shows its progress or its result.)
  await expect(stockList.locator('[data-dealer-phone]')).toContainText(/On a phone: \d+\/100/, {
    timeout: 150_000,
  });
  await expect(stockList.getByRole('img')).toHaveAttribute(
    'alt',
    'Stock list on a phone, as the browser showed it when loading ended',
  );
  // The car's page follows: then the phone's check of it, its call and WhatsApp links on the
  // first screen of a 390 px phone (the fixture has both in its header).
  await expect(
    dealer.locator('[data-dealer-page="car"]').locator('[data-dealer-phone]'),
  ).toContainText(/On a phone: \d+\/100/, { timeout: 150_000 });
  await expect(dealer.locator('[data-dealer-check="car-contact"]')).toContainText(
    'On a 390×844 phone screen, a call link and a WhatsApp link show before any scrolling.',
  );
  // Every page measured: a verdict, whose Speed weighs the three pages' phone scores as the
  // section says, and the JSON gives the same grade and shares.
  await expect(overall.getByText('Excellent performance')).toHaveClass(/text-emerald-700/);
  await expect(page.getByText(/Provisional/)).toHaveCount(0);
  await expect(dealer.locator('[data-speed-weights]')).toContainText(
    'your home page 50%, your stock list 25% and a car’s page 25%',
  );
  const shares =
    /your home page (\d+) \(50%\), your stock list (\d+) \(25%\),? and a car’s page (\d+) \(25%\)/;
  await expect(overall).toContainText(shares);
  const [home, stock, car] = shares
    .exec((await overall.textContent()) ?? '')!
    .slice(1)
    .map(Number);
  const speed = Math.round((home! * 50 + stock! * 25 + car! * 25) / 100);
  await expect(overall.locator('dd').first()).toContainText(String(speed));
  const id = /report\/([0-9a-f-]{36})$/.exec(page.url())![1];
  const json = (await (await page.request.get(`/api/grader/reports/${id}`)).json()) as ReportJson;
  expect(json).toMatchObject({
    status: 'done',
    scores: { speed },
    overall: { provisional: false },
  });
  expect(json.overall.score).toBe(
    Number(/(\d+)\s*out of 100/.exec((await overall.textContent())!)![1]),
  );
  expect(json.pages.map((entry) => entry.speedPercent)).toEqual([50, 25, 25]);
  await expectNoAxeViolations(page, '#main');
});

test('grades the stock lists buyers meet: drawn by JavaScript behind fragments, or framed from another company', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const dealerChecks = () => page.getByRole('region', { name: 'Where buyers choose a car' });
  const row = (id: string) => dealerChecks().locator(`[data-dealer-check="${id}"]`);

  // (b) The stock list is drawn by JavaScript, each car behind a fragment of the list: the HTML
  // shows no car. Graded first, so that its phone measurements queue before (c)'s.
  await openGrader(page);
  await page.getByLabel('Your website address').fill(browserSiteUrl('scriptstock'));
  await page.getByRole('button', { name: 'Grade Website' }).click();
  await expect(page).toHaveURL(reportUrl, graded);
  const scriptStockReport = page.url();
  await expect(row('stock-found')).toContainText('Passed:');
  await expect(row('stock-own-domain')).toContainText('Passed:');
  await expect(row('stock-in-html')).toContainText("Failed: Cars in the stock list's HTML");

  // (c) The stock list is another company's page in a frame.
  await openGrader(page);
  await page.getByLabel('Your website address').fill(browserSiteUrl('framed'));
  await page.getByRole('button', { name: 'Grade Website' }).click();
  await expect(page).toHaveURL(reportUrl, graded);
  await expect(dealerChecks().locator('[data-dealer-page="stock"]')).toContainText('/stock/');
  await expect(row('stock-found')).toContainText('Passed:');
  await expect(row('stock-own-domain')).toContainText('Failed: Stock on your own domain');
  await expect(row('stock-own-domain')).toContainText(
    'Your stock list is a frame (iframe) from stock.carvendor.test',
  );
  await expect(row('stock-in-html')).toContainText('Failed:');
  await expect(row('car-price')).toContainText('Not checked:');
  await expect(dealerChecks().locator('[data-dealer-page="car"]')).toContainText('Not found.');

  // Back to (b): once the phone has drawn its list, the fragments fail car-own-url.
  await page.goto(scriptStockReport);
  await expect(
    dealerChecks().locator('[data-dealer-page="stock"] [data-dealer-phone]'),
  ).toContainText(/On a phone: \d+\/100/, { timeout: 180_000 });
  await expect(row('car-own-url')).toContainText('Failed:');
  await expect(row('car-own-url')).toContainText(
    "On the phone, your stock list's scripts drew 3 cars at addresses like #/car/1042",
  );
  // The costliest first: the list that shows no car, then the cars without an address.
  await expect(dealerChecks().locator('[data-dealer-check]').nth(0)).toHaveAttribute(
    'data-dealer-check',
    'stock-in-html',
  );
  await expect(dealerChecks().locator('[data-dealer-check]').nth(1)).toHaveAttribute(
    'data-dealer-check',
    'car-own-url',
  );
});

test('takes the stock list’s address a dealer types, and says which address it refused', async ({
  page,
}) => {
  await openGrader(page);
  // The poor site at its root: a report of its own, not the one the other tests share.
  await page.getByLabel('Your website address').fill(poorSiteUrl.replace(/\/poor$/, '/'));
  await page.getByText('Add your stock list or a car’s page (optional)').click();
  const stock = page.getByLabel('Your stock list’s address');
  await stock.fill('http://10.0.0.1/used-cars');
  await page.getByRole('button', { name: 'Grade Website' }).click();
  await expect(page.locator('#grader-error')).toHaveText(
    'Your stock list’s address: That address leads into a private or local network, where we never go. We only analyse public websites.',
  );
  // What was typed stays, where it was typed.
  await expect(stock).toHaveValue('http://10.0.0.1/used-cars');
  await expect(stock).toBeVisible();

  await stock.fill(`${goodSiteUrl}used-cars/`);
  await page.getByRole('button', { name: 'Grade Website' }).click();
  await expect(page).toHaveURL(reportUrl, graded);
  const dealer = page.getByRole('region', { name: 'Where buyers choose a car' });
  const stockList = dealer.locator('[data-dealer-page="stock"]');
  await expect(stockList).toContainText(`${goodSiteUrl}used-cars/`);
  await expect(stockList).toContainText('the address you gave');
  // Its car links lead to the car's page, found on the list the dealer gave.
  await expect(dealer.locator('[data-dealer-page="car"]')).toContainText(
    'found on your stock list',
  );
});

test('refuses a private address with a clear reason', async ({ page }) => {
  await openGrader(page);
  await page.getByLabel('Your website address').fill('http://169.254.169.254/latest/meta-data/');
  await page.getByRole('button', { name: 'Grade Website' }).click();
  await expect(page.locator('#grader-error')).toHaveText(
    'That address leads into a private or local network, where we never go. We only analyse public websites.',
  );
  await expect(page).toHaveURL('/website-grader');
  await expect(page.getByLabel('Your website address')).toHaveValue(
    'http://169.254.169.254/latest/meta-data/',
  );
  await expectNoAxeViolations(page, 'form:has(#grader-url)');
});

test('"Send me the full report" checks the fields and says the report is on its way', async ({
  page,
}) => {
  await page.clock.install(); // to send the form at a person's pace (LEAD_MIN_FILL_MS)
  await openGrader(page);
  await page.getByLabel('Your website address').fill(poorSiteUrl);
  await page.getByRole('button', { name: 'Grade Website' }).click();
  await expect(page).toHaveURL(reportUrl, graded);

  const form = page.getByRole('region', { name: 'Send me the full report' });
  await readyToUse(form.getByRole('button', { name: 'Send me the full report' }));
  await form.getByLabel('Your name').fill('A');
  await form.getByLabel('E-mail address').fill('not-an-email');
  await form.getByRole('button', { name: 'Send me the full report' }).click();
  await expect(form.getByText('Please enter a valid name (at least 2 characters).')).toBeVisible();
  await expect(form.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await expect(
    form.getByText('Please enter a valid company name (at least 2 characters).'),
  ).toBeVisible();
  await expect(
    form.getByText('Please agree to the privacy policy so that we may contact you.'),
  ).toBeVisible();
  await expect(form.getByLabel('Your name')).toBeFocused();
  await expectNoAxeViolations(page, '[aria-labelledby="full-report"]');

  await form.getByLabel('Your name').fill('Ayşe Yılmaz');
  // A fresh address each run: one address gets at most 3 e-mails a day.
  const email = uniqueEmail('grader-full');
  await form.getByLabel('E-mail address').fill(` ${email.toUpperCase()} `);
  await form.getByLabel('Dealership name').fill('Girne Motors');
  await form.getByRole('checkbox').check();
  await page.clock.fastForward(10_500);
  await form.getByRole('button', { name: 'Send me the full report' }).click();
  await expect(form.getByRole('status')).toContainText(
    `Thank you, Ayşe Yılmaz! The full report for 127.0.0.1 is on its way to ${email}.`,
  );
});

test('reports are shown in Turkish, are valid HTML, and unknown ones say so', async ({
  page,
  request,
}) => {
  await openGrader(page, '/tr/website-grader');
  await page.getByLabel('Web sitenizin adresi').fill(poorSiteUrl);
  await page.getByRole('button', { name: 'Web Sitesini Notlandır' }).click();
  await expect(page).toHaveURL(/\/tr\/website-grader\/report\/[0-9a-f-]{36}$/, graded);
  await expect(page.getByText('Ciddi iyileştirme gerekiyor')).toBeVisible();
  // No stock list to find: said in Turkish, with where we looked, and nothing guessed.
  const dealer = page.getByRole('region', { name: 'Alıcıların araç seçtiği sayfalar' });
  await expect(dealer.locator('[data-dealer-page="stock"]')).toContainText(
    /Bulunamadı\. Baktığımız yerler: ana sayfanızdaki \d+ bağlantı\./,
  );
  await expect(dealer.locator('[data-dealer-check]').first()).toContainText(
    'Kolayca bulunan bir stok listesi',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    '127.0.0.1 için web sitesi raporu',
  );
  expect(await htmlErrors({ [page.url()]: await (await request.get(page.url())).text() })).toEqual(
    [],
  );

  const missing = await request.get('/website-grader/report/00000000-0000-7000-8000-000000000000');
  expect(await missing.text()).toContain('Report not found');
  expect((await request.get('/website-grader/report/not-a-report')).status()).toBe(404);
});

// axe needs JavaScript, so these tests open their own context without it (the same pages are
// checked with axe above).
test('without JavaScript a refused address comes back with the same reason, in the visitor’s language', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const refusals = [
    {
      path: '/website-grader',
      label: 'Your website address',
      button: 'Grade Website',
      reason:
        'That address leads into a private or local network, where we never go. We only analyse public websites.',
    },
    {
      path: '/tr/website-grader',
      label: 'Web sitenizin adresi',
      button: 'Web Sitesini Notlandır',
      reason:
        'Bu adres özel veya yerel bir ağa çıkıyor; oraya hiçbir zaman gitmiyoruz. Yalnızca herkese açık web sitelerini analiz ediyoruz.',
    },
  ];
  try {
    for (const { path, label, button, reason } of refusals) {
      await page.goto(path);
      await page.getByLabel(label).fill('http://169.254.169.254/latest/meta-data/');
      const answer = page.waitForResponse((r) => r.request().method() === 'POST');
      await page.getByRole('button', { name: button }).click();
      expect((await answer).status()).toBe(200);
      await expect(page).toHaveURL(path);
      await expect(page.locator('#grader-error')).toHaveText(reason);
      await expect(page.getByLabel(label)).toHaveValue('http://169.254.169.254/latest/meta-data/');
      await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    }
  } finally {
    await context.close();
  }
});

test('without JavaScript the grader form and the full-report form still work', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  try {
    await page.goto('/website-grader');
    await page.getByLabel('Your website address').fill(poorSiteUrl);
    await page.getByRole('button', { name: 'Grade Website' }).click();
    await expect(page).toHaveURL(reportUrl, graded);
    // The poor site's report (its Speed, and so its overall score, may already be the phone
    // measurement's: other tests grade this site too).
    const overall = page.getByRole('region', { name: 'Overall score' });
    await expect(overall).toContainText('Security20');
    await expect(overall).toContainText('SEO33');

    const form = page.getByRole('region', { name: 'Send me the full report' });
    // Without JavaScript the browser's own checks are all there is; the server repeats them.
    await form.getByRole('button', { name: 'Send me the full report' }).click();
    await expect(form.getByRole('alert')).toContainText('Validation Error');
    await expect(
      form.getByText('Please enter a valid name (at least 2 characters).'),
    ).toBeVisible();
    await form.getByLabel('Your name').fill('Andreas Georgiou');
    await form.getByLabel('E-mail address').fill('andreas@example.com');
    await form.getByLabel('Dealership name').fill('Limassol Cars');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send me the full report' }).click();
    // The form posted back to the report's own page, opened at the answer (#form-answer), which
    // says where the report went.
    await expect(page).toHaveURL(new RegExp(`${reportUrl.source.slice(0, -1)}#form-answer$`));
    await expect(form.getByRole('status')).toContainText(
      'The full report for 127.0.0.1 is on its way to andreas@example.com.',
    );
  } finally {
    await context.close();
  }
});
