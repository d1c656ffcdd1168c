import { getTranslations } from 'next-intl/server';
import { Clock, Mail, MapPin, MessageCircle, Phone } from '@/components/ui/icons';
import type { Locale } from '@/i18n/routing';
import { weekdayName } from '@/lib/hours/opening-hours';
import { siteConfig } from '@/lib/site-config';

/** Office, phone, e-mail, WhatsApp and opening hours, from site-config. */
export async function ContactDetails({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Contact.details' });
  const hours = siteConfig.openingHours;
  const rows = [
    { key: 'office', icon: MapPin, value: t('officeValue') },
    { key: 'phone', icon: Phone, value: siteConfig.phone, href: siteConfig.phoneHref },
    { key: 'email', icon: Mail, value: siteConfig.email, href: `mailto:${siteConfig.email}` },
    {
      key: 'whatsapp',
      icon: MessageCircle,
      value: t('whatsappValue'),
      href: siteConfig.social.whatsapp,
    },
    {
      key: 'hours',
      icon: Clock,
      value: t('hoursValue', {
        firstDay: weekdayName(hours.firstDay, locale, 'long'),
        lastDay: weekdayName(hours.lastDay, locale, 'long'),
        opens: hours.opens,
        closes: hours.closes,
      }),
    },
  ] as const;
  return (
    <section aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className="text-xl font-bold text-navy-900">
        {t('title')}
      </h2>
      <dl className="mt-5 grid gap-4">
        {rows.map(({ key, icon: Icon, value, ...row }) => (
          <div key={key}>
            <dt className="flex items-center gap-3 text-sm text-slate-600">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {t(key)}
            </dt>
            <dd className="-mt-3 pl-13 font-semibold text-navy-900">
              {'href' in row ? (
                <a
                  href={row.href}
                  className="text-brand-700 underline-offset-2 hover:underline"
                  {...(key === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {value}
                </a>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
