import * as z from 'zod/mini';
import {
  budgetOptions,
  carCountOptions,
  channelOptions,
  fieldLimits,
  honeypotField,
  packageOptions,
} from './fields';
import { canonicalEmail } from './email-address';
import { sanitizeFields, sanitizeValue, visibleLength } from './sanitize';

/**
 * One schema per form, run on sanitized values in the browser (instant feedback) and again in
 * the server's intake (lib/leads/intake.ts); then the bot trap. zod/mini keeps it small in the
 * browser bundle. Errors are codes; each side turns them into the visitor's language
 * (LeadForms.errors.<code>).
 */
export const leadErrorCodes = [
  'nameInvalid',
  'emailInvalid',
  'companyInvalid',
  'tooLong',
  'consentRequired',
  'choiceInvalid',
  'slotRequired',
  'phoneRequired',
] as const;
export type LeadErrorCode = (typeof leadErrorCodes)[number];

const code = (error: LeadErrorCode) => ({ error });
const tooLong = (max: number) => z.maxLength(max, code('tooLong'));

/** "At least 2 characters" that a person can see: zero-width and blank characters do not count. */
const visible = (error: LeadErrorCode) =>
  z.refine<string>((value) => visibleLength(value) >= 2, code(error));

const name = z.string().check(visible('nameInvalid'), tooLong(fieldLimits.name));
/** Exactly one plain address, handed on in its canonical form (lib/leads/email-address.ts). */
const email = z.pipe(
  z.string().check(
    z.refine((value) => canonicalEmail(value) !== null, code('emailInvalid')),
    tooLong(fieldLimits.email),
  ),
  z.transform((value) => canonicalEmail(value) ?? value),
);
const company = z.string().check(visible('companyInvalid'), tooLong(fieldLimits.company));
const phone = z.string().check(tooLong(fieldLimits.phone));
const message = z.string().check(tooLong(fieldLimits.message));
const consent = z.string().check(z.refine((value) => value === 'yes', code('consentRequired')));
const choice = <T extends string>(options: readonly T[]) =>
  z.enum(['', ...options] as [string, ...string[]], code('choiceInvalid'));

export const leadCaptureSchema = z.object({ name, email, phone, company, message, consent });

export const contactSchema = z.object({
  name,
  email,
  phone,
  company,
  message,
  consent,
  package: choice(packageOptions),
  cars: choice(carCountOptions),
  budget: choice(budgetOptions),
});

/** The website grader's "Send me the full report": who to send it to, nothing else. */
export const fullReportSchema = z.object({ name, email, company, consent });

/**
 * The booking page's form: who, the call's slot and how to hold it (a phone call needs a
 * number). Whether the slot is still bookable is the server's question (lib/booking/slots.ts).
 */
export const bookingSchema = z
  .object({
    name,
    email,
    phone,
    company,
    message,
    consent,
    slot: z.string().check(z.minLength(1, code('slotRequired')), tooLong(40)),
    channel: z.enum(channelOptions, code('choiceInvalid')),
    tz: z.string().check(tooLong(64)),
  })
  .check(
    z.refine((data) => data.channel !== 'phone' || visibleLength(data.phone) >= 6, {
      ...code('phoneRequired'),
      path: ['phone'],
    }),
  );

export type LeadCaptureFields = z.infer<typeof leadCaptureSchema>;
export type ContactFields = z.infer<typeof contactSchema>;
export type FullReportFields = z.infer<typeof fullReportSchema>;
export type BookingFields = z.infer<typeof bookingSchema>;
export type LeadFieldName = keyof ContactFields | keyof BookingFields;

export const leadCaptureFieldNames = Object.keys(leadCaptureSchema.shape) as LeadFieldName[];
export const contactFieldNames = Object.keys(contactSchema.shape) as LeadFieldName[];
export const fullReportFieldNames = Object.keys(fullReportSchema.shape) as LeadFieldName[];
export const bookingFieldNames = Object.keys(bookingSchema.shape) as LeadFieldName[];

export type FieldErrors = Partial<Record<LeadFieldName, LeadErrorCode>>;

export type LeadParseResult<T> =
  | { ok: true; data: T; values: Record<LeadFieldName, string> }
  | { ok: false; bot: true; values: Partial<Record<LeadFieldName, string>> }
  | { ok: false; bot: false; errors: FieldErrors; values: Partial<Record<LeadFieldName, string>> };

type FormSchema =
  typeof leadCaptureSchema | typeof contactSchema | typeof fullReportSchema | typeof bookingSchema;

function parseWith<S extends FormSchema>(
  schema: S,
  fields: readonly LeadFieldName[],
  raw: Record<string, unknown>,
): LeadParseResult<z.infer<S>> {
  const values = sanitizeFields(raw, fields, ['message']);
  const result = schema.safeParse(values);
  if (!result.success) {
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as LeadFieldName;
      errors[field] ??= issue.message as LeadErrorCode;
    }
    return { ok: false, bot: false, errors, values };
  }
  // The trap field is invisible to people; anything in it was typed by a bot.
  if (sanitizeValue(raw[honeypotField]) !== '') return { ok: false, bot: true, values };
  return { ok: true, data: result.data as z.infer<S>, values };
}

export function parseLeadCapture(raw: Record<string, unknown>) {
  return parseWith(leadCaptureSchema, leadCaptureFieldNames, raw);
}

export function parseContact(raw: Record<string, unknown>) {
  return parseWith(contactSchema, contactFieldNames, raw);
}

export function parseFullReport(raw: Record<string, unknown>) {
  return parseWith(fullReportSchema, fullReportFieldNames, raw);
}

export function parseBooking(raw: Record<string, unknown>) {
  return parseWith(bookingSchema, bookingFieldNames, raw);
}
