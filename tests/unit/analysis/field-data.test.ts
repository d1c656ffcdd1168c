import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFieldData } from '@/lib/analysis/browser/field-data';
import type { RunOutcome } from '@/lib/analysis/browser/run';
import { measureWithFieldData } from '@/lib/analysis/measurements/start-measurements';
import { startFakePageSpeed, type FakePageSpeed } from '@/tests/fixtures/fake-pagespeed';

/** Google's field data (CrUX, phones) through PageSpeed Insights, from a fake on loopback. */
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

describe("PageSpeed Insights' field data", () => {
  it("asks for phones and reads the page's p75 LCP, INP and CLS", async () => {
    expect(await fetchFieldData('https://dealer.example/', config('field'))).toEqual({
      scope: 'page',
      values: { lcp: 3150, inp: 180, cls: 0.12 },
    });
    const request = fake.requests.at(-1)!;
    expect(request.pathname).toBe('/field/runPagespeed');
    expect(Object.fromEntries(request.searchParams)).toMatchObject({
      url: 'https://dealer.example/',
      strategy: 'mobile',
      key: 'key-123',
    });
  });

  it("falls back to the origin's figures, and leaves out a metric Google lacks", async () => {
    expect(await fetchFieldData('https://dealer.example/cars', config('origin'))).toEqual({
      scope: 'origin',
      values: { lcp: 4600, inp: null, cls: 0.31 },
    });
  });

  it('has nothing when Google has no figures, no key is set, or the API fails', async () => {
    expect(await fetchFieldData('https://d.example/', config('ok'))).toBeNull();
    expect(await fetchFieldData('https://d.example/', null)).toBeNull();
    expect(await fetchFieldData('https://d.example/', config('limited'))).toBeNull();
    expect(await fetchFieldData('https://d.example/', config('slow', 300))).toBeNull();
    expect(await fetchFieldData('https://d.example/', config('error'))).toBeNull();
  });

  it('goes into the measurement beside the lab run, which it never replaces', async () => {
    const lab = {
      ok: true,
      refused: [],
      runMs: 9000,
      run: { result: { score: 41, values: { lcp: 5200 } }, screenshot: null, filmstrip: [] },
    } as unknown as RunOutcome;
    const field = fetchFieldData('https://dealer.example/', config('field'));
    const withField = await measureWithFieldData(Promise.resolve(lab), field);
    expect(withField.ok && withField.run.result).toMatchObject({
      score: 41,
      values: { lcp: 5200 },
      field: { scope: 'page', values: { lcp: 3150 } },
    });
    // Configured, but Google has nothing: the report says so (null); not configured: nothing.
    const none = await measureWithFieldData(Promise.resolve(lab), Promise.resolve(null));
    expect(none.ok && none.run.result.field).toBeNull();
    const off = await measureWithFieldData(Promise.resolve(lab), null);
    expect(off.ok && 'field' in off.run.result).toBe(false);
  });
});
