import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { clientIpFrom } from '@/lib/request/client-ip';
import { installSocketAddressHeader, socketAddressHeader } from '@/lib/request/socket-address';

const headers = (values: Record<string, string>) => ({
  get: (name: string) => values[name] ?? null,
});

describe('the client IP', () => {
  it('is the socket address by default, whatever X-Forwarded-For says', () => {
    const source = headers({
      [socketAddressHeader]: '::ffff:192.0.2.10',
      'x-forwarded-for': '203.0.113.5',
    });
    expect(clientIpFrom(source, 0)).toBe('192.0.2.10');
  });

  it('behind trusted proxies, is the entry they appended, not what the client wrote', () => {
    const source = headers({
      [socketAddressHeader]: '10.0.0.2',
      'x-forwarded-for': 'spoofed, 198.51.100.7, 10.0.0.1',
    });
    expect(clientIpFrom(source, 1)).toBe('10.0.0.1');
    expect(clientIpFrom(source, 2)).toBe('198.51.100.7');
  });

  it('falls back to the socket when the header has fewer entries than trusted proxies', () => {
    const source = headers({
      [socketAddressHeader]: '10.0.0.2',
      'x-forwarded-for': '198.51.100.7',
    });
    expect(clientIpFrom(source, 2)).toBe('10.0.0.2');
    expect(clientIpFrom(headers({}), 0)).toBeNull();
  });

  it('is stamped on each request from its socket, replacing what a client sent', async () => {
    installSocketAddressHeader();
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
