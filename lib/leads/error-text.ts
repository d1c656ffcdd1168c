import { fieldLimits } from './fields';
import type { FieldErrors, LeadErrorCode, LeadFieldName } from './schema';

export type ErrorTexts = Record<LeadErrorCode, string>;

/** Field errors in the visitor's language; `{max}` becomes the field's length limit. */
export function fieldErrorTexts(errors: FieldErrors, texts: ErrorTexts) {
  const out: Partial<Record<LeadFieldName, string>> = {};
  for (const [field, code] of Object.entries(errors) as [LeadFieldName, LeadErrorCode][]) {
    const max = fieldLimits[field as keyof typeof fieldLimits] ?? 0;
    out[field] = texts[code].replace('{max}', String(max));
  }
  return out;
}
