import 'server-only';
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { reportHref } from '@/lib/analysis/report-paths';
import { measurementForMail } from '@/lib/analysis/measurements/for-mail';
import { analysisReportRepository } from '@/lib/analysis/reports';
import type { PrismaClient } from '@/lib/db/connection';
import type { RunTimeEnv } from '@/lib/env';
import {
  composeAgencyLeadMail,
  composeGraderReportMail,
  composeVisitorConfirmationMail,
  type ComposedMail,
} from '@/lib/mail/compose';
import {
  agencyCall,
  composeAgencyBookingChangeMail,
  composeBookingMail,
} from '@/lib/mail/compose-booking';
import { manageUrl } from '@/lib/booking/manage-link';
import { canonicalEmail } from '@/lib/leads/email-address';
import { InvalidAddressError, isPermanentMailError, type Mailer } from '@/lib/mail/mailer';
import { absoluteUrl } from '@/lib/seo/urls';
import { siteConfig } from '@/lib/site-config';
import { DeliveryDeferred } from './deferred';
import { leadWebhookBody, postLeadWebhook } from './lead-webhook';
import type { ClaimedFollowUp } from './follow-up-repository';

export type DeliveryResult = { status: 'sent' | 'filed' | 'skipped'; outcome: string };

/** A failure that retrying cannot fix (the report was deleted, the address refused for good). */
export class PermanentFailure extends Error {}

export const isPermanentFailure = (error: unknown) =>
  error instanceof PermanentFailure ||
  error instanceof InvalidAddressError ||
  isPermanentMailError(error);

export type DeliveryDeps = { prisma: PrismaClient; mailer: Mailer; env: RunTimeEnv };

const siteHost = () => new URL(siteConfig.siteUrl).hostname;

/**
 * The Message-ID of a follow-up's e-mail: the same for every retry of one send (a mail client
 * shows a repeat as the same message), a new one after an admin's resend.
 */
export function followUpMessageId(job: Pick<ClaimedFollowUp, 'id' | 'generation'>): string {
  return `<follow-up.${job.id}.${job.generation}@${siteHost()}>`;
}

const quotedName = (name: string) => `"${name.replace(/["\\]/g, '')}"`;

/** The sender of the visitor's e-mails: MAIL_FROM, or the agency's name and public address. */
export function mailFrom(env: Pick<RunTimeEnv, 'MAIL_FROM'>): string {
  return env.MAIL_FROM ?? `${quotedName(siteConfig.name)} <${siteConfig.email}>`;
}

/**
 * The sender of the agency's notice: LEAD_NOTIFY_FROM, or `lead-notices@` at MAIL_FROM's (or the
 * public address's) domain. Never the address it goes to: a message from and to one address
 * looks forged to spam filters (SpamAssassin's TO_EQ_FM_DIRECT_MX).
 */
export function leadNoticeFrom(env: Pick<RunTimeEnv, 'MAIL_FROM' | 'LEAD_NOTIFY_FROM'>): string {
  if (env.LEAD_NOTIFY_FROM) return env.LEAD_NOTIFY_FROM;
  const sender = /<([^<>]+)>\s*$/.exec(env.MAIL_FROM ?? '')?.[1] ?? env.MAIL_FROM;
  const domain = (sender?.includes('@') ? sender : siteConfig.email).split('@').pop();
  return `${quotedName(`${siteConfig.name} leads`)} <lead-notices@${domain}>`;
}

/** The link to one lead in the admin inbox. */
export const inboxLeadUrl = (leadId: string) =>
  `${siteConfig.siteUrl}/admin/submissions?lead=${leadId}`;

/** Delivers one claimed follow-up; throws when it failed (see isPermanentFailure). */
export async function deliverFollowUp(
  job: ClaimedFollowUp,
  { prisma, mailer, env }: DeliveryDeps,
): Promise<DeliveryResult> {
  const lead = await prisma.lead.findUnique({ where: { id: job.leadId } });
  if (!lead) return { status: 'skipped', outcome: 'the lead was erased' };
  const locale = hasLocale(routing.locales, lead.locale) ? lead.locale : routing.defaultLocale;

  // A booking lead's call (its e-mails say when); none for the other forms.
  const call =
    lead.source === 'booking'
      ? await prisma.booking.findUnique({ where: { leadId: lead.id } })
      : null;

  let mail: ComposedMail;
  switch (job.kind) {
    case 'webhook': {
      if (!env.LEAD_WEBHOOK_SECRET) throw new Error('LEAD_WEBHOOK_SECRET is not set');
      const outcome = await postLeadWebhook(job.target, leadWebhookBody(lead, job.id), {
        secret: env.LEAD_WEBHOOK_SECRET,
        deliveryId: job.id,
      });
      return { status: 'sent', outcome };
    }
    case 'agency_email':
      mail = await composeAgencyLeadMail({
        lead,
        inboxUrl: inboxLeadUrl(lead.id),
        pageUrl: lead.pagePath ? `${siteConfig.siteUrl}${lead.pagePath}` : null,
        call: call ? agencyCall(call, lead) : undefined,
      });
      break;
    case 'visitor_confirmation':
      mail = call
        ? await composeBookingMail({
            kind: 'confirmation',
            call,
            who: lead,
            locale,
            manageHref: manageUrl(call.id, locale),
          })
        : await composeVisitorConfirmationMail({
            name: lead.name,
            locale,
            reference: lead.reference,
          });
      break;
    case 'booking_reminder':
      // Only for a call still booked and still ahead.
      if (!call || call.status !== 'booked') {
        return { status: 'skipped', outcome: 'the call was cancelled' };
      }
      if (call.startsAt.getTime() <= Date.now()) {
        return { status: 'skipped', outcome: 'the call has already started' };
      }
      mail = await composeBookingMail({
        kind: 'reminder',
        call,
        who: lead,
        locale,
        manageHref: manageUrl(call.id, locale),
      });
      break;
    case 'booking_change':
      // The call as it stands now: moved again since, the latest time goes out.
      if (!call) return { status: 'skipped', outcome: 'the call was erased' };
      mail = await composeBookingMail({
        kind: call.status === 'cancelled' ? 'cancelled' : 'moved',
        call,
        who: lead,
        locale,
        manageHref: manageUrl(call.id, locale),
      });
      break;
    case 'agency_booking_change':
      if (!call) return { status: 'skipped', outcome: 'the call was erased' };
      mail = await composeAgencyBookingChangeMail({
        call,
        who: lead,
        inboxUrl: inboxLeadUrl(lead.id),
      });
      break;
    case 'grader_report': {
      const reportId = (job.payload as { reportId?: unknown } | null)?.reportId;
      const report =
        typeof reportId === 'string'
          ? await analysisReportRepository(prisma).findById(reportId)
          : null;
      if (!report) throw new PermanentFailure('the grader report no longer exists');
      // The phone measurement, when it is in within GRADER_MAIL_WAIT_SECONDS of the request.
      const measurement = await measurementForMail(prisma, report.id, {
        requestedAt: lead.createdAt,
        waitMs: env.GRADER_MAIL_WAIT_SECONDS * 1000,
      });
      if (measurement.state === 'wait') throw new DeliveryDeferred(measurement.retryAt);
      mail = await composeGraderReportMail({
        name: lead.name,
        locale,
        reportUrl: absoluteUrl(reportHref(report.id), locale),
        result: report.result,
        measurement,
        deadlineSeconds: env.GRADER_DEADLINE_SECONDS,
      });
      break;
    }
  }
  const toAgency = job.kind === 'agency_email' || job.kind === 'agency_booking_change';
  // A visitor's address goes out exactly as stored and capped: one plain address, canonical.
  if (!toAgency && canonicalEmail(job.target) !== job.target) {
    throw new PermanentFailure('the address is not one plain address');
  }
  const delivery = await mailer.send({
    ...mail,
    from: toAgency ? leadNoticeFrom(env) : mailFrom(env),
    to: toAgency ? job.target.split(',') : [job.target],
    messageId: followUpMessageId(job),
    // The agency reads English; the visitor reads the language of the page they used.
    headers: { 'Content-Language': toAgency ? 'en' : locale },
  });
  return delivery.via === 'smtp'
    ? { status: 'sent', outcome: delivery.response }
    : { status: 'filed', outcome: delivery.path };
}
