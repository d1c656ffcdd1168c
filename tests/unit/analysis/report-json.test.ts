import { describe, expect, it } from 'vitest';
import { storedLighthouseResult as stored } from '@/tests/fixtures/lighthouse/stored';
import { resultFixture } from '@/tests/unit/mail/fixtures';
import type { BrowserResult } from '@/lib/analysis/browser/browser-result';
import { extractRun } from '@/lib/analysis/browser/extract';
import type { CheckStatus } from '@/lib/analysis/checks/check-types';
import type { MeasurementView } from '@/lib/analysis/measurements/status';
import { reportJson, reportJsonTexts, type ReportJson } from '@/lib/analysis/report-json';
import { reportScores } from '@/lib/analysis/report-scores';
import type { StoredReport } from '@/lib/analysis/reports';
import { prioritisedIssues } from '@/lib/analysis/scoring';
import el from '@/messages/el.json';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';

const statuses: CheckStatus[] = ['pass', 'partial', 'fail'];

/** A report of every kind of check outcome, as the repository hands it over. */
const report: StoredReport = {
  id: '0196a000-0000-7000-8000-000000000001',
  url: 'https://www.kyrenia-motors.example/',
  createdAt: new Date('2026-03-16T10:00:01.000Z'),
  result: resultFixture((index) => statuses[index % 3]!),
};

/**
 * Heavy Motors as Lighthouse 13.5 measured it (five opportunities: time and a layout shift),
 * with a fix measured in bytes only and two third parties, which its extraction may not fill.
 */
const heavy: BrowserResult = (() => {
  const run = extractRun(stored('heavy'))!.result;
  return {
    ...run,
    method: { ...run.method!, otherLoads: [12], otherLoad: 12 },
    opportunities: [
      ...run.opportunities,
      { id: 'pageWeight', savingsMs: 0, savingsBytes: 250_000, cls: 0 },
    ],
    thirdParties: [
      {
        name: 'Google Tag Manager',
        host: 'www.googletagmanager.com',
        mainThreadMs: 310,
        bytes: 98_000,
      },
      { name: 'Chat Vendor', host: 'widget.chat.example', mainThreadMs: 120, bytes: 54_000 },
    ],
    refusedConnections: 0,
    screenshot: {
      id: '0196a000-0000-7000-8000-0000000000aa',
      width: 412,
      height: 823,
      timingMs: 17_000,
    },
    filmstrip: [],
    runMs: 7_700,
  };
})();

const done: MeasurementView = {
  state: 'done',
  result: heavy,
  median: null,
  finishedAt: new Date('2026-03-16T10:00:09.000Z'),
};
const measuring: MeasurementView = { state: 'measuring', etaSeconds: 12, progress: 40 };
const failed: MeasurementView = { state: 'failed', reason: 'timeout' };

const english = reportJsonTexts('en', en);
const turkish = reportJsonTexts('tr', tr);

/** What the report page shows of the same report and measurement. */
function expectThePageScores(json: ReportJson, view: MeasurementView) {
  const page = reportScores(report.result, view);
  expect(json.overall).toEqual({ score: page.scores.overall, provisional: page.provisional });
  expect(json.categories).toEqual(page.scores.categories);
  const { speed, mobile, security, seo, ux } = page.scores;
  expect(json.scores).toEqual({ speed, mobile, security, seo, ux });
}

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

const nothingMeasured = {
  score: null,
  runs: null,
  benchmarkIndex: null,
  otherLoadPercent: null,
  lcpMs: null,
  tbtMs: null,
  cls: null,
  fcpMs: null,
  siMs: null,
};

/**
 * `GET /api/grader/reports/<id>`: a report as data, from the same scores as its page and its
 * e-mail, so that a program reading it and a dealer reading the page see one grade.
 */
describe('a report as JSON', () => {
  it('gives a measured report the page’s scores and the phone’s measured values', () => {
    const json = reportJson(report, done, english);
    expectThePageScores(json, done);
    expect(json).toMatchObject({
      id: report.id,
      url: report.url,
      status: 'done',
      locale: 'en',
      speedSource: 'browser',
      overall: { provisional: false },
      measurement: {
        status: 'done',
        score: heavy.score,
        runs: 1,
        measurements: 1,
        benchmarkIndex: heavy.method!.benchmarkIndex,
        otherLoadPercent: 12,
        lcpMs: heavy.values.lcp,
        tbtMs: heavy.values.tbt,
        cls: heavy.values.cls,
        fcpMs: heavy.values.fcp,
        siMs: heavy.values.si,
        screenshot: '/grader-shots/0196a000-0000-7000-8000-0000000000aa.jpg',
        measuredAt: '2026-03-16T10:00:09.000Z',
      },
    });
    expect(json.measurement).not.toHaveProperty('reason');
    expect(json.categories.performance).toBe(heavy.score);
    expect(json.thirdParties).toEqual(heavy.thirdParties);
  });

  it('takes the values of a page measured several times from their median', () => {
    const median: MeasurementView = {
      ...done,
      median: {
        runs: 3,
        score: 20,
        values: { fcp: 9_000, lcp: 12_000, tbt: 3_000, cls: 0.2, si: 9_500 },
      },
    };
    const json = reportJson(report, median, english);
    expectThePageScores(json, median);
    expect(json.measurement).toMatchObject({
      score: 20,
      runs: 1,
      measurements: 3,
      lcpMs: 12_000,
      tbtMs: 3_000,
      cls: 0.2,
      fcpMs: 9_000,
      siMs: 9_500,
    });
    expect(json.categories.performance).toBe(20);
  });

  it('ranks the phone’s fixes first in their order, then the checks’ by points lost', () => {
    const { fixes } = reportJson(report, done, english);
    const issues = prioritisedIssues(report.result.checks);
    expect(fixes.map((fix) => fix.rank)).toEqual(fixes.map((_, index) => index + 1));
    expect(fixes.map((fix) => `${fix.source}:${fix.id}`)).toEqual([
      ...heavy.opportunities.map((opportunity) => `phone:${opportunity.id}`),
      ...issues.map((check) => `checks:${check.id}`),
    ]);
    // Each in the unit that says most: time, else the layout shift, else bytes.
    expect(fixes.slice(0, 6).map((fix) => fix.saving)).toEqual([
      { value: heavy.opportunities[0]!.savingsMs, unit: 'ms' }, // scripts keep the phone busy
      { value: 0.267, unit: 'cls' },
      ...heavy.opportunities.slice(2, 5).map((fix) => ({ value: fix.savingsMs, unit: 'ms' })),
      { value: 250_000, unit: 'bytes' },
    ]);
    expect(heavy.opportunities[0]!.savingsMs).toBeGreaterThan(4000);
    const checkFixes = fixes.filter((fix) => fix.source === 'checks');
    expect(checkFixes.map((fix) => fix.saving.value)).toEqual(
      issues.map((check) => check.weight * (check.status === 'fail' ? 1 : 0.5)),
    );
    expect(checkFixes.every((fix) => fix.saving.unit === 'points')).toBe(true);
    // The page's own titles: the phone result's headings, the checks' labels.
    expect(fixes[0]!.title).toBe(en.GraderBrowser.opportunities.mainThread.title);
    expect(checkFixes[0]!.title).toBe(english.check.label(issues[0]!));
    expect(checkFixes[0]!.text).toBe(english.check.fix(issues[0]!));
  });

  it('lists every check as judged on the HTML download', () => {
    const { checks } = reportJson(report, done, english);
    expect(checks.map(({ id, category, status }) => ({ id, category, status }))).toEqual(
      report.result.checks.map(({ id, category, status }) => ({ id, category, status })),
    );
    expect(checks.every((check) => check.seen === 'html')).toBe(true);
    expect(new Set(checks.map((check) => check.status))).toEqual(new Set(statuses));
  });

  it('says a report is measuring, its scores provisional, while the phone is at work', () => {
    const queued: MeasurementView = { state: 'queued', position: 2, etaSeconds: 30, progress: 5 };
    for (const view of [measuring, queued]) {
      const json = reportJson(report, view, english);
      expectThePageScores(json, view);
      expect(json.status).toBe('measuring');
      expect(json.overall.provisional).toBe(true);
      expect(json.measurement).toEqual({
        status: view.state,
        ...nothingMeasured,
        measurements: null,
        screenshot: null,
        measuredAt: null,
      });
      expect(json.fixes.every((fix) => fix.source === 'checks')).toBe(true);
      expect(json.fixes[0]!.rank).toBe(1);
      expect(json.thirdParties).toEqual([]);
    }
  });

  it('keeps the instant report, a verdict, when the phone could not measure', () => {
    const json = reportJson(report, failed, english);
    expectThePageScores(json, failed);
    expect(json).toMatchObject({
      status: 'failed',
      overall: { provisional: false },
      speedSource: 'download',
      measurement: { status: 'failed', ...nothingMeasured, reason: 'timeout' },
      thirdParties: [],
    });
  });

  it('words its titles in the language asked for', () => {
    const inEnglish = reportJson(report, done, english);
    const inTurkish = reportJson(report, done, turkish);
    expect(inTurkish.locale).toBe('tr');
    expect(inTurkish.overall).toEqual(inEnglish.overall);
    for (const index of [0, heavy.opportunities.length]) {
      expect(inTurkish.fixes[index]!.id).toBe(inEnglish.fixes[index]!.id);
      expect(inTurkish.fixes[index]!.title).not.toBe(inEnglish.fixes[index]!.title);
    }
    expect(inTurkish.fixes[0]!.title).toBe(tr.GraderBrowser.opportunities.mainThread.title);
  });

  it('holds nothing personal: the site and what was measured', () => {
    for (const view of [done, measuring, failed]) {
      for (const texts of [english, turkish, reportJsonTexts('el', el)]) {
        const json = reportJson(report, view, texts);
        const text = JSON.stringify(json);
        expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.-]+/);
        // A third party has a name; nothing else does, nor an address or a phone.
        expect(keysOf({ ...json, thirdParties: [] })).not.toEqual(
          expect.arrayContaining([expect.stringMatching(/^(e-?mail|name|ip|phone|company)$/i)]),
        );
        // A screenshot is linked, never inlined.
        expect(text).not.toContain('data:image');
      }
    }
  });
});

describe('a report’s dealer pages as JSON', () => {
  const withDealer: StoredReport = {
    ...report,
    result: {
      ...report.result,
      dealer: {
        pages: [
          {
            role: 'stock',
            found: true,
            url: 'https://kyrenia-motors.example/used-cars/',
            foundBy: 'link',
            status: 200,
          },
          { role: 'car', found: false, tried: [{ where: 'stock-links', links: 0 }] },
        ],
        checks: [
          {
            id: 'stock-in-html',
            page: 'stock',
            status: 'fail',
            evidence: { state: 'none', cars: 0 },
            cost: 9,
          },
          { id: 'car-price', page: 'car', status: 'na', evidence: { state: 'notFound' }, cost: 0 },
        ],
      },
    },
  };

  it('gives each page its own measurement, as the home page’s, and each dealer check its page', () => {
    const json = reportJson(withDealer, done, english, { stock: measuring });
    expect(json.pages.map((page) => page.role)).toEqual(['home', 'stock', 'car']);
    expect(json.pages[0]?.measurement).toEqual(reportJson(withDealer, done, english).measurement);
    expect(json.pages[1]).toMatchObject({
      found: true,
      foundBy: 'link',
      summary: 'found from a link on your home page',
      measurement: { status: 'measuring', score: null },
    });
    expect(json.pages[2]).toMatchObject({
      found: false,
      summary: 'Not found. We looked at 0 links on your stock list.',
    });
    expect(json.pages[2]).not.toHaveProperty('measurement');
    expect(json.dealerChecks).toEqual([
      expect.objectContaining({ id: 'stock-in-html', page: 'stock', status: 'fail', cost: 9 }),
      expect.objectContaining({ id: 'car-price', page: 'car', status: 'na', cost: 0 }),
      // The phone's check of the car page: no car page, nothing to measure.
      expect.objectContaining({ id: 'car-contact', page: 'car', status: 'na', cost: 0 }),
    ]);
    expect(json.dealerChecks[0]?.evidence).toBe(
      "The stock list's HTML links to no cars: the list is drawn by JavaScript, so search engines and link previews see an empty page.",
    );
  });

  it('weighs the pages’ phone scores in Speed, and is measuring until each page is in', () => {
    const stockDone: MeasurementView = { ...done, result: { ...heavy, score: 91 } };
    const home = heavy.score;
    // The car page was not found: its quarter goes to the two measured, two thirds and a third.
    const weighed = Math.round((home * 50 + 91 * 25) / 75);
    expect(weighed).not.toBe(home);

    const json = reportJson(withDealer, done, english, { stock: stockDone });
    expect(json.status).toBe('done');
    expect(json.scores.speed).toBe(weighed);
    expect(json.categories.performance).toBe(weighed);
    expect(json.overall.provisional).toBe(false);
    expect(json.pages.map((page) => page.speedPercent)).toEqual([67, 33, null]);
    expect(json.pages[1]?.measurement).toMatchObject({ status: 'done', score: 91 });
    // Its card's first fixes, worded as the home page's.
    const first = heavy.opportunities.slice(0, 3);
    expect(first).toHaveLength(3);
    expect(json.pages[1]).toMatchObject({
      fixes: first.map((opportunity) => ({
        id: opportunity.id,
        source: 'phone',
        title: english.opportunity(opportunity).title,
      })),
    });
    // The page shows the same grade from the same views.
    const page = reportScores(withDealer.result, done, { stock: stockDone });
    expect(json.overall.score).toBe(page.scores.overall);

    // While the stock list is still measured, the home page alone makes Speed, provisionally.
    const waiting = reportJson(withDealer, done, english, { stock: measuring });
    expect(waiting.status).toBe('measuring');
    expect(waiting.overall.provisional).toBe(true);
    expect(waiting.scores.speed).toBe(home);
    expect(waiting.pages.map((page) => page.speedPercent)).toEqual([100, null, null]);

    // A page the phone could not measure leaves its share: the verdict is the home page's.
    const lost = reportJson(withDealer, done, english, { stock: failed });
    expect(lost).toMatchObject({ status: 'done', overall: { provisional: false } });
    expect(lost.scores.speed).toBe(home);
  });
});
