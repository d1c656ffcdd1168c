import { packageIds } from '@/lib/catalogue/packages';

/**
 * The fields of the two lead forms and their limits, shared by the browser (maxlength, counters,
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

/** The privacy policy's date: stored with each consent, so we know which wording was agreed to. */
export const consentVersion = '2024-12-15';

/** What the home form stores as its package, and as its message when none was typed. */
export const leadCapturePackage = 'Lead Capture';
export const leadCaptureDefaultMessage = 'Lead capture form submission';

/** Hidden fields: the honeypot, the browser's fill time, and where the visitor came from. */
export const honeypotField = 'website';
export const fillTimeField = 'fillMs';
export const utmFields = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

export type LeadFormKind = 'leadCapture' | 'contact';
