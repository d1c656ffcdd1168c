import 'server-only';
import type { Locale } from '@/i18n/routing';
import { reportHref } from '@/lib/analysis/report-paths';
import { analysisReportRepository } from '@/lib/analysis/reports';
import type { PrismaClient } from '@/lib/db/connection';
import {
  BookingLimitError,
  bookSeat,
  SlotTakenError,
  type Booking,
} from '@/lib/booking/booking-repository';
import { blockedRanges } from '@/lib/booking/blocked-times';
import { isBookableSlot, slotKey, slotMinutes } from '@/lib/booking/slots';
import { isTimeZone } from '@/lib/booking/zones';
import type { FollowUp } from '@/lib/db/generated/client';
import type { RunTimeEnv } from '@/lib/env';
import { nudgeFollowUps } from '@/lib/follow-ups/follow-up-nudge';
import { planFollowUps } from '@/lib/follow-ups/plan';
import type { JobEngine } from '@/lib/jobs/job-engine';
import { logEvent } from '@/lib/log';
import { rateLimitStore } from '@/lib/rate-limit/store';
import { absoluteUrl } from '@/lib/seo/urls';
import { siteConfig } from '@/lib/site-config';
import { mailboxKey } from './email-address';
import { reportIdField, type LeadFormKind } from './fields';
import {
  bookingLead,
  contactLead,
  fullReportLead,
  leadCaptureLead,
  submissionContext,
  type SubmissionContext,
} from './lead-from-submission';
import { leadRepository, type Lead, type NewLead } from './lead-repository';
import {
  parseBooking,
  parseContact,
  parseFullReport,
  parseLeadCapture,
  type FieldErrors,
  type LeadFieldName,
  type LeadParseResult,
} from './schema';

type Values = Partial<Record<LeadFieldName, string>>;

/** How a submission ended, whatever the form; each form's action words it for the visitor. */
export type IntakeOutcome =
  | {
      status: 'stored';
      lead: Lead;
      followUps: FollowUp[];
      reportSite?: string;
      booking?: Booking;
    }
  | { status: 'invalid'; errors: FieldErrors; values: Values }
  | { status: 'bot'; values: Values }
  | { status: 'rate_limited'; retryAfterMs: number; values: Values }
  | { status: 'missing_report'; values: Values }
  /** The call's time was taken meanwhile (or is no longer bookable): nothing stored. */
  | { status: 'slot_taken'; values: Values }
  /** The address already has its calls ahead (lib/booking/booking-repository.ts). */
  | { status: 'booking_limit'; values: Values }
  | { status: 'store_failed'; values: Values };

/** The one per-IP bucket every lead form counts in (LEAD_RATE_LIMIT_MAX per window). */
export const leadRateLimitBucket = 'leads';

/**
 * The row to store; for a full report also which report, and the address it analysed; for a
 * booking the call to book with it.
 */
type Built =
  | {
      lead: NewLead;
      reportId?: string;
      reportSite?: string;
      call?: { startsAt: Date; channel: 'video' | 'phone'; timeZone: string };
    }
  | 'missing_report'
  | 'slot_taken';
type BuildContext = SubmissionContext & { now: Date };
type Build<T> = (data: T, context: BuildContext, prisma: PrismaClient) => Promise<Built>;
type Prepared =
  | {
      ok: true;
      values: Values;
      build: (context: BuildContext, prisma: PrismaClient) => Promise<Built>;
    }
  | Extract<LeadParseResult<unknown>, { ok: false }>;

/** A parsed submission and how to turn it into a row once it has passed every check. */
function prepare<T>(parsed: LeadParseResult<T>, build: Build<T>): Prepared {
  if (!parsed.ok) return parsed;
  return {
    ok: true,
    values: parsed.values,
    build: (context, prisma) => build(parsed.data, context, prisma),
  };
}

/** What differs between the forms: their fields and rules, and the row they make. */
const forms: Record<LeadFormKind, (raw: Record<string, string>) => Prepared> = {
  leadCapture: (raw) =>
    prepare(parseLeadCapture(raw), async (data, context) => ({
      lead: leadCaptureLead(data, context),
    })),
  contact: (raw) =>
    prepare(parseContact(raw), async (data, context) => ({ lead: contactLead(data, context) })),
  fullReport: (raw) =>
    prepare(parseFullReport(raw), async (data, context, prisma) => {
      // The site and its score come from the stored report, never from the browser.
      const report = await analysisReportRepository(prisma).findById(raw[reportIdField] ?? '');
      if (!report) return 'missing_report';
      const reportUrl = absoluteUrl(reportHref(report.id), context.locale);
      const lead = fullReportLead(data, context, {
        url: report.url,
        score: report.result.scores.overall,
        reportUrl,
      });
      return { lead, reportId: report.id, reportSite: report.url };
    }),
  booking: (raw) =>
    prepare(parseBooking(raw), async (data, context, prisma) => {
      // The slot must be one the page could offer now: on the office's grid, ahead, in range,
      // and not in a time the agency blocked.
      const slot = slotKey(data.slot);
      if (!slot || !isBookableSlot(slot, { now: context.now, hours: siteConfig.openingHours })) {
        return 'slot_taken';
      }
      const start = new Date(slot);
      const end = new Date(start.getTime() + slotMinutes * 60_000);
      if ((await blockedRanges(prisma, start, end)).length > 0) return 'slot_taken';
      return {
        lead: bookingLead(data, context),
        call: {
          startsAt: new Date(slot),
          channel: data.channel,
          timeZone: isTimeZone(data.tz) ? data.tz : siteConfig.openingHours.timeZone,
        },
      };
    }),
};

export type IntakeDeps = {
  prisma: () => Promise<PrismaClient>;
  /** The job engine the follow-ups' jobs are sent to, in the lead's transaction. */
  jobs: () => Promise<JobEngine>;
  env: () => RunTimeEnv;
  now?: () => Date;
};

/**
 * THE way a lead comes in, for every form: sanitise and validate (the rules the browser ran
 * too), the bot trap and the fill-time flag, one per-IP rate limit, then the lead and all its
 * follow-ups stored in one transaction — and only then an answer that says it arrived. The
 * database's failures become an answer too: the visitor keeps what they typed.
 */
export async function intakeLead(
  kind: LeadFormKind,
  raw: Record<string, string>,
  request: { locale: Locale; ip: string | null },
  deps: IntakeDeps,
): Promise<IntakeOutcome> {
  const parsed = forms[kind](raw);
  if (!parsed.ok && !parsed.bot) {
    return { status: 'invalid', errors: parsed.errors, values: parsed.values };
  }
  if (!parsed.ok) {
    logEvent('warn', 'lead.bot_rejected', { source: kind });
    return { status: 'bot', values: parsed.values };
  }
  const values = parsed.values;
  try {
    // Inside the try: a bad server setting must not cost the visitor what they typed.
    const env = deps.env();
    const prisma = await deps.prisma();
    if (!request.ip) logEvent('warn', 'lead.client_ip_unknown', { source: kind });
    const limit = await rateLimitStore(prisma).hit(
      {
        bucket: leadRateLimitBucket,
        max: env.LEAD_RATE_LIMIT_MAX,
        windowMs: env.LEAD_RATE_LIMIT_WINDOW_SECONDS * 1000,
      },
      request.ip ?? 'unknown',
    );
    if (!limit.allowed) {
      logEvent('warn', 'lead.rate_limited', { source: kind });
      return { status: 'rate_limited', retryAfterMs: limit.retryAfterMs, values };
    }
    const now = deps.now?.() ?? new Date();
    const context = { ...submissionContext(raw, request.locale, env.LEAD_MIN_FILL_MS), now };
    const built = await parsed.build(context, prisma);
    if (built === 'missing_report' || built === 'slot_taken') return { status: built, values };
    const call = built.call;
    const engine = await deps.jobs();
    const { lead, followUps, extra } = await leadRepository(prisma).createWithFollowUps(
      engine,
      built.lead,
      (stored, booking: Booking | undefined) =>
        planFollowUps(stored, {
          notifyTo: env.LEAD_NOTIFY_TO.length > 0 ? env.LEAD_NOTIFY_TO : [siteConfig.email],
          webhookUrl: env.LEAD_WEBHOOK_URL,
          reportId: built.reportId,
          call: booking && { startsAt: booking.startsAt, bookedAt: now },
        }),
      now,
      call &&
        ((tx, stored) =>
          bookSeat(
            tx,
            { ...call, leadId: stored.id, mailbox: mailboxKey(stored.email) },
            { seats: env.BOOKING_SEATS, now },
          )),
    );
    logEvent('info', 'lead.stored', {
      leadId: lead.id,
      source: lead.source,
      suspectedSpam: lead.suspectedSpam,
      followUps: followUps.map((f) => `${f.kind}:${f.status}`),
    });
    nudgeFollowUps();
    return { status: 'stored', lead, followUps, reportSite: built.reportSite, booking: extra };
  } catch (error) {
    if (error instanceof SlotTakenError) return { status: 'slot_taken', values };
    if (error instanceof BookingLimitError) return { status: 'booking_limit', values };
    logEvent('error', 'lead.store_failed', {
      source: kind,
      error: error instanceof Error ? error.message : String(error),
    });
    return { status: 'store_failed', values };
  }
}
