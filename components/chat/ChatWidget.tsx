import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { formatOpeningHours } from '@/lib/hours/opening-hours';
import { siteConfig, whatsappUrl } from '@/lib/site-config';
import { ChatLauncher } from './ChatLauncher';

const presetIds = ['quote', 'examples', 'leads', 'packages', 'app', 'seo'] as const;

/** The floating chat on every public page. Only the round button loads with the page. */
export async function ChatWidget({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ChatWidget' });
  const { days, times } = formatOpeningHours(siteConfig.openingHours, locale);
  return (
    <aside aria-label={t('region')}>
      <ChatLauncher
        openLabel={t('open')}
        hint={t('hint')}
        content={{
          title: t('title', { name: siteConfig.name }),
          close: t('close'),
          online: t('online'),
          away: t('away'),
          awayText: t('awayText'),
          greeting: t('greeting'),
          hours: t('hours', { days, times, zone: t('zone') }),
          presetsTitle: t('presetsTitle'),
          presets: presetIds.map((id) => ({
            id,
            label: t(`presets.${id}.label`),
            href: whatsappUrl(siteConfig.whatsappNumber, t(`presets.${id}.text`)),
          })),
          newTab: t('newTab'),
          callNow: t('callNow'),
          getQuote: t('getQuote'),
          quoteHref: getPathname({ href: '/contact', locale }),
          callUs: t('callUs'),
          email: t('email'),
          phone: siteConfig.phone,
          phoneHref: siteConfig.phoneHref,
          emailAddress: siteConfig.email,
          openingHours: siteConfig.openingHours,
        }}
      />
    </aside>
  );
}
