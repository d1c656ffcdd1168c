import { getTranslations } from 'next-intl/server';
import { MapPin } from '@/components/ui/icons';
import { autoGroupLocations } from '@/lib/content/demo-dealers/cyprus-auto-group';
import { countByLocation } from '@/lib/demo/inventory-filters';
import { DemoSectionFrame } from '../DemoSectionFrame';
import { demoHeading } from '../theme';
import type { SectionProps } from './section-props';

/** Cyprus Auto Group: its five showrooms, each with its speciality and cars in stock. */
export async function Locations({ dealer, locale }: SectionProps) {
  const [t, tp] = await Promise.all([
    getTranslations({ locale, namespace: 'Demo.cyprus-auto-group.locations' }),
    getTranslations({ locale, namespace: 'Demo.places' }),
  ]);
  const counts = countByLocation(dealer.inventory);
  return (
    <DemoSectionFrame id="locations" heading={t('heading')} lead={t('lead')} tone="surface">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {autoGroupLocations.map((location) => (
          <li
            key={location.id}
            className="flex flex-col rounded-(--demo-radius) border border-slate-200 bg-white p-5 shadow-sm"
          >
            <MapPin aria-hidden="true" className="size-5 text-(--demo-accent-light)" />
            <h3 className={`${demoHeading} mt-3 text-lg`}>{tp(location.place)}</h3>
            <p className="mt-1 text-sm text-slate-700">{t(location.id)}</p>
            <p className="tabular mt-auto pt-3 text-sm font-semibold text-(--demo-accent-light)">
              {t('carsInStock', { count: counts[location.id] ?? 0 })}
            </p>
          </li>
        ))}
      </ul>
    </DemoSectionFrame>
  );
}
