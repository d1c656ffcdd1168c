import 'server-only';
import { hasLocale } from 'next-intl';
import { getPathname } from '@/i18n/navigation';
import { routing, type Locale } from '@/i18n/routing';
import { reportHref } from './report-paths';
import { analysisTexts } from './present';
import { appAnalysisDeps, requestAnalysis } from './service';

export const safeLocale = (value: unknown): Locale =>
  typeof value === 'string' && hasLocale(routing.locales, value) ? value : routing.defaultLocale;

export type GradeOutcome = { ok: true; path: string } | { ok: false; error: string };

/**
 * The grader's form, behind its server action (with and without JavaScript): analyse or reuse,
 * then the report's page in the visitor's language — or why not.
 */
export async function grade(localeInput: unknown, url: string, ip: string): Promise<GradeOutcome> {
  const locale = safeLocale(localeInput);
  const texts = await analysisTexts(locale);
  const input = url.trim().slice(0, 2048);
  if (!input) return { ok: false, error: texts.refusal('invalid_url') };
  const outcome = await requestAnalysis(input, ip, await appAnalysisDeps());
  if (!outcome.ok) {
    return { ok: false, error: texts.refusal(outcome.reason, outcome.retryAfterMinutes) };
  }
  return { ok: true, path: getPathname({ href: reportHref(outcome.report.id), locale }) };
}
