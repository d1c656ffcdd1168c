import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { clientIpFrom } from '@/lib/request/client-ip';
import { isTrustedProxy, trustNoProxy, type ProxyTrust } from '@/lib/request/proxy-trust';
import { socketAddressHeader } from '@/lib/request/socket-address';
import { installHttpHooks } from '@/lib/server/http-hooks';
import { requestIdFor } from '@/lib/server/request-context';

const headers = (values: Record<string, string>) => new Headers(values);

/** nginx on the same machine (the default setting), or a proxy tier on 10.0.0.0/8. */
const loopbackProxy: ProxyTrust = { hops: 1, addresses: ['127.0.0.1', '::1'] };
const privateProxies = (hops: number): ProxyTrust => ({ hops, addresses: ['10.0.0.0/8'] });

describe('the client IP', () => {
  it('is the socket address without trusted proxies, whatever X-Forwarded-For says', () => {
    const source = headers({
      [socketAddressHeader]: '::ffff:192.0.2.10',
      'x-forwarded-for': '203.0.113.5',
    });
    expect(clientIpFrom(source, trustNoProxy)).toBe('192.0.2.10');
    expect(clientIpFrom(source, { hops: 0, addresses: ['192.0.2.10'] })).toBe('192.0.2.10');
  });

  it('behind trusted proxies, is the entry they appended, not what the client wrote', () => {
    const source = headers({
      [socketAddressHeader]: '10.0.0.2',
      'x-forwarded-for': 'spoofed, 198.51.100.7, 10.0.0.1',
    });
    expect(clientIpFrom(source, privateProxies(1))).toBe('10.0.0.1');
    expect(clientIpFrom(source, privateProxies(2))).toBe('198.51.100.7');
  });

  it('is the socket address when a client reaches the app around the proxy', () => {
    const direct = headers({
      [socketAddressHeader]: '203.0.113.66',
      'x-forwarded-for': '198.51.100.1',
    });
    expect(clientIpFrom(direct, privateProxies(1))).toBe('203.0.113.66');
    expect(clientIpFrom(direct, loopbackProxy)).toBe('203.0.113.66');
    // A neighbour on the same private network is not the proxy unless its address is listed.
    const neighbour = headers({ [socketAddressHeader]: '10.0.0.9', 'x-forwarded-for': '1.1.1.1' });
    expect(clientIpFrom(neighbour, { hops: 1, addresses: ['10.0.0.2'] })).toBe('10.0.0.9');
  });

  it('believes a proxy on loopback over IPv4, IPv6 and dual-stack sockets', () => {
    for (const socket of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const source = headers({ [socketAddressHeader]: socket, 'x-forwarded-for': '198.51.100.4' });
      expect(clientIpFrom(source, loopbackProxy), socket).toBe('198.51.100.4');
    }
  });

  it('falls back to the socket when the header has fewer entries than trusted proxies', () => {
    const source = headers({
      [socketAddressHeader]: '10.0.0.2',
      'x-forwarded-for': '198.51.100.7',
    });
    expect(clientIpFrom(source, privateProxies(2))).toBe('10.0.0.2');
    expect(clientIpFrom(headers({}), privateProxies(1))).toBeNull();
  });

  it('counts an IPv4 client of a dual-stack socket as its IPv4 address', () => {
    const source = headers({ [socketAddressHeader]: '::ffff:192.0.2.5' });
    expect(clientIpFrom(source, trustNoProxy)).toBe('192.0.2.5');
  });

  it('is stamped on each request from its socket, replacing what a client sent', async () => {
    installHttpHooks();
    const seen = await new Promise<IncomingHttpHeaders>((resolve, reject) => {
      const server = createServer((req, res) => {
        res.end();
        server.close();
        resolve(req.headers);
      });
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        request({ port, host: '127.0.0.1', headers: { [socketAddressHeader]: '6.6.6.6' } })
          .on('error', reject)
          .end();
      });
    });
    expect(seen[socketAddressHeader]).toBe('127.0.0.1');
  });
});

describe('a proxy', () => {
  it('is trusted only from a listed address or range, and only when hops are configured', () => {
    expect(isTrustedProxy('10.20.30.40', privateProxies(1))).toBe(true);
    expect(isTrustedProxy('11.0.0.1', privateProxies(1))).toBe(false);
    expect(isTrustedProxy('10.20.30.40', privateProxies(0))).toBe(false);
    expect(isTrustedProxy('fd00::5', { hops: 1, addresses: ['fd00::/8'] })).toBe(true);
    expect(isTrustedProxy('fe80::5', { hops: 1, addresses: ['fd00::/8'] })).toBe(false);
    expect(isTrustedProxy('', loopbackProxy)).toBe(false);
    expect(isTrustedProxy('not-an-ip', loopbackProxy)).toBe(false);
  });

  it("is the only source whose request id is kept (the hooks pass isTrustedProxy's answer)", () => {
    const fresh = () => 'generated-id';
    const fromProxy = isTrustedProxy('127.0.0.1', loopbackProxy);
    const fromOutside = isTrustedProxy('203.0.113.66', loopbackProxy);
    expect(requestIdFor('nginx-request-id-1', fromProxy, fresh)).toBe('nginx-request-id-1');
    expect(requestIdFor('forged-by-client', fromOutside, fresh)).toBe('generated-id');
  });
});
