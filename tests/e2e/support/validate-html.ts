import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import vnuJar from 'vnu-jar';

type VnuMessage = { type: string; lastLine?: number; message: string; extract?: string };

/** Nu HTML Checker errors of one HTML document (an empty list when it is valid). */
export async function htmlErrors(html: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'vnu-'));
  try {
    const file = path.join(dir, 'page.html');
    await writeFile(file, html);
    const { stderr } = await promisify(execFile)(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', file],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    ).catch((error: { stderr: string }) => ({ stderr: error.stderr }));
    return (JSON.parse(stderr || '{"messages":[]}').messages as VnuMessage[]).map((m) => ({
      line: m.lastLine,
      message: m.message,
      extract: m.extract,
    }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
