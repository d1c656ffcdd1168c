import type { FollowUp, FollowUpKind } from '@/lib/follow-ups/follow-up-repository';
import { formatOfficeDateTime } from '@/lib/hours/office-time';

/** How the inbox names each follow-up of a lead. */
export const followUpKindLabels: Record<FollowUpKind, string> = {
  agency_email: 'E-mail to the agency',
  visitor_confirmation: 'Confirmation to the visitor',
  grader_report: 'Full report to the visitor',
  webhook: 'Webhook',
  booking_reminder: 'Call reminder to the visitor',
  booking_change: 'Call change to the visitor',
  agency_booking_change: 'Call change to the agency',
};

/** Where a follow-up stands, in the inbox's words (failed = pending with a failed attempt). */
export function followUpState(
  followUp: Pick<FollowUp, 'status' | 'attempts' | 'lastError' | 'leaseUntil'> &
    Partial<Pick<FollowUp, 'queuedAt'>>,
  now: Date,
): { label: string; tone: 'ok' | 'waiting' | 'bad' | 'muted' } {
  const attempts = `${followUp.attempts} ${followUp.attempts === 1 ? 'attempt' : 'attempts'}`;
  switch (followUp.status) {
    case 'sent':
      return { label: 'Sent', tone: 'ok' };
    case 'filed':
      return { label: 'Written to file', tone: 'ok' };
    case 'skipped':
      return { label: 'Skipped', tone: 'muted' };
    case 'dead':
      return { label: `Dead after ${attempts}`, tone: 'bad' };
    case 'pending':
      if (followUp.leaseUntil && followUp.leaseUntil > now)
        return { label: 'Sending…', tone: 'waiting' };
      if (followUp.lastError) return { label: `Failed (${attempts}), will retry`, tone: 'bad' };
      // A reminder joins the queue when it is due.
      return followUp.queuedAt && followUp.queuedAt > now
        ? { label: `Due ${formatOfficeDateTime(followUp.queuedAt)}`, tone: 'waiting' }
        : { label: 'Queued', tone: 'waiting' };
  }
}
