'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { clientIpKey } from '@/lib/request/client-ip';
import type { RefusalReason } from './fetch/refusal';
import { competitorView, type CompetitorView } from './competitor-view';
import { grade } from './grade';
import { reportHref, waitParameter } from './report-paths';

/** The grader form's answer when it does not go to a report: why, and what was typed. */
export type GradeState = { error?: string; url?: string };

export type CompetitorOutcome =
  | {
      ok: true;
      view: CompetitorView;
      /** The visitor's own site, graded beside the competitor's when they gave it. */
      own: CompetitorView | null;
      /** Why their own site could not be graded (the competitor's result stands). */
      ownError: string | null;
    }
  | { ok: false; reason: RefusalReason; message: string };

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
  const requestHeaders = await headers();
  const outcome = await grade(field('locale'), url, clientIpKey(requestHeaders));
  if (!outcome.ok) return { error: outcome.message, url };
  const path = getPathname({ href: reportHref(outcome.report.id), locale: outcome.locale });
  // A form posted without JavaScript (no Next-Action header) cannot follow the phone
  // measurement's progress: its report reloads itself until the measurement is in.
  redirect(requestHeaders.has('next-action') ? path : `${path}?${waitParameter}=1`);
}

/**
 * The home page's competitor tool: the same grading, shown in place — the competitor's site,
 * and the visitor's own beside it when given (both are then measured on a phone, side by side).
 */
export async function analyzeCompetitor(
  localeInput: Locale,
  url: string,
  ownUrl?: string,
): Promise<CompetitorOutcome> {
  const ip = clientIpKey(await headers());
  const own = typeof ownUrl === 'string' && ownUrl.trim() !== '' ? ownUrl : null;
  const [outcome, ownOutcome] = await Promise.all([
    grade(localeInput, url, ip),
    own ? grade(localeInput, own, ip) : Promise.resolve(null),
  ]);
  if (!outcome.ok) return outcome;
  const { report, texts, locale } = outcome;
  return {
    ok: true,
    view: await competitorView(report.id, report.result, texts, locale),
    own: ownOutcome?.ok
      ? await competitorView(ownOutcome.report.id, ownOutcome.report.result, texts, locale)
      : null,
    ownError: ownOutcome && !ownOutcome.ok ? ownOutcome.message : null,
  };
}
