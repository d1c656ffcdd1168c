'use client';

import { useId, useState, type FormEvent } from 'react';
import { Info } from '@/components/ui/icons';
import { demoControlClass } from '@/components/forms/field-styles';

export type DemoField = {
  id: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'date' | 'number' | 'select' | 'textarea';
  autoComplete?: string;
  options?: readonly { value: string; label: string }[];
  required?: boolean;
  /** Spans both columns on wide screens. */
  wide?: boolean;
  min?: number;
  max?: number;
};

const control = demoControlClass;

/**
 * A dealer form that collects nothing: its fields have no `name`, so even a submit without
 * JavaScript sends no data, and on submit it says plainly that this is a demo and points to
 * the agency's quote form.
 */
export function DemoForm({
  fields,
  submitLabel,
  chooseLabel,
  texts,
  quoteHref,
}: {
  fields: readonly DemoField[];
  submitLabel: string;
  chooseLabel: string;
  texts: { badge: string; note: string; sentTitle: string; sentText: string; quoteLink: string };
  quoteHref: string;
}) {
  const [submitted, setSubmitted] = useState(false);
  const prefix = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
  };
  return (
    <form
      onSubmit={onSubmit}
      className="rounded-(--demo-radius) border border-slate-200 bg-white p-6 text-(--demo-ink) shadow-sm sm:p-8"
    >
      <p className="flex items-start gap-2 rounded-(--demo-radius) bg-slate-100 px-4 py-3 text-sm text-slate-700">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong className="font-semibold">{texts.badge}:</strong> {texts.note}
        </span>
      </p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        {fields.map((field) => {
          const id = `${prefix}-${field.id}`;
          const common = { id, required: field.required, className: control };
          return (
            <div key={field.id} className={field.wide ? 'sm:col-span-2' : undefined}>
              <label htmlFor={id} className="text-sm font-semibold">
                {field.label}
              </label>
              {field.type === 'select' ? (
                <select {...common} defaultValue="">
                  <option value="" disabled>
                    {chooseLabel}
                  </option>
                  {field.options?.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              ) : field.type === 'textarea' ? (
                <textarea {...common} rows={3} />
              ) : (
                <input
                  {...common}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  min={field.min}
                  max={field.max}
                />
              )}
            </div>
          );
        })}
      </div>
      <button
        type="submit"
        className="mt-6 inline-flex min-h-11 items-center justify-center rounded-(--demo-radius) bg-(--demo-primary) px-6 py-2.5 font-semibold text-(--demo-on-primary) hover:brightness-110"
      >
        {submitLabel}
      </button>
      <div aria-live="polite">
        {submitted ? (
          <div className="mt-6 rounded-(--demo-radius) border border-slate-300 bg-slate-50 p-4">
            <p className="font-semibold">{texts.sentTitle}</p>
            <p className="mt-1 text-slate-700">{texts.sentText}</p>
            <a
              href={quoteHref}
              className="mt-3 inline-block font-semibold text-brand-700 underline"
            >
              {texts.quoteLink}
            </a>
          </div>
        ) : null}
      </div>
    </form>
  );
}
