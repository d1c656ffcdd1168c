import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { DemoDealer } from '@/lib/content/demo-dealers/dealer-types';
import { DemoBar } from './DemoBar';
import { LanguageButtons } from './LanguageButtons';
import { demoHeading, themeStyle } from './theme';

const initials = (name: string) =>
  name
    .split(' ')
    .slice(0, 2)
    .map((word) => word[0])
    .join('');

/**
 * A demo dealer site inside the agency's page: the agency's demo bar, then the dealer's own
 * header and menu in its colours and type; every section below inherits the theme.
 */
export async function DemoShell({
  dealer,
  locale,
  children,
}: {
  dealer: DemoDealer;
  locale: Locale;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'Demo' });
  const anchors = [...dealer.sections, 'visit' as const];
  return (
    <div style={themeStyle(dealer.theme)} className="text-(--demo-ink)">
      <DemoBar dealer={dealer} locale={locale} />
      <div className="bg-(--demo-ink) text-white">
        <div className="container-page flex min-h-16 flex-wrap items-center justify-between gap-x-8 gap-y-2 py-3">
          <p className={`${demoHeading} flex items-center gap-3 text-lg`}>
            <span
              aria-hidden="true"
              className="grid size-9 place-items-center rounded-(--demo-radius) border border-(--demo-accent) text-sm font-bold text-(--demo-accent) not-italic"
            >
              {initials(dealer.name)}
            </span>
            {dealer.name}
          </p>
          <nav aria-label={t('siteMenu', { name: dealer.name })} className="hidden md:block">
            <ul className="flex gap-6 text-sm font-medium">
              {anchors.map((id) => (
                <li key={id}>
                  <a href={`#${id}`} className="text-white/85 hover:text-(--demo-accent)">
                    {t(`nav.${id}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {dealer.languageButtons ? (
            <LanguageButtons slug={dealer.slug} current={locale} label={t('languages')} />
          ) : null}
        </div>
      </div>
      {children}
    </div>
  );
}
