import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import vnuJar from 'vnu-jar';
import { expect, test } from './fixtures';
import { sitemapPaths } from './support/sitemap';

const run = promisify(execFile);

type VnuMessage = {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
};

// The Nu HTML Checker (the W3C validator) over every page in the sitemap and the 404 page.
test('every page is valid HTML', async ({ request }) => {
  test.setTimeout(120_000);
  const paths = [
    ...(await sitemapPaths(request)),
    '/no-such-page',
    '/tr/no-such-page',
    // Pages kept out of the sitemap (noindex).
    '/payment-success?session_id=cs_test_unknown',
    '/el/payment-cancel',
  ];
  const dir = await mkdtemp(path.join(tmpdir(), 'vnu-'));
  try {
    const files = await Promise.all(
      paths.map(async (pagePath, index) => {
        const file = path.join(dir, `${index}.html`);
        await writeFile(file, await (await request.get(pagePath)).text());
        return file;
      }),
    );
    const { stderr } = await run(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files],
      {
        maxBuffer: 32 * 1024 * 1024,
      },
    ).catch((error: { stderr: string }) => ({ stderr: error.stderr }));
    const messages = (JSON.parse(stderr || '{"messages":[]}').messages as VnuMessage[]).map(
      (m) => ({
        page: paths[Number(path.basename(m.url).replace(/\D/g, ''))],
        line: m.lastLine,
        message: m.message,
        extract: m.extract,
      }),
    );
    expect(messages).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
