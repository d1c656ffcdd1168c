import { packageIds } from '@/lib/catalogue/packages';
import type { leadSourceTable } from './sources';

/**
 * The fields of the lead forms and their limits, shared by the browser (maxlength, counters,
 * instant checks) and the server (the same checks again).
 */
export const fieldLimits = {
  name: 100,
  email: 100,
  phone: 20,
  company: 100,
  message: 500,
} as const;

/** Every submitted value is cut to this length, whatever the field. */
export const maxValueLength = 500;

export const carCountOptions = ['1-25', '26-50', '51-100', '100+'] as const;
export const budgetOptions = [
  'under-1000',
  '1000-2500',
  '2500-5000',
  '5000-plus',
  'unsure',
] as const;
/** The contact form offers the catalogue's packages plus a custom project. */
export const packageOptions = [...packageIds, 'custom'] as const;

/** How a booked consultation call happens (lib/booking). */
export const channelOptions = ['video', 'phone'] as const;
/** The booking form's fields beyond the lead's: the slot's start (UTC) and the visitor's zone. */
export const slotField = 'slot';
export const zoneField = 'tz';

/** The privacy policy's date: stored with each consent, so we know which wording was agreed to. */
export const consentVersion = '2026-11-28';

/** What the home form stores as its package, and as its message when none was typed. */
export const leadCapturePackage = 'Lead Capture';
export const leadCaptureDefaultMessage = 'Lead capture form submission';
/** What the website grader's full-report form stores as its package. */
export const fullReportPackage = 'Website Grader';

/** What the booking form stores as its package. */
export const bookingPackage = 'Free consultation call';

/** Hidden fields: the honeypot, the browser's fill time, and where the visitor came from. */
export const honeypotField = 'website';
export const fillTimeField = 'fillMs';
/** The full-report form's hidden field: which grader report to send. */
export const reportIdField = 'reportId';
/**
 * The longest fill time believed: a week. Anything longer (a tab left open for a month, or a
 * forged number) is stored as unknown — it would not fit the column, and means nothing.
 */
export const maxFillTimeMs = 7 * 24 * 60 * 60_000;
export const utmFields = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

/** Every form that stores a lead (one per source, lib/leads/sources.ts); all go through the intake. */
export type LeadFormKind = (typeof leadSourceTable)[keyof typeof leadSourceTable]['form'];
