/**
 * What the EV range calculator assumes. Consumption is quoted at a steady 90 km/h and 20 °C;
 * the factors scale it for other temperatures and speeds (linear between the points). They are
 * a simplified model of two well-documented effects: heating or cooling the cabin and battery
 * costs energy away from about 20–25 °C, and air drag grows with the square of speed.
 * Prices are typical Cyprus figures to start from; the visitor can change them.
 */
export const evAssumptions = {
  referenceSpeedKmh: 90,
  referenceTemperatureC: 20,
  /** [°C, consumption multiplier] */
  temperatureFactors: [
    [-10, 1.4],
    [0, 1.25],
    [10, 1.1],
    [20, 1],
    [25, 1],
    [30, 1.05],
    [35, 1.1],
    [40, 1.15],
    [45, 1.2],
  ],
  /** [km/h, consumption multiplier] */
  speedFactors: [
    [30, 0.78],
    [50, 0.82],
    [70, 0.9],
    [90, 1],
    [100, 1.08],
    [110, 1.17],
    [120, 1.28],
    [130, 1.4],
  ],
  /** EAC domestic tariff including VAT, rounded (home charging), €/kWh. */
  electricityEurPerKwh: 0.3,
  /** Unleaded 95 at Cyprus pumps, rounded, €/litre. */
  petrolEurPerLitre: 1.45,
  /** A comparable petrol car. */
  petrolLitresPer100km: 7,
} as const satisfies {
  temperatureFactors: readonly (readonly [number, number])[];
  speedFactors: readonly (readonly [number, number])[];
  [key: string]: unknown;
};

export type EvAssumptions = typeof evAssumptions;
