import type { Locale } from '@/i18n/routing';
import type { CarSpec, DemoCar } from '@/lib/content/demo-dealers/dealer-types';
import { autoGroupLocations } from '@/lib/content/demo-dealers/cyprus-auto-group';

import type { getTranslations } from 'next-intl/server';

type DemoTranslator = Awaited<ReturnType<typeof getTranslations<'Demo'>>>;

/** A country's name in the visitor's language, from its ISO code (e.g. DE ⇒ Almanya in tr). */
export function countryName(code: string, locale: Locale) {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
}

/**
 * The label and value a car card shows for one spec, or null when the car lacks that fact.
 * `t` reads the `Demo` namespace.
 */
export function carFact(spec: CarSpec, car: DemoCar, t: DemoTranslator, locale: Locale) {
  const fact = (value: string) => ({ label: t(`car.${spec}`), value });
  switch (spec) {
    case 'year':
      return fact(String(car.year));
    case 'hp':
      return car.hp === undefined ? null : fact(t('car.hpValue', { hp: car.hp }));
    case 'mileage':
      return car.mileageKm === undefined
        ? null
        : fact(t('car.mileageValue', { km: car.mileageKm }));
    case 'fuel':
      return fact(t(`fuel.${car.fuel}`));
    case 'origin':
      return car.origin ? fact(countryName(car.origin, locale)) : null;
    case 'range':
      return car.rangeKm === undefined ? null : fact(t('car.rangeValue', { km: car.rangeKm }));
    case 'charging':
      return car.chargingMinutes === undefined
        ? null
        : fact(t('car.chargingValue', { minutes: car.chargingMinutes }));
    case 'location': {
      const place = autoGroupLocations.find((l) => l.id === car.locationId)?.place;
      return place ? fact(t(`places.${place}`)) : null;
    }
  }
}
