'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { getPathname } from '@/i18n/navigation';
import { clientIpKey } from '@/lib/request/client-ip';
import { formAction } from '@/lib/server/form-action';
import type { RefusalReason } from './fetch/refusal';
import { competitorView, type CompetitorView } from './competitor-view';
import { grade } from './grade';
import { reportHref, waitParameter } from './report-paths';

/** The grader form's answer when it does not go to a report: why, and what was typed. */
export type GradeState = { error?: string; url?: string; stockUrl?: string; carUrl?: string };

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

const text = z.string().catch('');
const gradeFields = z.object({ url: text, stockUrl: text, carUrl: text, locale: text });
const competitorFields = z.object({ url: text, ownUrl: text, locale: text });

/** What a visitor typed as an address: at most 2,048 characters of it are read. */
const typed = (value: string) => value.slice(0, 2048);

/**
 * The grader's form: analyse (or reuse) and go to the report's own, shareable page — a 303
 * without JavaScript — or say why not, in the form's language. Its arguments come from the
 * browser: anything but a form is answered like an empty one. (The language is a field, not a
 * bound argument: Next hangs on a form posted without JavaScript whose action was bound in the
 * browser, vercel/next.js#57867.)
 */
export const gradeWebsite = formAction<typeof gradeFields, GradeState>(
  gradeFields,
  () => gradeAndGo({ url: '', stockUrl: '', carUrl: '', locale: '' }),
  gradeAndGo,
);

async function gradeAndGo(input: z.infer<typeof gradeFields>): Promise<GradeState> {
  const url = typed(input.url);
  const stockUrl = typed(input.stockUrl);
  const carUrl = typed(input.carUrl);
  const requestHeaders = await headers();
  const outcome = await grade(
    input.locale,
    url,
    clientIpKey(requestHeaders),
    { stock: stockUrl, car: carUrl },
    { phoneForDealerPages: true },
  );
  if (!outcome.ok) return { error: outcome.message, url, stockUrl, carUrl };
  const path = getPathname({ href: reportHref(outcome.report.id), locale: outcome.locale });
  // A form posted without JavaScript (no Next-Action header) cannot follow the phone
  // measurement's progress: its report reloads itself until the measurement is in.
  redirect(requestHeaders.has('next-action') ? path : `${path}?${waitParameter}=1`);
}

/**
 * The home page's competitor tool: the same grading, shown in place — the competitor's site,
 * and the visitor's own beside it when given (both are then measured on a phone, side by side).
 * Anything but a form is graded like an empty one.
 */
export const analyzeCompetitor = formAction<typeof competitorFields, CompetitorOutcome | null>(
  competitorFields,
  () => compare({ url: '', ownUrl: '', locale: '' }),
  compare,
);

async function compare(input: {
  url: string;
  ownUrl: string;
  locale: string;
}): Promise<CompetitorOutcome> {
  const ip = clientIpKey(await headers());
  const own = input.ownUrl.trim() !== '' ? typed(input.ownUrl) : null;
  const [outcome, ownOutcome] = await Promise.all([
    grade(input.locale, typed(input.url), ip),
    own ? grade(input.locale, own, ip) : Promise.resolve(null),
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
