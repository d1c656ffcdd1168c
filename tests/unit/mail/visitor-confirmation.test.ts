import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '@/i18n/routing';
import { composeVisitorConfirmationMail } from '@/lib/mail/compose';
import { formatOpeningHours } from '@/lib/opening-hours';
import { siteConfig } from '@/lib/site-config';
import en from '@/messages/en.json';
import el from '@/messages/el.json';
import tr from '@/messages/tr.json';
import { leadFixture, squash, visibleText } from './fixtures';

const messages = { en, tr, el };
const emails = (locale: Locale) =>
  createTranslator({ locale, messages: messages[locale], namespace: 'Emails' });

describe('the visitor confirmation', () => {
  it.each(locales)(
    '%s: thanks the visitor in their language and says what happens next',
    async (locale) => {
      const t = emails(locale);
      const mail = await composeVisitorConfirmationMail({ name: 'Andreas Georgiou', locale });
      expect(mail.subject).toBe(t('confirmation.subject', { site: siteConfig.name }));
      const html = visibleText(mail.html);
      const text = squash(mail.text);
      const hours = formatOpeningHours(siteConfig.openingHours, locale);
      for (const expected of [
        t('common.greeting', { name: 'Andreas Georgiou' }),
        t('confirmation.heading'),
        t('confirmation.next', hours),
      ]) {
        expect(html, expected).toContain(expected);
        expect(text, expected).toContain(expected);
      }
      expect(html).toContain(hours.times);
      // Replies reach the agency, not the no-reply sender.
      expect(mail.replyTo).toBe(siteConfig.email);
    },
  );

  it.each(locales)('%s: gives the phone, WhatsApp and e-mail of the agency', async (locale) => {
    const mail = await composeVisitorConfirmationMail({ name: 'Andreas', locale });
    expect(siteConfig.social.whatsapp).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(mail.html).toContain(`href="${siteConfig.social.whatsapp}"`);
    expect(mail.html).toContain(`href="${siteConfig.phoneHref}"`);
    expect(mail.html).toContain(`href="mailto:${siteConfig.email}"`);
    for (const detail of [siteConfig.phone, siteConfig.social.whatsapp, siteConfig.email]) {
      expect(mail.text, detail).toContain(detail);
    }
  });

  it.each(locales)('%s: repeats nothing the visitor typed but their name', async (locale) => {
    const lead = leadFixture({
      message: 'Buy cheap watches at https://spam.example Marmalade-Quokka-7741',
      company: 'Zebrafinch Holdings',
      phone: '+44 7700 900123',
      utmCampaign: 'Heliotrope-Campaign',
    });
    // A caller that hands over the whole lead still gets only the name into the e-mail.
    const mail = await composeVisitorConfirmationMail({ ...lead, locale });
    const everything = [mail.subject, mail.html, mail.text].join('\n');
    for (const typed of [
      'Marmalade-Quokka-7741',
      'spam.example',
      'Zebrafinch',
      '7700 900123',
      '+447700900123',
      'Heliotrope',
      lead.email,
      'Advance',
    ]) {
      expect(everything, typed).not.toContain(typed);
    }
    expect(everything).toContain('Andreas Georgiou');
  });

  it.each([
    'Visit https://spam.example now',
    'Call 0800 123 456 today',
    'win@prizes.example',
    'cheap-watches.example',
    'x'.repeat(51),
  ])('leaves out a "name" that carries a link, an address or a number: %s', async (name) => {
    const mail = await composeVisitorConfirmationMail({ name, locale: 'en' });
    const everything = [mail.subject, mail.html, mail.text].join('\n');
    expect(everything).not.toContain(name);
    expect(squash(mail.text)).toContain(emails('en')('common.greetingAnonymous'));
  });
});
