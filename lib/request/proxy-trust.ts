import 'server-only';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { runTimeEnv } from '@/lib/env';

/**
 * Which proxies the app believes: `hops` of them append to X-Forwarded-For, and the one that
 * connects to the app has one of `addresses` (IPs or CIDR ranges). A connection from any other
 * address is a client reaching the app directly, whatever headers it wrote.
 */
export type ProxyTrust = { hops: number; addresses: readonly string[] };

export const trustNoProxy: ProxyTrust = { hops: 0, addresses: [] };

/** The deployment's setting (TRUSTED_PROXY_HOPS, TRUSTED_PROXY_ADDRESSES). */
export function configuredProxyTrust(): ProxyTrust {
  const env = runTimeEnv();
  return { hops: env.TRUSTED_PROXY_HOPS, addresses: env.TRUSTED_PROXY_ADDRESSES };
}

/** IPv4 clients of a dual-stack socket appear as ::ffff:1.2.3.4; count them as 1.2.3.4. */
export function normalizeAddress(address: string | null | undefined): string | null {
  if (!address) return null;
  return address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
}

/** Whether the connection's peer may speak for the client (X-Forwarded-For, X-Request-Id). */
export function isTrustedProxy(socketAddress: string | null | undefined, trust: ProxyTrust) {
  const address = normalizeAddress(socketAddress);
  if (trust.hops === 0 || !address) return false;
  const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null;
  return family !== null && blockListFor(trust.addresses).check(address, family);
}

const blockLists = new Map<string, BlockList>();

function blockListFor(addresses: readonly string[]) {
  const key = addresses.join(',');
  let list = blockLists.get(key);
  if (!list) {
    list = new BlockList();
    for (const entry of addresses) {
      const [address = '', prefix] = entry.split('/');
      const normalized = normalizeAddress(address) ?? address;
      const family = isIPv4(normalized) ? 'ipv4' : 'ipv6';
      if (prefix === undefined) list.addAddress(normalized, family);
      else list.addSubnet(normalized, Number(prefix), family);
    }
    blockLists.set(key, list);
  }
  return list;
}
