'use client';

import { useState, type ReactNode } from 'react';
import { filterInventory, noFilters, type QuickFilters } from '@/lib/demo/inventory-filters';
import type { DemoCar } from '@/lib/content/demo-dealers/dealer-types';
import { FilterChips } from './FilterChips';

type Group = {
  key: keyof QuickFilters;
  legend: string;
  options: readonly { value: string; label: string }[];
};

/**
 * Limassol Used Cars' quick filters (price band, body type, fuel, year) over server-rendered
 * car cards: the island only decides which cards show.
 */
export function QuickFilterInventory({
  cars,
  cards,
  groups,
  texts,
}: {
  cars: readonly Pick<DemoCar, 'id' | 'price' | 'body' | 'fuel' | 'year'>[];
  cards: Record<string, ReactNode>;
  groups: readonly Group[];
  /** `showing[n]`: the status line when n cars are shown. */
  texts: { reset: string; none: string; showing: readonly string[] };
}) {
  const [filters, setFilters] = useState<QuickFilters>(noFilters);
  const shown = filterInventory(cars, filters);
  const filtered = Object.values(filters).some((v) => v !== 'all');
  return (
    <div>
      <div className="grid gap-6 rounded-(--demo-radius) border border-slate-200 bg-white p-5 sm:grid-cols-2 sm:p-6">
        {groups.map((group) => (
          <FilterChips
            key={group.key}
            name={`filter-${group.key}`}
            legend={group.legend}
            options={group.options}
            value={filters[group.key]}
            onChange={(value) => setFilters((f) => ({ ...f, [group.key]: value }))}
          />
        ))}
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="font-semibold">
          {texts.showing[shown.length]}
        </p>
        {filtered ? (
          <button
            type="button"
            onClick={() => setFilters(noFilters)}
            className="min-h-10 font-semibold text-(--demo-accent-light) underline"
          >
            {texts.reset}
          </button>
        ) : null}
      </div>
      {shown.length === 0 ? (
        <p className="mt-6 rounded-(--demo-radius) bg-white p-6 text-slate-700">{texts.none}</p>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((car) => (
            <li key={car.id}>{cards[car.id]}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
