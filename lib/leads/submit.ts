import 'server-only';
import { refresh } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { z } from 'zod';
import { routing, type Locale } from '@/i18n/routing';
import { siteName } from '@/lib/analysis/present';
import { db } from '@/lib/db/client';
import { appJobEngine } from '@/lib/jobs/job-engine';
import { runTimeEnv } from '@/lib/env';
import { requestClientIp } from '@/lib/request/client-ip';
import { formAction } from '@/lib/server/form-action';
import { siteConfig } from '@/lib/site-config';
import { futureBookingsPerMailbox } from '@/lib/booking/booking-repository';
import { callTime, nearestFreeTimes } from '@/lib/booking/offer';
import { isTimeZone } from '@/lib/booking/zones';
import { fieldErrorTexts } from './error-text';
import type { LeadFormKind } from './fields';
import { errorTemplates } from './form-texts';
import type { LeadFormState } from './form-state';
import { intakeLead, type IntakeOutcome } from './intake';

/**
 * A lead form's server action (lib/server/form-action.ts): the submission through the one
 * intake, and its outcome in the visitor's language. Anything but a form is refused as invalid;
 * the intake sanitises and validates every field again, whatever the browser checked.
 */
const leadFields = z.record(z.string(), z.string());

export function leadFormAction(kind: LeadFormKind) {
  return formAction<typeof leadFields, LeadFormState>(
    leadFields,
    async ({ previous, fields }) => {
      const locale = formLocale(fields ?? {});
      const t = await getTranslations({ locale, namespace: 'LeadForms' });
      return {
        version: nextVersion(previous),
        status: 'invalid',
        title: t('validation.title'),
        message: t('validation.message'),
      };
    },
    (fields, previous) => submitLeadForm(kind, previous, fields),
  );
}

async function submitLeadForm(
  kind: LeadFormKind,
  previous: unknown,
  raw: Record<string, string>,
): Promise<LeadFormState> {
  const locale = formLocale(raw);
  const t = await getTranslations({ locale, namespace: 'LeadForms' });
  const version = nextVersion(previous);
  const outcome = await intakeLead(
    kind,
    raw,
    { locale, ip: await requestClientIp() },
    { prisma: db, jobs: appJobEngine, env: runTimeEnv },
  );
  // The booking page's slots change with every booking: the page is drawn again with the answer.
  if (kind === 'booking' && (outcome.status === 'stored' || outcome.status === 'slot_taken')) {
    refresh();
  }
  return { version, ...(await answer(kind, outcome, locale, t)) };
}

type LeadFormsT = Awaited<ReturnType<typeof getTranslations<'LeadForms'>>>;

async function answer(
  kind: LeadFormKind,
  outcome: IntakeOutcome,
  locale: Locale,
  t: LeadFormsT,
): Promise<Omit<LeadFormState, 'version'>> {
  const notSent = {
    status: 'error' as const,
    values: outcome.status === 'stored' ? undefined : outcome.values,
  };
  switch (outcome.status) {
    case 'stored':
      return { status: 'success', ...(await successTexts(kind, outcome, locale, t)) };
    case 'invalid':
      return {
        status: 'invalid',
        title: t('validation.title'),
        message: t('validation.message'),
        fieldErrors: fieldErrorTexts(outcome.errors, errorTemplates(t)),
        values: outcome.values,
      };
    case 'bot':
      return {
        ...notSent,
        title: t('bot.title'),
        message: t('bot.message'),
        offerAlternatives: true,
      };
    case 'rate_limited':
      return {
        ...notSent,
        title: t('rateLimited.title'),
        message: t('rateLimited.message', {
          minutes: Math.max(1, Math.ceil(outcome.retryAfterMs / 60_000)),
        }),
        offerAlternatives: true,
      };
    case 'missing_report': {
      const tr = await getTranslations({ locale, namespace: 'WebsiteGrader.fullReport' });
      return { ...notSent, title: tr('missingReportTitle'), message: tr('missingReport') };
    }
    case 'store_failed':
      return {
        ...notSent,
        title: t('storeFailed.title'),
        message: t('storeFailed.message', { phone: siteConfig.phone }),
        offerAlternatives: true,
      };
    case 'slot_taken': {
      // The page shows the slots as they stand now (the action refreshes it); the answer names
      // the nearest free ones, on the visitor's clock.
      const zone = isTimeZone(outcome.values.tz) ? outcome.values.tz : undefined;
      const times = await nearestFreeTimes(outcome.values.slot ?? '', zone, locale);
      return {
        ...notSent,
        values: { ...outcome.values, slot: '' },
        title: t('slotTaken.title'),
        message: times ? t('slotTaken.message', { times }) : t('slotTaken.messageNone'),
      };
    }
    case 'booking_limit':
      return {
        ...notSent,
        title: t('bookingLimit.title'),
        message: t('bookingLimit.message', { count: futureBookingsPerMailbox }),
        offerAlternatives: true,
      };
  }
}

async function successTexts(
  kind: LeadFormKind,
  outcome: Extract<IntakeOutcome, { status: 'stored' }>,
  locale: Locale,
  t: LeadFormsT,
) {
  if (kind === 'booking' && outcome.booking) {
    const { booking, lead } = outcome;
    return {
      title: t('booking.successTitle'),
      message: t('booking.successMessage', {
        when: callTime(booking, booking.timeZone, locale),
        email: lead.email,
        reference: lead.reference,
      }),
    };
  }
  if (kind !== 'fullReport') {
    return { title: t(`${kind}.successTitle`), message: t(`${kind}.successMessage`) };
  }
  const tr = await getTranslations({ locale, namespace: 'WebsiteGrader.fullReport' });
  const { lead, followUps } = outcome;
  // Only say "on its way" when the report e-mail really is queued (not for suspected spam, nor
  // past the address's daily limit): then the team sends it by hand.
  const queued = followUps.some((f) => f.kind === 'grader_report' && f.status === 'pending');
  const values = {
    name: lead.name,
    email: lead.email,
    host: outcome.reportSite ? siteName(outcome.reportSite) : '',
  };
  return {
    title: tr('successTitle'),
    message: queued ? tr('success', values) : tr('successByHand', values),
  };
}

function formLocale(fields: Record<string, string>): Locale {
  return hasLocale(routing.locales, fields.locale) ? fields.locale : routing.defaultLocale;
}

/** Answers are numbered, so the form knows a new one arrived (the previous one is the browser's). */
function nextVersion(previous: unknown): number {
  const last = (previous as Partial<LeadFormState> | null)?.version;
  return (Number.isSafeInteger(last) ? (last as number) : 0) + 1;
}
