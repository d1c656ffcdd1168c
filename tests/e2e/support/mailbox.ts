import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';

/** An e-mail as the tests read it: what a person (and a mail client) would see. */
export type ReceivedMail = {
  file: string;
  messageId: string;
  from: string;
  to: string[];
  replyTo: string | null;
  subject: string;
  language: string | null;
  html: string;
  text: string;
  bytes: number;
  /** Attached and inline parts (an inline image has a cid). */
  attachments: { contentType: string; size: number; cid: string | null }[];
};

const addresses = (field: unknown): string[] => {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((entry: { value?: { address?: string }[] }) =>
    (entry.value ?? []).map((v) => (v.address ?? '').toLowerCase()),
  );
};

/** Every message in `dir` (.eml files, written by the SMTP sink or by the app itself). */
export async function readMailbox(dir: string): Promise<ReceivedMail[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(join(dir, file));
      const mail = await simpleParser(raw);
      return {
        file,
        messageId: mail.messageId ?? '',
        from: addresses(mail.from)[0] ?? '',
        to: addresses(mail.to),
        replyTo: addresses(mail.replyTo)[0] ?? null,
        subject: mail.subject ?? '',
        language: (mail.headers.get('content-language') as string | undefined) ?? null,
        html: typeof mail.html === 'string' ? mail.html : '',
        text: mail.text ?? '',
        bytes: raw.length,
        attachments: mail.attachments.map((part) => ({
          contentType: part.contentType,
          size: part.size,
          cid: part.cid ?? null,
        })),
      };
    }),
  );
}

/**
 * Waits until the mailbox holds exactly `count` messages matching `match` (for the outbox to
 * deliver them: seconds, or longer on a busy machine), and returns them.
 */
export async function waitForMail(
  dir: string,
  match: (mail: ReceivedMail) => boolean,
  { count = 1, timeout = 60_000 } = {},
): Promise<ReceivedMail[]> {
  let found: ReceivedMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await readMailbox(dir)).filter(match);
        return found.length;
      },
      { timeout, message: `waiting for ${count} e-mail(s) in ${dir}` },
    )
    .toBe(count);
  return found;
}
