import 'server-only';
import type SMTPPool from 'nodemailer/lib/smtp-pool';

export type SmtpTimeouts = {
  /** To open the TCP (and TLS) connection. */
  connectionMs: number;
  /** For the server's greeting once connected. */
  greetingMs: number;
  /** Of silence on an open connection. */
  socketMs: number;
  /** For the whole send: connect, greet, authenticate, transfer. */
  sendMs: number;
};

/**
 * Finite, short waits: a server that does not answer, or answers a byte at a time, must not hold
 * an outbox job for long; the job is retried later.
 */
export const defaultSmtpTimeouts: SmtpTimeouts = {
  connectionMs: 10_000,
  greetingMs: 10_000,
  socketMs: 20_000,
  sendMs: 30_000,
};

/**
 * nodemailer's pool options for SMTP_URL: `smtp://host:port` (STARTTLS when the server offers
 * it) or `smtps://host:port` (TLS from the first byte), with optional `user:pass@` (URL-encoded).
 * A few connections are kept open, so a burst of leads does not pay a handshake per message.
 */
export function smtpTransportOptions(
  smtpUrl: string,
  timeouts: SmtpTimeouts = defaultSmtpTimeouts,
): SMTPPool.Options {
  const url = new URL(smtpUrl);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  }
  const secure = url.protocol === 'smtps:';
  return {
    pool: true,
    maxConnections: 3,
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
    dnsTimeout: timeouts.connectionMs,
    logger: false,
  };
}
