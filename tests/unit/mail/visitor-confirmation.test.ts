import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '@/i18n/routing';
import { composeVisitorConfirmationMail } from '@/lib/mail/compose';
import { formatOpeningHours } from '@/lib/hours/opening-hours';
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
      const mail = await composeVisitorConfirmationMail({
        name: 'Andreas Georgiou',
        locale,
        reference: 'AS-7KQ2-M9XD',
      });
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
    const mail = await composeVisitorConfirmationMail({
      name: 'Andreas',
      locale,
      reference: 'AS-7KQ2-M9XD',
    });
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
    // What a spammer writes to get past a filter that only looks for ASCII dots and digits:
    'evil\u200B.com',
    'ｅｖｉｌ．ｃｏｍ／ｐｈｉｓｈ',
    'Visit evil .com now',
    'evil。com',
    'evil｡com',
    'Call 55 55 55 55',
    'Call ５５５ ５５５５',
    'evil\u2024com',
    'evil\uA4F8com',
    'Dr. Evil',
    // …and what spells an address out in words, in each of our languages.
    'hxxps evil-site dot com',
    'evil nokta com',
    'evil τελεία com',
  ])('leaves out a "name" that carries a link, an address or a number: %s', async (name) => {
    for (const locale of locales) {
      const mail = await composeVisitorConfirmationMail({
        name,
        locale,
        reference: 'AS-7KQ2-M9XD',
      });
      const everything = [mail.subject, mail.html, mail.text].join('\n');
      expect(everything).not.toContain(name);
      expect(everything).not.toContain(name.normalize('NFKC'));
      expect(everything).not.toMatch(/evil|55 55|555/i);
      expect(squash(mail.text)).toContain(emails(locale)('common.greetingAnonymous'));
    }
  });

  it.each([
    ['Ayşe Yılmaz', 'tr', 'Merhaba Ayşe Yılmaz,'],
    ["Seán O'Brien-Smith", 'en', "Hello Seán O'Brien-Smith,"],
    // Greek greets in the vocative, never the nominative ("Γεια σας Ανδρέας").
    ['Ανδρέας', 'el', 'Γεια σας Ανδρέα,'],
    ['Ανδρέας Γεωργίου', 'el', 'Γεια σας Ανδρέα Γεωργίου,'],
    ['Γιώργος', 'el', 'Γεια σας Γιώργο,'],
    ['Αλέξανδρος Παπαδόπουλος', 'el', 'Γεια σας Αλέξανδρε Παπαδόπουλε,'],
    ['Γιάννης', 'el', 'Γεια σας Γιάννη,'],
    ['Ελένη', 'el', 'Γεια σας Ελένη,'],
    ['Ελένη Χαραλάμπους', 'el', 'Γεια σας Ελένη Χαραλάμπους,'],
    ['Κώστας Ιωάννου', 'el', 'Γεια σας Κώστα Ιωάννου,'],
    ['Andreas', 'el', 'Γεια σας Andreas,'],
    // The vocative cannot be told from the spelling: a greeting without a case to get wrong.
    ['ΓΙΩΡΓΟΣ', 'el', 'Γεια σας,'],
    ['Στέλιος', 'el', 'Γεια σας,'],
  ] as const)('greets %s in %s as "%s"', async (name, locale, greeting) => {
    const mail = await composeVisitorConfirmationMail({ name, locale, reference: 'AS-7KQ2-M9XD' });
    expect(squash(mail.text)).toContain(greeting);
    expect(visibleText(mail.html)).toContain(greeting);
  });

  it.each(locales)('%s: quotes the reference the inbox finds the lead by', async (locale) => {
    const mail = await composeVisitorConfirmationMail({
      name: 'Andreas',
      locale,
      reference: 'AS-7KQ2-M9XD',
    });
    expect(squash(mail.text)).toContain('AS-7KQ2-M9XD');
    expect(visibleText(mail.html)).toContain('AS-7KQ2-M9XD');
  });
});
