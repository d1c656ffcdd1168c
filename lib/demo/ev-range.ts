import { evAssumptions, type EvAssumptions } from '@/lib/content/demo-dealers/ev-assumptions';

type Points = readonly (readonly [number, number])[];

/** Linear interpolation through sorted [x, y] points, held flat beyond the first and last. */
export function interpolate(points: Points, x: number): number {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) throw new Error('interpolate needs at least one point');
  if (x <= first[0]) return first[1];
  if (x >= last[0]) return last[1];
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i - 1]!;
    const [x2, y2] = points[i]!;
    if (x <= x2) return y1 + ((y2 - y1) * (x - x1)) / (x2 - x1);
  }
  return last[1];
}

export type EvRangeInput = {
  /** Usable battery capacity. */
  batteryKwh: number;
  /** Consumption at the reference speed and temperature (90 km/h, 20 °C). */
  consumptionKwhPer100km: number;
  temperatureC: number;
  speedKmh: number;
  electricityEurPerKwh: number;
  petrolEurPerLitre: number;
};

export type EvRange = {
  temperatureFactor: number;
  speedFactor: number;
  /** Consumption in these conditions, kWh/100 km (one decimal). */
  consumptionKwhPer100km: number;
  rangeKm: number;
  evCostPer100km: number;
  petrolCostPer100km: number;
  savingPer100km: number;
};

const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

/**
 * Range and running cost of an EV in given conditions:
 * consumption = reference consumption × temperature factor × speed factor;
 * range = battery ÷ consumption × 100; cost per 100 km = consumption × electricity price,
 * against a petrol car's litres per 100 km × petrol price. Null when the car data is missing.
 */
export function evRange(input: EvRangeInput, model: EvAssumptions = evAssumptions): EvRange | null {
  const { batteryKwh, consumptionKwhPer100km: base } = input;
  if (!(batteryKwh > 0) || !(base > 0)) return null;
  const temperatureFactor = interpolate(model.temperatureFactors, input.temperatureC);
  const speedFactor = interpolate(model.speedFactors, input.speedKmh);
  const consumption = base * temperatureFactor * speedFactor;
  const electricity = Math.max(0, input.electricityEurPerKwh || 0);
  const petrol = Math.max(0, input.petrolEurPerLitre || 0);
  const evCost = round(consumption * electricity, 2);
  const petrolCost = round(model.petrolLitresPer100km * petrol, 2);
  return {
    temperatureFactor: round(temperatureFactor, 3),
    speedFactor: round(speedFactor, 3),
    consumptionKwhPer100km: round(consumption, 1),
    rangeKm: Math.round((batteryKwh / consumption) * 100),
    evCostPer100km: evCost,
    petrolCostPer100km: petrolCost,
    savingPer100km: round(petrolCost - evCost, 2),
  };
}
