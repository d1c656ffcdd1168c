import { isIP } from 'node:net';
import { isAllowedAddress, isBlockedHostname, type AddressPolicy } from './address-policy';
import type { RefusalReason } from './refusal';

export type TargetUrlResult = { ok: true; url: URL } | { ok: false; reason: RefusalReason };

const maxUrlLength = 2048;
const webPorts = new Set(['', '80', '443']);

/**
 * What a visitor typed → the URL we may fetch, or why not. https is assumed when no scheme is
 * given; only http and https are allowed, without credentials, on the web ports or an
 * unprivileged one (≥ 1024). Numeric hosts in any notation (decimal, octal, hex, short) are
 * normalised by the URL parser and checked here without any DNS lookup; names are checked again,
 * with their addresses, when they are fetched.
 */
export function parseTargetUrl(input: string, policy: AddressPolicy): TargetUrlResult {
  const text = input.trim();
  if (text === '' || text.length > maxUrlLength || /[\s\u0000-\u001f]/.test(text)) {
    return { ok: false, reason: 'invalid_url' };
  }
  let url: URL;
  try {
    url = new URL(withScheme(text));
  } catch {
    return { ok: false, reason: 'invalid_url' };
  }
  return checkUrl(url, policy);
}

/** The checks every hop (the first URL and each redirect) must pass before it is fetched. */
export function checkUrl(url: URL, policy: AddressPolicy): TargetUrlResult {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, reason: 'unsupported_scheme' };
  }
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'credentials' };
  if (url.hostname === '') return { ok: false, reason: 'invalid_url' };
  if (!webPorts.has(url.port) && Number(url.port) < 1024) {
    return { ok: false, reason: 'blocked_port' };
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) {
    if (!isAllowedAddress(host, policy)) return { ok: false, reason: 'private_address' };
  } else if (isBlockedHostname(host)) {
    return { ok: false, reason: 'blocked_host' };
  }
  const normalized = new URL(url.href);
  normalized.hash = '';
  // `example.com.` and `example.com` are one site: one cache entry, one report.
  if (normalized.hostname.endsWith('.'))
    normalized.hostname = normalized.hostname.replace(/\.+$/, '');
  return { ok: true, url: normalized };
}

/**
 * Adds https:// unless the text starts with a scheme. `example.com:8080/x` has no scheme (the
 * part before the colon has a dot); `javascript:…`, `file:…` and `data:…` do, and are refused.
 */
function withScheme(text: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return text;
  if (text.startsWith('//')) return `https:${text}`;
  const scheme = /^([a-z][a-z0-9+.-]*):(.*)$/i.exec(text);
  if (scheme && !scheme[1]!.includes('.') && !/^\d+(\/|$)/.test(scheme[2]!)) return text;
  return `https://${text}`;
}
