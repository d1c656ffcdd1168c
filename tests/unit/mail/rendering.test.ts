import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '@/i18n/routing';
import {
  composeAgencyLeadMail,
  composeGraderReportMail,
  composeVisitorConfirmationMail,
  type ComposedMail,
} from '@/lib/mail/compose';
import { createMailer } from '@/lib/mail/mailer';
import { siteConfig } from '@/lib/site-config';
import { leadFixture, remoteResources, resultFixture } from './fixtures';

const reportUrl = (locale: string) => `${siteConfig.siteUrl}/${locale}/website-grader/report/1`;
const longestLead = leadFixture({
  name: 'N'.repeat(100),
  company: 'C'.repeat(100),
  message: 'Ü'.repeat(500),
  suspectedSpam: true,
});

// The largest e-mail of each kind: every check failing, every lead field at its maximum.
const cases: [string, () => Promise<ComposedMail>][] = [
  ...locales.flatMap((locale): [string, () => Promise<ComposedMail>][] => [
    [
      `visitor confirmation (${locale})`,
      () =>
        composeVisitorConfirmationMail({
          name: 'Andreas Georgiou',
          locale,
          reference: 'AS-7KQ2-M9XD',
        }),
    ],
    [
      `grader report, every check failing (${locale})`,
      () =>
        composeGraderReportMail({
          name: 'Andreas Georgiou',
          locale,
          reportUrl: reportUrl(locale),
          result: resultFixture(),
        }),
    ],
  ]),
  [
    'agency lead (en)',
    () =>
      composeAgencyLeadMail({
        lead: longestLead,
        inboxUrl: `${siteConfig.siteUrl}/admin/submissions?lead=1`,
        pageUrl: `${siteConfig.siteUrl}/tr/contact`,
      }),
  ],
];

let fileDir: string;
const sizes: string[] = [];

beforeAll(async () => {
  fileDir = await mkdtemp(join(tmpdir(), 'autosites-mail-size-'));
});
afterAll(async () => {
  await rm(fileDir, { recursive: true, force: true });
  console.info(`E-mail sizes (whole message as sent):\n${sizes.join('\n')}`);
});

/** The message as it goes over the wire (MIME, encoded parts), written by the mailer. */
async function rawSize(mail: ComposedMail, name: string) {
  const mailer = createMailer({ fileDir });
  const delivery = await mailer.send({
    ...mail,
    from: 'AutoSites Cyprus <no-reply@autositescyprus.com>',
    to: ['dealer@example.com'],
    messageId: `<${name.replace(/[^a-z]/gi, '-')}@autositescyprus.com>`,
  });
  mailer.close();
  if (delivery.via !== 'file') throw new Error('expected a file');
  return (await readFile(delivery.path)).length;
}

describe('every e-mail', () => {
  it.each(cases)(
    '%s: HTML that mail clients render, a text part, under 100 KB',
    async (name, compose) => {
      const mail = await compose();

      expect(mail.html).toMatch(/^<!DOCTYPE html/i);
      expect(mail.html).not.toMatch(/<script/i);
      expect(mail.html).not.toMatch(/\son[a-z]+=/i);
      expect(mail.html).toMatch(/<table[^>]*role="presentation"/);
      for (const source of remoteResources(mail.html)) {
        expect(source.startsWith(`${siteConfig.siteUrl}/`), source).toBe(true);
      }
      // Dark mode: the client is told both schemes work, and gets colours for the dark one.
      expect(mail.html).toContain('<meta name="color-scheme" content="light dark"');
      expect(mail.html).toContain('@media (prefers-color-scheme: dark)');

      expect(mail.text.length).toBeGreaterThan(300);
      // No markup of ours (a fix may quote a tag such as <html lang="en">, as text).
      expect(mail.text).not.toMatch(/<(table|tr|td|div|body)\b|style="|role="/i);
      expect(mail.subject).not.toMatch(/[\r\n]/);

      const bytes = await rawSize(mail, name);
      sizes.push(
        `${name}: html ${(Buffer.byteLength(mail.html) / 1024).toFixed(1)} KB, message ${(bytes / 1024).toFixed(1)} KB`,
      );
      expect(Buffer.byteLength(mail.html)).toBeLessThan(100 * 1024);
      expect(bytes).toBeLessThan(100 * 1024);
    },
  );

  it.each(locales)('is written in the language it is for (%s)', async (locale) => {
    const mails = [
      await composeVisitorConfirmationMail({ name: 'Eleni', locale, reference: 'AS-7KQ2-M9XD' }),
      await composeGraderReportMail({
        name: 'Eleni',
        locale,
        reportUrl: reportUrl(locale),
        result: resultFixture(),
      }),
    ];
    for (const mail of mails) expect(mail.html).toMatch(new RegExp(`<html[^>]*lang="${locale}"`));
  });
});
