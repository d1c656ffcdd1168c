import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import vnuJar from 'vnu-jar';

const run = promisify(execFile);

/** The Nu HTML Checker's errors for each document (as served, before any JavaScript). */
export async function htmlErrors(documents: Record<string, string>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'vnu-admin-'));
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
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    ).catch((error: { stderr: string }) => ({ stderr: error.stderr }));
    const messages = JSON.parse(stderr || '{"messages":[]}').messages as {
      url: string;
      message: string;
    }[];
    return messages.map((m) => ({
      page: names[Number(path.basename(m.url).replace(/\D/g, ''))],
      message: m.message,
    }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
