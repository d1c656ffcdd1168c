import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import {
  packageIds,
  packages,
  priceInPounds,
  type PackageId,
  type WebsitePackage,
} from '@/lib/catalogue/packages';
import { formatGbp } from '@/lib/format';
import { PackageCard } from './PackageCard';
import { PackageContactLink } from './PackageContactLink';

export type PackageCtaInput = {
  pkg: WebsitePackage;
  /** Translated package name. */
  name: string;
  /** Price formatted for the locale. */
  price: string;
  locale: Locale;
};

/** `row`: all cards side by side on wide screens; `pairs`: two columns from large screens on. */
const layouts = {
  row: { 3: 'md:grid-cols-3', 4: 'md:grid-cols-2 xl:grid-cols-4' } as Record<number, string>,
  pairs: { 3: 'lg:grid-cols-2', 4: 'mx-auto max-w-5xl lg:grid-cols-2' } as Record<number, string>,
};

/**
 * The website packages from the catalogue, as cards. `renderCta` fills each card's action
 * (default: a link to the contact form naming the package and its price).
 */
export async function PackageGrid({
  locale,
  ids = packageIds,
  renderCta = (input) => <PackageContactLink {...input} />,
  layout = 'row',
}: {
  locale: Locale;
  ids?: readonly PackageId[];
  layout?: keyof typeof layouts;
  renderCta?: (input: PackageCtaInput) => ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'Packages' });
  const shown = packages.filter((pkg) => ids.includes(pkg.id));
  return (
    <ul
      className={`mt-12 grid gap-x-6 gap-y-10 ${layouts[layout][shown.length] ?? 'md:grid-cols-2'}`}
    >
      {shown.map((pkg) => {
        const name = t(`${pkg.id}.name`);
        const price = formatGbp(priceInPounds(pkg), locale);
        // t.raw is typed for leaf keys; the features are the object above them.
        const featureTexts = t.raw(`${pkg.id}.features` as Parameters<typeof t.raw>[0]) as Record<
          string,
          string
        >;
        return (
          <li key={pkg.id}>
            <PackageCard
              name={name}
              description={t(`${pkg.id}.description`)}
              price={price}
              priceNote={t('oneTime')}
              features={pkg.featureKeys.map((key) => featureTexts[key] ?? key)}
              popularLabel={pkg.popular ? t('mostPopular') : undefined}
              cta={renderCta({ pkg, name, price, locale })}
            />
          </li>
        );
      })}
    </ul>
  );
}
