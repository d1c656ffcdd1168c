import { describe, expect, it } from 'vitest';
import {
  countByLocation,
  filterByLocation,
  filterInventory,
  noFilters,
  valuesInStock,
} from '@/lib/demo/inventory-filters';
import { limassolUsedCars } from '@/lib/content/demo-dealers/limassol-used-cars';
import { autoGroupLocations, cyprusAutoGroup } from '@/lib/content/demo-dealers/cyprus-auto-group';

const stock = limassolUsedCars.inventory;
const ids = (cars: readonly { id: string }[]) => cars.map((c) => c.id);

describe('quick filters', () => {
  it('keeps every car when nothing is chosen', () => {
    expect(filterInventory(stock, noFilters)).toHaveLength(stock.length);
  });

  it('filters by price band, lower bound inclusive and upper bound exclusive', () => {
    const cheap = filterInventory(stock, { ...noFilters, price: 'under-10k' });
    expect(ids(cheap)).toEqual(['mazda-2-2016', 'skoda-octavia-2015']);
    const band = [{ id: 'a', price: 10_000, body: 'sedan', fuel: 'petrol', year: 2020 }] as const;
    expect(filterInventory(band, { ...noFilters, price: '10k-20k' })).toHaveLength(1);
    expect(filterInventory(band, { ...noFilters, price: 'under-10k' })).toHaveLength(0);
  });

  it('combines body type, fuel and year', () => {
    expect(ids(filterInventory(stock, { ...noFilters, body: 'suv' }))).toEqual([
      'nissan-qashqai-2019',
      'kia-sportage-2021',
    ]);
    expect(
      ids(filterInventory(stock, { ...noFilters, fuel: 'diesel', year: '2017-2019' })),
    ).toEqual(['mercedes-e220d-2017', 'toyota-hilux-2017']);
    expect(ids(filterInventory(stock, { ...noFilters, year: 'before-2017' }))).toEqual([
      'mazda-2-2016',
      'skoda-octavia-2015',
    ]);
    expect(
      filterInventory(stock, { price: '20k-plus', body: 'hatchback', fuel: 'all', year: 'all' }),
    ).toEqual([]);
  });

  it('offers only body types and fuels that are in stock', () => {
    expect(valuesInStock(stock, 'body')).toEqual(['hatchback', 'sedan', 'suv', 'estate', 'pickup']);
    expect(valuesInStock(stock, 'fuel')).not.toContain('plug-in-hybrid');
  });
});

describe('group inventory by location', () => {
  const cars = cyprusAutoGroup.inventory;

  it('narrows the central inventory to one showroom', () => {
    const paphos = filterByLocation(cars, 'paphos');
    expect(paphos.map((c) => c.model)).toEqual(['Tucson Plug-in', 'MG4 Electric']);
    expect(filterByLocation(cars, 'all')).toHaveLength(cars.length);
  });

  it('counts the cars of each of the five showrooms', () => {
    const counts = countByLocation(cars);
    expect(autoGroupLocations).toHaveLength(5);
    expect(autoGroupLocations.map((l) => counts[l.id])).toEqual([3, 3, 2, 2, 2]);
  });
});
