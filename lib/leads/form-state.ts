import type { LeadFieldName } from './schema';

/**
 * What a lead form's server action returns. Texts are already in the visitor's language.
 * `version` grows with every answer, so the form knows a new one arrived (and re-renders its
 * fields from `values`: everything the visitor typed comes back unless the lead was stored).
 */
export type LeadFormState = {
  version: number;
  status: 'idle' | 'success' | 'invalid' | 'error';
  title?: string;
  message?: string;
  fieldErrors?: Partial<Record<LeadFieldName, string>>;
  values?: Partial<Record<LeadFieldName, string>>;
  /** Show the phone and WhatsApp alternatives (the lead could not be stored). */
  offerAlternatives?: boolean;
};

export const initialLeadFormState: LeadFormState = { version: 0, status: 'idle' };
