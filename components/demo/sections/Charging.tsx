import { getTranslations } from 'next-intl/server';
import { PlugZap } from '@/components/ui/icons';
import { chargingStations } from '@/lib/content/demo-dealers/cyprus-electric-vehicles';
import { DemoSectionFrame } from '../DemoSectionFrame';
import type { SectionProps } from './section-props';

/** Cyprus Electric Vehicles: charging points across the island with their (sample) availability. */
export async function Charging({ locale }: SectionProps) {
  const [t, tp] = await Promise.all([
    getTranslations({ locale, namespace: 'Demo.cyprus-electric-vehicles.stations' }),
    getTranslations({ locale, namespace: 'Demo.places' }),
  ]);
  return (
    <DemoSectionFrame id="charging" heading={t('heading')} lead={t('lead')} tone="dark">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {chargingStations.map((station) => {
          const free = station.available > 0;
          return (
            <li
              key={station.id}
              className="rounded-(--demo-radius) bg-white/5 p-5 ring-1 ring-white/15"
            >
              {/* The count moves under the name when both do not fit (a long Turkish count at 320 px). */}
              <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
                <div>
                  <h3 className="font-semibold">
                    {tp(station.place)} · {t(station.id)}
                  </h3>
                  <p className="mt-1 flex items-center gap-1.5 text-sm text-white/80">
                    <PlugZap aria-hidden="true" className="size-4" />
                    {t(station.connector)}
                  </p>
                </div>
                <p
                  className={`tabular shrink-0 rounded-full px-2.5 py-0.5 text-sm font-semibold ${free ? 'bg-(--demo-accent) text-(--demo-ink)' : 'bg-white/15 text-white'}`}
                >
                  {t('available', { available: station.available, total: station.total })}
                </p>
              </div>
              <div aria-hidden="true" className="mt-4 flex gap-1">
                {Array.from({ length: station.total }, (_, i) => (
                  <span
                    key={i}
                    className={`h-1.5 flex-1 rounded-full ${i < station.available ? 'bg-(--demo-accent)' : 'bg-white/20'}`}
                  />
                ))}
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-6 text-sm text-white/75">{t('sample')}</p>
    </DemoSectionFrame>
  );
}
