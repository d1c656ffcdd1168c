import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisReportRepository } from '@/lib/analysis/reports';
import { measurementRepository } from '@/lib/analysis/measurements/measurement-repository';
import { requestAnalysis, type AnalysisDeps } from '@/lib/analysis/service';
import { clientKeyHash } from '@/lib/rate-limit/client-key';
import { startFixtureSites, type FixtureSites } from '@/tests/fixtures/sites/server';
import { createTestTls } from '@/tests/fixtures/tls';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { engines, freshDatabase, type TestDatabase } from './databases';

let sites: FixtureSites;
let tlsDir: string;
beforeAll(async () => {
  tlsDir = await mkdtemp(join(tmpdir(), 'autosites-tls-'));
  sites = await startFixtureSites({ tls: createTestTls(tlsDir) });
}, 30_000);
afterAll(async () => {
  await sites?.close();
  await rm(tlsDir, { recursive: true, force: true });
});

describe.each(engines)('analysis service on %s', (engine) => {
  let test: TestDatabase;
  let clock: Date;
  let deps: AnalysisDeps;
  beforeAll(async () => {
    test = await freshDatabase(engine);
    clock = new Date('2030-03-01T09:00:00Z');
    deps = {
      prisma: test.database.prisma,
      engine: { allowLoopback: true, pageSpeed: null },
      jobs: test.jobs,
      now: () => clock,
    };
  }, 60_000);
  afterAll(() => test?.dispose());

  it('stores a report and reuses it for the same URL for 24 hours', async () => {
    const first = await requestAnalysis(`${sites.httpUrl}/poor`, '192.0.2.1', deps);
    if (!first.ok) throw new Error(first.reason);
    expect(first.reused).toBe(false);
    expect(first.report.result.scores.overall).toBe(38);

    clock = new Date('2030-03-02T08:59:00Z');
    const again = await requestAnalysis(`${sites.httpUrl}/poor#top`, '192.0.2.99', deps);
    expect(again).toMatchObject({ ok: true, reused: true, report: { id: first.report.id } });

    clock = new Date('2030-03-02T09:00:01Z');
    const later = await requestAnalysis(`${sites.httpUrl}/poor`, '192.0.2.1', deps);
    expect(later.ok && later.report.id).not.toBe(first.report.id);

    const stored = await analysisReportRepository(test.database.prisma).findById(first.report.id);
    expect(stored?.result).toEqual(first.report.result);
    expect(await analysisReportRepository(test.database.prisma).findById('not-a-uuid')).toBeNull();
  }, 60_000);

  it("queues the phone measurement in the name of the visitor who asked: a hash of their IP's key, never the IP", async () => {
    const prisma = test.database.prisma;
    const outcome = await requestAnalysis(`${sites.httpUrl}/poor?visitor=1`, '2001:db8:5:6::9', {
      ...deps,
      canMeasure: true,
    });
    if (!outcome.ok) throw new Error(outcome.reason);
    const measurement = await measurementRepository(prisma).forReport(outcome.report.id);
    // One IPv6 host has its whole /64: another address in it is the same visitor.
    expect(measurement).toMatchObject({
      status: 'queued',
      visitorHash: clientKeyHash('2001:db8:5:6::1'),
    });
    expect(JSON.stringify(measurement)).not.toContain('2001:db8');
    await prisma.browserMeasurement.deleteMany();
  }, 60_000);

  it('lets one IP start 10 new analyses an hour; reused reports do not count', async () => {
    clock = new Date('2030-04-01T10:00:00Z');
    const ip = '198.51.100.20';
    for (let i = 0; i < 10; i += 1) {
      const outcome = await requestAnalysis(`${sites.httpUrl}/poor?page=${i}`, ip, deps);
      expect(outcome.ok, `analysis ${i + 1}`).toBe(true);
    }
    clock = new Date('2030-04-01T10:20:00Z');
    expect(await requestAnalysis(`${sites.httpUrl}/poor?page=10`, ip, deps)).toEqual({
      ok: false,
      reason: 'rate_limited',
      retryAfterMinutes: 40,
    });
    // A report made within the day is still served, and other visitors are not affected.
    expect((await requestAnalysis(`${sites.httpUrl}/poor?page=3`, ip, deps)).ok).toBe(true);
    expect((await requestAnalysis(`${sites.httpUrl}/poor?page=10`, '198.51.100.21', deps)).ok).toBe(
      true,
    );
    clock = new Date('2030-04-01T11:00:01Z');
    expect((await requestAnalysis(`${sites.httpUrl}/poor?page=11`, ip, deps)).ok).toBe(true);
  }, 120_000);

  it('refuses without storing anything, and never counts unreadable input', async () => {
    const reports = () => test.database.prisma.analysisReport.count();
    const before = await reports();
    const hits = async () =>
      (await test.database.prisma.rateLimitWindow.aggregate({ _sum: { count: true } }))._sum
        .count ?? 0;
    const hitsBefore = await hits();
    expect(await requestAnalysis('javascript:alert(1)', '203.0.113.5', deps)).toEqual({
      ok: false,
      reason: 'unsupported_scheme',
    });
    expect(await requestAnalysis('http://10.0.0.1/', '203.0.113.5', deps)).toEqual({
      ok: false,
      reason: 'private_address',
    });
    expect(await hits()).toBe(hitsBefore);
    expect(await requestAnalysis(`${sites.httpUrl}/stock.json`, '203.0.113.5', deps)).toEqual({
      ok: false,
      reason: 'not_html',
    });
    expect(await reports()).toBe(before);
  }, 60_000);

  it('measures a URL once when several visitors ask at the same moment', async () => {
    clock = new Date('2030-05-01T10:00:00Z');
    const url = `${sites.httpUrl}/poor?together`;
    const outcomes = await Promise.all(
      ['203.0.113.30', '203.0.113.31', '203.0.113.32'].map((ip) => requestAnalysis(url, ip, deps)),
    );
    const ids = new Set(outcomes.map((o) => (o.ok ? o.report.id : o.reason)));
    expect(ids.size).toBe(1);
    expect(await test.database.prisma.analysisReport.count({ where: { url: `${url}` } })).toBe(1);
  }, 60_000);

  it('looks at the stock list and car page a visitor typed, afresh, and refuses one the guard refuses', async () => {
    clock = new Date('2030-06-01T10:00:00Z');
    // /poor/ redirects to /poor/index.html; the fixture serves the same page at /.
    const url = `${sites.httpUrl}/poor/`;
    const plain = await requestAnalysis(url, '203.0.113.40', deps);
    if (!plain.ok) throw new Error(plain.reason);
    expect(plain.report.result.dealer?.pages[0]).toMatchObject({ role: 'stock', found: false });

    const given = await requestAnalysis(url, '203.0.113.40', deps, {
      stock: ` ${sites.httpUrl}/ `,
      car: `${sites.httpUrl}/no-such-car`,
    });
    if (!given.ok) throw new Error(given.reason);
    // Not the report made without them: the typed pages are looked at.
    expect(given.reused).toBe(false);
    expect(given.report.id).not.toBe(plain.report.id);
    expect(given.report.result.dealer?.pages).toEqual([
      {
        role: 'stock',
        found: true,
        url: `${sites.httpUrl}/`,
        foundBy: 'given',
        status: 200,
      },
      // The typed car page answered 404: said, then looked for as usual (nothing found).
      {
        role: 'car',
        found: false,
        tried: [
          { where: 'given', status: 404 },
          { where: 'stock-links', links: 0 },
        ],
      },
    ]);

    // Without a browser nothing is queued for the dealer pages.
    expect(
      await test.database.prisma.browserMeasurement.findMany({
        where: { reportId: given.report.id },
        select: { role: true, status: true },
      }),
    ).toEqual([{ role: 'home', status: 'failed' }]);

    const reports = await test.database.prisma.analysisReport.count();
    expect(
      await requestAnalysis(url, '203.0.113.40', deps, { stock: 'http://10.0.0.1/stock' }),
    ).toEqual({ ok: false, reason: 'private_address', page: 'stock' });
    expect(
      await requestAnalysis(url, '203.0.113.40', deps, { car: 'javascript:alert(1)' }),
    ).toEqual({ ok: false, reason: 'unsupported_scheme', page: 'car' });
    expect(await test.database.prisma.analysisReport.count()).toBe(reports);
  }, 60_000);

  it('queues a phone measurement for each dealer page found, after the page’s own, for the same visitor', async () => {
    clock = new Date('2030-07-01T10:00:00Z');
    const prisma = test.database.prisma;
    const outcome = await requestAnalysis(
      `${sites.httpUrl}/poor/`,
      '203.0.113.41',
      { ...deps, canMeasure: true },
      { stock: `${sites.httpUrl}/` },
      { phoneForDealerPages: true },
    );
    if (!outcome.ok) throw new Error(outcome.reason);
    const measurements = measurementRepository(prisma);
    const home = await measurements.forReport(outcome.report.id);
    const stock = await measurements.forReport(outcome.report.id, 'stock');
    expect(home).toMatchObject({ role: 'home', url: `${sites.httpUrl}/poor/index.html` });
    expect(stock).toMatchObject({
      role: 'stock',
      url: `${sites.httpUrl}/`,
      status: 'queued',
      visitorHash: home?.visitorHash,
    });
    // No car page was found: none is measured.
    expect(await measurements.forReport(outcome.report.id, 'car')).toBeNull();
    await prisma.browserMeasurement.deleteMany();
  }, 60_000);

  it('leaves the dealer pages out of the browser’s queue for the competitor tool, and queues them when the grader reuses its report', async () => {
    clock = new Date('2030-08-01T10:00:00Z');
    const prisma = test.database.prisma;
    const measuring = { ...deps, canMeasure: true };
    // The competitor tool grades the site: only its page goes to the browser.
    const competitor = await requestAnalysis(`${sites.httpUrl}/`, '203.0.113.42', measuring);
    if (!competitor.ok) throw new Error(competitor.reason);
    const roles = async (reportId: string) =>
      (
        await prisma.browserMeasurement.findMany({ where: { reportId }, orderBy: { id: 'asc' } })
      ).map((row) => row.role);
    expect(await roles(competitor.report.id)).toEqual(['home']);
    // A dealer page found (as the grader's analysis would), then the grader asks for the site.
    await prisma.analysisReport.update({
      where: { id: competitor.report.id },
      data: {
        result: {
          ...competitor.report.result,
          dealer: {
            pages: [
              {
                role: 'stock',
                found: true,
                url: `${sites.httpUrl}/poor/`,
                foundBy: 'link',
                status: 200,
              },
              { role: 'car', found: false, tried: [] },
            ],
            checks: [],
          },
        },
      },
    });
    const grader = await requestAnalysis(
      `${sites.httpUrl}/`,
      '203.0.113.43',
      measuring,
      {},
      {
        phoneForDealerPages: true,
      },
    );
    expect(grader).toMatchObject({ ok: true, reused: true, report: { id: competitor.report.id } });
    expect(await roles(competitor.report.id)).toEqual(['home', 'stock']);
    // Asked again: nothing is queued twice.
    await requestAnalysis(
      `${sites.httpUrl}/`,
      '203.0.113.43',
      measuring,
      {},
      { phoneForDealerPages: true },
    );
    expect(await roles(competitor.report.id)).toEqual(['home', 'stock']);
    await prisma.browserMeasurement.deleteMany();
  }, 60_000);
});
