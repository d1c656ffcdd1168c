import http, { type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalysisRefusal } from '@/lib/analysis/fetch/refusal';
import { safeFetch, type SafeFetchOptions } from '@/lib/analysis/fetch/safe-fetch';

const routes: Record<string, RequestListener> = {
  '/ok': (_req, res) => res.end('<html><body>ok</body></html>'),
  '/host': (req, res) => res.end(req.headers.host),
  '/to-private': (_req, res) => res.writeHead(302, { location: 'http://10.0.0.1/admin' }).end(),
  '/to-metadata': (_req, res) =>
    res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
  '/to-mapped': (_req, res) => res.writeHead(307, { location: 'http://[::ffff:127.0.0.1]/' }).end(),
  '/to-evil-name': (_req, res) => res.writeHead(302, { location: 'http://evil.example/' }).end(),
  '/to-file': (_req, res) => res.writeHead(302, { location: 'file:///etc/passwd' }).end(),
  '/to-credentials': (req, res) =>
    res.writeHead(302, { location: `http://user:pw@${req.headers.host}/ok` }).end(),
  '/huge': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const write = () => {
      while (sent < 4 * 1024 * 1024) {
        sent += chunk.length;
        if (!res.write(chunk)) return res.once('drain', write);
      }
      res.end();
    };
    write();
  },
  '/declared-huge': (_req, res) => {
    res.writeHead(200, { 'content-length': String(50 * 1024 * 1024) });
    res.write('<html>');
  },
  '/gzip-bomb': (_req, res) => {
    res.writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'text/html' });
    res.end(gzipSync(Buffer.alloc(20 * 1024 * 1024)));
  },
  '/gzip': (_req, res) => {
    res.writeHead(200, { 'content-encoding': 'gzip' });
    res.end(gzipSync('<html>zipped</html>'));
  },
  '/silent': () => {
    // never answers
  },
  '/drip': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    const timer = setInterval(() => res.write('.'), 50);
    res.on('close', () => clearInterval(timer));
  },
};

let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    if (path.startsWith('/chain/')) {
      const left = Number(path.slice(7));
      if (left === 0) return res.end('<html>end of chain</html>');
      return res.writeHead(302, { location: `/chain/${left - 1}` }).end();
    }
    (routes[path] ?? ((_q, r) => r.writeHead(404).end()))(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const options: SafeFetchOptions = {
  allowLoopback: true,
  timeoutMs: 3000,
  maxBytes: 3 * 1024 * 1024,
  maxRedirects: 5,
  userAgent: 'test',
  resolver: async (host) => (host === 'evil.example' ? ['10.0.0.9'] : ['127.0.0.1']),
};

async function reason(path: string, overrides: Partial<SafeFetchOptions> = {}) {
  try {
    await safeFetch(new URL(path, origin), { ...options, ...overrides });
    return 'fetched';
  } catch (error) {
    if (error instanceof AnalysisRefusal) return error.reason;
    throw error;
  }
}

describe('safe fetch against real servers', () => {
  it('refuses loopback unless the test-only setting allows it', async () => {
    expect(await reason('/ok', { allowLoopback: false })).toBe('private_address');
    const response = await safeFetch(new URL('/ok', origin), options);
    expect(response.status).toBe(200);
    expect(response.body.toString()).toContain('ok');
  });

  it.each([
    ['/to-private', 'private_address'],
    ['/to-metadata', 'private_address'],
    ['/to-mapped', 'private_address'],
    ['/to-evil-name', 'private_address'],
    ['/to-file', 'unsupported_scheme'],
    ['/to-credentials', 'credentials'],
  ])('checks every redirect hop the same way: %s → %s', async (path, expected) => {
    expect(await reason(path)).toBe(expected);
  });

  it('follows at most 5 redirects', async () => {
    const five = await safeFetch(new URL('/chain/5', origin), options);
    expect(five.redirects).toHaveLength(5);
    expect(five.url.pathname).toBe('/chain/0');
    expect(await reason('/chain/6')).toBe('too_many_redirects');
  });

  it('returns the first answer as it is when redirects are not followed', async () => {
    const response = await safeFetch(new URL('/to-private', origin), {
      ...options,
      maxRedirects: 0,
    });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('http://10.0.0.1/admin');
  });

  it('connects to the address it checked, once: DNS rebinding cannot switch it', async () => {
    const answers = [['127.0.0.1'], ['10.0.0.1']];
    let lookups = 0;
    const rebinding = async () => answers[Math.min(lookups++, 1)]!;
    const port = new URL(origin).port;
    const response = await safeFetch(new URL(`http://rebind.test:${port}/host`), {
      ...options,
      resolver: rebinding,
    });
    expect(lookups).toBe(1);
    // Reached our loopback server (the checked address) with the site's own Host header.
    expect(response.body.toString()).toBe(`rebind.test:${port}`);
  });

  it('stops reading at the size limit, also for compressed bombs and declared lengths', async () => {
    expect(await reason('/huge')).toBe('too_large');
    expect(await reason('/declared-huge')).toBe('too_large');
    expect(await reason('/gzip-bomb')).toBe('too_large');
    const zipped = await safeFetch(new URL('/gzip', origin), options);
    expect(zipped.encoding).toBe('gzip');
    expect(zipped.body.toString()).toBe('<html>zipped</html>');
  });

  it('gives up at the time limit: silent servers and slow drips', async () => {
    const started = Date.now();
    expect(await reason('/silent', { timeoutMs: 300 })).toBe('timeout');
    expect(await reason('/drip', { timeoutMs: 300 })).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('says when nothing listens', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await reason(`http://127.0.0.1:${port}/`)).toBe('connection_failed');
  });

  it('measures time to first byte and total time', async () => {
    const response = await safeFetch(new URL('/chain/1', origin), options);
    expect(response.ttfbMs).toBeGreaterThanOrEqual(0);
    expect(response.totalMs).toBeGreaterThanOrEqual(response.ttfbMs);
    expect(response.redirects).toEqual([
      { url: `${origin}/chain/1`, status: 302, location: '/chain/0' },
    ]);
  });
});
