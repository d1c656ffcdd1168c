import { getTranslations } from 'next-intl/server';
import { evAssumptions } from '@/lib/content/demo-dealers/ev-assumptions';
import { formatEur, formatNumber } from '@/lib/format';
import { DemoSectionFrame } from '../DemoSectionFrame';
import { EvRangeCalculator } from '../EvRangeCalculator';
import type { SectionProps } from './section-props';

/** Cyprus Electric Vehicles: the range calculator and the assumptions behind it, stated plainly. */
export async function EvRange({ dealer, locale }: SectionProps) {
  const t = await getTranslations({ locale, namespace: 'Demo.cyprus-electric-vehicles.evRange' });
  const keys = [
    'car',
    'custom',
    'battery',
    'consumption',
    'temperature',
    'speed',
    'speedNote',
    'electricity',
    'petrol',
    'result',
    'range',
    'consumptionResult',
    'costEv',
    'costPetrol',
    'saving',
    'extraCost',
    'invalid',
  ] as const;
  const texts = Object.fromEntries(keys.map((k) => [k, t(k)])) as Record<
    (typeof keys)[number],
    string
  >;
  return (
    <DemoSectionFrame id="ev-range" heading={t('heading')} lead={t('lead')} tone="surface">
      <EvRangeCalculator
        locale={locale}
        presets={dealer.inventory
          .filter((car) => car.batteryKwh && car.consumptionKwhPer100km)
          .map((car) => ({
            id: car.id,
            label: `${car.brand} ${car.model}`,
            batteryKwh: car.batteryKwh!,
            consumptionKwhPer100km: car.consumptionKwhPer100km!,
          }))}
        defaults={{
          temperatureC: 30,
          speedKmh: 100,
          electricityEurPerKwh: evAssumptions.electricityEurPerKwh,
          petrolEurPerLitre: evAssumptions.petrolEurPerLitre,
        }}
        texts={{
          ...texts,
          // Templates the island fills with numbers formatted for the visitor's language.
          temperatureValue: t.raw('temperatureValue') as string,
          speedValue: t.raw('speedValue') as string,
          consumptionValue: t.raw('consumptionValue') as string,
          rangeValue: t.raw('rangeValue') as string,
        }}
      />
      <p className="mt-6 max-w-3xl text-sm text-slate-700">
        {t('assumptions', {
          litres: formatNumber(evAssumptions.petrolLitresPer100km, locale),
          electricity: formatEur(evAssumptions.electricityEurPerKwh, locale),
          petrol: formatEur(evAssumptions.petrolEurPerLitre, locale),
        })}
      </p>
    </DemoSectionFrame>
  );
}
