import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import vnuJar from 'vnu-jar';

const run = promisify(execFile);

type VnuMessage = { url: string; lastLine?: number; message: string; extract?: string };

/**
 * The Nu HTML Checker's errors for each document (as served, before any JavaScript), keyed by
 * the names given. One Java process checks them all: start it once per batch, not per page.
 */
export async function htmlErrors(documents: Record<string, string>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'vnu-'));
  try {
    const names = Object.keys(documents);
    const files = await Promise.all(
      names.map(async (name, index) => {
        const file = path.join(dir, `${index}.html`);
        await writeFile(file, documents[name] ?? '');
        return file;
      }),
    );
    const { stderr } = await run(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files],
      { maxBuffer: 32 * 1024 * 1024 },
    ).catch((error: { stderr: string }) => ({ stderr: error.stderr }));
    const messages = JSON.parse(stderr || '{"messages":[]}').messages as VnuMessage[];
    return messages.map((m) => ({
      page: names[Number(path.basename(m.url).replace(/\D/g, ''))],
      line: m.lastLine,
      message: m.message,
      extract: m.extract,
    }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
