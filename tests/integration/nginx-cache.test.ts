import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localNginxConfig } from '../../scripts/local-nginx-config.mjs';

/**
 * deploy/nginx.conf as shipped, in front of a small app that counts what reaches it: public
 * pages are served from the micro-cache, personal answers never are. nginx comes from Debian
 * (`npm test` installs it, see scripts/test-env.sh); without it these tests are skipped locally
 * and fail in CI.
 */
const hasNginx = (() => {
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!hasNginx && process.env.CI) throw new Error('CI=true but nginx is not installed.');

const personal = new Set(['/contact', '/admin/submissions', '/api/checkout']);
const hits = new Map<string, number>();
let app: http.Server;
let nginx: ChildProcess | undefined;
let work = '';
let site = '';

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return fetch(`${site}${path}`, { method, headers, redirect: 'manual' }).then(async (r) => ({
    status: r.status,
    cache: r.headers.get('x-cache'),
    body: await r.text(),
  }));
}

describe.skipIf(!hasNginx)('the nginx cache in front of the app', () => {
  beforeAll(async () => {
    app = http.createServer((request, response) => {
      const path = (request.url ?? '/').split('?')[0]!;
      const count = (hits.get(path) ?? 0) + 1;
      hits.set(path, count);
      response.setHeader(
        'Cache-Control',
        personal.has(path) || request.method !== 'GET'
          ? 'private, no-store'
          : 'public, max-age=0, s-maxage=300',
      );
      response.end(`${path} #${count}`);
    });
    await new Promise<void>((done) => app.listen(0, '127.0.0.1', done));
    const appPort = (app.address() as AddressInfo).port;
    const cachePort = appPort + 1;
    work = mkdtempSync(join(tmpdir(), 'autosites-nginx-'));
    chmodSync(work, 0o755); // nginx's workers run unprivileged when started as root
    const conf = join(work, 'nginx.conf');
    writeFileSync(
      conf,
      localNginxConfig({ root: resolve(import.meta.dirname, '../..'), work, appPort, cachePort }),
    );
    nginx = spawn('nginx', ['-p', work, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
    site = `http://127.0.0.1:${cachePort}`;
    await vi.waitFor(() => get('/__ready'), { timeout: 30_000, interval: 125 });
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((r) => nginx?.once('exit', r));
      nginx.kill('SIGQUIT');
      await exited;
    }
    await new Promise((r) => app?.close(r));
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('serves a public page from its cache: the app sees it once', async () => {
    expect(await get('/services')).toMatchObject({ body: '/services #1', cache: 'MISS' });
    expect(await get('/services')).toMatchObject({ body: '/services #1', cache: 'HIT' });
    expect(hits.get('/services')).toBe(1);
  });

  it('never keeps a personal answer: every request reaches the app', async () => {
    for (const path of personal) {
      expect((await get(path)).body).toBe(`${path} #1`);
      expect((await get(path)).body).toBe(`${path} #2`);
    }
  });

  it('a signed-in admin neither reads nor fills the page cache', async () => {
    const admin = { cookie: '__Secure-next-auth.session-token=abc' };
    expect((await get('/about', admin)).body).toBe('/about #1');
    expect((await get('/about', admin)).body).toBe('/about #2');
    // Nothing was stored for visitors either.
    expect((await get('/about')).body).toBe('/about #3');
  });

  it('passes form posts through, uncached', async () => {
    expect((await get('/', {}, 'POST')).body).toBe('/ #1');
    expect((await get('/', {}, 'POST')).body).toBe('/ #2');
  });
});
