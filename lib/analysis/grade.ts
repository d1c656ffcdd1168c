import 'server-only';
import { hasLocale } from 'next-intl';
import { routing, type Locale } from '@/i18n/routing';
import { runTimeEnv } from '@/lib/env';
import type { RefusalReason } from './fetch/refusal';
import { analysisTexts, type AnalysisTexts } from './present';
import type { StoredReport } from './reports';
import { appAnalysisDeps, requestAnalysis, type GivenAddresses } from './service';

const safeLocale = (value: unknown): Locale =>
  typeof value === 'string' && hasLocale(routing.locales, value) ? value : routing.defaultLocale;

export type GradeOutcome =
  | { ok: true; report: StoredReport; locale: Locale; texts: AnalysisTexts }
  | { ok: false; reason: RefusalReason; message: string };

/**
 * The one grading flow, behind the grader's form and the home page's competitor tool: the
 * visitor's language (anything else is the default), the URL as typed, analyse or reuse — or
 * why not, in that language. Each caller only decides how to show the report.
 */
export async function grade(
  localeInput: unknown,
  url: unknown,
  ip: string,
  /** The grader's optional stock list and car page addresses. */
  given: GivenAddresses = {},
  /** The grader (not the competitor tool) measures the dealer pages on a phone too. */
  options: { phoneForDealerPages?: boolean } = {},
): Promise<GradeOutcome> {
  const locale = safeLocale(localeInput);
  const texts = await analysisTexts(locale);
  const input = typeof url === 'string' ? url.trim().slice(0, 2048) : '';
  if (!input) return { ok: false, reason: 'invalid_url', message: texts.refusal('invalid_url') };
  const outcome = await requestAnalysis(input, ip, await appAnalysisDeps(), given, options);
  if (!outcome.ok) {
    const refusal = texts.refusal(
      outcome.reason,
      outcome.retryAfterMinutes,
      runTimeEnv().ANALYSIS_RATE_LIMIT_MAX,
    );
    const message = outcome.page ? texts.dealer.givenRefused(outcome.page, refusal) : refusal;
    return { ok: false, reason: outcome.reason, message };
  }
  return { ok: true, report: outcome.report, locale, texts };
}
