import type { FollowUpKind, LeadSource } from '@/lib/db/generated/client';

/** A fact of a lead that only some forms ask for (the agency's e-mail shows only those asked). */
export type AskedFact = 'phone' | 'message' | 'package' | 'cars' | 'budget' | 'report';

/**
 * One row per lead source: everything that differs between the forms that store leads. The
 * inbox's labels and filters, the CSV, the agency's e-mail (the form's name, which facts it
 * shows), the visitor's e-mail and the form's own texts all read this table; nothing else names
 * a source. A new source is a row here, its texts, and its fields (README, "Add a lead source").
 */
export const leadSourceTable = {
  lead_capture: {
    /** The form (lib/leads/fields.ts, the intake's `forms`, messages' `LeadForms.<form>`). */
    form: 'leadCapture',
    /** How the inbox, its filter and the CSV name it (the admin area is English-only). */
    label: 'Home page form',
    /** How the agency's e-mail names it: "Ana sent the home page quote form". */
    mailName: 'Home page quote form',
    /** What its form asks beyond name, e-mail and company. */
    asks: ['phone', 'message'],
    /** The e-mail the visitor gets (unless suspected spam). */
    visitorEmail: 'visitor_confirmation',
  },
  contact: {
    form: 'contact',
    label: 'Contact page',
    mailName: 'Contact page form',
    asks: ['phone', 'message', 'package', 'cars', 'budget'],
    visitorEmail: 'visitor_confirmation',
  },
  website_grader: {
    form: 'fullReport',
    label: 'Website grader full report',
    mailName: 'Website grader full report',
    asks: ['report'],
    visitorEmail: 'grader_report',
  },
  booking: {
    form: 'booking',
    label: 'Booked call',
    mailName: 'Booking page',
    asks: ['phone', 'message'],
    visitorEmail: 'visitor_confirmation',
  },
} as const satisfies Record<LeadSource, LeadSourceRow>;

export type LeadSourceRow = {
  form: string;
  label: string;
  mailName: string;
  asks: readonly AskedFact[];
  visitorEmail: Extract<FollowUpKind, 'visitor_confirmation' | 'grader_report'>;
};

/** Every source, in the table's order (the inbox filter's order). */
export const leadSources = Object.keys(leadSourceTable) as [LeadSource, ...LeadSource[]];

/** A source's row; unknown values (an old row, a bad query) get a row that names them as stored. */
export function leadSourceRow(source: string): LeadSourceRow {
  return (
    (leadSourceTable as Record<string, LeadSourceRow>)[source] ?? {
      form: source,
      label: source,
      mailName: source,
      asks: ['phone', 'message'],
      visitorEmail: 'visitor_confirmation',
    }
  );
}

/** Does this source's form ask for that fact? */
export function asks(source: string, fact: AskedFact): boolean {
  return leadSourceRow(source).asks.includes(fact);
}
