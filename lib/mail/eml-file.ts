import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { chmod, mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Message-IDs made only of these characters are used as file names as they are. */
const plainId = /^[A-Za-z0-9][A-Za-z0-9._@+=-]{0,149}$/;

/**
 * The file name of a message: its Message-ID without the angle brackets, so a developer finds
 * the file by the id the admin shows, and a retried send overwrites the same file. An id with
 * other characters is made safe and given a short hash, so two ids never share a file.
 */
export function emlFileName(messageId: string): string {
  const id = messageId.trim().replace(/^<|>$/g, '');
  if (plainId.test(id)) return `${id}.eml`;
  const safe = id
    .replace(/[^A-Za-z0-9._@+=-]/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 100);
  const hash = createHash('sha256').update(messageId).digest('hex').slice(0, 12);
  return `${safe || 'message'}-${hash}.eml`;
}

/**
 * Writes the raw message to `<dir>/<name>.eml`, through a temporary file and a rename, so a
 * reader never sees half a message and a crash mid-write leaves no broken file behind. A message
 * holds a lead's name, address, phone and words: only the server's own user may read it (the
 * folder 0700, the file 0600, whatever the umask).
 */
export async function writeEmlFile(dir: string, messageId: string, raw: Buffer): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, emlFileName(messageId));
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, raw, { mode: 0o600 });
  await chmod(temporary, 0o600);
  await rename(temporary, path);
  return path;
}
