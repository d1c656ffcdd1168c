import { describe, expect, it } from 'vitest';
import { isAllowedAddress } from '@/lib/analysis/fetch/address-policy';
import { AnalysisRefusal } from '@/lib/analysis/fetch/refusal';
import type { Resolver } from '@/lib/analysis/fetch/resolve';
import { safeFetch } from '@/lib/analysis/fetch/safe-fetch';
import { parseTargetUrl } from '@/lib/analysis/fetch/target-url';

// Names that resolve somewhere they must not; no real DNS is asked.
const fakeDns: Record<string, string[]> = {
  'evil.example': ['10.0.0.7'],
  'mixed.example': ['93.184.216.34', '127.0.0.1'],
  'ula.example': ['fd00::1'],
  'mapped.example': ['::ffff:192.168.0.1'],
  'metadata.example': ['169.254.169.254'],
};
const resolver: Resolver = async (host) => {
  const found = fakeDns[host];
  if (!found)
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return found;
};

/** What the guard does with a URL: the refusal reason, or "fetched" (never reached here). */
async function attempt(input: string): Promise<string> {
  const policy = { allowLoopback: false };
  const target = parseTargetUrl(input, policy);
  if (!target.ok) return target.reason;
  try {
    await safeFetch(target.url, {
      ...policy,
      resolver,
      timeoutMs: 2000,
      maxBytes: 1024,
      maxRedirects: 5,
      userAgent: 'test',
    });
    return 'fetched';
  } catch (error) {
    if (error instanceof AnalysisRefusal) return error.reason;
    throw error;
  }
}

const hostile: [string, string][] = [
  ['http://127.0.0.1/', 'private_address'],
  ['http://2130706433/', 'private_address'], // decimal
  ['http://0x7f000001/', 'private_address'], // hex
  ['http://0x7f.0.0.1/', 'private_address'], // hex octet
  ['http://0177.0.0.1/', 'private_address'], // octal
  ['http://017700000001/', 'private_address'], // octal, one number
  ['http://127.1/', 'private_address'], // short form
  ['http://0/', 'private_address'], // 0.0.0.0
  ['http://[::1]/', 'private_address'],
  ['http://[::]/', 'private_address'],
  ['http://[::ffff:127.0.0.1]/', 'private_address'], // IPv4-mapped
  ['http://[::ffff:7f00:1]/', 'private_address'],
  ['http://[::ffff:10.1.2.3]/', 'private_address'],
  ['http://[::127.0.0.1]/', 'private_address'], // IPv4-compatible
  ['http://[64:ff9b::a9fe:a9fe]/', 'private_address'], // NAT64 of 169.254.169.254
  ['http://[2002:7f00:1::]/', 'private_address'], // 6to4 of 127.0.0.1
  ['http://169.254.169.254/latest/meta-data/', 'private_address'], // AWS/GCP/Azure metadata
  ['http://[fd00:ec2::254]/', 'private_address'], // AWS IPv6 metadata
  ['http://100.100.100.200/', 'private_address'], // Alibaba metadata
  ['http://192.0.0.192/', 'private_address'], // Oracle metadata
  ['http://10.0.0.1/', 'private_address'],
  ['http://172.16.5.4:8080/', 'private_address'],
  ['http://192.168.1.1/', 'private_address'],
  ['http://100.64.0.1/', 'private_address'], // CGNAT
  ['http://224.0.0.1/', 'private_address'], // multicast
  ['http://255.255.255.255/', 'private_address'],
  ['http://[fe80::1]/', 'private_address'], // link-local
  ['http://[fc00::1]/', 'private_address'], // unique-local
  ['http://[ff02::1]/', 'private_address'], // multicast
  ['http://localhost/', 'blocked_host'],
  ['http://localhost./', 'blocked_host'],
  ['localhost:3000', 'blocked_host'],
  ['http://shop.localhost/', 'blocked_host'],
  ['http://metadata.google.internal/computeMetadata/v1/', 'blocked_host'],
  ['http://printer.local/', 'blocked_host'],
  ['http://intranet/', 'blocked_host'], // single label: the server's search domain
  ['file:///etc/passwd', 'unsupported_scheme'],
  ['ftp://example.com/', 'unsupported_scheme'],
  ['gopher://example.com:70/_SSRF', 'unsupported_scheme'],
  ['javascript:alert(1)', 'unsupported_scheme'],
  ['data:text/html,<h1>hi</h1>', 'unsupported_scheme'],
  ['dict://example.com:11211/stat', 'unsupported_scheme'],
  ['http://user:secret@example.com/', 'credentials'],
  ['https://admin@example.com/', 'credentials'],
  ['http://example.com:22/', 'blocked_port'],
  ['http://example.com:25/', 'blocked_port'],
  ['http://evil.example/', 'private_address'], // resolves to 10.0.0.7
  ['http://mixed.example/', 'private_address'], // one public and one loopback record
  ['http://ula.example/', 'private_address'],
  ['http://mapped.example/', 'private_address'],
  ['http://metadata.example/', 'private_address'],
  ['http://no-such-host.example/', 'dns_failed'],
  ['', 'invalid_url'],
  ['http://exa mple.com/', 'invalid_url'],
  ['http://[::1/', 'invalid_url'],
];

describe('SSRF guard: hostile URLs', () => {
  it.each(hostile)('%s → %s', async (input, reason) => {
    expect(await attempt(input)).toBe(reason);
  });

  it('has a long table', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(25);
  });
});

describe('SSRF guard: URLs it accepts', () => {
  it('assumes https, keeps the path, drops the fragment and a trailing dot', () => {
    const parse = (input: string) => {
      const result = parseTargetUrl(input, { allowLoopback: false });
      return result.ok ? result.url.href : result.reason;
    };
    expect(parse('dealer.example')).toBe('https://dealer.example/');
    expect(parse('  www.Dealer.example/cars?page=2#top ')).toBe(
      'https://www.dealer.example/cars?page=2',
    );
    expect(parse('dealer.example:8443/x')).toBe('https://dealer.example:8443/x');
    expect(parse('//dealer.example')).toBe('https://dealer.example/');
    expect(parse('HTTP://dealer.example.:80/')).toBe('http://dealer.example/');
    expect(parse('http://93.184.216.34/')).toBe('http://93.184.216.34/');
    expect(parse('https://bücher.example/')).toBe('https://xn--bcher-kva.example/');
  });

  it('allows public IPv4 and global IPv6 unicast only', () => {
    const policy = { allowLoopback: false };
    expect(isAllowedAddress('93.184.216.34', policy)).toBe(true);
    expect(isAllowedAddress('2606:2800:220:1:248:1893:25c8:1946', policy)).toBe(true);
    expect(isAllowedAddress('2001:db8::1', policy)).toBe(false);
    expect(isAllowedAddress('not-an-ip', policy)).toBe(false);
  });

  it('allows loopback only with the test setting, and nothing else private', () => {
    const policy = { allowLoopback: true };
    expect(isAllowedAddress('127.0.0.1', policy)).toBe(true);
    expect(isAllowedAddress('::1', policy)).toBe(true);
    expect(isAllowedAddress('10.0.0.1', policy)).toBe(false);
    expect(isAllowedAddress('169.254.169.254', policy)).toBe(false);
    expect(isAllowedAddress('::ffff:127.0.0.1', policy)).toBe(false);
  });
});
