import { describe, expect, it } from 'vitest';
import { clientIpFrom } from '@/lib/request/client-ip';
import { socketAddressHeader } from '@/lib/request/socket-address';

const headers = (values: Record<string, string>) => new Headers(values);

describe('client IP for rate limits', () => {
  it('uses the socket address and ignores X-Forwarded-For without trusted proxies', () => {
    const request = headers({ [socketAddressHeader]: '203.0.113.9', 'x-forwarded-for': '1.1.1.1' });
    expect(clientIpFrom(request, 0)).toBe('203.0.113.9');
  });

  it('takes the address the trusted proxies saw, not what the client wrote further left', () => {
    const request = headers({
      [socketAddressHeader]: '10.0.0.2',
      'x-forwarded-for': '6.6.6.6, 198.51.100.4, 10.0.0.1',
    });
    expect(clientIpFrom(request, 1)).toBe('10.0.0.1');
    expect(clientIpFrom(request, 2)).toBe('198.51.100.4');
  });

  it('counts an IPv4 client of a dual-stack socket as its IPv4 address', () => {
    expect(clientIpFrom(headers({ [socketAddressHeader]: '::ffff:192.0.2.5' }), 0)).toBe(
      '192.0.2.5',
    );
    expect(clientIpFrom(headers({}), 0)).toBeNull();
  });
});
