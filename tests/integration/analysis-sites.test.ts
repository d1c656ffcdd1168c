import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResult } from '@/lib/analysis/analysis-result';
import { startFakePageSpeed, type FakePageSpeed } from '@/tests/fixtures/fake-pagespeed';
import { startFixtureSites, type FixtureSites } from '@/tests/fixtures/sites/server';
import { createTestTls, type TestTls } from '@/tests/fixtures/tls';

type Outcome = { result?: AnalysisResult; refused?: string };
type Job = {
  url: string;
  allowLoopback?: boolean;
  pageSpeed?: { baseUrl: string; timeoutMs: number };
};

let tlsDir: string;
let tls: TestTls;
let sites: FixtureSites;
let pageSpeed: FakePageSpeed;

beforeAll(async () => {
  tlsDir = await mkdtemp(join(tmpdir(), 'autosites-tls-'));
  tls = createTestTls(tlsDir);
  sites = await startFixtureSites({ tls });
  pageSpeed = await startFakePageSpeed();
}, 30_000);

afterAll(async () => {
  await Promise.all([sites?.close(), pageSpeed?.close()]);
  await rm(tlsDir, { recursive: true, force: true });
});

/**
 * Runs the engine in its own process — like the server under test, it trusts the test CA only
 * through NODE_EXTRA_CA_CERTS, which Node reads when a process starts.
 */
async function analyse(jobs: Job[], { trustTestCa = true } = {}): Promise<Outcome[]> {
  const env = { ...process.env, NODE_EXTRA_CA_CERTS: trustTestCa ? tls.caFile : '' };
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['scripts/run-ts.mjs', 'tests/integration/support/analyze-cli.ts', JSON.stringify(jobs)],
    { env, maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as Outcome[];
}

const dealerStatuses = (result: AnalysisResult | undefined) =>
  Object.fromEntries((result?.dealer?.checks ?? []).map((check) => [check.id, check.status]));

const statuses = (result: AnalysisResult | undefined) =>
  Object.fromEntries((result?.checks ?? []).map((check) => [check.id, check.status]));

describe('grading the fixture dealer sites end to end', () => {
  let good: Outcome;
  let goodAgain: Outcome;
  let poor: Outcome;

  beforeAll(async () => {
    [good, goodAgain, poor] = (await analyse([
      { url: `${sites.httpsUrl}/` },
      { url: sites.httpsUrl.replace('https://', '') },
      { url: `${sites.httpUrl}/poor` },
    ])) as [Outcome, Outcome, Outcome];
  }, 60_000);

  it('gives the good site (TLS, trusted through NODE_EXTRA_CA_CERTS) its expected scores', () => {
    const result = good.result!;
    expect(result.finalUrl).toBe(`${sites.httpsUrl}/`);
    expect(result.scores).toEqual({
      speed: 90,
      mobile: 100,
      security: 90,
      seo: 100,
      ux: 100,
      overall: 96,
      // Performance is the Speed score (timed by the download until the phone has measured).
      categories: { mobile: 100, seo: 100, performance: 90, leadGeneration: 100 },
    });
    expect(result.checks.length).toBeGreaterThanOrEqual(30);
    expect(result.checks.every((check) => check.status === 'pass')).toBe(true);
    expect(result.facts).toEqual({
      metaTitle: 'Kyrenia Motors – Quality Used Cars in Kyrenia',
      metaDescription: expect.stringContaining('inspected used cars'),
      hasSsl: true,
      hasStructuredData: true,
      mobileResponsive: true,
      contactForms: 2,
      words: expect.any(Number),
    });
    expect(result.facts.words).toBeGreaterThan(100);
    expect(result.pageSpeed).toEqual({ source: 'own', reason: 'not_configured' });
  });

  it('is repeatable: the same site typed without a scheme grades the same', () => {
    expect(goodAgain.result?.url).toBe(`${sites.httpsUrl}/`);
    expect(goodAgain.result?.scores).toEqual(good.result?.scores);
    expect(statuses(goodAgain.result)).toEqual(statuses(good.result));
  });

  it('gives the poor site (plain HTTP, two redirects) its expected scores and findings', () => {
    const result = poor.result!;
    expect(result.finalUrl).toBe(`${sites.httpUrl}/poor/index.html`);
    expect(result.redirects).toBe(2);
    expect(result.scores).toEqual({
      speed: 90,
      mobile: 16,
      security: 20,
      seo: 33,
      ux: 30,
      overall: 38,
      categories: { mobile: 16, seo: 33, performance: 90, leadGeneration: 28 },
    });
    expect(statuses(result)).toMatchObject({
      viewport: 'fail',
      title: 'partial',
      singleH1: 'partial',
      structuredData: 'fail',
      compression: 'fail',
      renderBlockingScripts: 'fail',
      redirects: 'partial',
      https: 'fail',
      outdatedJquery: 'fail',
      contactForm: 'partial',
      whatsapp: 'fail',
    });
    expect(result.facts).toMatchObject({ hasSsl: false, mobileResponsive: false, contactForms: 0 });
  });

  it('finds the good site’s stock list and a car’s page through the guard, and grades them as a buyer uses them', () => {
    const dealer = good.result!.dealer!;
    expect(dealer.pages).toEqual([
      {
        role: 'stock',
        found: true,
        url: `${sites.httpsUrl}/used-cars/`,
        foundBy: 'link',
        status: 200,
      },
      {
        role: 'car',
        found: true,
        url: `${sites.httpsUrl}/used-cars/2019-toyota-corolla-hybrid/`,
        foundBy: 'stock-page',
        status: 200,
      },
    ]);
    expect(dealerStatuses(good.result)).toEqual({
      'stock-found': 'pass',
      'stock-in-html': 'pass',
      'stock-own-domain': 'pass',
      'car-own-url': 'pass',
      'car-structured-data': 'pass',
      'car-price': 'pass',
      'car-photos': 'pass',
      'car-enquiry': 'pass',
      'car-title': 'pass',
      // Its AutoDealer markup names no opening hours, and no map is linked.
      'dealer-local': 'partial',
      'dealer-languages': 'pass',
    });
    // The costliest first: the only one that costs this dealer anything.
    expect(dealer.checks[0]).toMatchObject({ id: 'dealer-local', cost: 2.5 });
    expect(dealer.checks.find((check) => check.id === 'stock-in-html')?.evidence).toMatchObject({
      cars: 3,
    });
  });

  it('reports the poor site’s stock list as not found, with what was looked at, never guessed', () => {
    const dealer = poor.result!.dealer!;
    expect(dealer.pages.map((page) => [page.role, page.found])).toEqual([
      ['stock', false],
      ['car', false],
    ]);
    const stock = dealer.pages[0]!;
    expect(stock.found ? [] : stock.tried.map((item) => item.where)).toContain('home-links');
    expect(dealerStatuses(poor.result)).toMatchObject({
      'stock-found': 'fail',
      'stock-in-html': 'na',
      'car-own-url': 'na',
      'car-price': 'na',
    });
    expect(dealer.checks[0]?.id).toBe('stock-found');
  });
});

describe('guards and fallbacks, end to end', () => {
  it('refuses loopback without the test-only setting, untrusted TLS, and non-HTML', async () => {
    const [loopback, json] = await analyse([
      { url: `${sites.httpUrl}/poor`, allowLoopback: false },
      { url: `${sites.httpUrl}/stock.json` },
    ]);
    expect(loopback?.refused).toBe('private_address');
    expect(json?.refused).toBe('not_html');
    const [untrusted] = await analyse([{ url: `${sites.httpsUrl}/` }], { trustTestCa: false });
    expect(untrusted?.refused).toBe('tls_failed');
  }, 60_000);

  it('uses PageSpeed Insights when it answers, and says so when it falls back', async () => {
    const job = (mode: string, timeoutMs = 5000) => ({
      url: `${sites.httpsUrl}/`,
      pageSpeed: { baseUrl: `${pageSpeed.origin}/${mode}`, timeoutMs },
    });
    const [ok, limited, slow] = await analyse([job('ok'), job('limited'), job('slow', 500)]);
    expect(ok?.result?.pageSpeed).toEqual({
      source: 'pagespeed',
      score: 87,
      fcpMs: 812,
      lcpMs: 1535,
    });
    expect(ok?.result?.scores.speed).toBe(87);
    expect(ok?.result?.scores.overall).toBe(95);
    expect(limited?.result?.pageSpeed).toEqual({ source: 'own', reason: 'rate_limited' });
    expect(limited?.result?.scores.speed).toBe(90);
    expect(slow?.result?.pageSpeed).toEqual({ source: 'own', reason: 'timeout' });
    expect(slow?.result?.scores.overall).toBe(96);
  }, 60_000);
});
