import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { localeNames } from '@/i18n/messages';
import { mainNavigation, routes } from '@/lib/routes';
import { siteConfig } from '@/lib/site-config';
import { LogoMark } from './Logo';
import { DesktopNav } from './DesktopNav';
import { MobileMenu } from './MobileMenu';
import { LanguageSwitcher } from './LanguageSwitcher';
import type { NavItem } from './nav-types';

export async function SiteHeader({ locale }: { locale: Locale }) {
  const [t, tr] = await Promise.all([
    getTranslations({ locale, namespace: 'Header' }),
    getTranslations({ locale, namespace: 'Routes' }),
  ]);

  const items: NavItem[] = mainNavigation.map(({ key, children }) => ({
    href: routes[key].path,
    label: tr(key),
    children: children && [
      { href: routes[key].path, label: t('allServices') },
      ...children.map((child) => ({ href: routes[child].path, label: tr(child) })),
    ],
  }));

  const languages = Object.entries(localeNames).map(([code, names]) => ({
    code: code as Locale,
    ...names,
  }));

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-navy-900 px-4 py-2 text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <div className="container-page flex h-16 items-center justify-between gap-2 sm:gap-4">
        <Link
          href="/"
          className="flex shrink-0 items-center gap-2.5 font-bold text-navy-900"
          aria-label={t('homeLink', { name: siteConfig.name })}
        >
          <LogoMark className="size-9" />
          {/* On the narrowest phones the mark alone, so the header never scrolls sideways. */}
          <span className="hidden text-lg tracking-tight min-[384px]:inline">
            {siteConfig.name}
          </span>
        </Link>
        <DesktopNav label={t('primaryNavigation')} menuLabel={t('servicesMenu')} items={items} />
        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageSwitcher label={t('language')} current={locale} languages={languages} />
          <Link href="/contact" className="btn btn-cta hidden sm:inline-flex">
            {t('getStarted')}
          </Link>
          <MobileMenu
            label={t('mobileNavigation')}
            openLabel={t('openMenu')}
            closeLabel={t('closeMenu')}
            items={items}
            cta={{ href: '/contact', label: t('getStarted') }}
          />
        </div>
      </div>
    </header>
  );
}
