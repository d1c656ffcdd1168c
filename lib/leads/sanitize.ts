import { maxValueLength } from './fields';

/**
 * Every submitted value: angle brackets removed (nothing a visitor types can become markup in an
 * e-mail or the admin area), trimmed, cut to 500 characters. Non-strings become ''.
 */
export function sanitizeValue(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value.replace(/[<>]/g, '').trim().slice(0, maxValueLength);
}

export function sanitizeEmail(value: unknown): string {
  return sanitizeValue(value).toLowerCase();
}

/** The named fields of a submission, sanitized; e-mail lowercased. */
export function sanitizeFields<F extends string>(
  raw: Record<string, unknown>,
  fields: readonly F[],
): Record<F, string> {
  const clean = {} as Record<F, string>;
  for (const field of fields) {
    clean[field] = field === 'email' ? sanitizeEmail(raw[field]) : sanitizeValue(raw[field]);
  }
  return clean;
}
