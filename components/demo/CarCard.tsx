import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { DemoCar, DemoDealer } from '@/lib/content/demo-dealers/dealer-types';
import { formatEur } from '@/lib/format';
import { CarIllustration } from './CarIllustration';
import { carFact } from './car-facts';
import { demoHeading } from './theme';

/** One car of a demo inventory: drawing, name, the dealer's chosen specs and the price. */
export async function CarCard({
  car,
  dealer,
  locale,
  priceLabel,
  extra,
}: {
  car: DemoCar;
  dealer: DemoDealer;
  locale: Locale;
  priceLabel?: string;
  /** Dealer-specific lines under the specs (e.g. the import dealer's landed cost). */
  extra?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'Demo' });
  const facts = dealer.cardSpecs
    .map((spec) => carFact(spec, car, t, locale))
    .filter((f) => f !== null);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-(--demo-radius) border border-slate-200 bg-white shadow-sm">
      <div className="relative bg-(--demo-surface) px-5 pt-9 pb-3">
        <ul className="absolute top-3 left-3 flex gap-1.5 text-xs font-semibold">
          <li className="rounded-full bg-(--demo-ink) px-2.5 py-0.5 text-white">
            {t(`car.${car.condition}`)}
          </li>
          <li className="rounded-full border border-slate-300 bg-white px-2.5 py-0.5 text-slate-700">
            {t(`body.${car.body}`)}
          </li>
        </ul>
        <CarIllustration body={car.body} colour={car.colour} electric={car.fuel === 'electric'} />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className={`${demoHeading} text-xl`}>
          <span className="block text-xs font-semibold tracking-widest text-slate-600 uppercase not-italic">
            {car.brand}
          </span>{' '}
          {car.model}
        </h3>
        <dl className="mt-4 grid grid-cols-3 gap-3 border-t border-slate-100 pt-4 text-sm">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-slate-600">{fact.label}</dt>
              <dd className="tabular font-semibold">{fact.value}</dd>
            </div>
          ))}
        </dl>
        {extra}
        <p className="mt-auto flex items-baseline justify-between gap-3 pt-5">
          <span className="text-sm text-slate-600">{priceLabel ?? t('car.price')}</span>
          <span className="tabular text-2xl font-bold text-(--demo-accent-light)">
            {formatEur(car.price, locale)}
          </span>
        </p>
      </div>
    </article>
  );
}
