import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'autosites-secret-'));
  vi.resetModules();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

/** A fresh copy of the module (and of lib/env's cache) with these variables. */
async function secretWith(env: Record<string, string>) {
  vi.stubEnv('NEXTAUTH_SECRET', '');
  vi.stubEnv('DATABASE_URL', '');
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  return (await import('@/lib/auth/secret')).authSecret;
}

describe('the session secret', () => {
  it('is NEXTAUTH_SECRET when set', async () => {
    const authSecret = await secretWith({ NEXTAUTH_SECRET: 'x'.repeat(40), DATA_DIR: dir });
    expect(authSecret()).toBe('x'.repeat(40));
  });

  it('is generated once in DATA_DIR on the embedded database, readable only by its owner', async () => {
    const first = (await secretWith({ DATA_DIR: join(dir, 'data') }))();
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = join(dir, 'data', 'auth-secret');
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    vi.resetModules();
    expect((await secretWith({ DATA_DIR: join(dir, 'data') }))()).toBe(first);
  });

  it('is required with PostgreSQL, where instances must share it', async () => {
    const authSecret = await secretWith({
      DATABASE_URL: 'postgres://u:p@db:5432/site',
      DATA_DIR: dir,
    });
    expect(() => authSecret()).toThrow(/NEXTAUTH_SECRET is not set/);
  });

  it('refuses a stored secret that is too short', async () => {
    await writeFile(join(dir, 'auth-secret'), 'short\n');
    const authSecret = await secretWith({ DATA_DIR: dir });
    expect(() => authSecret()).toThrow(/fewer than 32 characters/);
  });
});
