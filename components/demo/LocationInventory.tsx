'use client';

import { useState, type ReactNode } from 'react';
import { filterByLocation } from '@/lib/demo/inventory-filters';
import type { DemoCar } from '@/lib/content/demo-dealers/dealer-types';
import { FilterChips } from './FilterChips';

/** Cyprus Auto Group's central inventory, narrowed to one showroom or shown whole. */
export function LocationInventory({
  cars,
  cards,
  legend,
  options,
  showing,
}: {
  cars: readonly Pick<DemoCar, 'id' | 'locationId'>[];
  cards: Record<string, ReactNode>;
  legend: string;
  /** 'all' first, then one option per showroom. */
  options: readonly { value: string; label: string }[];
  /** `showing[n]`: the status line when n cars are shown. */
  showing: readonly string[];
}) {
  const [location, setLocation] = useState('all');
  const shown = filterByLocation(cars, location);
  return (
    <div>
      <FilterChips
        name="filter-location"
        legend={legend}
        options={options}
        value={location}
        onChange={setLocation}
      />
      <p role="status" className="mt-6 font-semibold">
        {showing[shown.length]}
      </p>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((car) => (
          <li key={car.id}>{cards[car.id]}</li>
        ))}
      </ul>
    </div>
  );
}
