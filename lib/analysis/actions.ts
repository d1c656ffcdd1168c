'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { Locale } from '@/i18n/routing';
import { clientIpKey } from '@/lib/request/client-ip';
import type { RefusalReason } from './fetch/refusal';
import { competitorView, type CompetitorView } from './competitor-view';
import { grade, safeLocale } from './grade';
import { analysisTexts } from './present';
import { appAnalysisDeps, requestAnalysis } from './service';

/** The grader form's answer when it does not go to a report: why, and what was typed. */
export type GradeState = { error?: string; url?: string };

export type CompetitorOutcome =
  { ok: true; view: CompetitorView } | { ok: false; reason: RefusalReason; message: string };

/**
 * The grader's form: analyse (or reuse) and go to the report's own, shareable page — a 303
 * without JavaScript — or say why not, in the form's language. Its arguments come from the
 * browser: anything but a form is answered like an empty one. (The language is a field, not a
 * bound argument: Next hangs on a form posted without JavaScript whose action was bound in the
 * browser, vercel/next.js#57867.)
 */
export async function gradeWebsite(_previous: GradeState, form: FormData): Promise<GradeState> {
  const field = (name: string) => {
    const value = form instanceof FormData ? form.get(name) : null;
    return typeof value === 'string' ? value.slice(0, 2048) : '';
  };
  const url = field('url');
  const outcome = await grade(field('locale'), url, clientIpKey(await headers()));
  if (!outcome.ok) return { error: outcome.error, url };
  redirect(outcome.path);
}

/** The home page's competitor tool: the same analysis, shown in place. */
export async function analyzeCompetitor(
  localeInput: Locale,
  url: string,
): Promise<CompetitorOutcome> {
  const locale = safeLocale(localeInput);
  const texts = await analysisTexts(locale);
  const input = typeof url === 'string' ? url.trim().slice(0, 2048) : '';
  if (!input) return { ok: false, reason: 'invalid_url', message: texts.refusal('invalid_url') };
  const outcome = await requestAnalysis(
    input,
    clientIpKey(await headers()),
    await appAnalysisDeps(),
  );
  if (!outcome.ok) {
    return {
      ok: false,
      reason: outcome.reason,
      message: texts.refusal(outcome.reason, outcome.retryAfterMinutes),
    };
  }
  return {
    ok: true,
    view: await competitorView(outcome.report.id, outcome.report.result, texts, locale),
  };
}
