import { getTranslations } from 'next-intl/server';
import { Check, LockKeyhole } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { packages, priceInPounds } from '@/lib/catalogue/packages';
import { formatGbp } from '@/lib/format';
import { BuyButton } from '@/components/packages/BuyButton';
import { buyButtonProps } from '@/components/packages/buy-button-props';
import { SectionHeading } from '@/components/ui/SectionHeading';

/**
 * The home page's packages: the four catalogue packages with their Buy buttons, two columns on
 * large screens, the popular one drawn in navy with its badge. (The card markup here is the
 * home page's own until it shares components/packages/PackageCard with /services.)
 */
export async function PackagesSection({ locale }: { locale: Locale }) {
  const [t, tp] = await Promise.all([
    getTranslations({ locale, namespace: 'HomePackages' }),
    getTranslations({ locale, namespace: 'Packages' }),
  ]);
  const cards = await Promise.all(
    packages.map(async (pkg) => {
      // t.raw is typed for leaf keys; the features are the object above them.
      const features = tp.raw(`${pkg.id}.features` as Parameters<typeof tp.raw>[0]) as Record<
        string,
        string
      >;
      return {
        pkg,
        name: tp(`${pkg.id}.name`),
        description: tp(`${pkg.id}.description`),
        price: formatGbp(priceInPounds(pkg), locale),
        features: pkg.featureKeys.map((key) => features[key] ?? key),
        buy: await buyButtonProps(pkg, locale),
      };
    }),
  );

  return (
    <section
      id="packages"
      aria-labelledby="packages-title"
      className="scroll-mt-16 bg-slate-50 py-16 sm:py-24"
    >
      <div className="container-page">
        <SectionHeading
          id="packages-title"
          eyebrow={t('eyebrow')}
          title={t('title')}
          lead={t('lead')}
        />
        <ul className="mx-auto mt-14 grid max-w-5xl gap-x-6 gap-y-10 lg:grid-cols-2">
          {cards.map(({ pkg, name, description, price, features, buy }) => (
            <li
              key={pkg.id}
              className={`relative flex flex-col rounded-2xl border p-6 sm:p-8 ${
                pkg.popular
                  ? 'border-navy-900 bg-navy-900 text-white shadow-xl'
                  : 'border-slate-200 bg-white'
              }`}
            >
              {pkg.popular ? (
                <p className="absolute -top-3.5 left-6 rounded-full bg-amber-cta px-3 py-1 text-xs font-bold tracking-wide text-navy-900">
                  {tp('mostPopular')}
                </p>
              ) : null}
              <h3 className={`text-xl font-bold ${pkg.popular ? 'text-white' : 'text-navy-900'}`}>
                {name}
              </h3>
              <p className={`mt-2 ${pkg.popular ? 'text-slate-300' : 'text-slate-600'}`}>
                {description}
              </p>
              <p className="mt-5 flex items-baseline gap-2">
                <span className="tabular text-4xl font-extrabold">{price}</span>
                <span className={`text-sm ${pkg.popular ? 'text-slate-300' : 'text-slate-600'}`}>
                  {tp('oneTime')}
                </span>
              </p>
              <ul className="mt-6 grid gap-2.5 text-[0.9375rem]">
                {features.map((feature) => (
                  <li key={feature} className="flex gap-2.5">
                    <Check
                      aria-hidden="true"
                      className={`mt-0.5 size-5 shrink-0 ${pkg.popular ? 'text-emerald-400' : 'text-success'}`}
                    />
                    {feature}
                  </li>
                ))}
              </ul>
              <div className="mt-auto pt-8">
                <BuyButton {...buy} />
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-10 flex items-center justify-center gap-2 text-center text-sm text-slate-600">
          <LockKeyhole aria-hidden="true" className="size-4 shrink-0" />
          {t('securePayment')}
        </p>
        <div className="mt-8 text-center">
          <Link href="/services" className="btn btn-outline">
            {t('viewAll')}
          </Link>
        </div>
      </div>
    </section>
  );
}
