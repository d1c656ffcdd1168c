'use client';

import { useState, type ChangeEvent } from 'react';
import { compactControlClass, labelClass } from '@/components/forms/field-styles';
import { useToastedAction, type AdminAction } from './use-toasted-action';

const empty = { start: '', end: '', note: '' };
type Field = keyof typeof empty;

/**
 * Blocks a time on /book: a start and an end on the office's wall clock and a note for the
 * admins. The server checks everything and answers with a toast; the fields keep what was typed
 * until a block is saved (they are controlled, so React's reset after an action leaves them be).
 */
export function BlockTimeForm({
  action,
  zone,
  noteMaxLength,
}: {
  action: AdminAction;
  /** The office's time zone, which the times are read in. */
  zone: string;
  noteMaxLength: number;
}) {
  const [values, setValues] = useState(empty);
  const [formAction, pending] = useToastedAction(action, (answer) => {
    if (answer?.ok) setValues(empty);
  });
  const bind = (field: Field) => ({
    id: `block-${field}`,
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  return (
    <form
      action={formAction}
      aria-label="Block a time"
      className="grid gap-3 rounded-card border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr_auto]"
    >
      <p id="block-zone" className="text-sm text-slate-600 sm:col-span-2 lg:col-span-4">
        Times are on the office’s clock ({zone}). /book offers no call that overlaps a block.
      </p>
      <div>
        <label htmlFor="block-start" className={labelClass}>
          Starts
        </label>
        <input
          {...bind('start')}
          type="datetime-local"
          required
          aria-describedby="block-zone"
          className={compactControlClass}
        />
      </div>
      <div>
        <label htmlFor="block-end" className={labelClass}>
          Ends
        </label>
        <input
          {...bind('end')}
          type="datetime-local"
          required
          aria-describedby="block-zone"
          className={compactControlClass}
        />
      </div>
      <div>
        <label htmlFor="block-note" className={labelClass}>
          Note <span className="font-normal text-slate-600">(optional, only admins see it)</span>
        </label>
        <input
          {...bind('note')}
          type="text"
          maxLength={noteMaxLength}
          className={compactControlClass}
        />
      </div>
      <div className="flex items-end">
        <button type="submit" disabled={pending} className="btn btn-primary min-h-11 text-sm">
          {pending ? 'Blocking…' : 'Block this time'}
        </button>
      </div>
    </form>
  );
}
