import { cyprusImportRates, type ImportRates } from '@/lib/content/demo-dealers/import-rates';

export type ImportCostInput = {
  /** Purchase price in the country of origin, before Cyprus taxes (€). */
  price: number;
  /** Shipping and insurance to Cyprus (€). */
  shipping: number;
  euOrigin: boolean;
  /** 'new' = a "new means of transport": at most 6 months old or 6,000 km. */
  condition: 'new' | 'used';
};

/** Why VAT is (or is not) charged in Cyprus; the calculator explains each case. */
export type VatBasis = 'import' | 'new-means-of-transport' | 'paid-in-origin';

export type ImportCost = {
  /** Price plus shipping: the customs value (CIF) for a car from outside the EU. */
  taxableValue: number;
  dutyRate: number;
  duty: number;
  vatBasis: VatBasis;
  vatRate: number;
  vat: number;
  /** Landed cost before the CO2-based registration fee, which the calculator leaves out. */
  total: number;
};

const cents = (value: number) => Math.round(value * 100) / 100;
const amount = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

/**
 * The landed cost of a car imported into the Republic of Cyprus.
 * - From outside the EU: duty on the customs value (price + shipping), then import VAT on the
 *   customs value plus duty.
 * - From an EU country: no duty (customs union). A new car is taxed in the country where it is
 *   registered, so Cyprus VAT is due on it; a used car was taxed where it was bought.
 */
export function importCost(input: ImportCostInput, rates: ImportRates = cyprusImportRates) {
  const taxableValue = cents(amount(input.price) + amount(input.shipping));
  const dutyRate = input.euOrigin ? rates.dutyRateInsideEu : rates.dutyRateOutsideEu;
  const duty = cents(taxableValue * dutyRate);
  const vatBasis: VatBasis = !input.euOrigin
    ? 'import'
    : input.condition === 'new'
      ? 'new-means-of-transport'
      : 'paid-in-origin';
  const vatRate = vatBasis === 'paid-in-origin' ? 0 : rates.vatRate;
  const vat = cents((taxableValue + duty) * vatRate);
  return {
    taxableValue,
    dutyRate,
    duty,
    vatBasis,
    vatRate,
    vat,
    total: cents(taxableValue + duty + vat),
  } satisfies ImportCost;
}
