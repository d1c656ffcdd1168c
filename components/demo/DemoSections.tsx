import type { ComponentType } from 'react';
import type { DemoSection } from '@/lib/content/demo-dealers/dealer-types';
import { Charging } from './sections/Charging';
import { EvRange } from './sections/EvRange';
import { ImportCost } from './sections/ImportCost';
import { Inventory } from './sections/Inventory';
import { Locations } from './sections/Locations';
import { Services } from './sections/Services';
import { Tour } from './sections/Tour';
import { TrackDay } from './sections/TrackDay';
import { TradeIn } from './sections/TradeIn';
import { VipBooking } from './sections/VipBooking';
import { Visit } from './sections/Visit';
import type { SectionProps } from './sections/section-props';

/** Which component draws each kind of section; a dealer's data lists the ones it shows. */
const sectionComponents: Record<DemoSection, ComponentType<SectionProps>> = {
  inventory: Inventory,
  services: Services,
  vip: VipBooking,
  tour: Tour,
  track: TrackDay,
  locations: Locations,
  'import-cost': ImportCost,
  'trade-in': TradeIn,
  'ev-range': EvRange,
  charging: Charging,
};

export function DemoSections({ dealer, locale }: SectionProps) {
  return (
    <>
      {dealer.sections.map((section) => {
        const Section = sectionComponents[section];
        return <Section key={section} dealer={dealer} locale={locale} />;
      })}
      <Visit dealer={dealer} locale={locale} />
    </>
  );
}
