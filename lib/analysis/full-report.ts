import 'server-only';
import { getTranslations } from 'next-intl/server';
import { db } from '@/lib/db/client';
import { runTimeEnv } from '@/lib/env';
import { leadRepository } from '@/lib/leads/repository';
import { logEvent } from '@/lib/log';
import { rateLimitStore } from '@/lib/rate-limit/store';
import { absoluteUrl } from '@/lib/seo/urls';
import { siteConfig } from '@/lib/site-config';
import {
  fullReportConsentVersion,
  validateFullReport,
  type FullReportField,
} from './full-report-schema';
import { reportHref } from './paths';
import { safeLocale } from './grade';
import { siteName } from './present';
import { analysisReportRepository } from './reports';

export type FullReportState =
  | { status: 'idle' }
  | { status: 'sent'; message: string }
  | {
      status: 'error';
      message?: string;
      fieldErrors?: Partial<Record<FullReportField, string>>;
      values: Record<string, string>;
    };

/**
 * Stores a lead (source website_grader) asking for the full report — behind the form's server
 * action and its POST route (without JavaScript). The analysed URL and score come from the
 * stored report, never from the browser.
 */
export async function submitFullReport(
  localeInput: unknown,
  reportId: string,
  form: FormData,
  ip: string,
): Promise<FullReportState> {
  const locale = safeLocale(localeInput);
  const t = await getTranslations({ locale, namespace: 'WebsiteGrader.fullReport' });
  const text = (name: string) => String(form.get(name) ?? '').slice(0, 500);
  const values = { name: text('name'), email: text('email'), company: text('company') };
  const failure = (message: string) => ({ status: 'error' as const, message, values });

  if (text('website') !== '') return failure(t('errors.bot'));
  const checked = validateFullReport({ ...values, consent: form.get('consent') ?? undefined });
  if (!checked.ok) {
    const fieldErrors = Object.fromEntries(checked.invalid.map((f) => [f, t(`errors.${f}`)]));
    return { status: 'error', fieldErrors, values };
  }

  try {
    const prisma = await db();
    const report = await analysisReportRepository(prisma).findById(reportId);
    if (!report) return failure(t('errors.missingReport'));
    const env = runTimeEnv();
    const limit = await rateLimitStore(prisma).hit(
      {
        bucket: 'lead',
        max: env.LEAD_RATE_LIMIT_MAX,
        windowMs: env.LEAD_RATE_LIMIT_WINDOW_SECONDS * 1000,
      },
      ip,
    );
    if (!limit.allowed) {
      return failure(t('errors.rateLimited', { minutes: Math.ceil(limit.retryAfterMs / 60_000) }));
    }
    const fillTimeMs = Number.parseInt(text('fillTimeMs'), 10);
    const reportPath = reportHref(report.id);
    const score = report.result.scores.overall;
    const lead = await leadRepository(prisma).create({
      source: 'website_grader',
      name: checked.data.name,
      email: checked.data.email,
      company: checked.data.company,
      message: `Full website report requested for ${report.url} (overall score ${score}/100). Report: ${absoluteUrl(reportPath, locale)}`,
      package: 'Website Grader',
      locale,
      pagePath: reportPath,
      consentGiven: true,
      consentVersion: fullReportConsentVersion,
      fillTimeMs: Number.isFinite(fillTimeMs) && fillTimeMs >= 0 ? fillTimeMs : null,
      suspectedSpam: Number.isFinite(fillTimeMs) && fillTimeMs < env.LEAD_MIN_FILL_MS,
    });
    logEvent('info', 'lead.created', {
      id: lead.id,
      source: lead.source,
      suspectedSpam: lead.suspectedSpam,
    });
    return {
      status: 'sent',
      message: t('success', {
        name: checked.data.name,
        host: siteName(report.url),
        email: checked.data.email,
      }),
    };
  } catch (error) {
    logEvent('error', 'lead.failed', {
      source: 'website_grader',
      message: (error as Error).message,
    });
    return failure(t('errors.failed', { phone: siteConfig.phone }));
  }
}
