import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a client is rate-limited by. An IPv4 address is one client; an IPv6 host is given a
 * whole /64 (its provider hands out 2^64 addresses at once), so it is counted per /64: otherwise
 * one host would have a fresh bucket for every address it takes. Anything else is its own key.
 */
export function rateLimitKey(client: string): string {
  const address = client.replace(/%.*$/, '');
  if (address.toLowerCase().startsWith('::ffff:') && isIPv4(address.slice(7))) {
    return address.slice(7);
  }
  if (!isIPv6(address)) return client;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/** The client as stored: a SHA-256 of its rate-limit key, so no address is kept. */
export function clientKeyHash(client: string): string {
  return createHash('sha256').update(rateLimitKey(client)).digest('hex');
}

/** The eight groups of an IPv6 address, each as four hex digits ("::" and a dotted tail undone). */
function expandIPv6(address: string): string[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    const hex = (high: number, low: number) => ((high << 8) | low).toString(16);
    text = `${text.slice(0, dotted.index)}${hex(a, b)}:${hex(c, d)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => group.padStart(4, '0'));
}
