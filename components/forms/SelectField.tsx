'use client';

import { useId } from 'react';
import { controlClass, labelClass } from './field-styles';
import { describedBy, FieldMessages } from './FieldMessages';

/** A labelled, optional select whose first option ("Choose…") means no answer. */
export function SelectField({
  name,
  label,
  optionalLabel,
  placeholder,
  options,
  defaultValue = '',
  error,
  onEdit,
}: {
  name: string;
  label: string;
  optionalLabel: string;
  placeholder: string;
  options: { value: string; label: string }[];
  defaultValue?: string;
  error?: string;
  onEdit?: (name: string) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label} <span className="font-normal text-slate-600">({optionalLabel})</span>
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId)}
        onChange={() => onEdit?.(name)}
        className={controlClass}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages errorId={errorId} error={error} />
    </div>
  );
}
