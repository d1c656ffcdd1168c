/**
 * What logs may keep of personal data and secrets: e-mail addresses and IPs are masked, secrets
 * and free text written by visitors are dropped, and so are the values libraries quote inside
 * their error texts (Prisma prints the arguments of a failed query, names included; PostgreSQL
 * repeats a duplicate key's value). Applied to every field of every log line.
 */

/** Fields whose values never reach a log, whatever they hold. */
const redactedKey =
  /pass(word)?|secret|token|authorization|cookie|api[-_]?key|^body$|^message_?body$|^content$/i;
/** Fields that hold what a visitor or an admin wrote (a lead's message, an inbox search):
 * logged as their length only. */
const visitorTextKey = /^(leadMessage|comment|notes?|q|search|query)$/i;
const ipKey = /^ip$|Ip$|^ip_|_ip$/;

const emailPattern = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;
/** Credentials inside a URL (`postgres://user:password@host`). */
const urlCredentials = /\/\/[^/\s:@]+:[^/\s@]+@/g;
const ipv4Pattern = /\b(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\b/g;
/** A value in double or single quotes (`name: "Jane"`, `'Jane'`); backticks quote identifiers. */
const quotedValue = /"(?:[^"\\\n]|\\.)*"|(?<![A-Za-z0-9])'(?:[^'\\\n]|\\.)*'(?![A-Za-z0-9])/g;
/** PostgreSQL's `Key (email)=(jane@dealer.cy) already exists.` */
const keyValue = /\)=\((?:[^()]|\([^()]*\))*\)/g;

/** `jane.doe@dealer.cy` ⇒ `j***@dealer.cy`: enough to tell leads apart, not to write to them. */
export function maskEmail(email: string): string {
  return email.replace(emailPattern, '$1***@$2');
}

/** IPv4 keeps its /24 (`203.0.113.0`), IPv6 its /48 (`2001:db8:1::`): a network, not a person. */
export function maskIp(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/.exec(ip);
  if (v4) return `${v4[1]}.0`;
  if (ip.includes(':')) {
    const groups = ip.split('::')[0]!.split(':').filter(Boolean);
    return `${groups.slice(0, 3).join(':')}::`;
  }
  return 'masked';
}

/**
 * Masks addresses, e-mails, URL credentials and quoted values inside free text (error messages,
 * paths): what is left says what failed, not whose data it was.
 */
export function maskText(text: string): string {
  return maskEmail(text)
    .replace(urlCredentials, '//***@')
    .replace(ipv4Pattern, (_, a: string, b: string, c: string) => `${a}.${b}.${c}.0`)
    .replace(quotedValue, (quoted) => `${quoted[0]}***${quoted[0]}`)
    .replace(keyValue, ')=(***)');
}

/** An error as a log may keep it: its class, its code and its masked text, never its data. */
export function maskError(error: Error): Record<string, unknown> {
  const code = (error as { code?: unknown }).code;
  return {
    class: error.constructor?.name ?? error.name,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    message: maskText(error.message),
  };
}

export function maskFields(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, mask(key, value)]));
}

function mask(key: string, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (redactedKey.test(key)) return '[redacted]';
  if (visitorTextKey.test(key))
    return typeof value === 'string' ? { length: value.length } : '[redacted]';
  if (typeof value === 'string') return ipKey.test(key) ? maskIp(value) : maskText(value);
  if (value instanceof Error) return maskError(value);
  if (Array.isArray(value)) return value.map((item) => mask(key, item));
  if (typeof value === 'object') return maskFields(value as Record<string, unknown>);
  return value;
}
