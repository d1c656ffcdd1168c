import 'server-only';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1): about 20 ms per hash here.
 * `algorithm: 2` is Argon2id; the package's const enum does not survive isolatedModules.
 */
const argon2id = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const currentParameters = '$argon2id$v=19$m=19456,t=2,p=1$';

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2id);
}

let dummyHash: Promise<string> | undefined;

/**
 * True if `password` matches `passwordHash`. With no hash (no such user) it still spends the time
 * of a verification, so response times do not tell which emails have accounts.
 */
export async function verifyPassword(passwordHash: string | null, password: string) {
  if (!passwordHash) {
    dummyHash ??= hashPassword('no such user: constant-time placeholder');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** Hashes made with weaker (older) parameters are replaced at the next successful sign-in. */
export function needsRehash(passwordHash: string) {
  return !passwordHash.startsWith(currentParameters);
}
