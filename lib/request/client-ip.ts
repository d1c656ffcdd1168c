import 'server-only';
import { headers } from 'next/headers';
import { runTimeEnv } from '@/lib/env';
import { socketAddressHeader } from './socket-address';

type HeaderSource = { get(name: string): string | null };

/**
 * The client's IP address. By default the socket's (a client can write any X-Forwarded-For).
 * Behind `trustedProxyHops` proxies that each append the address they received from, the
 * client is the entry that many places from the end of X-Forwarded-For; entries further left
 * were written by the client and are ignored.
 */
export function clientIpFrom(source: HeaderSource, trustedProxyHops: number): string | null {
  const socket = normalize(source.get(socketAddressHeader));
  if (trustedProxyHops === 0) return socket;
  const chain = (source.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return normalize(chain[chain.length - trustedProxyHops]) ?? socket;
}

/** The client IP of the request being handled (server components, actions, route handlers). */
export async function requestClientIp(): Promise<string | null> {
  return clientIpFrom(await headers(), runTimeEnv().TRUSTED_PROXY_HOPS);
}

/** IPv4 clients of a dual-stack socket appear as ::ffff:1.2.3.4; count them as 1.2.3.4. */
function normalize(address: string | null | undefined) {
  if (!address) return null;
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/** The client IP as a rate-limit key: `unknown` (one shared bucket) when none was stamped. */
export function clientIpKey(source: HeaderSource): string {
  return clientIpFrom(source, runTimeEnv().TRUSTED_PROXY_HOPS) ?? 'unknown';
}
