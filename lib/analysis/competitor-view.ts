import 'server-only';
import { createTranslator, type Messages } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { formatGbp } from '@/lib/format';
import type { AnalysisResult } from './analysis-result';
import type { AnalysisTexts } from './present';
import { siteName } from './present';
import { instantScores } from './report-scores';
import {
  competitorTone,
  potentialRoi,
  prioritisedIssues,
  scoreStatus,
  type CompetitorTone,
  type FiveScores,
  type ScoreStatus,
} from './scoring';

/** The competitor tool's result (spec: "Analysis result"), its sentences already translated. */
export type CompetitorView = {
  reportId: string;
  competitorName: string;
  url: string;
  overallScore: number;
  tone: CompetitorTone;
  issues: {
    category: keyof FiveScores;
    label: string;
    status: ScoreStatus;
    statusLabel: string;
    score: number;
    description: string;
  }[];
  opportunities: string[];
  potentialROI: {
    additionalLeads: number;
    revenueIncrease: number;
    revenueText: string;
    timeframe: string;
  };
  pageSpeed: number;
  mobileResponsive: boolean;
  hasSSL: boolean;
  metaTitle: string | null;
  metaDescription: string | null;
  hasStructuredData: boolean;
  loadTime: number;
  checkCount: number;
};

const maxOpportunities = 8;

type CompetitorTranslator = Awaited<ReturnType<typeof getTranslations<'CompetitorAnalysis'>>>;

/** What the competitor tool shows of a report, in the visitor's language (on a request). */
export async function competitorView(
  reportId: string,
  result: AnalysisResult,
  texts: AnalysisTexts,
  locale: Locale,
): Promise<CompetitorView> {
  const t = await getTranslations({ locale, namespace: 'CompetitorAnalysis' });
  return viewIn(t, reportId, result, texts, locale);
}

/** The same outside a request, from the messages of `locale` as they are in its file. */
export function competitorViewFor(
  reportId: string,
  result: AnalysisResult,
  texts: AnalysisTexts,
  locale: Locale,
  messages: Messages,
): CompetitorView {
  const t = createTranslator({ locale, messages, namespace: 'CompetitorAnalysis' });
  return viewIn(t, reportId, result, texts, locale);
}

function viewIn(
  t: CompetitorTranslator,
  reportId: string,
  result: AnalysisResult,
  texts: AnalysisTexts,
  locale: Locale,
): CompetitorView {
  const { facts } = result;
  const scores = instantScores(result);
  const checksOf = (category: 'mobile' | 'seo') =>
    result.checks.filter((check) => check.category === category);
  const passedOf = (category: 'mobile' | 'seo') => ({
    passed: checksOf(category).filter((check) => check.status === 'pass').length,
    total: checksOf(category).length,
  });
  // When PageSpeed Insights is configured but did not answer, the visitor is told so.
  const speedDescription = () => {
    const outcome = result.pageSpeed;
    if (outcome.source === 'pagespeed') {
      return t('issues.speedPageSpeed', { score: outcome.score });
    }
    const own = t('issues.speedOwn', { ms: result.loadMs });
    return outcome.reason === 'not_configured' ? own : `${own} ${texts.pageSpeed(outcome)}`;
  };
  const descriptions: Record<keyof FiveScores, string> = {
    speed: speedDescription(),
    mobile: t('issues.mobile', passedOf('mobile')),
    security: facts.hasSsl ? t('issues.securitySsl') : t('issues.securityNoSsl'),
    seo: t('issues.seo', passedOf('seo')),
    ux: t('issues.ux', { ms: result.loadMs, forms: facts.contactForms }),
  };
  const order: (keyof FiveScores)[] = ['speed', 'mobile', 'security', 'seo', 'ux'];
  const roi = potentialRoi(scores.overall);
  return {
    reportId,
    competitorName: siteName(result.url),
    url: result.url,
    overallScore: scores.overall,
    tone: competitorTone(scores.overall),
    issues: order.map((category) => {
      // SSL is a yes/no: good when present, poor when not.
      const status =
        category === 'security' ? (facts.hasSsl ? 'good' : 'poor') : scoreStatus(scores[category]);
      return {
        category,
        label: texts.score(category),
        status,
        statusLabel: t(`status.${status}`),
        score: scores[category],
        description: descriptions[category],
      };
    }),
    opportunities: prioritisedIssues(result.checks).slice(0, maxOpportunities).map(texts.fix),
    potentialROI: {
      additionalLeads: roi.additionalLeads,
      revenueIncrease: roi.revenueIncrease,
      revenueText: formatGbp(roi.revenueIncrease, locale),
      timeframe: t(`timeframe.${roi.timeframe}`),
    },
    pageSpeed: scores.speed,
    mobileResponsive: facts.mobileResponsive,
    hasSSL: facts.hasSsl,
    metaTitle: facts.metaTitle,
    metaDescription: facts.metaDescription,
    hasStructuredData: facts.hasStructuredData,
    loadTime: result.loadMs,
    checkCount: result.checks.length,
  };
}
