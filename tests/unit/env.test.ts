import { describe, expect, it } from 'vitest';
import { parseRunTimeEnv, prismaCliDatabaseUrl } from '@/lib/env';

describe('run-time settings', () => {
  it('defaults to the embedded database and the documented limits', () => {
    expect(parseRunTimeEnv({})).toEqual({
      DATA_DIR: '.data',
      BACKGROUND_JOBS: 'in-process',
      DATABASE_POOL_SIZE: 10,
      LEAD_MIN_FILL_MS: 3000,
      LEAD_NOTIFY_TO: [],
      MAIL_FILE_RETENTION_DAYS: 30,
      FOLLOW_UP_RETRY_BASE_SECONDS: 30,
      FOLLOW_UP_LEASE_SECONDS: 120,
      FOLLOW_UP_MAIL_CONCURRENCY: 4,
      FOLLOW_UP_WEBHOOK_CONCURRENCY: 2,
      ANALYSIS_RATE_LIMIT_MAX: 10,
      LEAD_RATE_LIMIT_MAX: 5,
      LEAD_RATE_LIMIT_WINDOW_SECONDS: 600,
      BOOKING_SEATS: 1,
      TRUSTED_PROXY_HOPS: 0,
      TRUSTED_PROXY_ADDRESSES: ['127.0.0.1', '::1'],
      CHECKOUT_RATE_LIMIT_MAX: 10,
      CHECKOUT_RATE_LIMIT_WINDOW_SECONDS: 600,
      ADMIN_LOGIN_MAX_FAILURES_PER_IP: 10,
      PAGESPEED_API_BASE: 'https://www.googleapis.com/pagespeedonline/v5',
      ANALYSIS_ALLOW_LOOPBACK: false,
      ANALYSIS_TEST_PUBLIC_ADDRESSES: [],
      GRADER_BROWSERS: 1,
      GRADER_DEADLINE_SECONDS: 60,
      GRADER_REPEAT_BELOW_BENCHMARK: 1000,
      GRADER_REPEAT_ABOVE_OTHER_LOAD: 25,
      GRADER_LEASE_SECONDS: 30,
      GRADER_MAIL_WAIT_SECONDS: 180,
      GRADER_VISITOR_BROWSER_SECONDS: 300,
      PATH: '/usr/local/bin:/usr/bin:/bin',
    });
  });

  it('reads the browser measurement settings; test networks take loopback addresses only', () => {
    const env = parseRunTimeEnv({
      GRADER_BROWSERS: '0',
      GRADER_DEADLINE_SECONDS: '45',
      GRADER_REPEAT_BELOW_BENCHMARK: '0',
      GRADER_REPEAT_ABOVE_OTHER_LOAD: '100',
      CHROME_PATH: '/usr/bin/chromium',
      ANALYSIS_TEST_HOSTS: 'light.dealer.test=127.0.0.5,mixed.dealer.test=127.0.0.5|127.0.0.1',
      ANALYSIS_TEST_PUBLIC_ADDRESSES: '127.0.0.5',
    });
    expect(env).toMatchObject({
      GRADER_BROWSERS: 0,
      GRADER_DEADLINE_SECONDS: 45,
      GRADER_REPEAT_BELOW_BENCHMARK: 0,
      GRADER_REPEAT_ABOVE_OTHER_LOAD: 100,
      CHROME_PATH: '/usr/bin/chromium',
      ANALYSIS_TEST_PUBLIC_ADDRESSES: ['127.0.0.5'],
    });
    expect(() => parseRunTimeEnv({ ANALYSIS_TEST_PUBLIC_ADDRESSES: '10.0.0.5' })).toThrow(
      /ANALYSIS_TEST_PUBLIC_ADDRESSES/,
    );
    expect(() => parseRunTimeEnv({ GRADER_DEADLINE_SECONDS: '5' })).toThrow(/GRADER_DEADLINE/);
    expect(() => parseRunTimeEnv({ GRADER_REPEAT_BELOW_BENCHMARK: '-1' })).toThrow(
      /GRADER_REPEAT_BELOW_BENCHMARK/,
    );
    expect(() => parseRunTimeEnv({ GRADER_REPEAT_ABOVE_OTHER_LOAD: '101' })).toThrow(
      /GRADER_REPEAT_ABOVE_OTHER_LOAD/,
    );
    expect(() => parseRunTimeEnv({ ANALYSIS_TEST_HOSTS: 'no-address' })).toThrow(
      /ANALYSIS_TEST_HOSTS/,
    );
  });

  it('reads the e-mail and outbox settings, and refuses what would fail later', () => {
    const env = parseRunTimeEnv({
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      LEAD_NOTIFY_TO: ' sales@agency.example ,desk@agency.example,',
    });
    expect(env.SMTP_URL).toBe('smtps://user:pass@mail.example.com:465');
    expect(env.LEAD_NOTIFY_TO).toEqual(['sales@agency.example', 'desk@agency.example']);
    expect(() => parseRunTimeEnv({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => parseRunTimeEnv({ LEAD_NOTIFY_TO: 'sales@, desk' })).toThrow(/LEAD_NOTIFY_TO/);
    expect(parseRunTimeEnv({ MAIL_FILE_RETENTION_DAYS: '7' }).MAIL_FILE_RETENTION_DAYS).toBe(7);
    expect(() => parseRunTimeEnv({ MAIL_FILE_RETENTION_DAYS: '0' })).toThrow(
      /MAIL_FILE_RETENTION_DAYS/,
    );
    expect(parseRunTimeEnv({ LEAD_NOTIFY_FROM: 'Leads <leads@agency.example>' })).toMatchObject({
      LEAD_NOTIFY_FROM: 'Leads <leads@agency.example>',
    });
    expect(() => parseRunTimeEnv({ LEAD_WEBHOOK_URL: 'https://hooks.example.com/lead' })).toThrow(
      /LEAD_WEBHOOK_SECRET/,
    );
    expect(() => parseRunTimeEnv({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('reads the analysis settings; loopback stays refused unless explicitly allowed', () => {
    expect(parseRunTimeEnv({ ANALYSIS_ALLOW_LOOPBACK: '1' }).ANALYSIS_ALLOW_LOOPBACK).toBe(true);
    expect(parseRunTimeEnv({ ANALYSIS_ALLOW_LOOPBACK: 'false' }).ANALYSIS_ALLOW_LOOPBACK).toBe(
      false,
    );
    expect(() => parseRunTimeEnv({ ANALYSIS_ALLOW_LOOPBACK: 'maybe' })).toThrow(
      /ANALYSIS_ALLOW_LOOPBACK/,
    );
    expect(() => parseRunTimeEnv({ PAGESPEED_API_BASE: 'ftp://x' })).toThrow(/PAGESPEED_API_BASE/);
    expect(parseRunTimeEnv({ PAGESPEED_API_KEY: 'k' }).PAGESPEED_API_KEY).toBe('k');
  });

  it('reads numbers and URLs, and treats empty values as unset', () => {
    const env = parseRunTimeEnv({
      DATABASE_URL: 'postgres://app:secret@db:5432/site',
      LEAD_MIN_FILL_MS: '1500',
      TRUSTED_PROXY_HOPS: '2',
      LEAD_WEBHOOK_URL: '',
    });
    expect(env).toMatchObject({ LEAD_MIN_FILL_MS: 1500, TRUSTED_PROXY_HOPS: 2 });
    expect(env.DATABASE_URL).toBe('postgres://app:secret@db:5432/site');
    expect(env.LEAD_WEBHOOK_URL).toBeUndefined();
  });

  it('reads the trusted proxy addresses as IPs and CIDR ranges, refusing anything else', () => {
    const env = parseRunTimeEnv({ TRUSTED_PROXY_ADDRESSES: ' 10.0.0.5, 10.1.0.0/16 ,fd00::/8' });
    expect(env.TRUSTED_PROXY_ADDRESSES).toEqual(['10.0.0.5', '10.1.0.0/16', 'fd00::/8']);
    expect(parseRunTimeEnv({ TRUSTED_PROXY_ADDRESSES: '' }).TRUSTED_PROXY_ADDRESSES).toEqual([
      '127.0.0.1',
      '::1',
    ]);
    for (const bad of ['nginx.internal', '10.0.0.0/33', '10.0.0', '*']) {
      expect(() => parseRunTimeEnv({ TRUSTED_PROXY_ADDRESSES: bad }), bad).toThrow(
        /TRUSTED_PROXY_ADDRESSES/,
      );
    }
  });

  it('reads the Stripe settings and refuses a publishable key as the secret', () => {
    const env = parseRunTimeEnv({
      STRIPE_SECRET_KEY: 'sk_test_51Abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      STRIPE_API_BASE: 'http://127.0.0.1:3790',
    });
    expect(env).toMatchObject({
      STRIPE_SECRET_KEY: 'sk_test_51Abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      STRIPE_API_BASE: 'http://127.0.0.1:3790',
    });
    expect(() => parseRunTimeEnv({ STRIPE_SECRET_KEY: 'pk_live_123' })).toThrow(
      /STRIPE_SECRET_KEY/,
    );
  });

  it('names the variable of a bad value', () => {
    expect(() => parseRunTimeEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => parseRunTimeEnv({ LEAD_RATE_LIMIT_MAX: 'many' })).toThrow(/LEAD_RATE_LIMIT_MAX/);
    expect(() => parseRunTimeEnv({ NEXTAUTH_SECRET: 'short' })).toThrow(/NEXTAUTH_SECRET/);
  });
});

describe("the Prisma CLI's database URL", () => {
  it('is empty without a PostgreSQL server, and checked like the app’s when set', () => {
    expect(prismaCliDatabaseUrl({})).toBe('');
    expect(prismaCliDatabaseUrl({ DATABASE_URL: '' })).toBe('');
    expect(prismaCliDatabaseUrl({ DATABASE_URL: 'postgresql://app@db:5432/site' })).toBe(
      'postgresql://app@db:5432/site',
    );
    expect(() => prismaCliDatabaseUrl({ DATABASE_URL: 'mysql://db/site' })).toThrow(
      /Invalid DATABASE_URL/,
    );
  });
});

describe('BACKGROUND_JOBS', () => {
  it('is off only where another process can reach the database', () => {
    expect(parseRunTimeEnv({}).BACKGROUND_JOBS).toBe('in-process');
    expect(() => parseRunTimeEnv({ BACKGROUND_JOBS: 'off' })).toThrow(/BACKGROUND_JOBS/);
    expect(() => parseRunTimeEnv({ BACKGROUND_JOBS: 'elsewhere' })).toThrow(/BACKGROUND_JOBS/);
    expect(
      parseRunTimeEnv({ BACKGROUND_JOBS: 'off', DATABASE_URL: 'postgres://db.internal/app' })
        .BACKGROUND_JOBS,
    ).toBe('off');
  });
});
