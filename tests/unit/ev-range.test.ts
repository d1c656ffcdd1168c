import { describe, expect, it } from 'vitest';
import { evRange, interpolate } from '@/lib/demo/ev-range';
import { evAssumptions } from '@/lib/content/demo-dealers/ev-assumptions';
import { cyprusElectricVehicles } from '@/lib/content/demo-dealers/cyprus-electric-vehicles';

const prices = { electricityEurPerKwh: 0.3, petrolEurPerLitre: 1.45 };

describe('EV range calculator', () => {
  it('gives the plain battery ÷ consumption range at 20 °C and 90 km/h (worked example)', () => {
    // 60 kWh ÷ 15 kWh/100 km = 400 km; 15 kWh × €0.30 = €4.50 per 100 km against
    // 7 l × €1.45 = €10.15 for a petrol car: €5.65 saved.
    expect(
      evRange({
        batteryKwh: 60,
        consumptionKwhPer100km: 15,
        temperatureC: 20,
        speedKmh: 90,
        ...prices,
      }),
    ).toEqual({
      temperatureFactor: 1,
      speedFactor: 1,
      consumptionKwhPer100km: 15,
      rangeKm: 400,
      evCostPer100km: 4.5,
      petrolCostPer100km: 10.15,
      savingPer100km: 5.65,
    });
  });

  it('loses range in the cold and at motorway speed (worked example)', () => {
    // 16.9 × 1.25 (0 °C) × 1.28 (120 km/h) = 27.04 kWh/100 km; 75 ÷ 27.04 × 100 = 277 km;
    // 27.04 × €0.30 = €8.11.
    const result = evRange({
      batteryKwh: 75,
      consumptionKwhPer100km: 16.9,
      temperatureC: 0,
      speedKmh: 120,
      ...prices,
    });
    expect(result).toMatchObject({
      consumptionKwhPer100km: 27,
      rangeKm: 277,
      evCostPer100km: 8.11,
      savingPer100km: 2.04,
    });
  });

  it('interpolates between the table points (worked example)', () => {
    // 15 °C lies halfway between 10 °C (1.10) and 20 °C (1.00): 1.05. 100 km/h: 1.08.
    // 16 × 1.05 × 1.08 = 18.144 kWh/100 km; 50 ÷ 18.144 × 100 = 276 km.
    const result = evRange({
      batteryKwh: 50,
      consumptionKwhPer100km: 16,
      temperatureC: 15,
      speedKmh: 100,
      ...prices,
    });
    expect(result).toMatchObject({ temperatureFactor: 1.05, speedFactor: 1.08, rangeKm: 276 });
  });

  it('holds the factors flat beyond the table and grows them with heat and speed', () => {
    expect(interpolate(evAssumptions.temperatureFactors, -30)).toBe(1.4);
    expect(interpolate(evAssumptions.speedFactors, 200)).toBe(1.4);
    expect(interpolate(evAssumptions.temperatureFactors, 42.5)).toBeCloseTo(1.175);
    const factors = evAssumptions.speedFactors.map(([, f]) => f);
    expect([...factors].sort((a, b) => a - b)).toEqual(factors);
  });

  it('returns null without a battery or consumption figure', () => {
    const base = { temperatureC: 20, speedKmh: 90, ...prices };
    expect(evRange({ batteryKwh: 0, consumptionKwhPer100km: 15, ...base })).toBeNull();
    expect(evRange({ batteryKwh: 60, consumptionKwhPer100km: Number.NaN, ...base })).toBeNull();
  });

  it('agrees roughly with each demo car’s WLTP range in mild weather', () => {
    // WLTP is a gentler cycle than 90 km/h, so our figure should be below it but not far off.
    for (const car of cyprusElectricVehicles.inventory) {
      const result = evRange({
        batteryKwh: car.batteryKwh!,
        consumptionKwhPer100km: car.consumptionKwhPer100km!,
        temperatureC: 22,
        speedKmh: 90,
        ...prices,
      });
      expect(result!.rangeKm, car.id).toBeLessThanOrEqual(car.rangeKm!);
      expect(result!.rangeKm, car.id).toBeGreaterThan(car.rangeKm! * 0.75);
    }
  });
});
