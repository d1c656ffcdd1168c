import { buildTimeEnv, type BuildTimeEnv } from './env';

export type OpeningHours = {
  timeZone: string;
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  firstDay: number;
  lastDay: number;
  opens: string;
  closes: string;
};

export type SiteConfig = ReturnType<typeof createSiteConfig>;

export function createSiteConfig(env: BuildTimeEnv) {
  const [days = '1-5', times = '09:00-18:00'] = env.BUSINESS_HOURS.split(' ');
  const [firstDay, lastDay] = days.split('-').map(Number);
  const [opens = '09:00', closes = '18:00'] = times.split('-');
  const siteUrl = env.SITE_URL.replace(/\/+$/, '');

  return {
    name: env.SITE_NAME,
    siteUrl,
    phone: env.CONTACT_PHONE,
    phoneHref: `tel:${env.CONTACT_PHONE.replace(/ /g, '')}`,
    email: env.CONTACT_EMAIL,
    whatsappNumber: env.WHATSAPP_NUMBER,
    emergencyPhone: env.EMERGENCY_PHONE,
    emergencyPhoneHref: `tel:${env.EMERGENCY_PHONE.replace(/ /g, '')}`,
    address: { locality: 'Kyrenia', region: 'Kyrenia', country: 'CY' },
    geo: { latitude: 35.3364, longitude: 33.3199 },
    openingHours: {
      timeZone: env.BUSINESS_TIMEZONE,
      firstDay: firstDay ?? 1,
      lastDay: lastDay ?? 5,
      opens,
      closes,
    } satisfies OpeningHours,
    social: {
      facebook: env.SOCIAL_FACEBOOK_URL ?? 'https://www.facebook.com/autositescyprus',
      instagram: env.SOCIAL_INSTAGRAM_URL ?? 'https://www.instagram.com/autositescyprus',
      linkedin: env.SOCIAL_LINKEDIN_URL ?? 'https://www.linkedin.com/company/autositescyprus',
      whatsapp: `https://wa.me/${env.WHATSAPP_NUMBER}`,
    },
    /** The year the agency started trading on this site; the footer's copyright starts here. */
    foundedYear: 2024,
  };
}

/** The agency's identity, contact details and hours: change them here or by environment. */
export const siteConfig = createSiteConfig(buildTimeEnv);

export function whatsappUrl(number: string, text?: string) {
  return text
    ? `https://wa.me/${number}?text=${encodeURIComponent(text)}`
    : `https://wa.me/${number}`;
}
