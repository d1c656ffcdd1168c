import { getTranslations } from 'next-intl/server';
import { autoGroupLocations } from '@/lib/content/demo-dealers/cyprus-auto-group';
import { priceBands, valuesInStock, yearBands } from '@/lib/demo/inventory-filters';
import { CarCard } from '../CarCard';
import { DemoSectionFrame } from '../DemoSectionFrame';
import { LocationInventory } from '../LocationInventory';
import { QuickFilterInventory } from '../QuickFilterInventory';
import { LandedCost } from './LandedCost';
import type { SectionProps } from './section-props';

/**
 * A dealer's inventory: a plain grid, or a filterable one when the dealer offers filters. The
 * cards are rendered here on the server; the filter islands only choose which ones show.
 */
export async function Inventory({ dealer, locale }: SectionProps) {
  const [t, tq, tg] = await Promise.all([
    getTranslations({ locale, namespace: 'Demo' }),
    getTranslations({ locale, namespace: 'Demo.limassol-used-cars.filters' }),
    getTranslations({ locale, namespace: 'Demo.cyprus-auto-group.inventory' }),
  ]);
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
  // Status lines for every possible count, so the islands need no message formatting.
  const counts = Array.from({ length: cars.length + 1 }, (_, shown) => shown);
  const any = { value: 'all', label: tq('any') };

  let content;
  if (dealer.inventoryFilter === 'quick') {
    content = (
      <QuickFilterInventory
        cars={cars}
        cards={cards}
        texts={{
          reset: tq('reset'),
          none: tq('none'),
          showing: counts.map((shown) => tq('showing', { shown, total: cars.length })),
        }}
        groups={[
          {
            key: 'price',
            legend: tq('price'),
            options: [any, ...priceBands.map((b) => ({ value: b.id, label: tq(b.id) }))],
          },
          {
            key: 'body',
            legend: tq('body'),
            options: [
              any,
              ...valuesInStock(cars, 'body').map((b) => ({ value: b, label: t(`body.${b}`) })),
            ],
          },
          {
            key: 'fuel',
            legend: tq('fuel'),
            options: [
              any,
              ...valuesInStock(cars, 'fuel').map((f) => ({ value: f, label: t(`fuel.${f}`) })),
            ],
          },
          {
            key: 'year',
            legend: tq('year'),
            options: [any, ...yearBands.map((b) => ({ value: b.id, label: tq(b.id) }))],
          },
        ]}
      />
    );
  } else if (dealer.inventoryFilter === 'location') {
    content = (
      <LocationInventory
        cars={cars}
        cards={cards}
        legend={tg('filterLabel')}
        showing={counts.map((shown) => tg('showing', { shown, total: cars.length }))}
        options={[
          { value: 'all', label: tg('all') },
          ...autoGroupLocations.map((l) => ({ value: l.id, label: t(`places.${l.place}`) })),
        ]}
      />
    );
  } else {
    // Four cars sit best two by two (a luxury collection gets larger cards).
    content = (
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
