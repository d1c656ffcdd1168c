import { describe, expect, it } from 'vitest';
import { parseRunTimeEnv } from '@/lib/env';

describe('run-time settings', () => {
  it('defaults to the embedded database and the documented limits', () => {
    expect(parseRunTimeEnv({})).toEqual({
      DATA_DIR: '.data',
      LEAD_MIN_FILL_MS: 3000,
      LEAD_RATE_LIMIT_MAX: 5,
      LEAD_RATE_LIMIT_WINDOW_SECONDS: 600,
      TRUSTED_PROXY_HOPS: 0,
    });
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

  it('names the variable of a bad value', () => {
    expect(() => parseRunTimeEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => parseRunTimeEnv({ LEAD_RATE_LIMIT_MAX: 'many' })).toThrow(/LEAD_RATE_LIMIT_MAX/);
  });
});
