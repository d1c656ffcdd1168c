import { expect, test } from '@playwright/test';
import { leadActionId, submitLead } from './support/app-instance';
import { serverUrl } from './support/servers';

const main = serverUrl('main');
const sharedPage = 'public, s-maxage=300, stale-while-revalidate=86400';
const personal = 'private, no-store';

test('prerendered pages may be kept by a CDN briefly and served stale while it refreshes', async ({
  request,
}) => {
  for (const path of ['/', '/tr', '/el/about', '/services']) {
    const response = await request.get(`${main}${path}`);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe(sharedPage);
    expect(response.headers()['x-request-id'], path).toMatch(/^[0-9a-f-]{36}$/);
  }
});

test('hashed assets are immutable', async ({ request }) => {
  const html = await (await request.get(`${main}/`)).text();
  const asset = /\/_next\/static\/[^"]+\.(?:js|css)/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const response = await request.get(`${main}${asset}`);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('admin pages, the API and pages rendered per visitor are private and not stored', async ({
  request,
}) => {
  for (const path of ['/admin/login', '/admin/submissions', '/api/health', '/contact']) {
    const response = await request.get(`${main}${path}`, { maxRedirects: 0 });
    expect(response.headers()['cache-control'], path).toBe(personal);
  }
});

test("a form's answer is private and not stored", async () => {
  const actionId = await leadActionId(main);
  const result = await submitLead(main, actionId, {
    name: 'Cache Header Visitor',
    email: `cache.${Date.now()}@e2e.test`,
  });
  expect(result.answer).toBe('success');
  expect(result.cacheControl).toBe(personal);
});
