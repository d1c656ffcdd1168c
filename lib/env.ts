import { z } from 'zod';
import { busyOtherLoad, slowBenchmarkIndex } from './analysis/browser/browser-result';

/**
 * The one place the project reads process.env (besides instrumentation.ts's NEXT_RUNTIME, which
 * Next replaces at build time and so must be read literally, and the client Prisma generates
 * into lib/db/generated). Values used by prerendered pages are read when
 * `next build` runs (changing them needs a rebuild); server-only settings are parsed on
 * first use at run time (see docs/configuration.md).
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

/** `next build` and `next start` run as production; `next dev` and the tests do not. */
export const isProduction = process.env.NODE_ENV === 'production';
/** `next dev` only (the security headers let its overlay work). */
export const isDevelopment = process.env.NODE_ENV === 'development';

/**
 * Whether Next.js handles SIGTERM/SIGINT itself (it exits at once); `npm start` sets
 * NEXT_MANUAL_SIG_HANDLE so the app's graceful shutdown gets them. Read when asked, as Next does.
 */
export const nextHandlesSignals = () => !process.env.NEXT_MANUAL_SIG_HANDLE;

export type BuildTimeEnv = z.infer<typeof buildTimeSchema>;

/** An empty value (`FOO=`) means "not set", as most deployment tools write it. */
function emptyAsUnset(source: Record<string, string | undefined>) {
  return Object.fromEntries(
    Object.entries(source).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
}

export function parseBuildTimeEnv(source: Record<string, string | undefined>): BuildTimeEnv {
  const result = buildTimeSchema.safeParse(emptyAsUnset(source));
  if (!result.success) {
    throw new Error(`Invalid site configuration:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

export const buildTimeEnv = parseBuildTimeEnv(process.env);

const integer = (min: number) => z.coerce.number().int().min(min);

const proxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], {
  error: 'IP addresses or CIDR ranges, comma-separated, such as 10.0.0.5,10.1.0.0/16',
});

const runTimeSchema = z.object({
  /** PostgreSQL in production; without it the app uses embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  /**
   * Where the background jobs run (the outbox's e-mails and webhook, the grader's phone
   * measurements, the clean-ups): `in-process`, in each web server; `off`, not in this web server,
   * because `npm run worker` processes run them (PostgreSQL only: one process holds PGlite).
   */
  BACKGROUND_JOBS: z.enum(['in-process', 'off']).default('in-process'),
  /** PostgreSQL connections one instance's queries share (docs/database.md). */
  DATABASE_POOL_SIZE: integer(1).max(1000).default(10),
  /** New analyses (grader and competitor tool) one IP address may start an hour. */
  ANALYSIS_RATE_LIMIT_MAX: integer(1).default(10),
  LEAD_MIN_FILL_MS: integer(0).default(3000),
  LEAD_RATE_LIMIT_MAX: integer(1).default(5),
  LEAD_RATE_LIMIT_WINDOW_SECONDS: integer(1).default(600),
  /** Calls one consultation slot at /book holds (lib/booking). */
  BOOKING_SEATS: integer(1).max(20).default(1),
  /** How many proxies in front of the app append to X-Forwarded-For; 0 = use the socket. */
  TRUSTED_PROXY_HOPS: integer(0).max(10).default(0),
  /**
   * The proxies' own addresses: X-Forwarded-For and X-Request-Id are believed only on a
   * connection from one of them (anyone else reaching the app directly could write them).
   */
  TRUSTED_PROXY_ADDRESSES: z
    .string()
    .default('127.0.0.1,::1')
    .transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(proxyAddress)),
  LEAD_WEBHOOK_URL: optionalUrl,
  /** HMAC-SHA256 key of the webhook's X-Signature header; required with LEAD_WEBHOOK_URL. */
  LEAD_WEBHOOK_SECRET: z.string().min(16, 'at least 16 characters').optional(),
  /**
   * Where e-mails go: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`.
   * Unset: every e-mail is written as an .eml file under DATA_DIR/mail instead.
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The sender of every e-mail; defaults to the site's name and public address. */
  MAIL_FROM: z.string().min(3).optional(),
  /**
   * The sender of the agency's notice of each lead; defaults to lead-notices@ at MAIL_FROM's
   * domain, so the notice never comes from the address it goes to.
   */
  LEAD_NOTIFY_FROM: z.string().min(3).optional(),
  /** Days an e-mail written as an .eml file (no SMTP_URL) is kept before it is deleted. */
  MAIL_FILE_RETENTION_DAYS: integer(1).max(3650).default(30),
  /** The agency's address(es) told about every lead, comma-separated; defaults to CONTACT_EMAIL. */
  LEAD_NOTIFY_TO: z
    .string()
    .optional()
    .transform((list) =>
      (list ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('e-mail addresses, comma-separated'))),
  /** First retry of a failed follow-up after this; each next one waits twice as long (≤ 1 h). */
  FOLLOW_UP_RETRY_BASE_SECONDS: integer(1).default(30),
  /** How long a worker may hold a follow-up before another instance takes it over. */
  FOLLOW_UP_LEASE_SECONDS: integer(5).default(120),
  /** E-mails one process sends at once (web server with its jobs in-process, or worker). */
  FOLLOW_UP_MAIL_CONCURRENCY: integer(1).max(32).default(4),
  /** Webhook deliveries one process makes at once, in slots of their own beside the e-mails. */
  FOLLOW_UP_WEBHOOK_CONCURRENCY: integer(1).max(32).default(2),
  /** Stripe secret key (sk_… or a restricted rk_…); without it checkout answers 503. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, 'a Stripe secret key such as sk_live_…')
    .optional(),
  /** Signing secret of the webhook endpoint (whsec_…); without it webhooks answer 503. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9_]+$/, 'a webhook signing secret such as whsec_…')
    .optional(),
  /** Tests only: where the Stripe SDK sends its requests instead of https://api.stripe.com. */
  STRIPE_API_BASE: optionalUrl,
  CHECKOUT_RATE_LIMIT_MAX: integer(1).default(10),
  CHECKOUT_RATE_LIMIT_WINDOW_SECONDS: integer(1).default(600),
  /** Signs and encrypts admin sessions; unset on the embedded database: generated in DATA_DIR. */
  NEXTAUTH_SECRET: z.string().trim().min(32, 'at least 32 characters').optional(),
  /** Failed admin sign-ins one IP address may make in 15 minutes before it is refused. */
  ADMIN_LOGIN_MAX_FAILURES_PER_IP: integer(1).default(10),
  /**
   * PageSpeed Insights key: with it, the grader asks Google for a page's field data (beside its
   * own phone measurement), or, on an instance without a browser, for its lab score instead.
   */
  PAGESPEED_API_KEY: z.string().min(1).optional(),
  /** The PageSpeed Insights v5 endpoint (tests point it at a local fake). */
  PAGESPEED_API_BASE: z
    .url({ protocol: /^https?$/ })
    .default('https://www.googleapis.com/pagespeedonline/v5'),
  /** Tests only: lets the website grader fetch 127.0.0.1 / ::1 (local fixture sites). */
  ANALYSIS_ALLOW_LOOPBACK: z.stringbool().default(false),
  /**
   * Tests only: a closed-world DNS for the grader, `name=address[|address],…`. Set, no other
   * name resolves (nothing is looked up on the network); answers are checked like real ones.
   */
  ANALYSIS_TEST_HOSTS: z
    .string()
    .regex(/^[a-z0-9.-]+=[0-9a-f.:|]+(,[a-z0-9.-]+=[0-9a-f.:|]+)*$/i, 'name=address,…')
    .optional(),
  /** Tests only: loopback addresses that stand for the public internet (fixture sites). */
  ANALYSIS_TEST_PUBLIC_ADDRESSES: z
    .string()
    .optional()
    .transform((list) =>
      (list ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.ipv4().regex(/^127\./, 'loopback addresses (127.x.x.x) only'))),
  /** Tests only: a PEM certificate the grader's browser accepts without a trusted CA. */
  ANALYSIS_TEST_TRUST_CERT: z.string().min(1).optional(),
  /** The Chromium the grader measures pages with; unset: `chromium` (or Chrome) on the PATH. */
  CHROME_PATH: z.string().min(1).optional(),
  /** Where Chromium is looked for when CHROME_PATH is not set (the process's own PATH). */
  PATH: z.string().default('/usr/local/bin:/usr/bin:/bin'),
  /** Browser measurements one instance runs at once (each a Chromium, ≈ 300 MB); 0: none. */
  GRADER_BROWSERS: integer(0).max(8).default(1),
  /** A measurement still running after this is killed, with its whole process tree. */
  GRADER_DEADLINE_SECONDS: integer(10).max(600).default(60),
  /**
   * Lighthouse's benchmark of the machine under which a measurement loads the page again (up
   * to three loads, the median kept); 0: one load whatever it reads.
   */
  GRADER_REPEAT_BELOW_BENCHMARK: integer(0).max(100_000).default(slowBenchmarkIndex),
  /**
   * The share (%) of the machine's CPU that other work may take while a page loads before the
   * measurement loads it again (up to three loads, the median kept); 100: never.
   */
  GRADER_REPEAT_ABOVE_OTHER_LOAD: integer(0).max(100).default(busyOtherLoad),
  /**
   * A running measurement's heartbeat on the job engine; a run whose process died is run again
   * once this passes without one.
   */
  GRADER_LEASE_SECONDS: integer(10).max(600).default(30),
  /**
   * Browser time the pages one visitor (IP; IPv6 by /64) graded may take in an hour; past it
   * their next page is not measured on a phone. 0: no limit.
   */
  GRADER_VISITOR_BROWSER_SECONDS: integer(0).max(86_400).default(300),
  /** How long the grader's report e-mail waits for the browser measurement after the request. */
  GRADER_MAIL_WAIT_SECONDS: integer(0).max(3600).default(180),
});

const checkedRunTimeSchema = runTimeSchema
  .refine((env) => !env.LEAD_WEBHOOK_URL || env.LEAD_WEBHOOK_SECRET, {
    path: ['LEAD_WEBHOOK_SECRET'],
    message: 'required with LEAD_WEBHOOK_URL (signs each delivery)',
  })
  .refine((env) => env.BACKGROUND_JOBS === 'in-process' || env.DATABASE_URL, {
    path: ['BACKGROUND_JOBS'],
    message:
      'off needs DATABASE_URL: on the embedded database no other process can run the jobs, and leads would wait forever',
  });

export type RunTimeEnv = z.infer<typeof runTimeSchema>;

export function parseRunTimeEnv(source: Record<string, string | undefined>): RunTimeEnv {
  const result = checkedRunTimeSchema.safeParse(emptyAsUnset(source));
  if (!result.success) {
    throw new Error(`Invalid server configuration:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

/**
 * DATABASE_URL for the Prisma CLI (prisma.config.ts), checked like the app's own but alone: the
 * CLI runs at install (`prisma generate`), where no other server setting matters.
 */
export function prismaCliDatabaseUrl(
  source: Record<string, string | undefined> = process.env,
): string {
  const result = runTimeSchema.shape.DATABASE_URL.safeParse(emptyAsUnset(source).DATABASE_URL);
  if (!result.success) {
    throw new Error(`Invalid DATABASE_URL:\n${z.prettifyError(result.error)}`);
  }
  return result.data ?? '';
}

let runTimeCache: RunTimeEnv | undefined;

/**
 * Server settings, parsed on first use (never at import, so `next build` does not need them and
 * a deployment can change them without rebuilding).
 */
export function runTimeEnv(): RunTimeEnv {
  runTimeCache ??= parseRunTimeEnv(process.env);
  return runTimeCache;
}
