import type { FollowUpKind, LeadSource } from '@/lib/db/generated/client';
import { mailboxKey } from '@/lib/leads/email-address';
import { leadSourceRow } from '@/lib/leads/sources';

/** A follow-up to queue with a new lead. */
export type PlannedFollowUp = {
  kind: FollowUpKind;
  /** Recipients, comma-separated, or the webhook URL. */
  target: string;
  payload?: { reportId: string };
  /** For e-mails to the visitor: their mailbox, as the daily cap counts it. */
  mailbox?: string;
  /** Not before this (a booked call's reminder); no retry after `retryUntil`. Else now. */
  due?: { at: Date; retryUntil: Date };
};

/** A booked call's reminder goes this long before the call… */
export const reminderLeadMs = 24 * 60 * 60_000;
/** …unless the call is sooner than this after booking: the confirmation has just said it all. */
export const reminderMinGapMs = 6 * 60 * 60_000;

/** The e-mails that go to the visitor: at most `visitorMailsPerDay` per address. */
export const visitorKinds: readonly FollowUpKind[] = ['visitor_confirmation', 'grader_report'];
/**
 * Anyone can type a stranger's address into a form, so one address gets at most this many
 * e-mails from us a day, whatever forms they came from.
 */
export const visitorMailsPerDay = 3;

/**
 * What every lead sets off, the same for every form: the agency is always told (suspected spam
 * too, marked as such); the visitor gets their confirmation, or the grader's report they asked
 * for, unless the lead looks like spam; the webhook, when one is configured.
 */
export function planFollowUps(
  lead: { source: LeadSource; email: string; suspectedSpam: boolean },
  settings: {
    notifyTo: readonly string[];
    webhookUrl?: string;
    reportId?: string;
    /** The booked call's start and when it was booked (source `booking`). */
    call?: { startsAt: Date; bookedAt: Date };
  },
): PlannedFollowUp[] {
  const planned: PlannedFollowUp[] = [
    { kind: 'agency_email', target: settings.notifyTo.join(',') },
  ];
  if (!lead.suspectedSpam) {
    if (leadSourceRow(lead.source).visitorEmail === 'grader_report' && settings.reportId) {
      planned.push({
        kind: 'grader_report',
        target: lead.email,
        payload: { reportId: settings.reportId },
        mailbox: mailboxKey(lead.email),
      });
    } else {
      planned.push({
        kind: 'visitor_confirmation',
        target: lead.email,
        mailbox: mailboxKey(lead.email),
      });
    }
  }
  const call = settings.call;
  if (call && !lead.suspectedSpam) {
    const at = new Date(call.startsAt.getTime() - reminderLeadMs);
    if (call.startsAt.getTime() - call.bookedAt.getTime() >= reminderLeadMs + reminderMinGapMs) {
      planned.push({
        kind: 'booking_reminder',
        target: lead.email,
        due: { at, retryUntil: call.startsAt },
      });
    }
  }
  if (settings.webhookUrl) planned.push({ kind: 'webhook', target: settings.webhookUrl });
  return planned;
}
