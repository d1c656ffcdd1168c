'use client';

import { useId, useState, type HTMLInputTypeAttribute } from 'react';
import { controlClass, labelClass } from './field-styles';
import { describedBy, FieldMessages } from './FieldMessages';

type Props = {
  name: string;
  label: string;
  /** Shown after the label of optional fields, e.g. "optional". */
  optionalLabel?: string;
  required?: boolean;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'email' | 'tel' | 'text';
  placeholder?: string;
  maxLength: number;
  defaultValue?: string;
  error?: string;
  /** "Characters left: {count}"; shows a live counter when given. */
  counterTemplate?: string;
  /** Multi-line (textarea) with this many rows. */
  rows?: number;
  onEdit?: (name: string) => void;
};

/** A labelled input or textarea with its error and a live "characters left" counter. */
export function TextField({
  name,
  label,
  optionalLabel,
  required = false,
  type = 'text',
  maxLength,
  defaultValue = '',
  error,
  counterTemplate,
  rows,
  onEdit,
  ...rest
}: Props) {
  const id = useId();
  const [length, setLength] = useState(defaultValue.length);
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const control = {
    id,
    name,
    required,
    maxLength,
    defaultValue,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(error && errorId, counterTemplate && counterId),
    className: controlClass,
    onInput: (event: { currentTarget: { value: string } }) => {
      setLength(event.currentTarget.value.length);
      onEdit?.(name);
    },
    ...rest,
  };
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? null : <span className="font-normal text-slate-600"> ({optionalLabel})</span>}
      </label>
      {rows ? <textarea rows={rows} {...control} /> : <input type={type} {...control} />}
      <FieldMessages
        errorId={errorId}
        error={error}
        note={
          counterTemplate
            ? {
                id: counterId,
                text: counterTemplate.replace('{count}', String(maxLength - length)),
              }
            : undefined
        }
      />
    </div>
  );
}
