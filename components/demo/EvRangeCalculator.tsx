'use client';

import { useId, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { evRange } from '@/lib/demo/ev-range';
import { fillTemplate, formatNumber } from '@/lib/format';
import { NumberField, PresetSelect, Slider } from './calc-ui';
import { EvResult } from './EvResult';

type Preset = { id: string; label: string; batteryKwh: number; consumptionKwhPer100km: number };

export type EvRangeTexts = {
  car: string;
  custom: string;
  battery: string;
  consumption: string;
  temperature: string;
  speed: string;
  speedNote: string;
  electricity: string;
  petrol: string;
  result: string;
  range: string;
  consumptionResult: string;
  costEv: string;
  costPetrol: string;
  saving: string;
  extraCost: string;
  invalid: string;
  /** Templates with {value} (°C, km/h, kWh/100 km) and {km}. */
  temperatureValue: string;
  speedValue: string;
  consumptionValue: string;
  rangeValue: string;
};

/** Cyprus Electric Vehicles' range and running-cost calculator. */
export function EvRangeCalculator({
  locale,
  presets,
  defaults,
  texts,
}: {
  locale: Locale;
  presets: readonly Preset[];
  defaults: {
    temperatureC: number;
    speedKmh: number;
    electricityEurPerKwh: number;
    petrolEurPerLitre: number;
  };
  texts: EvRangeTexts;
}) {
  const id = useId();
  const first = presets[0];
  const [preset, setPreset] = useState(first?.id ?? 'custom');
  const [battery, setBattery] = useState(String(first?.batteryKwh ?? 60));
  const [consumption, setConsumption] = useState(String(first?.consumptionKwhPer100km ?? 16));
  const [temperature, setTemperature] = useState(defaults.temperatureC);
  const [speed, setSpeed] = useState(defaults.speedKmh);
  const [electricity, setElectricity] = useState(String(defaults.electricityEurPerKwh));
  const [petrol, setPetrol] = useState(String(defaults.petrolEurPerLitre));

  const choosePreset = (value: string) => {
    setPreset(value);
    const car = presets.find((p) => p.id === value);
    if (!car) return;
    setBattery(String(car.batteryKwh));
    setConsumption(String(car.consumptionKwhPer100km));
  };

  const result = evRange({
    batteryKwh: Number(battery),
    consumptionKwhPer100km: Number(consumption),
    temperatureC: temperature,
    speedKmh: speed,
    electricityEurPerKwh: Number(electricity),
    petrolEurPerLitre: Number(petrol),
  });
  const number = (value: number) => formatNumber(value, locale);
  const edited = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPreset('custom');
  };

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
      <div className="grid grid-cols-1 gap-5 rounded-(--demo-radius) border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6">
        <PresetSelect
          id={`${id}-car`}
          label={texts.car}
          value={preset}
          onChange={choosePreset}
          presets={presets}
          customLabel={texts.custom}
        />
        <NumberField
          id={`${id}-battery`}
          label={texts.battery}
          value={battery}
          onChange={edited(setBattery)}
          step={0.1}
          min={1}
        />
        <NumberField
          id={`${id}-consumption`}
          label={texts.consumption}
          value={consumption}
          onChange={edited(setConsumption)}
          step={0.1}
          min={1}
        />
        <Slider
          id={`${id}-temperature`}
          label={texts.temperature}
          min={-10}
          max={45}
          step={1}
          value={temperature}
          onChange={setTemperature}
          text={fillTemplate(texts.temperatureValue, 'value', number(temperature))}
        />
        <Slider
          id={`${id}-speed`}
          label={texts.speed}
          min={30}
          max={130}
          step={5}
          value={speed}
          onChange={setSpeed}
          text={fillTemplate(texts.speedValue, 'value', number(speed))}
        >
          <p className="mt-1 text-sm text-slate-600">{texts.speedNote}</p>
        </Slider>
        <NumberField
          id={`${id}-electricity`}
          label={texts.electricity}
          value={electricity}
          onChange={setElectricity}
          step={0.01}
        />
        <NumberField
          id={`${id}-petrol`}
          label={texts.petrol}
          value={petrol}
          onChange={setPetrol}
          step={0.01}
        />
      </div>
      <EvResult result={result} locale={locale} texts={texts} />
    </div>
  );
}
