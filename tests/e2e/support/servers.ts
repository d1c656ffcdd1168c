/**
 * The servers the end-to-end suite runs, all from one production build, each with a database of
 * its own and the limits its tests need:
 * - main: the site as visitors use it, paying through the fake Stripe (PostgreSQL when TEST_DATABASE_URL is set, so tests can
 *   read the stored leads with SQL); a high rate limit, since every test comes from 127.0.0.1;
 * - strict: the site as first installed, before payments are set up (no Stripe settings), on
 *   PGlite, with 2 submissions per week for the rate-limit test, and the grader's shortest
 *   deadline for the page that never finishes loading;
 * - broken: a database that never answers, for the failure tests.
 * Tests that stop, restart or copy a server start their own (support/app-instance.ts).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { browserTestHosts, testPublicAddress } from '../../fixtures/browser-sites/server';
import { fixtureTlsDir } from './fixture-sites';

const basePort = Number(process.env.E2E_PORT ?? 3100);

/** The fake Stripe API (tests/support/fake-stripe-server.ts). */
export const fakeStripePort = basePort + 90;

/** Answers once the app servers and the fake Stripe API all do (start-app-servers.ts). */
export const appServersReadyPort = basePort + 94;

/** The SMTP server on loopback the main server sends through (tests/support/smtp-sink.ts)… */
export const smtpSinkPort = basePort + 92;
/** …and where it writes each message it receives, as <n>.eml (tests/e2e/support/mailbox.ts). */
export const mailDir = join(tmpdir(), `autosites-e2e-mail-${basePort}`);
/** The agency's address on the main server: every lead's notification goes there. */
export const agencyInbox = 'sales@agency.test';

/** The main server's session secret (tests sign altered session tokens with it). */
export const e2eAuthSecret = 'e2e-only-secret-of-at-least-32-characters';

/**
 * What a server's grader needs to measure the fixture dealer sites on 127.0.0.1 (the test CA
 * they use: tests/e2e/support/fixture-sites.ts) and the browser fixture sites under their names
 * and "public" address (tests/fixtures/browser-sites).
 */
const graderTestNetwork = {
  ANALYSIS_ALLOW_LOOPBACK: '1',
  NODE_EXTRA_CA_CERTS: `${fixtureTlsDir}/ca.pem`,
  ANALYSIS_TEST_HOSTS: browserTestHosts(),
  ANALYSIS_TEST_PUBLIC_ADDRESSES: testPublicAddress,
  ANALYSIS_TEST_TRUST_CERT: `${fixtureTlsDir}/server.pem`,
};

export const servers = {
  main: {
    port: basePort,
    database: 'auto',
    env: {
      // Required on PostgreSQL (instances must share it); the embedded database generates one.
      NEXTAUTH_SECRET: e2eAuthSecret,
      LEAD_RATE_LIMIT_MAX: '1000',
      // Every grading comes from 127.0.0.1 too (the limit itself: analysis-service.test.ts).
      ANALYSIS_RATE_LIMIT_MAX: '1000',
      LEAD_MIN_FILL_MS: '10000',
      // Payments go to the fake Stripe; every test clicks Buy from 127.0.0.1 (the limit itself
      // is tested in tests/integration).
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
      STRIPE_API_BASE: `http://127.0.0.1:${fakeStripePort}`,
      CHECKOUT_RATE_LIMIT_MAX: '1000',
      ...graderTestNetwork,
      // Room for a heavy page on a busy machine (the deadline itself is tested on strict).
      GRADER_DEADLINE_SECONDS: '40',
      // One load a page: the tests' two workers keep Lighthouse's benchmark under its line, and
      // each measurement would load its page up to three times for a median that no test here
      // reads (the median rule is tested in tests/integration/browser-measurement.test.ts).
      GRADER_REPEAT_BELOW_BENCHMARK: '0',
      GRADER_REPEAT_ABOVE_OTHER_LOAD: '100',
      // Every test grades from 127.0.0.1: no hourly share here (it is tested on strict).
      GRADER_VISITOR_BROWSER_SECONDS: '0',
      // Leads' e-mails go to a real SMTP server on loopback; failed sends retry after a second.
      SMTP_URL: `smtp://127.0.0.1:${smtpSinkPort}`,
      MAIL_FROM: '"AutoSites Cyprus" <hello@autosites.test>',
      LEAD_NOTIFY_TO: agencyInbox,
      FOLLOW_UP_RETRY_BASE_SECONDS: '1',
    },
  },
  strict: {
    port: basePort + 1,
    database: 'pglite',
    env: {
      // A week-long window: the test's three submissions never straddle two windows.
      LEAD_RATE_LIMIT_MAX: '2',
      LEAD_RATE_LIMIT_WINDOW_SECONDS: '604800',
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      STRIPE_API_BASE: '',
      // The page that never finishes loading is stopped at the shortest deadline allowed, in a
      // browser queue of its own: main's measurements do not wait behind it.
      ...graderTestNetwork,
      GRADER_DEADLINE_SECONDS: '10',
      // A visitor's share of the browser, less than one page held to the deadline.
      GRADER_VISITOR_BROWSER_SECONDS: '5',
    },
  },
  broken: { port: basePort + 2, database: 'unreachable', env: {} },
} as const;

export type ServerName = keyof typeof servers;

export const serverUrl = (name: ServerName) => `http://localhost:${servers[name].port}`;

/** The main server's PostgreSQL database (see scripts/e2e-server.sh), if it has one. */
export const mainDatabaseName = `autosites_e2e_${servers.main.port}`;
