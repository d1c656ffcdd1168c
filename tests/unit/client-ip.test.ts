import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { clientIp } from '@/lib/http/client-ip';
import { peerAddressHeader, stampPeerAddresses } from '@/lib/http/peer-address';

const headers = (values: Record<string, string>) => new Headers(values);

describe('client IP', () => {
  it('is the socket address by default, whatever X-Forwarded-For says', () => {
    const request = headers({ [peerAddressHeader]: '203.0.113.9', 'x-forwarded-for': '1.1.1.1' });
    expect(clientIp(request, 0)).toBe('203.0.113.9');
  });

  it('trusts as many X-Forwarded-For entries as there are proxies, counting from the right', () => {
    const request = headers({
      [peerAddressHeader]: '10.0.0.2', // the last proxy
      'x-forwarded-for': 'forged, 198.51.100.7, 10.0.0.1',
    });
    expect(clientIp(request, 1)).toBe('10.0.0.1');
    expect(clientIp(request, 2)).toBe('198.51.100.7');
    // More hops configured than entries present: the leftmost entry, never out of range.
    expect(clientIp(headers({ [peerAddressHeader]: '10.0.0.2' }), 3)).toBe('10.0.0.2');
  });

  it('treats IPv4-mapped IPv6 as the IPv4 address, and says "unknown" without a socket', () => {
    expect(clientIp(headers({ [peerAddressHeader]: '::ffff:192.0.2.1' }), 0)).toBe('192.0.2.1');
    expect(clientIp(headers({}), 0)).toBe('unknown');
  });

  it('stamps real requests with their socket address, overwriting a forged header', async () => {
    stampPeerAddresses();
    stampPeerAddresses(); // idempotent
    const server = http.createServer((req, res) => res.end(String(req.headers[peerAddressHeader])));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { [peerAddressHeader]: '6.6.6.6' },
      });
      expect(await response.text()).toBe('127.0.0.1');
    } finally {
      server.close();
    }
  });
});
