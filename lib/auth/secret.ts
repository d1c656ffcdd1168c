import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runTimeEnv } from '@/lib/env';
import { logEvent } from '@/lib/log';

let cached: string | undefined;

/**
 * The key that signs and encrypts admin sessions: NEXTAUTH_SECRET, or — on the embedded database,
 * which only one server process uses — a random one generated on first use and kept in
 * `<DATA_DIR>/auth-secret`, so `npm start` works on a fresh machine without a shared default.
 * With PostgreSQL (possibly several instances) a per-machine secret would split sessions between
 * instances, so NEXTAUTH_SECRET is required there.
 */
export function authSecret(): string {
  if (cached) return cached;
  const env = runTimeEnv();
  if (env.NEXTAUTH_SECRET) return (cached = env.NEXTAUTH_SECRET);
  if (env.DATABASE_URL) {
    throw new Error(
      'NEXTAUTH_SECRET is not set. With DATABASE_URL every server instance must sign admin ' +
        'sessions with the same secret: set NEXTAUTH_SECRET to a random string of at least 32 ' +
        'characters (for example the output of `openssl rand -base64 32`).',
    );
  }
  return (cached = persistedSecret(join(resolve(env.DATA_DIR), 'auth-secret')));
}

function persistedSecret(path: string): string {
  const existing = readSecret(path);
  if (existing) return existing;
  mkdirSync(resolve(path, '..'), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    // `wx`: if two processes race, one file wins and both read it.
    writeFileSync(path, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    logEvent('warn', 'auth.secret_generated', {
      path,
      hint: 'Admin sessions are signed with a secret generated in the data directory. Set NEXTAUTH_SECRET to choose it.',
    });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = readSecret(path);
    if (!winner) throw new Error(`${path} is empty or too short; delete it to generate a new one.`);
    return winner;
  }
}

function readSecret(path: string): string | null {
  let content: string;
  try {
    content = readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (content.length < 32) {
    throw new Error(`${path} holds fewer than 32 characters; delete it to generate a new one.`);
  }
  return content;
}
