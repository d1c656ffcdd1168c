import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGuardProxy, type GuardProxy } from '@/lib/analysis/browser/guard-proxy';
import { testHostsResolver } from '@/lib/analysis/network';
import { installHttpHooks } from '@/lib/server/http-hooks';
import { exemptFromHttpHooks } from '@/lib/server/hook-exemption';

/**
 * The server process installs its request hook on every http.Server (security headers,
 * Cache-Control, request ids, access log). The grader's guarding proxy runs in that process,
 * and what the measured page receives must be what its site sent: a page framed in an iframe
 * must not get the agency's `X-Frame-Options: DENY` (the never-ending fixture page then
 * "finished" in 3 s), nor its CSP, which would block the page's own scripts.
 */
const publicAddress = '127.0.0.5';
let site: http.Server;
let proxy: GuardProxy;
let sitePort: number;

beforeAll(async () => {
  installHttpHooks();
  site = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>dealer</title><script>1</script>');
  });
  // The fixture stands for a site elsewhere: the hook is not on it either.
  exemptFromHttpHooks(site);
  await new Promise<void>((resolve) => site.listen(0, publicAddress, resolve));
  sitePort = (site.address() as AddressInfo).port;
  proxy = await startGuardProxy({
    allowLoopback: false,
    publicForTests: [publicAddress],
    resolver: testHostsResolver(`frame.dealer.test=${publicAddress}`),
  });
});
afterAll(async () => {
  await proxy?.close();
  site?.closeAllConnections();
  await new Promise((resolve) => site?.close(resolve));
});

function viaProxy(url: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: proxy.port, path: url }, (res) => {
      res.resume();
      resolve(res);
    });
    request.on('error', reject);
    request.end();
  });
}

describe('the guarding proxy inside the server process', () => {
  it("passes a page on with its own headers, none of the site's", async () => {
    const response = await viaProxy(`http://frame.dealer.test:${sitePort}/`);
    expect(response.statusCode).toBe(200);
    for (const header of [
      'x-frame-options',
      'content-security-policy',
      'cache-control',
      'x-request-id',
      'strict-transport-security',
    ]) {
      expect(response.headers[header], header).toBeUndefined();
    }
  });

  it('(control) the same hook does add them to a server of the site', async () => {
    const hooked = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html>');
    });
    await new Promise<void>((resolve) => hooked.listen(0, '127.0.0.1', resolve));
    try {
      const port = (hooked.address() as AddressInfo).port;
      const response = await fetch(`http://127.0.0.1:${port}/`);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-request-id')).toBeTruthy();
    } finally {
      hooked.closeAllConnections();
      await new Promise((resolve) => hooked.close(resolve));
    }
  });
});
