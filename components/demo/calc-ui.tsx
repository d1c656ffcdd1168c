import type { ReactNode } from 'react';
import { demoControlClass } from '@/components/forms/field-styles';

/** Shared pieces of the two demo calculators: a labelled field and a result line. */

export const calcControl = `${demoControlClass} tabular`;

export function CalcField({
  id,
  label,
  wide,
  children,
}: {
  id: string;
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children}
    </div>
  );
}

export function ResultRow({
  label,
  value,
  strong,
  live,
}: {
  label: string;
  value: string;
  strong?: boolean;
  /** Announce changes to screen readers (only the line that matters most). */
  live?: boolean;
}) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-3">
      <dt className={strong ? 'font-semibold' : 'text-white/80'}>{label}</dt>
      <dd
        aria-live={live ? 'polite' : undefined}
        className={`tabular text-right whitespace-nowrap ${strong ? 'text-2xl font-bold text-(--demo-accent)' : 'font-semibold'}`}
      >
        {value}
      </dd>
    </div>
  );
}

/** A number input that keeps the visitor's text as typed; the calculator parses it. */
export function NumberField({
  id,
  label,
  value,
  onChange,
  step,
  min = 0,
  wide,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  step: number;
  min?: number;
  wide?: boolean;
}) {
  return (
    <CalcField id={id} label={label} wide={wide}>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={min}
        step={step}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={calcControl}
      />
    </CalcField>
  );
}

/** A range slider with its value written out (and read out) in the visitor's language. */
export function Slider({
  id,
  label,
  min,
  max,
  step,
  value,
  onChange,
  text,
  children,
}: {
  id: string;
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  onChange: (value: number) => void;
  text: string;
  children?: ReactNode;
}) {
  return (
    <CalcField id={id} label={label} wide>
      <div className="mt-1.5 flex items-center gap-4">
        <input
          id={id}
          type="range"
          min={min}
          max={max}
          step={step}
          value={value}
          aria-valuetext={text}
          onChange={(e) => onChange(Number(e.target.value))}
          className="h-10 flex-1 accent-(--demo-primary)"
        />
        <output htmlFor={id} className="tabular w-20 text-right font-semibold">
          {text}
        </output>
      </div>
      {children}
    </CalcField>
  );
}

/** The "start from a car" select both calculators open with. */
export function PresetSelect({
  id,
  label,
  value,
  onChange,
  presets,
  customLabel,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  presets: readonly { id: string; label: string }[];
  customLabel: string;
}) {
  return (
    <CalcField id={id} label={label} wide>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={calcControl}
      >
        {presets.map((p) => (
          <option key={p.id} value={p.id}>
            {p.label}
          </option>
        ))}
        <option value="custom">{customLabel}</option>
      </select>
    </CalcField>
  );
}
