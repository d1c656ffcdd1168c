import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Clock, contentIcons } from '@/components/ui/icons';
import type { Locale } from '@/i18n/routing';
import { contactMethods, type ContactMethodId } from '@/lib/content/support';
import { formatOpeningHours } from '@/lib/hours/opening-hours';
import { siteConfig, whatsappUrl } from '@/lib/site-config';
import { IconCard } from '@/components/ui/IconCard';
import { storyValues } from '@/lib/content/story';
import { LiveChatLink } from './LiveChatLink';

const buttonClass = 'btn btn-primary w-full';

/** Phone, email and live chat, each with its hours and a Contact Now that does just that. */
export async function ContactMethods({ locale }: { locale: Locale }) {
  const [t, chat] = await Promise.all([
    getTranslations({ locale, namespace: 'Support.methods' }),
    getTranslations({ locale, namespace: 'ChatWidget' }),
  ]);
  // The zone as the chat and the contact page name it ("Cyprus time"), not Intl's "Eastern
  // European Time": one way to say when we are in.
  const hours = t('hours', {
    ...formatOpeningHours(siteConfig.openingHours, locale),
    zone: chat('zone'),
  });

  const label = (id: ContactMethodId) =>
    t.rich('contactNow', {
      method: t(`${id}.title`),
      hidden: (chunks) => <span className="sr-only">{chunks}</span>,
    });
  const actions: Record<ContactMethodId, { contact: string; button: ReactNode }> = {
    phone: {
      contact: siteConfig.phone,
      button: (
        <a href={siteConfig.phoneHref} className={buttonClass}>
          {label('phone')}
        </a>
      ),
    },
    email: {
      contact: siteConfig.email,
      button: (
        <a href={`mailto:${siteConfig.email}`} className={buttonClass}>
          {label('email')}
        </a>
      ),
    },
    chat: {
      contact: t('chat.contact'),
      button: (
        <LiveChatLink
          whatsappHref={whatsappUrl(siteConfig.whatsappNumber, t('chat.whatsappMessage'))}
          className={buttonClass}
        >
          {label('chat')}
        </LiveChatLink>
      ),
    },
  };

  return (
    <ul className="mt-12 grid gap-6 md:grid-cols-3">
      {contactMethods.map(({ id, icon }) => (
        <li key={id}>
          <IconCard
            icon={contentIcons[icon]}
            title={t(`${id}.title`)}
            text={t(`${id}.description`, storyValues(locale))}
            footer={actions[id].button}
          >
            <p className="mt-4 font-semibold break-words text-navy-900">{actions[id].contact}</p>
            <p className="mt-1 flex gap-2 text-sm text-slate-600">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {hours}
            </p>
          </IconCard>
        </li>
      ))}
    </ul>
  );
}
