import 'server-only';
import { runTimeEnv } from '@/lib/env';
import { logEvent } from '@/lib/log';
import { peerAddressHeader } from './peer-address';

type HeaderSource = { get(name: string): string | null };

let warned = false;

/**
 * The visitor's IP address for rate limits. With TRUSTED_PROXY_HOPS=0 (the default) it is the
 * socket's address and X-Forwarded-For is ignored, because a client can write anything there.
 * With N trusted proxies in front, it is the address the outermost of them saw: the N-th entry
 * from the right of X-Forwarded-For plus the socket's address.
 */
export function clientIp(headers: HeaderSource, hops = runTimeEnv().TRUSTED_PROXY_HOPS): string {
  const peer = headers.get(peerAddressHeader)?.trim();
  if (!peer && !warned) {
    warned = true;
    logEvent('warn', 'client_ip.unknown', { reason: 'no socket address stamped on the request' });
  }
  const chain = [
    ...(headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    peer || 'unknown',
  ];
  const ip = hops === 0 ? chain[chain.length - 1]! : chain[Math.max(0, chain.length - 1 - hops)]!;
  // One client, one key: ::ffff:1.2.3.4 is 1.2.3.4.
  return ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
}
