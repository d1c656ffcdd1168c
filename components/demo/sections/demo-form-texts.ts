import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { DemoDealer } from '@/lib/content/demo-dealers/dealer-types';
import { siteConfig } from '@/lib/site-config';

/** The shared texts of every demo form and the agency quote link it offers instead. */
export async function demoFormProps(dealer: DemoDealer, locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'Demo' });
  const message = t('bar.getSiteMessage', { demo: dealer.name });
  return {
    chooseLabel: t('form.choose'),
    texts: {
      badge: t('form.badge'),
      note: t('form.note'),
      sentTitle: t('form.sentTitle'),
      sentText: t('form.sentText'),
      quoteLink: t('form.quoteLink', { agency: siteConfig.name }),
    },
    quoteHref: getPathname({ href: { pathname: '/contact', query: { message } }, locale }),
  };
}
