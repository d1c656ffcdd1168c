import 'server-only';
import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { PrismaClient } from '@/lib/db/connection';
import type { RunTimeEnv } from '@/lib/env';

/**
 * Without SMTP_URL every e-mail is written to a file instead (lib/mail/eml-file.ts), named after
 * its Message-ID, `follow-up.<follow-up id>.<generation>@<host>.eml`. Those copies hold a lead's
 * personal data, so they go with the lead: at its erasure, at its expiry, and after
 * MAIL_FILE_RETENTION_DAYS whatever happens to the lead.
 */
export const mailCopyDir = (env: Pick<RunTimeEnv, 'DATA_DIR'>) => join(env.DATA_DIR, 'mail');

const followUpFile = /^follow-up\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\./;
const dayMs = 24 * 60 * 60_000;
/** A temporary file this old is what a crash mid-write left behind. */
const leftoverTmpMs = 60 * 60_000;

/** The follow-up a copy belongs to, from its file name; null for any other file. */
export function followUpIdOfCopy(fileName: string): string | null {
  return followUpFile.exec(fileName)?.[1] ?? null;
}

async function mailFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => name.endsWith('.eml') || name.endsWith('.tmp'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function remove(dir: string, names: readonly string[]): Promise<number> {
  let removed = 0;
  for (const name of names) {
    try {
      await unlink(join(dir, name));
      removed += 1;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return removed;
}

/** Deletes the copies of these follow-ups (every resend's too); returns how many files. */
export async function eraseMailCopies(
  dir: string,
  followUpIds: readonly string[],
): Promise<number> {
  if (followUpIds.length === 0) return 0;
  const ids = new Set(followUpIds);
  const names = await mailFiles(dir);
  return remove(
    dir,
    names.filter((name) => ids.has(followUpIdOfCopy(name) ?? '')),
  );
}

/**
 * The hourly sweep: deletes copies older than `retentionDays`, copies whose follow-up no longer
 * exists (its lead was erased or expired, here or on another instance), and temporary files a
 * crash left behind. Returns how many files.
 */
export async function pruneMailCopies(
  prisma: PrismaClient,
  dir: string,
  { retentionDays, now = new Date() }: { retentionDays: number; now?: Date },
): Promise<number> {
  const names = await mailFiles(dir);
  const expired: string[] = [];
  const kept = new Map<string, string[]>();
  for (const name of names) {
    const modified = (await stat(join(dir, name)).catch(() => null))?.mtimeMs;
    if (modified === undefined) continue;
    const age = now.getTime() - modified;
    if (name.endsWith('.tmp') ? age > leftoverTmpMs : age > retentionDays * dayMs) {
      expired.push(name);
      continue;
    }
    const id = followUpIdOfCopy(name);
    if (id && name.endsWith('.eml')) kept.set(id, [...(kept.get(id) ?? []), name]);
  }
  const ids = [...kept.keys()];
  const existing = new Set<string>();
  for (let start = 0; start < ids.length; start += 1000) {
    const rows = await prisma.followUp.findMany({
      where: { id: { in: ids.slice(start, start + 1000) } },
      select: { id: true },
    });
    for (const row of rows) existing.add(row.id);
  }
  const orphans = ids.filter((id) => !existing.has(id)).flatMap((id) => kept.get(id) ?? []);
  return remove(dir, [...expired, ...orphans]);
}
