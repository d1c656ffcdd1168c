import { describe, expect, it } from 'vitest';
import { composeAgencyLeadMail } from '@/lib/mail/compose';
import type { Lead } from '@/lib/db/generated/client';
import { siteConfig } from '@/lib/site-config';
import { leadFixture, squash, visibleText } from './fixtures';

const inboxUrl = `${siteConfig.siteUrl}/admin/submissions?lead=01968a4e`;
const pageUrl = `${siteConfig.siteUrl}/tr/contact?utm_source=google`;
const compose = (lead: Lead, page: string | null = pageUrl) =>
  composeAgencyLeadMail({ lead, inboxUrl, pageUrl: page });

describe('the agency e-mail', () => {
  it('says who wrote, from which form, page and language, and everything they sent', async () => {
    const mail = await compose(leadFixture());
    const facts = [
      'Andreas Georgiou',
      'Kyrenia Motors Zebrafinch',
      'andreas@kyrenia-motors.example',
      '+357 99 123 456',
      'Contact page form',
      pageUrl,
      'Turkish (tr)',
      'Advance',
      '26–50 cars',
      '£2,500–£5,000',
      'We stock 40 cars; our old site is slow. Marmalade-Quokka-7741',
      'source: google',
      'medium: cpc',
      'campaign: spring-dealers',
      'term: dealer websites',
      'content: ad-b',
      'Given (privacy policy version 2024-12-15)',
      'Not suspected',
      '42.3 s',
      '16 Mar 2026, 12:05',
    ];
    const html = visibleText(mail.html);
    const text = squash(mail.text);
    for (const fact of facts) {
      expect(html, fact).toContain(fact);
      expect(text, fact).toContain(fact);
    }
    expect(mail.html).toContain(`href="${inboxUrl}"`);
    expect(mail.text).toContain(inboxUrl);
    expect(mail.html).toContain('href="mailto:andreas@kyrenia-motors.example"');
    expect(mail.html).toContain('href="tel:+35799123456"');
    expect(mail.html).toMatch(/<html[^>]*lang="en"/);
  });

  it('is answered with one click: Reply-To is the visitor', async () => {
    const mail = await compose(leadFixture());
    expect(mail.replyTo).toBe('andreas@kyrenia-motors.example');
    expect(mail.subject).toBe(
      'New lead: Andreas Georgiou – Kyrenia Motors Zebrafinch (Contact page form)',
    );
  });

  it('marks suspected spam in the subject and above everything else', async () => {
    const mail = await compose(leadFixture({ suspectedSpam: true, fillTimeMs: 800 }));
    expect(mail.subject.startsWith('[Spam?] New lead: Andreas Georgiou')).toBe(true);
    const text = squash(mail.text);
    expect(text).toContain('Suspected spam (sent 0.8 s after the form appeared)');
    expect(text.indexOf('Suspected spam')).toBeLessThan(text.indexOf('Andreas Georgiou'));
  });

  it.each([
    ['lead_capture', 'Home page quote form'],
    ['contact', 'Contact page form'],
    ['website_grader', 'Website grader full report'],
  ] as const)('names the %s form as people do: %s', async (source, form) => {
    const mail = await compose(leadFixture({ source }));
    expect(mail.subject).toContain(`(${form})`);
    expect(squash(mail.text)).toContain(form);
  });

  it('says plainly what the visitor left out', async () => {
    const mail = await compose(
      leadFixture({
        phone: null,
        package: null,
        cars: null,
        budget: null,
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
        utmTerm: null,
        utmContent: null,
        fillTimeMs: null,
        pagePath: '/contact',
      }),
      null,
    );
    const text = squash(mail.text);
    expect(text).toMatch(/Phone\s+not given/);
    expect(text).toMatch(/Package\s+not given/);
    expect(text).toMatch(/UTM tags\s+none/);
    expect(text).toMatch(/Fill time\s+not reported/);
    expect(text).toMatch(/Page\s+\/contact/);
  });

  it('shows markup a visitor typed as text, never as HTML', async () => {
    const hostile = '<script>alert(1)</script><img src="https://evil.example/x.png">';
    const mail = await compose(leadFixture({ message: hostile, name: 'Eve <b>Bold</b>' }));
    expect(mail.html).not.toMatch(/<script/i);
    expect(mail.html).not.toContain('evil.example/x.png"');
    expect(visibleText(mail.html)).toContain(hostile);
    expect(mail.text).toContain(hostile);
  });

  it('keeps the subject on one line, whatever the name holds', async () => {
    const mail = await compose(leadFixture({ name: 'Andreas\nBcc: victim@example.com' }));
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});

describe('the agency e-mail leads with what to answer', () => {
  it('puts the visitor’s own message first, then a button to reply, call and WhatsApp', async () => {
    const mail = await compose(leadFixture());
    const text = squash(mail.text);
    const message = 'We stock 40 cars; our old site is slow. Marmalade-Quokka-7741';
    expect(text.indexOf(message)).toBeLessThan(text.indexOf('Kyrenia Motors Zebrafinch', 200));
    expect(text.indexOf(message)).toBeLessThan(text.indexOf('Reply by e-mail'));
    expect(mail.html).toContain(
      'href="mailto:andreas@kyrenia-motors.example?subject=Your%20request%20to%20AutoSites%20Cyprus%20(AS-7KQ2-M9XD)"',
    );
    expect(mail.html).toContain('href="tel:+35799123456"');
    expect(mail.html).toContain('href="https://wa.me/35799123456"');
    for (const button of ['Reply by e-mail', 'Call +357 99 123 456', 'WhatsApp +357 99 123 456']) {
      expect(visibleText(mail.html)).toContain(button);
      expect(mail.text).toMatch(new RegExp(`^${button.replace(/\+/g, '\\+')}$`, 'm'));
    }
    expect(text).toContain('AS-7KQ2-M9XD');
  });

  it('leaves out what the form did not ask: no package or stored default message from the home form', async () => {
    const mail = await compose(
      leadFixture({
        source: 'lead_capture',
        package: 'Lead Capture',
        message: 'Lead capture form submission',
        cars: null,
        budget: null,
      }),
    );
    const text = squash(mail.text);
    for (const absent of ['Lead Capture', 'Lead capture form submission', 'Package', 'Budget']) {
      expect(text, absent).not.toContain(absent);
      expect(visibleText(mail.html), absent).not.toContain(absent);
    }
    expect(text).toMatch(/Phone\s+\+357 99 123 456/);
  });

  it('offers no call or WhatsApp without a phone, and WhatsApp only for an international number', async () => {
    const none = await compose(leadFixture({ source: 'website_grader', phone: null }));
    expect(none.html).not.toMatch(/href="tel:|wa\.me/);
    expect(squash(none.text)).not.toMatch(/Phone\s/);
    const local = await compose(leadFixture({ phone: '099 123 456' }));
    expect(local.html).toContain('href="tel:099123456"');
    expect(local.html).not.toContain('wa.me');
  });

  it('keeps an address’s own ? and & out of the mailto: link’s headers', async () => {
    const mail = await compose(leadFixture({ email: 'a?cc=victim&x@example.com' }));
    expect(mail.html).toContain('href="mailto:a%3Fcc%3Dvictim%26x@example.com?subject=');
  });
});
