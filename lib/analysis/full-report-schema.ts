import { z } from 'zod/mini';

/**
 * "Send me the full report": the one schema of the form, used by the browser for instant
 * feedback and by the server action, which never trusts the browser. zod/mini keeps it small
 * in the browser bundle. Values are trimmed and stripped of < and >, as the lead forms do.
 */
const cleaned = (max: number) =>
  z.string().check(
    z.overwrite((value) => value.replace(/[<>]/g, '').trim()),
    z.maxLength(max),
  );

export const fullReportSchema = z.object({
  name: cleaned(100).check(z.minLength(2)),
  email: cleaned(100).check(
    z.overwrite((value) => value.toLowerCase()),
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/),
  ),
  company: cleaned(100).check(z.minLength(2)),
  consent: z.literal('on'),
});

/** The wording of the consent box (WebsiteGrader.fullReport.consent) as of this date. */
export const fullReportConsentVersion = '2024-12-15';

export type FullReportField = keyof z.infer<typeof fullReportSchema>;
export const fullReportFields: FullReportField[] = ['name', 'email', 'company', 'consent'];

export type FullReportInput = z.infer<typeof fullReportSchema>;

/** The fields that fail, in form order (each has one message: Forms.fullReport.errors.<field>). */
export function validateFullReport(
  values: Record<string, unknown>,
): { ok: true; data: FullReportInput } | { ok: false; invalid: FullReportField[] } {
  const result = fullReportSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const invalid = new Set(result.error.issues.map((issue) => issue.path[0]));
  return { ok: false, invalid: fullReportFields.filter((field) => invalid.has(field)) };
}
