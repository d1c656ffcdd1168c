'use client';

import { useId } from 'react';
import { labelClass } from './field-styles';
import { describedBy, FieldMessages } from './FieldMessages';

export type RadioOption = {
  value: string;
  label: string;
  /** A second line under the label (e.g. the office's time beside the visitor's). */
  note?: string;
  disabled?: boolean;
};

/**
 * A required choice of a few options as radio buttons in a fieldset: the legend names the
 * question for screen readers, arrow keys move between the options, the error is announced.
 */
export function RadioGroupField({
  name,
  legend,
  options,
  defaultValue = '',
  error,
  onEdit,
  columns = 'grid-cols-2 sm:grid-cols-3',
  empty,
  twoLines = false,
}: {
  name: string;
  legend: string;
  options: RadioOption[];
  defaultValue?: string;
  error?: string;
  onEdit?: (name: string) => void;
  columns?: string;
  /** Said instead of the options when there are none. */
  empty?: string;
  /** Keep each option two lines high, note or not (notes that appear later move nothing). */
  twoLines?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(error && errorId)}
      className="sm:col-span-2"
    >
      <legend className={labelClass}>{legend}</legend>
      {options.length === 0 && empty ? (
        <p className="mt-2 text-slate-700">{empty}</p>
      ) : (
        <div className={`mt-2 grid gap-2 ${columns}`}>
          {options.map((option) => (
            <label
              key={option.value}
              className="flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border border-slate-500 bg-white px-3 py-2 text-navy-900 has-checked:border-brand-600 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:border-slate-300 has-disabled:bg-slate-100 has-disabled:text-slate-600"
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                defaultChecked={option.value === defaultValue}
                disabled={option.disabled}
                onChange={() => onEdit?.(name)}
                className="size-4 accent-brand-600"
              />
              <span className="flex flex-col leading-tight">
                <span className="font-semibold">{option.label}</span>
                {option.note || twoLines ? (
                  <span className="text-sm text-slate-700">{option.note || '\u00a0'}</span>
                ) : null}
              </span>
            </label>
          ))}
        </div>
      )}
      <FieldMessages errorId={errorId} error={error} />
    </fieldset>
  );
}
