import type { Locale } from '@/i18n/routing';
import {
  consentVersion,
  fillTimeField,
  leadCaptureDefaultMessage,
  leadCapturePackage,
  utmFields,
  type LeadFormKind,
} from './fields';
import type { NewLead } from './repository';
import type { ContactFields, LeadCaptureFields } from './schema';
import { sanitizeValue } from './sanitize';

/** Where and how a form was sent: its page, campaign tags and how long the visitor took. */
export type SubmissionContext = {
  locale: Locale;
  pagePath: string | null;
  utm: Record<(typeof utmFields)[number], string | null>;
  fillTimeMs: number | null;
  suspectedSpam: boolean;
};

const maxFillTimeMs = 7 * 24 * 60 * 60_000;

export function submissionContext(
  raw: Record<string, string>,
  locale: Locale,
  minFillMs: number,
): SubmissionContext {
  const fill = Number(raw[fillTimeField]);
  // No stamp (no JavaScript, an old page) is not suspicious; only a measured rush is.
  const fillTimeMs =
    raw[fillTimeField] && Number.isInteger(fill) && fill >= 0 && fill <= maxFillTimeMs
      ? fill
      : null;
  const path = sanitizeValue(raw.pagePath).slice(0, 200);
  const utm = Object.fromEntries(
    utmFields.map((field) => [field, sanitizeValue(raw[field]).slice(0, 100) || null]),
  ) as SubmissionContext['utm'];
  return {
    locale,
    pagePath: path.startsWith('/') ? path : null,
    utm,
    fillTimeMs,
    suspectedSpam: fillTimeMs !== null && fillTimeMs < minFillMs,
  };
}

/** The row to store for a valid submission of either form. */
export function leadFromSubmission(
  kind: LeadFormKind,
  data: LeadCaptureFields | ContactFields,
  context: SubmissionContext,
): NewLead {
  const common = {
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
  if (kind === 'leadCapture') {
    return {
      ...common,
      source: 'lead_capture',
      message: data.message || leadCaptureDefaultMessage,
      package: leadCapturePackage,
    };
  }
  const contact = data as ContactFields;
  return {
    ...common,
    source: 'contact',
    message: contact.message,
    package: contact.package || null,
    cars: contact.cars || null,
    budget: contact.budget || null,
  };
}
