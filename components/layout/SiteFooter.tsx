import { getTranslations } from 'next-intl/server';
import { Clock, Headset, Mail, MapPin, Phone } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { footerLegalLinks, footerQuickLinks, routes } from '@/lib/routes';
import { siteConfig } from '@/lib/site-config';
import { LogoMark } from './Logo';
import { SocialIcon, type SocialNetwork } from './SocialIcons';
import { storyValues } from '@/lib/content/story';

const serviceKeys = ['websites', 'apps', 'marketing', 'seo', 'branding', 'photography'] as const;
const networks: SocialNetwork[] = ['facebook', 'instagram', 'linkedin', 'whatsapp'];

export async function SiteFooter({ locale }: { locale: Locale }) {
  const [t, tr] = await Promise.all([
    getTranslations({ locale, namespace: 'Footer' }),
    getTranslations({ locale, namespace: 'Routes' }),
  ]);
  const values = storyValues(locale);
  // Rendered at build time: the year moves on with each deployment.
  const year = new Date().getFullYear();
  const headingClass = 'text-sm font-semibold tracking-wider text-white uppercase';
  const linkClass = 'text-slate-300 transition-colors hover:text-white';

  return (
    <footer className="bg-navy-900 text-slate-300">
      {/* Room below the last line for the chat launcher (bottom 1.25 rem, 3.5 rem high), which
          shows only where nothing lies under it: at the end of every page, even on a phone. */}
      <div className="container-page pt-14 pb-24">
        <div className="flex flex-col gap-6 rounded-2xl bg-navy-800 p-8 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-2xl font-bold text-white">{t('ctaTitle')}</p>
            <p className="mt-1 text-slate-300">{t('ctaText', values)}</p>
          </div>
          <Link href="/book" className="btn btn-cta shrink-0">
            {t('ctaButton')}
          </Link>
        </div>

        <div className="mt-12 grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <p className="flex items-center gap-2.5 text-lg font-bold text-white">
              <LogoMark className="size-9" />
              {siteConfig.name}
            </p>
            <p className="mt-1 font-medium text-amber-cta">{t('tagline')}</p>
            <p className="mt-4 text-sm leading-relaxed">{t('blurb')}</p>
            <p className="mt-5 text-sm font-semibold text-white">{t('followUs')}</p>
            <ul className="mt-2 flex gap-2">
              {networks.map((network) => (
                <li key={network}>
                  <a
                    href={siteConfig.social[network]}
                    rel="noopener noreferrer"
                    target="_blank"
                    aria-label={t(`social.${network}`, { name: siteConfig.name })}
                    className="flex size-10 items-center justify-center rounded-lg bg-navy-800 text-slate-200 transition-colors hover:bg-brand-600 hover:text-white"
                  >
                    <SocialIcon network={network} />
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <nav aria-labelledby="footer-services">
            <h2 id="footer-services" className={headingClass}>
              {t('servicesHeading')}
            </h2>
            <ul className="mt-4 space-y-2.5 text-sm">
              {serviceKeys.map((key) => (
                <li key={key}>
                  <Link href={routes.services.path} className={linkClass}>
                    {t(`services.${key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className={headingClass}>
              {t('quickLinksHeading')}
            </h2>
            <ul className="mt-4 space-y-2.5 text-sm">
              {footerQuickLinks.map((key) => (
                <li key={key}>
                  <Link href={routes[key].path} className={linkClass}>
                    {tr(key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <div>
            <h2 className={headingClass}>{t('contactHeading')}</h2>
            <ul className="mt-4 space-y-3 text-sm">
              <li className="flex gap-3">
                <MapPin aria-hidden="true" className="size-5 shrink-0 text-amber-cta" />
                {t('location')}
              </li>
              <li className="flex gap-3">
                <Phone aria-hidden="true" className="size-5 shrink-0 text-amber-cta" />
                <a href={siteConfig.phoneHref} className={`${linkClass} tabular`}>
                  {siteConfig.phone}
                </a>
              </li>
              <li className="flex gap-3">
                <Mail aria-hidden="true" className="size-5 shrink-0 text-amber-cta" />
                <a href={`mailto:${siteConfig.email}`} className={linkClass}>
                  {siteConfig.email}
                </a>
              </li>
              <li className="flex gap-3">
                <Headset aria-hidden="true" className="size-5 shrink-0 text-amber-cta" />
                {t('support247')}
              </li>
              <li className="flex gap-3">
                <Clock aria-hidden="true" className="size-5 shrink-0 text-amber-cta" />
                {t('responseTime', values)}
              </li>
            </ul>
          </div>
        </div>

        <div className="mt-12 flex flex-col gap-4 border-t border-navy-700 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            {t('copyright', {
              from: String(siteConfig.foundedYear),
              to: String(year),
              name: siteConfig.name,
            })}
          </p>
          <nav aria-label={t('legalNavigation')}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {footerLegalLinks.map((key) => (
                <li key={key}>
                  <Link href={routes[key].path} className={linkClass}>
                    {tr(key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
