import { expect, test } from '@playwright/test';
import { serverUrl } from './support/servers';

test('/api/health is ok on a migrated database, uncached and not indexed', async ({ request }) => {
  const response = await request.get(`${serverUrl('main')}/api/health`);
  expect(response.status()).toBe(200);
  // Other tests queue e-mails on this server at the same time: the backlog is there, small and
  // young (the outbox delivers within seconds).
  expect(await response.json()).toMatchObject({
    status: 'ok',
    followUps: { pending: expect.any(Number) },
  });
  expect(response.headers()['cache-control']).toBe('private, no-store');
  expect(response.headers()['x-robots-tag']).toBe('noindex');
});

test('/api/health answers 503 naming the database when it does not answer', async ({ request }) => {
  const response = await request.get(`${serverUrl('broken')}/api/health`);
  expect(response.status()).toBe(503);
  const body = await response.json();
  expect(body).toMatchObject({ status: 'unavailable', failing: 'database' });
  // Nothing about the connection string, the driver or versions.
  expect(JSON.stringify(body)).not.toMatch(/postgres|nobody|127\.0\.0\.1|version|\d+\.\d+\.\d+/i);
});

test('/api/health is never rate limited for the local load balancer', async ({ request }) => {
  const answers = await Promise.all(
    Array.from({ length: 30 }, () => request.get(`${serverUrl('main')}/api/health`)),
  );
  expect(answers.map((response) => response.status())).toEqual(answers.map(() => 200));
});
