import pg from 'pg';
import { databaseUrl } from './database-url';
import { mainDatabaseName } from './servers';

/**
 * Reads the leads the main e2e server stored, with SQL on its PostgreSQL database (never by
 * opening a PGlite directory a server holds). Without TEST_DATABASE_URL the main server runs on
 * PGlite and these checks are skipped; in CI that is an error.
 */
export const leadsDatabaseUrl = process.env.TEST_DATABASE_URL
  ? databaseUrl(mainDatabaseName)
  : undefined;

if (!leadsDatabaseUrl && process.env.CI) {
  throw new Error('CI=true but TEST_DATABASE_URL is not set: e2e tests must check stored leads.');
}

export const noDatabaseReason =
  'TEST_DATABASE_URL is not set: the stored lead cannot be read, only what the visitor sees.';

export type StoredLead = {
  source: string;
  status: string;
  name: string;
  email: string;
  phone: string | null;
  company: string;
  message: string;
  package: string | null;
  cars: string | null;
  budget: string | null;
  locale: string;
  page_path: string | null;
  utm_source: string | null;
  utm_campaign: string | null;
  consent_given: boolean;
  consent_version: string;
  suspected_spam: boolean;
  fill_time_ms: number | null;
};

export async function storedLeads(email: string): Promise<StoredLead[]> {
  const client = new pg.Client({ connectionString: leadsDatabaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<StoredLead>(
      'SELECT * FROM contact_submissions WHERE email = $1 ORDER BY created_at',
      [email],
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** A unique address per submission, so tests running in parallel never see each other's leads. */
export function uniqueEmail(label: string) {
  return `${label}.${Date.now()}.${process.pid}@example.com`;
}
