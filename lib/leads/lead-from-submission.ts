import type { Locale } from '@/i18n/routing';
import {
  bookingPackage,
  consentVersion,
  fillTimeField,
  fullReportPackage,
  leadCaptureDefaultMessage,
  leadCapturePackage,
  maxFillTimeMs,
  utmFields,
} from './fields';
import type { NewLead } from './lead-repository';
import type { BookingFields, ContactFields, FullReportFields, LeadCaptureFields } from './schema';
import { sanitizeValue, utmTags } from './sanitize';

/** Where and how a form was sent: its page, campaign tags and how long the visitor took. */
export type SubmissionContext = {
  locale: Locale;
  pagePath: string | null;
  utm: Record<(typeof utmFields)[number], string | null>;
  fillTimeMs: number | null;
  suspectedSpam: boolean;
};

export function submissionContext(
  raw: Record<string, string>,
  locale: Locale,
  minFillMs: number,
): SubmissionContext {
  const stamp = raw[fillTimeField] ?? '';
  const fill = Number(stamp);
  // No stamp (no JavaScript, an old page) is not suspicious; only a measured rush is.
  const fillTimeMs =
    /^\d{1,12}$/.test(stamp) && Number.isSafeInteger(fill) && fill <= maxFillTimeMs ? fill : null;
  const path = sanitizeValue(raw.pagePath).slice(0, 200);
  const utm = Object.fromEntries(
    Object.entries(utmTags((field) => raw[field])).map(([field, value]) => [field, value || null]),
  ) as SubmissionContext['utm'];
  return {
    locale,
    pagePath: path.startsWith('/') ? path : null,
    utm,
    fillTimeMs,
    suspectedSpam: fillTimeMs !== null && fillTimeMs < minFillMs,
  };
}

/** What every form stores alike: who, in which language, from where, and their consent. */
function commonLead(
  data: { name: string; email: string; company: string; phone?: string },
  context: SubmissionContext,
) {
  return {
    name: data.name,
    email: data.email,
    phone: data.phone || null,
    company: data.company,
    locale: context.locale,
    pagePath: context.pagePath,
    utmSource: context.utm.utm_source,
    utmMedium: context.utm.utm_medium,
    utmCampaign: context.utm.utm_campaign,
    utmTerm: context.utm.utm_term,
    utmContent: context.utm.utm_content,
    consentGiven: true,
    consentVersion,
    fillTimeMs: context.fillTimeMs,
    suspectedSpam: context.suspectedSpam,
  };
}

/** The home page's quote form. */
export function leadCaptureLead(data: LeadCaptureFields, context: SubmissionContext): NewLead {
  return {
    ...commonLead(data, context),
    source: 'lead_capture',
    message: data.message || leadCaptureDefaultMessage,
    package: leadCapturePackage,
  };
}

/** The contact page's form, with the package, stock size and budget chosen. */
export function contactLead(data: ContactFields, context: SubmissionContext): NewLead {
  return {
    ...commonLead(data, context),
    source: 'contact',
    message: data.message,
    package: data.package || null,
    cars: data.cars || null,
    budget: data.budget || null,
  };
}

/** The grader's "Send me the full report": the report's site and score come from the server. */
export function fullReportLead(
  data: FullReportFields,
  context: SubmissionContext,
  report: { url: string; score: number; reportUrl: string },
): NewLead {
  return {
    ...commonLead(data, context),
    source: 'website_grader',
    message: `Full website report requested for ${report.url} (overall score ${report.score}/100). Report: ${report.reportUrl}`,
    package: fullReportPackage,
  };
}

/** The booking page's form: the call itself is stored beside it (lib/booking). */
export function bookingLead(data: BookingFields, context: SubmissionContext): NewLead {
  return {
    ...commonLead(data, context),
    source: 'booking',
    message: data.message,
    package: bookingPackage,
  };
}
