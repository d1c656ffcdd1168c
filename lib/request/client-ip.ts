import 'server-only';
import { headers } from 'next/headers';
import {
  configuredProxyTrust,
  isTrustedProxy,
  normalizeAddress,
  type ProxyTrust,
} from './proxy-trust';
import { socketAddressHeader } from './socket-address';

type HeaderSource = { get(name: string): string | null };

/**
 * The client's IP address. By default the socket's (a client can write any X-Forwarded-For).
 * When the socket is a trusted proxy (`trust.addresses`) and `trust.hops` proxies each append
 * the address they received from, the client is the entry that many places from the end of
 * X-Forwarded-For; entries further left were written by the client and are ignored. A client
 * that reaches the app directly, around the proxy, is its socket address whatever it wrote.
 */
export function clientIpFrom(source: HeaderSource, trust: ProxyTrust): string | null {
  const socket = normalizeAddress(source.get(socketAddressHeader));
  if (!isTrustedProxy(socket, trust)) return socket;
  const chain = (source.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return normalizeAddress(chain[chain.length - trust.hops]) ?? socket;
}

/** The client IP of the request being handled (server components, actions, route handlers). */
export async function requestClientIp(): Promise<string | null> {
  return clientIpFrom(await headers(), configuredProxyTrust());
}

/** The client IP as a rate-limit key: `unknown` (one shared bucket) when none was stamped. */
export function clientIpKey(source: HeaderSource): string {
  return clientIpFrom(source, configuredProxyTrust()) ?? 'unknown';
}
