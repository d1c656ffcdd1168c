'use client';

import { useId, type ReactNode } from 'react';
import { FieldMessages, describedBy } from './FieldMessages';

/** The GDPR consent: unticked by default, required, its label links to the privacy policy. */
export function ConsentField({
  label,
  defaultChecked,
  error,
  onEdit,
}: {
  label: ReactNode;
  defaultChecked: boolean;
  error?: string;
  onEdit?: (name: string) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name="consent"
          value="yes"
          required
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId)}
          onChange={() => onEdit?.('consent')}
          className="mt-1 size-5 shrink-0 accent-brand-600"
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {label}
        </label>
      </div>
      <FieldMessages errorId={errorId} error={error} />
    </div>
  );
}
