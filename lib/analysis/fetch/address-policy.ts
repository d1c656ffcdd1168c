import { BlockList, isIP } from 'node:net';

/**
 * Which IP addresses a visitor-supplied URL may reach: public unicast only. Everything a
 * server can reach but the visitor should not — loopback, private and link-local networks,
 * CGNAT, cloud metadata endpoints (169.254.169.254, fd00:ec2::254, 100.100.100.200,
 * 192.0.0.192), multicast, reserved and documentation ranges, IPv6 unique-local and every
 * IPv6 form that embeds an IPv4 address (mapped, compatible, NAT64, 6to4, Teredo) — is refused.
 */
const blockedV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", including the unspecified 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT (Alibaba's metadata service lives here)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local: AWS, GCP and Azure metadata at 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF assignments (Oracle's metadata at 192.0.0.192)
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255
] as const) {
  blockedV4.addSubnet(network, prefix, 'ipv4');
}

// IPv6: only global unicast (2000::/3) is public; inside it, the ranges that embed IPv4
// addresses or are reserved are refused too. Everything outside 2000::/3 — ::, ::1, mapped and
// compatible IPv4, NAT64 (64:ff9b::/96), discard, fc00::/7, fe80::/10, ff00::/8 — is refused.
const globalUnicastV6 = new BlockList();
globalUnicastV6.addSubnet('2000::', 3, 'ipv6');
const blockedV6 = new BlockList();
for (const [network, prefix] of [
  ['2001::', 23], // IETF assignments, including Teredo 2001::/32
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['3fff::', 20], // documentation
] as const) {
  blockedV6.addSubnet(network, prefix, 'ipv6');
}

const loopbackV4 = new BlockList();
loopbackV4.addSubnet('127.0.0.0', 8, 'ipv4');

export type AddressPolicy = {
  /** Test fixtures only (ANALYSIS_ALLOW_LOOPBACK): also allow 127.0.0.0/8 and ::1. */
  allowLoopback: boolean;
  /**
   * Tests only (ANALYSIS_TEST_PUBLIC_ADDRESSES): loopback addresses that stand for the public
   * internet, where the fixture sites listen; every other private address stays refused.
   */
  publicForTests?: readonly string[];
};

/** True when a visitor's URL may connect to `address` (an IPv4 or IPv6 literal). */
export function isAllowedAddress(address: string, policy: AddressPolicy): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 0) return false;
  if (policy.publicForTests?.includes(bare)) return true;
  if (family === 4) {
    if (policy.allowLoopback && loopbackV4.check(bare, 'ipv4')) return true;
    return !blockedV4.check(bare, 'ipv4');
  }
  // Exactly ::1 (BlockList would also match IPv4-mapped forms, which stay refused).
  if (policy.allowLoopback && /^(0{0,4}:){2,7}0{0,3}1$/.test(bare)) return true;
  return globalUnicastV6.check(bare, 'ipv6') && !blockedV6.check(bare, 'ipv6');
}

/**
 * Host names that must never be looked up: they name this machine or a private network
 * whatever DNS says (RFC 6761 `localhost`, mDNS `.local`, `.internal` such as
 * metadata.google.internal, `.home.arpa`), and single-label names, which resolvers complete
 * with the server's own search domains.
 */
export function isBlockedHostname(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.+$/, '');
  if (isIP(name.replace(/^\[|\]$/g, '')) !== 0) return false;
  if (!name.includes('.')) return true;
  return /(^|\.)(localhost|local|internal|localdomain|home\.arpa|intranet|lan)$/.test(name);
}
