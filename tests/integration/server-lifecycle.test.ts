import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';

type Server = {
  child: ChildProcess;
  port: number;
  lines: () => Record<string, unknown>[];
  exited: Promise<number | null>;
};

const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** tests/integration/support/hooked-server.ts in a process of its own, as `next start` runs. */
async function startServer(env: Record<string, string> = {}): Promise<Server> {
  const child = spawn(
    process.execPath,
    ['scripts/run-ts.mjs', 'tests/integration/support/hooked-server.ts'],
    {
      env: { ...process.env, NEXT_MANUAL_SIG_HANDLE: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  running.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const lines = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  await vi.waitFor(() => expect(lines().some((l) => l.event === 'test.listening')).toBe(true), {
    timeout: 20_000,
  });
  const port = lines().find((l) => l.event === 'test.listening')!.port as number;
  return { child, port, lines, exited };
}

describe('the request hooks', () => {
  it('give each request an id, log it once as JSON, mask it and settle Cache-Control', async () => {
    const server = await startServer();
    const response = await fetch(`http://127.0.0.1:${server.port}/services?email=jane@dealer.cy`);
    expect(await response.text()).toBe('done');
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300');
    expect(response.headers.get('cdn-cache-control')).toBe(
      'public, max-age=300, stale-while-revalidate=86400',
    );

    await vi.waitFor(() =>
      expect(server.lines().some((l) => l.event === 'http.request')).toBe(true),
    );
    const forRequest = server.lines().filter((l) => l.requestId === requestId);
    expect(forRequest.map((l) => l.event)).toEqual(['test.handled', 'http.request']);
    expect(forRequest[1]).toMatchObject({
      method: 'GET',
      path: '/services',
      status: 200,
      ip: '127.0.0.0',
    });
    expect(forRequest[0]).toMatchObject({ email: 'j***@dealer.cy', password: '[redacted]' });
    const text = JSON.stringify(server.lines());
    expect(text).not.toMatch(/jane@|hunter2|127\.0\.0\.1/);
  });

  it('ignore a request id sent by a client when no proxy is trusted', async () => {
    const server = await startServer();
    const response = await fetch(`http://127.0.0.1:${server.port}/`, {
      headers: { 'x-request-id': 'forged-by-client' },
    });
    expect(response.headers.get('x-request-id')).not.toBe('forged-by-client');
  });

  it("keep the proxy's request id and forwarded address only on a connection from the proxy", async () => {
    const proxyHeaders = {
      'x-request-id': 'nginx-request-0001',
      'x-forwarded-for': '198.51.100.4',
    };
    const behindLoopbackProxy = await startServer({ TRUSTED_PROXY_HOPS: '1' });
    const viaProxy = await fetch(`http://127.0.0.1:${behindLoopbackProxy.port}/`, {
      headers: proxyHeaders,
    });
    expect(viaProxy.headers.get('x-request-id')).toBe('nginx-request-0001');
    await vi.waitFor(() =>
      expect(behindLoopbackProxy.lines().find((l) => l.event === 'http.request')).toMatchObject({
        requestId: 'nginx-request-0001',
        ip: '198.51.100.0',
      }),
    );

    // The proxy lives elsewhere: this loopback client went around it, so its headers are its own.
    const behindRemoteProxy = await startServer({
      TRUSTED_PROXY_HOPS: '1',
      TRUSTED_PROXY_ADDRESSES: '10.9.9.9',
    });
    const direct = await fetch(`http://127.0.0.1:${behindRemoteProxy.port}/`, {
      headers: proxyHeaders,
    });
    expect(direct.headers.get('x-request-id')).not.toBe('nginx-request-0001');
    await vi.waitFor(() =>
      expect(behindRemoteProxy.lines().find((l) => l.event === 'http.request')).toMatchObject({
        ip: '127.0.0.0',
      }),
    );
  });
});

describe('graceful shutdown on SIGTERM', () => {
  it('refuses new connections, finishes the request in flight, closes the database, exits 0', async () => {
    const server = await startServer();
    const inFlight = fetch(`http://127.0.0.1:${server.port}/?ms=1500`);
    await vi.waitFor(() =>
      expect(server.lines().some((l) => l.event === 'test.handled')).toBe(true),
    );
    server.child.kill('SIGTERM');
    await vi.waitFor(() =>
      expect(server.lines().some((l) => l.event === 'server.stopping')).toBe(true),
    );
    await expect(fetch(`http://127.0.0.1:${server.port}/`)).rejects.toThrow();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('done');
    expect(response.headers.get('connection')).toBe('close');
    expect(await server.exited).toBe(0);
    const events = server
      .lines()
      .map((l) => l.event)
      .filter((e) => e !== 'test.handled' && e !== 'test.listening');
    expect(events).toEqual([
      'server.stopping',
      'http.request',
      'test.database_closed',
      'server.stopped',
    ]);
  });

  it('gives up on a request that does not finish and still exits within 10 seconds', async () => {
    const server = await startServer();
    void fetch(`http://127.0.0.1:${server.port}/?ms=60000`).catch(() => {});
    await vi.waitFor(() =>
      expect(server.lines().some((l) => l.event === 'test.handled')).toBe(true),
    );
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    const events = server.lines().map((l) => l.event);
    expect(events).toContain('server.requests_abandoned');
    expect(events.indexOf('test.database_closed')).toBeLessThan(events.indexOf('server.stopped'));
  });
});
