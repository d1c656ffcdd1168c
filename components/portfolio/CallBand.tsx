import { getTranslations } from 'next-intl/server';
import { Phone } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { siteConfig } from '@/lib/site-config';

/** The page's closing call to action: call us, or ask for a quote (the one amber button). */
export async function CallBand({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Portfolio.call' });
  return (
    <section aria-labelledby="call-heading" className="bg-navy-900 py-16 text-white sm:py-20">
      <div className="container-page flex flex-col gap-8 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="call-heading" className="text-3xl font-extrabold sm:text-4xl">
            {t('title')}
          </h2>
          <p className="mt-3 text-lg text-slate-300">{t('text')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <a href={siteConfig.phoneHref} className="btn btn-ghost-dark">
            <Phone aria-hidden="true" className="size-4" />
            {t('callLink', { phone: siteConfig.phone })}
          </a>
          <Link href="/contact" className="btn btn-cta">
            {t('quote')}
          </Link>
        </div>
      </div>
    </section>
  );
}
