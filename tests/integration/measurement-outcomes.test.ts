import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMeasurement } from '@/lib/analysis/browser/run';

/**
 * What a failed measurement costs: a page that crashed its tab, or broke the runner after it
 * had loaded, is the page's doing and gets one attempt (retry: false); a runner that broke
 * before any page loaded is ours, and the worker tries again. A stand-in runner ends each way
 * (support/fake-lighthouse-runner.mjs); the real one is run in browser-measurement.test.ts.
 */
const measure = (ends: string) =>
  runMeasurement({
    chromePath: '/bin/true',
    url: `http://crash.dealer.test/?ends=${ends}`,
    deadlineMs: 20_000,
    runnerPath: join(import.meta.dirname, 'support/fake-lighthouse-runner.mjs'),
    network: { allowLoopback: false, publicForTests: [] },
  });

describe('a measurement that breaks', () => {
  it('is not tried again when the page had loaded', async () => {
    expect(await measure('after-load')).toMatchObject({
      ok: false,
      reason: 'crashed',
      retry: false,
    });
  });

  it('is not tried again when the page crashed its tab', async () => {
    expect(await measure('tab-crashed')).toMatchObject({
      ok: false,
      reason: 'crashed',
      retry: false,
    });
  });

  it('is tried again when it broke before the page loaded', async () => {
    expect(await measure('before-load')).toMatchObject({
      ok: false,
      reason: 'failed',
      retry: true,
    });
  });
});
