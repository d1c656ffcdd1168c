import { getTranslations } from 'next-intl/server';
import { autoGroupLocations } from '@/lib/content/demo-dealers/cyprus-auto-group';
import { priceBands, valuesInStock, yearBands } from '@/lib/demo/inventory-filters';
import { CarCard } from '../CarCard';
import { DemoSectionFrame } from '../DemoSectionFrame';
import { LocationInventory } from '../LocationInventory';
import { QuickFilterInventory } from '../QuickFilterInventory';
import { LandedCost } from './LandedCost';
import type { SectionProps } from './types';

/** A dealer's inventory: a plain grid, or a filterable one when the dealer offers filters. */
export async function Inventory({ dealer, locale }: SectionProps) {
  const t = await getTranslations({ locale, namespace: 'Demo' });
  const cars = dealer.inventory;
  const imports = dealer.slug === 'european-motors';
  const cards = Object.fromEntries(
    cars.map((car) => [
      car.id,
      <CarCard
        key={car.id}
        car={car}
        dealer={dealer}
        locale={locale}
        priceLabel={imports ? t('car.priceAtOrigin') : undefined}
        extra={imports ? <LandedCost car={car} locale={locale} /> : undefined}
      />,
    ]),
  );
  const showing = (total: number) =>
    Array.from({ length: total + 1 }, (_, shown) =>
      t('limassol-used-cars.filters.showing', { shown, total }),
    );

  let content;
  if (dealer.inventoryFilter === 'quick') {
    const f = (key: string) =>
      t(`limassol-used-cars.filters.${key}` as 'limassol-used-cars.filters.any');
    const any = { value: 'all', label: f('any') };
    content = (
      <QuickFilterInventory
        cars={cars}
        cards={cards}
        texts={{ reset: f('reset'), none: f('none'), showing: showing(cars.length) }}
        groups={[
          {
            key: 'price',
            legend: f('price'),
            options: [any, ...priceBands.map((b) => ({ value: b.id, label: f(b.id) }))],
          },
          {
            key: 'body',
            legend: f('body'),
            options: [
              any,
              ...valuesInStock(cars, 'body').map((b) => ({ value: b, label: t(`body.${b}`) })),
            ],
          },
          {
            key: 'fuel',
            legend: f('fuel'),
            options: [
              any,
              ...valuesInStock(cars, 'fuel').map((v) => ({ value: v, label: t(`fuel.${v}`) })),
            ],
          },
          {
            key: 'year',
            legend: f('year'),
            options: [any, ...yearBands.map((b) => ({ value: b.id, label: f(b.id) }))],
          },
        ]}
      />
    );
  } else if (dealer.inventoryFilter === 'location') {
    content = (
      <LocationInventory
        cars={cars}
        cards={cards}
        legend={t('cyprus-auto-group.inventory.filterLabel')}
        showing={Array.from({ length: cars.length + 1 }, (_, shown) =>
          t('cyprus-auto-group.inventory.showing', { shown, total: cars.length }),
        )}
        options={[
          { value: 'all', label: t('cyprus-auto-group.inventory.all') },
          ...autoGroupLocations.map((l) => ({ value: l.id, label: t(`places.${l.place}`) })),
        ]}
      />
    );
  } else {
    content = (
      // Four cars sit best two by two (a luxury collection gets larger cards).
      <ul className={`grid gap-6 sm:grid-cols-2 ${cars.length === 4 ? '' : 'lg:grid-cols-3'}`}>
        {cars.map((car) => (
          <li key={car.id}>{cards[car.id]}</li>
        ))}
      </ul>
    );
  }

  return (
    <DemoSectionFrame
      id="inventory"
      heading={t(`${dealer.slug}.inventory.heading`)}
      lead={t(`${dealer.slug}.inventory.lead`)}
      tone={dealer.inventoryFilter ? 'surface' : 'white'}
    >
      {content}
    </DemoSectionFrame>
  );
}
