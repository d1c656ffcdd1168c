import { maxValueLength, utmFields } from './fields';

/**
 * What no person types, removed from every submitted value:
 * - C0 control characters and DEL (a NUL alone makes PostgreSQL refuse the whole row);
 * - bidi embedding, override and isolate characters (U+202A–U+202E, U+2066–U+2069), which can
 *   make text in the inbox read differently from what it holds.
 * Multi-line fields keep their tabs and line breaks (CR LF becomes LF); everywhere else those
 * become spaces.
 */
const invisibleControls =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g;
const lineBreaks = /\r\n?/g;
const whitespaceControls = /[\t\n]/g;

/**
 * Every submitted value: controls removed, angle brackets removed (nothing a visitor types can
 * become markup in an e-mail or the admin area), trimmed, cut to 500 characters (whole
 * characters: an emoji is never cut in half). Non-strings become ''.
 */
export function sanitizeValue(value: unknown, { multiline = false } = {}): string {
  if (typeof value !== 'string') return '';
  // A lone surrogate half cannot be stored as UTF-8; the replacement character can.
  let text = wellFormed(value.slice(0, maxValueLength * 4))
    .replace(invisibleControls, '')
    .replace(lineBreaks, '\n');
  if (!multiline) text = text.replace(whitespaceControls, ' ');
  text = text.replace(/[<>]/g, '').trim();
  return text.length <= maxValueLength ? text : Array.from(text).slice(0, maxValueLength).join('');
}

export function sanitizeEmail(value: unknown): string {
  return sanitizeValue(value).toLowerCase();
}

/** Whitespace and format characters (zero-width spaces, joiners, soft hyphens…) show nothing. */
const invisible = /[\p{White_Space}\p{Cf}]/gu;

/** How many characters a person would see: "at least 2 characters" counts these. */
export function visibleLength(text: string): number {
  return Array.from(text.replace(invisible, '')).length;
}

/** The named fields of a submission, sanitized; e-mail lowercased, `multiline` keeps lines. */
export function sanitizeFields<F extends string>(
  raw: Record<string, unknown>,
  fields: readonly F[],
  multiline: readonly string[] = [],
): Record<F, string> {
  const clean = {} as Record<F, string>;
  for (const field of fields) {
    clean[field] =
      field === 'email'
        ? sanitizeEmail(raw[field])
        : sanitizeValue(raw[field], { multiline: multiline.includes(field) });
  }
  return clean;
}

/** A surrogate half without its partner (only a broken client sends one). */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function wellFormed(text: string): string {
  return text.replace(loneSurrogate, '\uFFFD');
}

export type UtmTags = Record<(typeof utmFields)[number], string>;

/**
 * The utm_ tags a visit came with (from a page's query or a posted form), cleaned like every
 * value and cut to 100 characters; '' for a tag that is absent.
 */
export function utmTags(read: (field: (typeof utmFields)[number]) => unknown): UtmTags {
  return Object.fromEntries(
    utmFields.map((field) => [field, sanitizeValue(read(field)).slice(0, 100)]),
  ) as UtmTags;
}
