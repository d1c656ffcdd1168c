import { createTranslator, type Messages } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { blockingVariant } from './browser/advice';
import type {
  BrowserResult,
  OpportunityId,
  Opportunity,
  ThirdParty,
} from './browser/browser-result';
import { dealerPageFixes } from './dealer/dealer-page-types';
import type { MeasurementFailure } from './browser/run';
import type { CheckId, CheckResult } from './checks/all-checks';
import type { CheckCategory, CheckStatus } from './checks/check-types';
import type {
  DealerCheckId,
  DealerCheckPage,
  DealerCheckStatus,
  DealerPageFinding,
  DealerPageRole,
} from './dealer/dealer-page-types';
import type { MeasurementView } from './measurements/status';
import type { MeasuredPage } from './measurements/measurement-repository';
import { analysisTextsFor, type AnalysisTexts } from './present';
import { imageHref } from './report-paths';
import { dealerChecksWithPhone } from './dealer/contact-on-phone';
import { headlineRun, reportScores, type SpeedSource } from './report-scores';
import type { StoredReport } from './reports';
import { pointsLost, prioritisedIssues, type FiveScores, type GraderCategory } from './scoring';

/**
 * Where a report stands. `checking` is the instant checks' stage, which ends before the report
 * is stored: a stored report is never in it (the type keeps it so that a client can name every
 * stage of a grading with one type).
 */
export type ReportJsonStatus = 'checking' | 'measuring' | 'done' | 'failed';

/** The phone measurement: nulls where nothing was measured (yet). */
export type ReportJsonMeasurement = {
  status: 'queued' | 'measuring' | 'done' | 'failed';
  /** The Speed score, the median of the page's measurements of the last 7 days when several. */
  score: number | null;
  /** Page loads behind the kept result (up to three on a busy machine). */
  runs: number | null;
  /** How many measurements of the page `score` and the values are the median of. */
  measurements: number | null;
  /** Lighthouse's benchmark of our machine as the kept load started. */
  benchmarkIndex: number | null;
  /** The share (%) of our machine's CPU that other work took during the kept load. */
  otherLoadPercent: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  siMs: number | null;
  /** The phone screen at the end of the load (its link, never its bytes). */
  screenshot: string | null;
  measuredAt: string | null;
  /** Why the browser could not measure (failed only). */
  reason?: MeasurementFailure;
};

/**
 * `na` (not applicable) is never produced yet; `seen` says what the check judged: the HTML
 * download, or (a content check that does better there, once the phone has measured) the page
 * as the phone rendered it.
 */
export type ReportJsonCheck = {
  id: CheckId;
  /** The page it judged: the 46 checks run on the home page. */
  page: 'home';
  category: CheckCategory;
  status: CheckStatus | 'na';
  seen: 'html' | 'rendered';
  label: string;
};

/**
 * One thing to fix: the phone measurement's (time, layout shift or bytes it would save) or a
 * check's (the points of its category it loses, weight × what is missing), ranked across both.
 */
export type ReportJsonFix = {
  /** `scriptOnly`: part or all of the page exists only once its scripts have run. */
  id: OpportunityId | CheckId | 'scriptOnly';
  rank: number;
  source: 'phone' | 'checks';
  title: string;
  text: string;
  saving: { value: number; unit: 'ms' | 'cls' | 'bytes' | 'points' };
};

/**
 * A page of the dealer's site the report looked at: the home page (the address given), the stock
 * list and a car's page, each with how it was found, or not found with what was looked at.
 */
export type ReportJsonPage =
  | {
      role: 'home';
      found: true;
      url: string;
      foundBy: 'given';
      status: number;
      measurement: ReportJsonMeasurement;
      speedPercent: number | null;
    }
  | (DealerPageFinding & {
      summary: string;
      /** Its own phone measurement, as the home page's (absent when none was queued). */
      measurement?: ReportJsonMeasurement;
      /** The phone's first fixes for this page, as its card shows them (empty until measured). */
      fixes?: Omit<ReportJsonFix, 'rank'>[];
      /** Its share of the Speed score, in percent (null while it is not measured). */
      speedPercent: number | null;
    });

/** A dealer check (docs/grader.md), the costliest to the dealer first. */
export type ReportJsonDealerCheck = {
  id: DealerCheckId;
  page: DealerCheckPage;
  status: DealerCheckStatus;
  cost: number;
  label: string;
  evidence: string;
  fix: string;
};

/** `GET /api/grader/reports/<id>`: the report page's data, for programs (docs/grader.md). */
export type ReportJson = {
  id: string;
  url: string;
  finalUrl: string;
  analysedAt: string;
  /** The language of the titles and texts. */
  locale: Locale;
  status: ReportJsonStatus;
  /** The page's overall score; provisional while a page's phone measurement is still to come. */
  overall: { score: number; provisional: boolean };
  /** The page's category cards. */
  categories: Record<GraderCategory, number>;
  /** The five scores the overall is the mean of. */
  scores: FiveScores;
  /** Where the Speed score comes from. */
  speedSource: SpeedSource;
  measurement: ReportJsonMeasurement;
  /** The home page, and the stock list and car page when the report looked for them. */
  pages: ReportJsonPage[];
  checks: ReportJsonCheck[];
  /** The checks of the pages where buyers choose a car (empty on reports made before them). */
  dealerChecks: ReportJsonDealerCheck[];
  fixes: ReportJsonFix[];
  thirdParties: ThirdParty[];
};

/** The sentences the JSON carries, in one language. */
export type ReportJsonTexts = {
  locale: Locale;
  check: Pick<AnalysisTexts, 'label' | 'fix' | 'scriptOnly' | 'dealer'>;
  opportunity: (opportunity: Opportunity) => { title: string; text: string };
};

/**
 * The texts of `locale` from its messages: the checks' labels and fixes as the report page and
 * the e-mail word them, and the phone's opportunities as the phone result titles them.
 */
export function reportJsonTexts(locale: Locale, messages: Messages): ReportJsonTexts {
  const t = createTranslator({ locale, messages, namespace: 'GraderBrowser' });
  return {
    locale,
    check: analysisTextsFor(locale, messages),
    opportunity: ({ id, blockingFiles }) => {
      const variant = blockingVariant(blockingFiles);
      return {
        title: t(`opportunities.${id}.title`),
        text:
          id === 'renderBlocking' && variant
            ? t(`opportunities.renderBlocking.text${variant}`)
            : t(`opportunities.${id}.text`),
      };
    },
  };
}

/** An opportunity's saving in the one unit that says most: time, else layout shift, else bytes. */
function opportunitySaving(opportunity: Opportunity): ReportJsonFix['saving'] {
  if (opportunity.savingsMs > 0) return { value: opportunity.savingsMs, unit: 'ms' };
  if (opportunity.cls > 0) return { value: opportunity.cls, unit: 'cls' };
  return { value: opportunity.savingsBytes, unit: 'bytes' };
}

const unmeasured = {
  score: null,
  runs: null,
  measurements: null,
  benchmarkIndex: null,
  otherLoadPercent: null,
  lcpMs: null,
  tbtMs: null,
  cls: null,
  fcpMs: null,
  siMs: null,
  screenshot: null,
  measuredAt: null,
} as const;

function measurementOf(view: MeasurementView): ReportJsonMeasurement {
  if (view.state === 'failed') return { status: 'failed', ...unmeasured, reason: view.reason };
  if (view.state !== 'done') return { status: view.state, ...unmeasured };
  const { result } = view;
  const run = headlineRun(result, view.median);
  return {
    status: 'done',
    score: run.score,
    runs: result.method?.runs ?? 1,
    measurements: run.runs,
    benchmarkIndex: result.method?.benchmarkIndex ?? null,
    otherLoadPercent: result.method?.otherLoad ?? null,
    lcpMs: run.values.lcp,
    tbtMs: run.values.tbt,
    cls: run.values.cls,
    fcpMs: run.values.fcp,
    siMs: run.values.si,
    screenshot: result.screenshot ? imageHref(result.screenshot.id) : null,
    measuredAt: view.finishedAt?.toISOString() ?? null,
  };
}

/** A phone measurement's fixes, in the order the page shows them. */
function opportunityFixes(measured: BrowserResult | null, texts: ReportJsonTexts) {
  return (measured?.opportunities ?? []).map((opportunity) => ({
    id: opportunity.id,
    source: 'phone' as const,
    ...texts.opportunity(opportunity),
    saving: opportunitySaving(opportunity),
  }));
}

/** The checks' fixes, the most points lost first, as the page and the e-mail list them. */
function checkFixes(checks: CheckResult[], texts: ReportJsonTexts) {
  return prioritisedIssues(checks).map((check) => ({
    id: check.id,
    source: 'checks' as const,
    title: texts.check.label(check),
    text: texts.check.fix(check),
    saving: { value: pointsLost(check), unit: 'points' as const },
  }));
}

/**
 * A stored report as data, from the same scores as its page (`reportScores`) and the same
 * ordering of fixes as its page and e-mail (`prioritisedIssues`), so the three never disagree.
 * It carries the site's address and what was measured, nothing about who asked: no name,
 * e-mail or IP is stored with a report, and the screenshot is a link, not its bytes.
 */
export function reportJson(
  report: StoredReport,
  view: MeasurementView,
  texts: ReportJsonTexts,
  /** The dealer pages' phone measurements (dealerPageMeasurements). */
  pageViews: Partial<Record<DealerPageRole, MeasurementView>> = {},
): ReportJson {
  const { result } = report;
  const { scores, speedSource, provisional, speedPages, checks, scriptOnly } = reportScores(
    result,
    view,
    pageViews,
  );
  const speedPercent = (role: MeasuredPage) =>
    speedPages.find((share) => share.role === role)?.percent ?? null;
  const measured = view.state === 'done' ? view.result : null;
  const phoneFixes = opportunityFixes(measured, texts);
  const finding = scriptOnly
    ? [
        {
          id: 'scriptOnly' as const,
          source: 'phone' as const,
          ...texts.check.scriptOnly(scriptOnly),
          saving: { value: scriptOnly.points, unit: 'points' as const },
        },
      ]
    : [];
  const fixes = [...finding, ...phoneFixes, ...checkFixes(checks, texts)].map((fix, index) => ({
    rank: index + 1,
    ...fix,
  }));
  const { speed, mobile, security, seo, ux } = scores;
  return {
    id: report.id,
    url: report.url,
    finalUrl: result.finalUrl,
    analysedAt: result.analyzedAt,
    locale: texts.locale,
    status: provisional ? 'measuring' : view.state === 'done' ? 'done' : 'failed',
    overall: { score: scores.overall, provisional },
    categories: { ...scores.categories },
    scores: { speed, mobile, security, seo, ux },
    speedSource,
    measurement: measurementOf(view),
    pages: [
      {
        role: 'home',
        found: true,
        url: result.finalUrl,
        foundBy: 'given',
        status: result.status,
        measurement: measurementOf(view),
        speedPercent: speedPercent('home'),
      },
      ...(result.dealer?.pages ?? []).map((finding) => {
        const pageView = pageViews[finding.role];
        return {
          ...finding,
          summary: texts.check.dealer.finding(finding),
          ...(pageView
            ? {
                measurement: measurementOf(pageView),
                fixes: opportunityFixes(
                  pageView.state === 'done' ? pageView.result : null,
                  texts,
                ).slice(0, dealerPageFixes),
              }
            : {}),
          speedPercent: speedPercent(finding.role),
        };
      }),
    ],
    checks: checks.map((check) => ({
      id: check.id,
      page: 'home' as const,
      category: check.category,
      status: check.status,
      seen: check.seen,
      label: texts.check.label(check),
    })),
    dealerChecks: (result.dealer ? dealerChecksWithPhone(result.dealer, pageViews) : []).map(
      (check) => ({
        id: check.id,
        page: check.page,
        status: check.status,
        cost: check.cost,
        label: texts.check.dealer.label(check),
        evidence: texts.check.dealer.evidence(check),
        fix: texts.check.dealer.fix(check),
      }),
    ),
    fixes,
    thirdParties: (measured?.thirdParties ?? []).map(({ name, host, mainThreadMs, bytes }) => ({
      name,
      host,
      mainThreadMs,
      bytes,
    })),
  };
}
