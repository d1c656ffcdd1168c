'use client';

import { useId, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { importCost, type ImportCostInput, type VatBasis } from '@/lib/demo/import-cost';
import { formatEur } from '@/lib/format';
import { CalcField, calcControl, NumberField, PresetSelect, ResultRow } from './calc-ui';

type Preset = {
  id: string;
  label: string;
  price: number;
  origin: string;
  shipping: number;
  condition: 'new' | 'used';
};
type Origin = { code: string; label: string; euMember: boolean; shipping: number };

export type ImportCostTexts = {
  start: string;
  custom: string;
  price: string;
  origin: string;
  shipping: string;
  condition: string;
  new: string;
  used: string;
  result: string;
  taxable: string;
  /** Duty label with the rate that applies, for cars from outside and inside the EU. */
  dutyOutsideEu: string;
  dutyInsideEu: string;
  vat: string;
  vatPaid: string;
  total: string;
  basis: Record<VatBasis, string>;
};

/** European Motors' import cost calculator: price, origin and shipping ⇒ duty, VAT, landed cost. */
export function ImportCostCalculator({
  locale,
  presets,
  origins,
  texts,
}: {
  locale: Locale;
  presets: readonly Preset[];
  origins: readonly Origin[];
  texts: ImportCostTexts;
}) {
  const id = useId();
  const first = presets[0];
  const [preset, setPreset] = useState(first?.id ?? 'custom');
  const [price, setPrice] = useState(String(first?.price ?? 20_000));
  const [origin, setOrigin] = useState(first?.origin ?? origins[0]?.code ?? '');
  const [shipping, setShipping] = useState(String(first?.shipping ?? 1_000));
  const [condition, setCondition] = useState<ImportCostInput['condition']>(
    first?.condition ?? 'used',
  );

  const choosePreset = (value: string) => {
    setPreset(value);
    const car = presets.find((p) => p.id === value);
    if (!car) return;
    setPrice(String(car.price));
    setOrigin(car.origin);
    setShipping(String(car.shipping));
    setCondition(car.condition);
  };
  const edited =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPreset('custom');
    };

  const euOrigin = origins.find((o) => o.code === origin)?.euMember ?? false;
  const cost = importCost({
    price: Number(price),
    shipping: Number(shipping),
    euOrigin,
    condition,
  });
  const money = (value: number) => formatEur(value, locale);

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
      <div className="grid grid-cols-1 gap-5 rounded-(--demo-radius) border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6">
        <PresetSelect
          id={`${id}-start`}
          label={texts.start}
          value={preset}
          onChange={choosePreset}
          presets={presets}
          customLabel={texts.custom}
        />
        <NumberField
          id={`${id}-price`}
          label={texts.price}
          value={price}
          onChange={edited(setPrice)}
          step={100}
          wide
        />
        <CalcField id={`${id}-origin`} label={texts.origin}>
          <select
            id={`${id}-origin`}
            value={origin}
            onChange={(e) => {
              edited(setOrigin)(e.target.value);
              const o = origins.find((x) => x.code === e.target.value);
              if (o) setShipping(String(o.shipping));
            }}
            className={calcControl}
          >
            {origins.map((o) => (
              <option key={o.code} value={o.code}>
                {o.label}
              </option>
            ))}
          </select>
        </CalcField>
        <NumberField
          id={`${id}-shipping`}
          label={texts.shipping}
          value={shipping}
          onChange={edited(setShipping)}
          step={50}
        />
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-semibold">{texts.condition}</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {(['used', 'new'] as const).map((value) => (
              <label key={value} className="flex min-h-10 items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-condition`}
                  checked={condition === value}
                  onChange={() => edited(setCondition)(value)}
                  className="size-4 accent-(--demo-primary)"
                />
                {texts[value]}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <div className="rounded-(--demo-radius) bg-(--demo-ink) p-6 text-white sm:p-8">
        <h3 className="text-lg font-semibold">{texts.result}</h3>
        <dl className="mt-4 divide-y divide-white/15">
          <ResultRow label={texts.taxable} value={money(cost.taxableValue)} />
          <ResultRow
            label={euOrigin ? texts.dutyInsideEu : texts.dutyOutsideEu}
            value={money(cost.duty)}
          />
          <ResultRow
            label={cost.vatBasis === 'paid-in-origin' ? texts.vatPaid : texts.vat}
            value={money(cost.vat)}
          />
          <ResultRow label={texts.total} value={money(cost.total)} strong live />
        </dl>
        <p className="mt-5 text-sm text-white/80">{texts.basis[cost.vatBasis]}</p>
      </div>
    </div>
  );
}
