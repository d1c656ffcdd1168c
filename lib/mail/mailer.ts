import 'server-only';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { canonicalEmail } from '@/lib/leads/email-address';
import { logEvent } from '@/lib/log';
import { writeEmlFile } from './eml-file';
import { isMailOutage } from './smtp-errors';
import { defaultSmtpTimeouts, smtpTransportOptions, type SmtpTimeouts } from './smtp-options';

export type OutgoingMail = {
  /** MAIL_FROM, e.g. 'AutoSites Cyprus <no-reply@autositescyprus.com>'. */
  from: string;
  to: string[];
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  /** '<something@host>', derived from the outbox job: the Message-ID header, verbatim. */
  messageId: string;
  headers?: Record<string, string>;
  /** Inline images the HTML refers to as cid:<cid>. */
  attachments?: { filename: string; content: Buffer; contentType: string; cid: string }[];
  /** A calendar invitation (lib/booking/invitation.ts): a text/calendar part calendars act on. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
};

export type MailDelivery = { via: 'smtp'; response: string } | { via: 'file'; path: string };

export type Mailer = {
  send(mail: OutgoingMail): Promise<MailDelivery>;
  /**
   * Whether the mail server answers at all — even to refuse our login, which retrying with
   * backoff handles (a file mailer always does).
   */
  verify(): Promise<boolean>;
  close(): void;
};

export { isMailOutage, isPermanentMailError } from './smtp-errors';

/** A recipient or Reply-To that is not exactly one plain address: sending it can never work. */
export class InvalidAddressError extends TypeError {}

/**
 * SMTP when `smtpUrl` is set (smtp:// or smtps://user:pass@host:port), else one .eml file per
 * message in `fileDir` (created if missing), named after the Message-ID so a retried send
 * overwrites its file instead of adding a second one. A send that fails throws; the caller
 * retries later.
 */
export function createMailer(options: {
  smtpUrl?: string;
  fileDir: string;
  /** Shorter waits for tests; the defaults (defaultSmtpTimeouts) suit real servers. */
  timeouts?: Partial<SmtpTimeouts>;
}): Mailer {
  const timeouts = { ...defaultSmtpTimeouts, ...options.timeouts };
  return options.smtpUrl ? smtpMailer(options.smtpUrl, timeouts) : fileMailer(options.fileDir);
}

const messageIdPattern = /^<[^<>\s@]+@[^<>\s@]+>$/;

/**
 * One plain address, handed to nodemailer as an object so that it never parses the text as
 * address syntax (a comment, a group or a list would name other mailboxes).
 */
function plainAddress(address: string): Mail.Address {
  const canonical = canonicalEmail(address);
  if (!canonical)
    throw new InvalidAddressError(`not one plain address: ${JSON.stringify(address)}`);
  return { name: '', address: canonical };
}

/**
 * Auto-Submitted (RFC 3834) and X-Auto-Response-Suppress (Exchange and Outlook) keep
 * out-of-office and other automatic replies from answering a machine; a header of the caller's
 * with the same name wins.
 */
function message(mail: OutgoingMail): Mail.Options {
  if (!messageIdPattern.test(mail.messageId)) {
    throw new TypeError(`A Message-ID looks like <id@host>, not ${JSON.stringify(mail.messageId)}`);
  }
  if (mail.to.length === 0) throw new TypeError('A message needs at least one recipient');
  return {
    from: mail.from,
    to: mail.to.map(plainAddress),
    replyTo: mail.replyTo === undefined ? undefined : plainAddress(mail.replyTo),
    subject: mail.subject,
    html: part(mail.html),
    text: part(mail.text),
    messageId: mail.messageId,
    headers: {
      'Auto-Submitted': 'auto-generated',
      'X-Auto-Response-Suppress': 'OOF, AutoReply',
      ...mail.headers,
    },
    attachments: mail.attachments?.map((attachment) => ({
      ...attachment,
      contentDisposition: 'inline' as const,
    })),
    icalEvent: mail.calendar && {
      method: mail.calendar.method,
      filename: 'invitation.ics',
      content: mail.calendar.content,
    },
    // The parts are strings; never let a value be read as a local file or a URL to fetch.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/**
 * Quoted-printable keeps ASCII as it is but triples every other byte; base64 adds a third to
 * everything. nodemailer decides by counting letters, which sends Greek as quoted-printable at
 * three times its size: each part takes whichever is smaller.
 */
export function compactEncoding(content: string): 'quoted-printable' | 'base64' {
  const bytes = Buffer.byteLength(content);
  const ascii = content.replace(/[^\x00-\x7f]/g, '').length;
  return ascii + 3 * (bytes - ascii) <= (bytes * 4) / 3 ? 'quoted-printable' : 'base64';
}

function part(content: string): Mail.Attachment {
  return { content, contentTransferEncoding: compactEncoding(content) };
}

function smtpMailer(smtpUrl: string, timeouts: SmtpTimeouts): Mailer {
  const options = smtpTransportOptions(smtpUrl, timeouts);
  let transport = nodemailer.createTransport(options);

  return {
    async send(mail) {
      const prepared = message(mail);
      const sending = transport;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          // A server that trickles its replies could hold the connection far longer: drop the
          // pool (the next send opens a fresh one) and let the job be retried.
          if (transport === sending) transport = nodemailer.createTransport(options);
          sending.close();
          reject(Object.assign(new Error('SMTP send timed out'), { code: 'ETIMEDOUT' }));
        }, timeouts.sendMs);
      });
      try {
        const info = await Promise.race([sending.sendMail(prepared), timeout]);
        if (info.rejected.length > 0) {
          // Some recipients refused, the others have the message: retrying would send it twice.
          logEvent('warn', 'mail.recipients_rejected', {
            messageId: mail.messageId,
            rejected: info.rejected.length,
            accepted: info.accepted.length,
          });
        }
        return { via: 'smtp', response: info.response };
      } finally {
        clearTimeout(timer);
      }
    },
    async verify() {
      try {
        await transport.verify();
        return true;
      } catch (error) {
        return !isMailOutage(error);
      }
    },
    close: () => transport.close(),
  };
}

function fileMailer(fileDir: string): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    async send(mail) {
      const { message: raw } = await transport.sendMail(message(mail));
      // `buffer: true` makes it a Buffer; the type also allows the stream of `buffer: false`.
      if (!Buffer.isBuffer(raw)) throw new TypeError('nodemailer did not buffer the message');
      const path = await writeEmlFile(fileDir, mail.messageId, raw);
      return { via: 'file', path };
    },
    verify: async () => true,
    close: () => transport.close(),
  };
}
