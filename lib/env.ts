import { z } from 'zod';

/**
 * The one place that reads process.env. Values used by prerendered pages are read when
 * `next build` runs (changing them needs a rebuild); server-only settings are parsed on
 * first use at run time (see README, "Configuration").
 */
const optionalUrl = z.url({ protocol: /^https?$/ }).optional();

const buildTimeSchema = z.object({
  SITE_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  SITE_NAME: z.string().min(1).default('AutoSites Cyprus'),
  CONTACT_PHONE: z
    .string()
    .regex(/^\+[0-9 ]{7,20}$/, 'an international number such as +90 548 850 1000')
    .default('+90 548 850 1000'),
  CONTACT_EMAIL: z.email().default('info@autositescyprus.com'),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^[0-9]{8,15}$/, 'digits only, with the country code')
    .default('905488501000'),
  EMERGENCY_PHONE: z
    .string()
    .regex(/^\+[0-9 ]{7,20}$/)
    .default('+90 548 850 1999'),
  BUSINESS_TIMEZONE: z.string().default('Europe/Nicosia'),
  BUSINESS_HOURS: z
    .string()
    .regex(/^[1-7]-[1-7] [0-2][0-9]:[0-5][0-9]-[0-2][0-9]:[0-5][0-9]$/, 'like "1-5 09:00-18:00"')
    .default('1-5 09:00-18:00'),
  SOCIAL_FACEBOOK_URL: optionalUrl,
  SOCIAL_INSTAGRAM_URL: optionalUrl,
  SOCIAL_LINKEDIN_URL: optionalUrl,
});

export type BuildTimeEnv = z.infer<typeof buildTimeSchema>;

export function parseBuildTimeEnv(source: Record<string, string | undefined>): BuildTimeEnv {
  const emptyAsUnset = Object.fromEntries(
    Object.entries(source).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
  const result = buildTimeSchema.safeParse(emptyAsUnset);
  if (!result.success) {
    throw new Error(`Invalid site configuration:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

export const buildTimeEnv = parseBuildTimeEnv(process.env);
