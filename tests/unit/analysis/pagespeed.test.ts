import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPageSpeed } from '@/lib/analysis/pagespeed';
import { startFakePageSpeed, type FakePageSpeed } from '@/tests/fixtures/fake-pagespeed';

let fake: FakePageSpeed;
beforeAll(async () => {
  fake = await startFakePageSpeed();
});
afterAll(() => fake.close());

const config = (mode: string, timeoutMs = 2000) => ({
  apiKey: 'key-123',
  baseUrl: `${fake.origin}/${mode}`,
  timeoutMs,
});

describe('PageSpeed Insights', () => {
  it('asks for the mobile performance category and reads score, FCP and LCP', async () => {
    expect(await fetchPageSpeed('https://dealer.example/', config('ok'))).toEqual({
      source: 'pagespeed',
      score: 87,
      fcpMs: 812,
      lcpMs: 1535,
    });
    const request = fake.requests.at(-1)!;
    expect(request.pathname).toBe('/ok/runPagespeed');
    expect(Object.fromEntries(request.searchParams)).toEqual({
      url: 'https://dealer.example/',
      strategy: 'mobile',
      category: 'performance',
      key: 'key-123',
    });
  });

  it('falls back to our own timing, saying why', async () => {
    expect(await fetchPageSpeed('https://d.example/', null)).toEqual({
      source: 'own',
      reason: 'not_configured',
    });
    expect(await fetchPageSpeed('https://d.example/', config('limited'))).toEqual({
      source: 'own',
      reason: 'rate_limited',
    });
    expect(await fetchPageSpeed('https://d.example/', config('slow', 300))).toEqual({
      source: 'own',
      reason: 'timeout',
    });
    expect(await fetchPageSpeed('https://d.example/', config('broken'))).toEqual({
      source: 'own',
      reason: 'failed',
    });
    expect(await fetchPageSpeed('https://d.example/', config('error'))).toEqual({
      source: 'own',
      reason: 'failed',
    });
  });
});
