import { getTranslations } from 'next-intl/server';
import { ArrowUpRight, CheckCircle2, MapPin } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { findPackage, priceInPounds } from '@/lib/catalogue/packages';
import { demoPath } from '@/lib/content/demo-dealers/all-dealers';
import { caseHighlightKeys, type portfolioCases } from '@/lib/content/portfolio';
import { formatGbp } from '@/lib/format';
import { CarIllustration } from '@/components/demo/CarIllustration';
import { demoHeading, themeStyle } from '@/components/demo/theme';

type Case = (typeof portfolioCases)[number];

/**
 * One demo site as a case-study card: a preview in the demo's own colours and type, what it
 * shows, the package it needs, a link to the live demo and Buy Now (the quote form, prefilled,
 * in a new tab).
 */
export async function CaseCard({ item, locale }: { item: Case; locale: Locale }) {
  const [t, tp, tpk] = await Promise.all([
    getTranslations({ locale, namespace: 'Portfolio.cases' }),
    getTranslations({ locale, namespace: 'Demo.places' }),
    getTranslations({ locale, namespace: 'Packages' }),
  ]);
  const pkg = findPackage(item.packageId);
  const packageName = tpk(`${item.packageId}.name`);
  const message = t(`${item.slug}.buyMessage`, { package: packageName });
  const headingId = `case-${item.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-sm"
    >
      <div style={themeStyle(item.theme)} className="bg-(--demo-ink) px-6 pt-5 text-white">
        <p className={`${demoHeading} text-lg text-(--demo-accent)`} aria-hidden="true">
          {item.name}
        </p>
        <CarIllustration
          body={item.heroCar.body}
          colour={item.heroCar.colour}
          className="mt-2 h-auto w-full"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-brand-700">{t(`${item.slug}.kind`)}</p>
        <h3 id={headingId} className="mt-1 text-2xl font-bold text-navy-900">
          {item.name}
        </h3>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
          <MapPin aria-hidden="true" className="size-4" />
          {tp(item.place)}
        </p>
        <p className="mt-4 text-slate-700">{t(`${item.slug}.description`)}</p>
        <ul className="mt-4 space-y-2">
          {caseHighlightKeys.map((key) => (
            <li key={key} className="flex gap-2 text-slate-700">
              <CheckCircle2 aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
              {t(`${item.slug}.highlights.${key}`)}
            </li>
          ))}
        </ul>
        <p className="mt-5 flex flex-wrap items-baseline justify-between gap-2 border-t border-slate-100 pt-4 text-sm">
          <span className="text-slate-600">{t('package')}</span>
          <span className="tabular font-semibold text-navy-900">
            {t('packageValue', {
              package: packageName,
              price: pkg ? formatGbp(priceInPounds(pkg), locale) : '',
            })}
          </span>
        </p>
        <div className="mt-auto grid gap-3 pt-6">
          <Link
            href={demoPath(item.slug)}
            aria-label={`${t('viewDemo')}: ${item.name}`}
            className="btn btn-outline"
          >
            {t('viewDemo')}
          </Link>
          <Link
            href={{ pathname: '/contact', query: { message } }}
            target="_blank"
            rel="noopener"
            aria-label={`${t('buyNow')}: ${item.name} ${t('newTab')}`}
            className="btn btn-primary"
          >
            {t('buyNow')}
            <ArrowUpRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}
