import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '@/lib/auth/admin-cli';
import { attemptLogin } from '@/lib/auth/sign-in';
import { userRepository } from '@/lib/auth/users';
import { freshDatabase, type TestDatabase } from './databases';

const good = 'kyrenia sunrise tractor velvet';

describe('npm run admin, in process', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await freshDatabase('pglite');
  }, 60_000);
  afterAll(() => test?.dispose());

  async function run(args: string[], password = good) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdminCommand(args, async () => userRepository(test.database.prisma), {
      readPassword: async () => password,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }
  const signIn = (email: string, password: string) =>
    attemptLogin(
      test.database.prisma,
      { email, password, ip: '127.0.0.1' },
      { maxFailuresPerIp: 99 },
    );

  it('creates an admin (the default) or a user, never twice', async () => {
    expect(await run(['create', 'Maria@Dealer.cy'])).toMatchObject({
      code: 0,
      out: 'Created admin maria@dealer.cy. Sign in at /admin/login.',
    });
    expect(await run(['create', 'sales@dealer.cy', '--role', 'user'])).toMatchObject({ code: 0 });
    expect((await run(['create', 'maria@dealer.cy'])).code).toBe(1);
    expect(await signIn('maria@dealer.cy', good)).toMatchObject({
      ok: true,
      user: { role: 'admin' },
    });
    expect(await run(['list'])).toMatchObject({
      code: 0,
      out: expect.stringMatching(/admin\s+maria@dealer\.cy[\s\S]*user\s+sales@dealer\.cy/),
    });
  });

  it('refuses weak passwords and bad arguments', async () => {
    expect(await run(['create', 'weak@dealer.cy'], 'password1234')).toMatchObject({
      code: 1,
      err: expect.stringContaining('Password refused'),
    });
    expect(await run(['create', 'short@dealer.cy'], 'Xq7#mT2!')).toMatchObject({
      code: 1,
      err: 'Password refused: Use at least 12 characters.',
    });
    expect((await run(['create', 'not-an-email'])).code).toBe(2);
    expect((await run(['create', 'x@dealer.cy', '--role', 'owner'])).code).toBe(2);
    expect((await run(['frobnicate'])).code).toBe(2);
    expect((await run(['set-role', 'nobody@dealer.cy', 'admin'])).code).toBe(1);
  });

  it('changes passwords and roles, and removes users', async () => {
    const other = 'harbour lantern quartz meadow';
    expect((await run(['set-password', 'maria@dealer.cy'], other)).code).toBe(0);
    expect(await signIn('maria@dealer.cy', good)).toMatchObject({ ok: false });
    expect(await signIn('maria@dealer.cy', other)).toMatchObject({ ok: true });
    expect((await run(['set-role', 'maria@dealer.cy', 'user'])).code).toBe(0);
    expect(await signIn('maria@dealer.cy', other)).toMatchObject({ user: { role: 'user' } });
    expect((await run(['remove', 'maria@dealer.cy'])).code).toBe(0);
    expect((await run(['remove', 'maria@dealer.cy'])).code).toBe(1);
    expect(await signIn('maria@dealer.cy', other)).toMatchObject({ ok: false });
  });
});

describe('npm run admin, as a process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'autosites-cli-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const cli = (args: string[], input?: string) =>
    spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/admin.ts', ...args], {
      input,
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });

  it('reads the password from standard input and migrates a fresh data directory', () => {
    const created = cli(['create', 'boss@dealer.cy', '--password-stdin'], `${good}\n`);
    expect(created.stderr).toBe('');
    expect(created.stdout).toContain('Created admin boss@dealer.cy.');
    expect(created.status).toBe(0);
    expect(cli(['list']).stdout).toMatch(/admin\s+boss@dealer\.cy/);
    const noTerminal = cli(['set-password', 'boss@dealer.cy'], '');
    expect(noTerminal.status).toBe(1);
    expect(noTerminal.stderr).toContain('--password-stdin');
  }, 120_000);

  it('refuses to run while the server holds the embedded database', async () => {
    const holder = spawn(process.execPath, [
      'scripts/run-ts.mjs',
      'tests/integration/fixtures/hold-database.ts',
      dataDir,
    ]);
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout.on(
          'data',
          (chunk: Buffer) => chunk.toString().includes('holding') && resolve(),
        );
        holder.on('exit', () => reject(new Error('the holder exited')));
      });
      const refused = cli(['list']);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('Stop the server first, then run this command again.');
    } finally {
      holder.kill('SIGKILL');
    }
  }, 120_000);
});
