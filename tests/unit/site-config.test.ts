import { describe, expect, it } from 'vitest';
import { parseBuildTimeEnv } from '@/lib/env';
import { createSiteConfig, whatsappUrl } from '@/lib/site-config';

describe('site configuration', () => {
  it('has working defaults with no environment at all', () => {
    const config = createSiteConfig(parseBuildTimeEnv({}));
    expect(config.name).toBe('AutoSites Cyprus');
    expect(config.siteUrl).toBe('http://localhost:3000');
    expect(config.phoneHref).toBe('tel:+905488501000');
    expect(config.openingHours).toEqual({
      timeZone: 'Europe/Nicosia',
      firstDay: 1,
      lastDay: 5,
      opens: '09:00',
      closes: '18:00',
    });
  });

  it('takes overrides from the environment and treats empty values as unset', () => {
    const config = createSiteConfig(
      parseBuildTimeEnv({
        SITE_URL: 'https://www.example.com/',
        SITE_NAME: 'Dealer Sites',
        CONTACT_PHONE: '+357 22 000 000',
        BUSINESS_HOURS: '1-6 08:30-17:00',
        CONTACT_EMAIL: '',
      }),
    );
    expect(config.siteUrl).toBe('https://www.example.com');
    expect(config.name).toBe('Dealer Sites');
    expect(config.phoneHref).toBe('tel:+35722000000');
    expect(config.email).toBe('info@autositescyprus.com');
    expect(config.openingHours).toMatchObject({
      firstDay: 1,
      lastDay: 6,
      opens: '08:30',
      closes: '17:00',
    });
  });

  it.each([
    ['SITE_URL', 'ftp://example.com'],
    ['SITE_URL', 'not a url'],
    ['CONTACT_EMAIL', 'nobody'],
    ['WHATSAPP_NUMBER', '+90 548'],
    ['CONTACT_PHONE', '0548 850'],
    ['BUSINESS_HOURS', 'weekdays'],
    ['SOCIAL_FACEBOOK_URL', 'javascript:alert(1)'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => parseBuildTimeEnv({ [name]: value })).toThrow(name);
  });

  it('builds WhatsApp links with the text encoded', () => {
    expect(whatsappUrl('905488501000')).toBe('https://wa.me/905488501000');
    expect(whatsappUrl('905488501000', 'Hi & hello?')).toBe(
      'https://wa.me/905488501000?text=Hi%20%26%20hello%3F',
    );
  });
});
