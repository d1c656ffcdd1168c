import { getTranslations } from 'next-intl/server';
import { PhoneCall, Siren } from '@/components/ui/icons';
import type { Locale } from '@/i18n/routing';
import { siteConfig } from '@/lib/site-config';

/**
 * The red 24/7 hotline for clients whose site is down: the one place red is used. The number
 * is joined with no-break spaces so it never wraps.
 */
export async function EmergencyBanner({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Support.emergency' });
  return (
    <section aria-labelledby="emergency-title" className="bg-white pb-4">
      <div className="container-page">
        <div className="flex flex-col gap-6 rounded-2xl bg-red-700 p-6 text-white sm:p-8 md:flex-row md:items-center md:justify-between">
          <div className="flex gap-4">
            <Siren aria-hidden="true" className="size-8 shrink-0" />
            <div>
              <h2 id="emergency-title" className="text-2xl font-extrabold">
                {t('title')}
              </h2>
              <p className="mt-1 max-w-2xl text-red-50">{t('text')}</p>
            </div>
          </div>
          <a
            href={siteConfig.emergencyPhoneHref}
            className="btn shrink-0 bg-white text-red-800 hover:bg-red-50"
          >
            <PhoneCall aria-hidden="true" className="size-5" />
            <span className="tabular">
              {t('call', { phone: siteConfig.emergencyPhone.replace(/ /g, '\u00a0') })}
            </span>
          </a>
        </div>
      </div>
    </section>
  );
}
