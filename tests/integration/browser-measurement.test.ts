import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromium } from '@/lib/analysis/browser/chromium';
import { processesMentioning, profilePrefix } from '@/lib/analysis/browser/process-tree';
import { runMeasurement, type RunOutcome } from '@/lib/analysis/browser/run';
import { testHostsResolver } from '@/lib/analysis/network';
import {
  startBrowserSites,
  testPublicAddress,
  type BrowserSites,
} from '@/tests/fixtures/browser-sites/server';
import {
  startInternalListener,
  type InternalListener,
} from '@/tests/fixtures/browser-sites/internal-listener';

/**
 * Lighthouse in Debian's Chromium, for real, against the fixture sites on the test network's
 * "public" loopback address, through the guarding proxy with the production policy (no
 * loopback allowed): only the fixture names' address counts as public.
 */
const chromePath = findChromium(process.env.CHROME_PATH, process.env.PATH);
const runnerPath = join(process.cwd(), 'lib/analysis/browser/lighthouse-runner.mjs');

let listener: InternalListener;
let sites: BrowserSites;

beforeAll(async () => {
  listener = await startInternalListener();
  sites = await startBrowserSites({ internalPort: listener.port });
});
afterAll(async () => {
  await Promise.all([sites?.close(), listener?.close()]);
});

/**
 * One measurement. The rest of the suite keeps the machine busy, so the load-again rule for a
 * busy machine is off (100%) unless a test turns it on.
 */
function measure(
  url: string,
  deadlineMs = 45_000,
  repeatBelowBenchmark?: number,
  repeatAboveOtherLoad = 100,
): Promise<RunOutcome> {
  if (!chromePath) throw new Error('Chromium is missing: run under scripts/test-env.sh');
  return runMeasurement({
    chromePath,
    url,
    deadlineMs,
    runnerPath,
    repeatBelowBenchmark,
    repeatAboveOtherLoad,
    network: {
      allowLoopback: false,
      publicForTests: [testPublicAddress],
      resolver: testHostsResolver(sites.testHosts),
    },
  });
}

const ourProfiles = () =>
  readdirSync(tmpdir()).filter((name) => name.startsWith(`${profilePrefix}${process.pid}-`));

describe('browser measurement', () => {
  it('scores a heavy site far below a light one, and names the hidden hero as its LCP', async () => {
    // The light site as on a machine too slow to trust one load (every benchmark counts as too
    // slow): three loads and the median kept. The runner loads again only while the loads fit in
    // 80% of the deadline: a deadline of 2 minutes leaves room for three even when the rest of
    // the suite slows each load to 25 s (CI once read a benchmark of 322, and 45 s held one).
    const light = await measure(sites.url('light'), 120_000, 1_000_000_000);
    const heavy = await measure(sites.url('heavy'));
    if (!light.ok || !heavy.ok)
      throw new Error(JSON.stringify({ light, heavy }, null, 1).slice(0, 2000));
    // The gap, not the light page's own score: with the rest of the suite on the other core the
    // light page read 84 once (a grade that follows the machine's load is issue 38's subject).
    expect(light.run.result.score - heavy.run.result.score).toBeGreaterThanOrEqual(40);
    expect(heavy.run.result.score).toBeLessThanOrEqual(50);
    expect(heavy.run.result.values.lcp).toBeGreaterThan(4000);
    expect(heavy.run.result.values.tbt).toBeGreaterThan(600);
    expect(heavy.run.result.lcpElement?.selector).toContain('#hero');
    expect(heavy.run.result.totalBytes).toBeGreaterThan(2_000_000);
    expect(heavy.run.result.opportunities.map((o) => o.id)).toContain('renderBlocking');
    // Our score is Lighthouse's, computed from the metrics with the documented weights.
    expect(
      Math.abs(heavy.run.result.score - (heavy.run.result.lighthouseScore ?? -99)),
    ).toBeLessThanOrEqual(1);
    // How it was measured: Lighthouse's benchmark of the machine for each load, the kept load's
    // among them, and Lighthouse's own 4× CPU slowdown, as its CLI uses.
    const method = heavy.run.result.method!;
    expect(method.runs).toBeGreaterThanOrEqual(1);
    expect(method.benchmarkIndexes).toHaveLength(method.runs);
    expect(method.benchmarkIndex).toBeGreaterThan(0);
    expect(method.benchmarkIndexes).toContain(method.benchmarkIndex);
    expect(method.cpuSlowdown).toBe(4);
    expect(light.run.result.method).toMatchObject({ runs: 3, benchmarkIndexes: expect.any(Array) });
    expect(light.run.result.method!.benchmarkIndexes).toHaveLength(3);
    expect(light.run.result.method!.benchmarkIndexes).toContain(
      light.run.result.method!.benchmarkIndex,
    );
    expect(heavy.run.screenshot?.contentType).toBe('image/jpeg');
    expect(heavy.run.filmstrip.length).toBeGreaterThan(3);
    expect(ourProfiles()).toEqual([]);
  }, 300_000);

  it('loads the page again while other work holds our machine, and says how busy it was', async () => {
    // A process per core that spins on the CPU, at the lowest priority: they take what the suite
    // and the measurement leave, so that other work holds well over a quarter of the machine.
    const spinners = Array.from({ length: availableParallelism() }, () =>
      spawn('nice', ['-n', '19', process.execPath, '-e', 'for (;;) {}'], { stdio: 'ignore' }),
    );
    try {
      // The benchmark alone would keep one load (its line is 0); the machine's load may not.
      const outcome = await measure(sites.url('light'), 120_000, 0, 25);
      if (!outcome.ok) throw new Error(JSON.stringify(outcome).slice(0, 2000));
      const method = outcome.run.result.method!;
      expect(method.runs).toBe(3);
      expect(method.otherLoads).toHaveLength(3);
      for (const load of method.otherLoads!) expect(load).toBeGreaterThan(25);
    } finally {
      for (const spinner of spinners) spinner.kill('SIGKILL');
    }
  }, 180_000);

  it('reads the page as the phone rendered it: a site built by its script is not empty', async () => {
    // One load (a benchmark of 0 or more is enough): the rendered page is read after the first.
    const outcome = await measure(sites.url('spa'), 45_000, 0);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome).slice(0, 2000));
    // One load, with what other work took of the machine during it recorded (a percentage).
    expect(outcome.run.result.method).toMatchObject({ runs: 1, otherLoads: [expect.any(Number)] });
    const rendered = outcome.run.result.rendered!;
    expect(
      Object.fromEntries(rendered.checks.map((check) => [check.id, check.status])),
    ).toMatchObject({
      contactForm: 'pass',
      phoneLink: 'pass',
      whatsapp: 'pass',
      chatWidget: 'pass',
      callToAction: 'pass',
      inventory: 'pass',
    });
    expect(rendered.words).toBeGreaterThan(60);
    // Its call and WhatsApp links, which its script drew, on the phone's first screen.
    expect(outcome.run.result.firstScreen).toEqual({
      width: 390,
      height: 844,
      tel: 1,
      telShown: 1,
      whatsapp: 1,
      whatsappShown: 1,
    });
  }, 60_000);

  it('kills a page that never finishes loading at the deadline, with every process it started', async () => {
    const outcome = await measure(sites.url('endless'), 12_000);
    expect(outcome).toMatchObject({ ok: false, reason: 'timeout' });
    expect(outcome.runMs).toBeLessThan(16_000);
    expect(ourProfiles()).toEqual([]);
    expect(processesMentioning(`${profilePrefix}${process.pid}-`)).toEqual([]);
  }, 60_000);

  it('lets no channel of a hostile page reach an internal address', async () => {
    listener.hits.length = 0;
    // At least 20 of the page's targets aim at the listener itself, each through its own channel.
    const internal = sites.ssrfTargets.filter((target) => target.includes(`:${listener.port}`));
    expect(internal.length).toBeGreaterThanOrEqual(20);
    const outcome = await measure(sites.url('ssrf'));
    expect(listener.hits).toEqual([]);
    // The page did try: the guard refused its requests (UDP never even reached the proxy).
    const refused = outcome.refused.map((entry) => entry.target);
    expect(new Set(refused).size).toBeGreaterThanOrEqual(20);
    expect(refused).toEqual(
      expect.arrayContaining([
        expect.stringContaining('rebind.dealer.test'),
        expect.stringContaining('mixed.dealer.test'),
        expect.stringContaining('redirected-image'),
        expect.stringContaining('redirected-frame'),
        expect.stringContaining('169.254.169.254'),
        expect.stringContaining('10.0.0.1'),
        expect.stringContaining('192.168.1.1'),
        expect.stringContaining('100.64.0.1'),
        expect.stringMatching(/^CONNECT 127\.0\.0\.1:/),
        expect.stringMatching(/^CONNECT \[::1\]:/),
      ]),
    );
  }, 120_000);

  it('refuses a page whose own address redirects inside the network', async () => {
    listener.hits.length = 0;
    const inside = `http://127.0.0.1:${listener.port}/top-level`;
    const outcome = await measure(sites.url('ssrf', `/redirect?to=${encodeURIComponent(inside)}`));
    // Reported as refused ("an address inside a private network"), not as a page that failed.
    expect(outcome).toMatchObject({ ok: false, reason: 'blocked' });
    expect(outcome.refused.map((entry) => entry.target)).toContain(`GET ${inside}`);
    expect(listener.hits).toEqual([]);
    expect(ourProfiles()).toEqual([]);
  }, 120_000);

  it('(control) the same page in a browser without the guard does reach the listener', async () => {
    listener.hits.length = 0;
    const profile = mkdtempSync(join(tmpdir(), 'autosites-control-'));
    // No proxy, but no real DNS either: the test names resolve as the test network says.
    const rules = `MAP rebind.dealer.test 127.0.0.1, MAP mixed.dealer.test 127.0.0.1, MAP *.dealer.test ${testPublicAddress}, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1`;
    const chrome = spawn(
      chromePath!,
      [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        `--user-data-dir=${profile}`,
        `--host-resolver-rules=${rules}`,
        '--disable-background-networking',
        '--no-first-run',
        sites.url('ssrf', '/loopback-only'),
      ],
      { detached: true, stdio: 'ignore' },
    );
    try {
      await expect
        .poll(() => new Set(listener.hits.map((hit) => `${hit.via} ${hit.first}`)).size, {
          timeout: 30_000,
        })
        .toBeGreaterThanOrEqual(10);
      await expect
        .poll(() => listener.hits.some((hit) => hit.via === 'udp'), { timeout: 15_000 })
        .toBe(true);
    } finally {
      process.kill(-chrome.pid!, 'SIGKILL');
      rmSync(profile, { recursive: true, force: true });
    }
  }, 60_000);
});
