/**
 * One mailbox, one spelling. A form takes exactly one plain address — `local@domain`, nothing
 * else — and stores it in one canonical form, which the daily cap, the recipient, Reply-To and
 * the inbox all use. Mail software reads far more into an address than a person types:
 * comments (`a(1)@x`), groups (`x:a@x;`), quoted local parts (`"a"@x`), lists (`a@x,`) and a
 * trailing dot each name the same mailbox (or several) in another spelling, and would let one
 * mailbox past its daily cap. This module runs in the browser (the forms' schema) and on the
 * server alike: plain code and the URL parser both have.
 */

/** RFC 5322's atext, the characters of an unquoted local part (what `type="email"` allows). */
const localPart = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
/** What a domain may be typed with: letters and digits of any script, hyphens and full stops. */
const typedDomain = /^[\p{L}\p{M}\p{N}.\u3002\uFF0E\uFF61-]+$/u;
const asciiLabel = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** A top-level domain is letters, or an internationalised one in punycode; never digits. */
const topLevel = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const maxLocalLength = 64;
const maxAddressLength = 254;

/**
 * The canonical form of a typed address, or null when it is not exactly one plain address:
 * lower case, the domain in ASCII (an internationalised domain as punycode, its full-width or
 * ideographic dots as full stops).
 */
export function canonicalEmail(typed: string): string | null {
  const text = typed.trim().toLowerCase();
  const at = text.indexOf('@');
  if (at <= 0 || at !== text.lastIndexOf('@')) return null;
  const local = text.slice(0, at);
  const domain = asciiDomain(text.slice(at + 1));
  if (!domain || local.length > maxLocalLength || !localPart.test(local)) return null;
  const address = `${local}@${domain}`;
  return address.length <= maxAddressLength ? address : null;
}

/** The domain in ASCII through the URL parser's IDNA mapping (UTS #46), or null. */
function asciiDomain(typed: string): string | null {
  if (!typedDomain.test(typed)) return null;
  let hostname: string;
  try {
    hostname = new URL(`http://${typed}/`).hostname;
  } catch {
    return null;
  }
  const labels = hostname.split('.');
  if (labels.length < 2 || hostname.length > 253) return null;
  if (!labels.every((label) => asciiLabel.test(label))) return null;
  return topLevel.test(labels.at(-1) ?? '') ? hostname : null;
}

/** Providers known to ignore dots in the local part, all one mailbox at gmail.com. */
const dotlessDomains = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox a canonical address delivers to, as the daily cap counts it: without a `+tag`
 * (sub-addressing, which most providers deliver to the same mailbox), and at Gmail without the
 * dots it ignores. Never used as a recipient: only to count.
 */
export function mailboxKey(canonical: string): string {
  const at = canonical.lastIndexOf('@');
  let local = canonical.slice(0, at);
  let domain = canonical.slice(at + 1);
  const tag = local.indexOf('+');
  if (tag > 0) local = local.slice(0, tag);
  if (dotlessDomains.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
