import type { ReportJson } from '@/lib/analysis/report-json';
import { expect, readyToUse, test } from './fixtures';
import { poorSiteUrl } from './support/fixture-sites';

const reportUrl = /\/website-grader\/report\/([0-9a-f-]{36})$/;

/**
 * `GET /api/grader/reports/<id>` (docs/grader.md, "The report as data"): what a program reads of
 * a report is what the dealer reads on its page. One grading, no axe: the page itself is
 * covered by website-grader.spec.ts.
 */
test('a report as JSON shows its page’s scores, and refuses what is no report', async ({
  page,
  request,
}) => {
  await page.goto('/website-grader');
  await readyToUse(page.locator('#grader-url'));
  await page.getByLabel('Your website address').fill(poorSiteUrl);
  await page.getByRole('button', { name: 'Grade Website' }).click();
  await expect(page).toHaveURL(reportUrl, { timeout: 40_000 });
  const id = reportUrl.exec(page.url())![1]!;
  const path = `/api/grader/reports/${id}`;

  const overall = page.getByRole('region', { name: 'Overall score' });
  const seo = page.getByRole('region', { name: 'SEO', exact: true });
  // The phone measurement may come in between the two reads: the page then fetches itself
  // again, and the two agree once both have seen it.
  await expect(async () => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    const json = (await response.json()) as ReportJson;
    expect(json.id).toBe(id);
    const shown = /(\d+)\s*out of 100/.exec((await overall.textContent()) ?? '')?.[1];
    expect(json.overall.score).toBe(Number(shown));
    await expect(seo.getByText(`${json.categories.seo}/100`)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 40_000 });

  // The pages it looked at, and the dealer checks, each saying which page it judged.
  const json = (await (await request.get(path)).json()) as ReportJson;
  expect(json.pages.map(({ role, found }) => ({ role, found }))).toEqual([
    { role: 'home', found: true },
    { role: 'stock', found: false },
    { role: 'car', found: false },
  ]);
  expect(json.pages[1]).toMatchObject({
    summary: expect.stringMatching(/^Not found\. We looked at \d+ links on your home page/),
  });
  expect(json.checks.every((check) => check.page === 'home')).toBe(true);
  expect(json.dealerChecks[0]).toMatchObject({
    id: 'stock-found',
    page: 'site',
    status: 'fail',
    cost: 10,
    label: expect.any(String),
    fix: expect.any(String),
  });
  expect(json.dealerChecks.find((check) => check.id === 'car-price')?.status).toBe('na');

  const notFound = await request.get('/api/grader/reports/00000000-0000-7000-8000-000000000000');
  expect(notFound.status()).toBe(404);
  expect(await notFound.json()).toEqual({ error: 'not_found' });
  expect((await request.get('/api/grader/reports/not-a-uuid')).status()).toBe(404);
  const badPage = await request.get(`/api/grader/measurements/${id}?page=contact`);
  expect(badPage.status()).toBe(400);
  expect(await badPage.json()).toEqual({ error: 'bad_page' });
  expect((await request.get(`/api/grader/measurements/${id}?page=stock`)).status()).toBe(200);
  const badLocale = await request.get(`${path}?locale=xx`);
  expect(badLocale.status()).toBe(400);
  expect(await badLocale.json()).toEqual({ error: 'bad_locale' });
});
