import { getTranslations } from 'next-intl/server';
import { Clock, MapPin } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { siteConfig } from '@/lib/site-config';
import { DemoSectionFrame } from '../DemoSectionFrame';
import { demoAccentButton } from '../theme';
import type { SectionProps } from './section-props';

/**
 * The dealer's closing section: where and when, as a real site would say, and then honestly
 * that this dealer is a demo, with the way to order a site like it.
 */
export async function Visit({ dealer, locale }: SectionProps) {
  const t = await getTranslations({ locale, namespace: 'Demo' });
  const message = t('bar.getSiteMessage', { demo: dealer.name });
  return (
    <DemoSectionFrame id="visit" heading={t('visit.heading', { name: dealer.name })} tone="dark">
      <div className="grid gap-8 md:grid-cols-2">
        <ul className="space-y-3 text-white/85">
          <li className="flex items-center gap-3">
            <MapPin aria-hidden="true" className="size-5 text-(--demo-accent)" />
            {t(`places.${dealer.place}`)}
          </li>
          <li className="flex items-center gap-3">
            <Clock aria-hidden="true" className="size-5 text-(--demo-accent)" />
            {t('visit.hours')}
          </li>
        </ul>
        <div className="rounded-(--demo-radius) bg-white/5 p-6 ring-1 ring-white/15">
          <p className="text-white/85">{t('visit.demoText', { name: dealer.name })}</p>
          <Link
            href={{ pathname: '/contact', query: { message } }}
            className={`${demoAccentButton} mt-5`}
          >
            {t('visit.cta')}
          </Link>
        </div>
      </div>
      <p className="mt-12 border-t border-white/15 pt-6 text-sm text-white/70">
        © {dealer.name} · {t('visit.footer', { agency: siteConfig.name })}
      </p>
    </DemoSectionFrame>
  );
}
