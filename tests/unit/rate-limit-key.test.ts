import { describe, expect, it } from 'vitest';
import { rateLimitKey } from '@/lib/rate-limit/client-key';

describe('rate-limit keys', () => {
  it('counts an IPv6 host by its /64, however the address is written', () => {
    const key = '2001:0db8:0001:0002::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:0:0:0:1',
      '2001:db8:1:2:a:b:c:d',
      '2001:db8:1:2::1.2.3.4',
      '2001:db8:1:2::1%eth0',
    ]) {
      expect(rateLimitKey(address), address).toBe(key);
    }
    expect(rateLimitKey('2001:db8:1:3::1')).toBe('2001:0db8:0001:0003::/64');
    expect(rateLimitKey('::1')).toBe('0000:0000:0000:0000::/64');
    expect(rateLimitKey('2001:db8::')).toBe('2001:0db8:0000:0000::/64');
  });

  it('keeps IPv4 clients apart, a mapped one as itself, and other keys as they are', () => {
    expect(rateLimitKey('198.51.100.7')).toBe('198.51.100.7');
    expect(rateLimitKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(rateLimitKey('unknown')).toBe('unknown');
  });
});
