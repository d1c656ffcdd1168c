import type { BodyStyle, DemoCar, Fuel } from '@/lib/content/demo-dealers/dealer-types';

/** Price bands of the quick filters: from `min` (inclusive) up to `max` (exclusive), in euros. */
export const priceBands = [
  { id: 'under-10k', min: 0, max: 10_000 },
  { id: '10k-20k', min: 10_000, max: 20_000 },
  { id: '20k-plus', min: 20_000, max: Infinity },
] as const;
export type PriceBandId = (typeof priceBands)[number]['id'];

/** Model-year bands, both ends inclusive. */
export const yearBands = [
  { id: '2020-on', from: 2020, to: 9999 },
  { id: '2017-2019', from: 2017, to: 2019 },
  { id: 'before-2017', from: 0, to: 2016 },
] as const;
export type YearBandId = (typeof yearBands)[number]['id'];

export type QuickFilters = {
  price: PriceBandId | 'all';
  body: BodyStyle | 'all';
  fuel: Fuel | 'all';
  year: YearBandId | 'all';
};

export const noFilters: QuickFilters = { price: 'all', body: 'all', fuel: 'all', year: 'all' };

type FilterableCar = Pick<DemoCar, 'price' | 'body' | 'fuel' | 'year'>;

export function matchesFilters(car: FilterableCar, filters: QuickFilters): boolean {
  const band = priceBands.find((b) => b.id === filters.price);
  const years = yearBands.find((b) => b.id === filters.year);
  return (
    (!band || (car.price >= band.min && car.price < band.max)) &&
    (filters.body === 'all' || car.body === filters.body) &&
    (filters.fuel === 'all' || car.fuel === filters.fuel) &&
    (!years || (car.year >= years.from && car.year <= years.to))
  );
}

export function filterInventory<T extends FilterableCar>(
  cars: readonly T[],
  filters: QuickFilters,
) {
  return cars.filter((car) => matchesFilters(car, filters));
}

/** A group's central inventory narrowed to one showroom ('all' keeps every car). */
export function filterByLocation<T extends Pick<DemoCar, 'locationId'>>(
  cars: readonly T[],
  locationId: string,
) {
  return locationId === 'all' ? [...cars] : cars.filter((car) => car.locationId === locationId);
}

export function countByLocation(cars: readonly Pick<DemoCar, 'locationId'>[]) {
  const counts: Record<string, number> = {};
  for (const car of cars)
    if (car.locationId) counts[car.locationId] = (counts[car.locationId] ?? 0) + 1;
  return counts;
}

/** The distinct values of a field in first-seen order, so chips only offer what is in stock. */
export function valuesInStock<K extends 'body' | 'fuel'>(
  cars: readonly Pick<DemoCar, K>[],
  key: K,
) {
  return [...new Set(cars.map((car) => car[key]))];
}
