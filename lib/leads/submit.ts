import 'server-only';
import { after } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { routing, type Locale } from '@/i18n/routing';
import { db } from '@/lib/db/client';
import { runTimeEnv } from '@/lib/env';
import { logEvent } from '@/lib/log';
import { rateLimitStore } from '@/lib/rate-limit/store';
import { requestClientIp } from '@/lib/request/client-ip';
import { siteConfig } from '@/lib/site-config';
import { fieldErrorTexts } from './error-text';
import { errorTemplates } from './form-texts';
import type { LeadFormKind } from './fields';
import type { LeadFormState } from './form-state';
import { leadFromSubmission, submissionContext } from './lead-from-submission';
import { leadRepository, type Lead } from './repository';
import { parseContact, parseLeadCapture } from './schema';
import { deliverLeadWebhook } from './webhook';

/**
 * Everything a lead form's server action does, in order: validate (the browser's checks again),
 * turn bots away, apply the per-IP rate limit, store the lead, and only then say thank you.
 * If the database fails the visitor is told so, with the phone and WhatsApp alternatives, and
 * gets back everything they typed.
 */
export async function submitLeadForm(
  kind: LeadFormKind,
  previous: LeadFormState,
  formData: FormData,
): Promise<LeadFormState> {
  const raw = Object.fromEntries(
    [...formData.entries()].filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  const locale: Locale = hasLocale(routing.locales, raw.locale)
    ? raw.locale
    : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'LeadForms' });
  const version = (Number.isSafeInteger(previous?.version) ? previous.version : 0) + 1;
  const parsed = kind === 'contact' ? parseContact(raw) : parseLeadCapture(raw);

  if (!parsed.ok && parsed.bot) {
    logEvent('warn', 'lead.bot_rejected', { source: kind });
    return {
      version,
      status: 'error',
      title: t('bot.title'),
      message: t('bot.message'),
      values: parsed.values,
      offerAlternatives: true,
    };
  }
  if (!parsed.ok) {
    return {
      version,
      status: 'invalid',
      title: t('validation.title'),
      message: t('validation.message'),
      fieldErrors: fieldErrorTexts(parsed.errors, errorTemplates(t)),
      values: parsed.values,
    };
  }

  try {
    // Inside the try: a bad server setting must not cost the visitor what they typed.
    const env = runTimeEnv();
    const prisma = await db();
    const ip = await requestClientIp();
    if (!ip) logEvent('warn', 'lead.client_ip_unknown', { source: kind });
    const limit = await rateLimitStore(prisma).hit(
      {
        bucket: 'leads',
        max: env.LEAD_RATE_LIMIT_MAX,
        windowMs: env.LEAD_RATE_LIMIT_WINDOW_SECONDS * 1000,
      },
      ip ?? 'unknown',
    );
    if (!limit.allowed) {
      logEvent('warn', 'lead.rate_limited', { source: kind });
      return {
        version,
        status: 'error',
        title: t('rateLimited.title'),
        message: t('rateLimited.message', {
          minutes: Math.max(1, Math.ceil(limit.retryAfterMs / 60_000)),
        }),
        values: parsed.values,
        offerAlternatives: true,
      };
    }
    const context = submissionContext(raw, locale, env.LEAD_MIN_FILL_MS);
    const lead = await leadRepository(prisma).create(
      leadFromSubmission(kind, parsed.data, context),
    );
    logEvent('info', 'lead.stored', {
      leadId: lead.id,
      source: lead.source,
      suspectedSpam: lead.suspectedSpam,
    });
    after(() => afterLeadStored(lead));
    return {
      version,
      status: 'success',
      title: t(`${kind}.successTitle`),
      message: t(`${kind}.successMessage`),
    };
  } catch (error) {
    logEvent('error', 'lead.store_failed', {
      source: kind,
      error: error instanceof Error ? error.message : String(error),
    });
    return {
      version,
      status: 'error',
      title: t('storeFailed.title'),
      message: t('storeFailed.message', { phone: siteConfig.phone }),
      values: parsed.values,
      offerAlternatives: true,
    };
  }
}

/** After the visitor has their answer: tell the agency, if it asked to be told. */
async function afterLeadStored(lead: Lead) {
  const { LEAD_WEBHOOK_URL } = runTimeEnv();
  if (LEAD_WEBHOOK_URL) await deliverLeadWebhook(lead, LEAD_WEBHOOK_URL);
}
