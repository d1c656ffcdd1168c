'use client';

import { useState, useSyncExternalStore, type FormEvent } from 'react';
import type { Locale } from '@/i18n/routing';
import {
  calculateRoi,
  defaultInvestment,
  parseRoiInputs,
  type RoiField,
  type RoiRawInputs,
} from '@/lib/roi/calculate';
import { roiInputsFromSearch, roiSearchFromInputs } from '@/lib/roi/url';
import type { RoiLabels } from './labels';
import { RoiResults } from './RoiResults';
import { compactControlClass } from '@/components/forms/field-styles';

// The inputs live in the URL (?leads=…): the URL is the calculator's state, so a result can be
// shared, and reloading shows it again. Changes go through replaceState plus this event.
const urlChanged = 'roi-calculator:url';
function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(urlChanged, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(urlChanged, onChange);
  };
}
const currentSearch = () => window.location.search;
const serverSearch = () => '';

function replaceSearch(search: string) {
  // `null`, not Next's own state: so Next's router learns the new URL too (the language
  // selector's links keep the figures).
  window.history.replaceState(null, '', `${window.location.pathname}${search}`);
  window.dispatchEvent(new Event(urlChanged));
}

const fields: { name: RoiField; step: string }[] = [
  { name: 'leads', step: '1' },
  { name: 'conversion', step: 'any' },
  { name: 'price', step: 'any' },
  { name: 'commission', step: 'any' },
  { name: 'investment', step: 'any' },
];

export function RoiCalculator({ labels, locale }: { labels: RoiLabels; locale: Locale }) {
  const search = useSyncExternalStore(subscribe, currentSearch, serverSearch);
  // Pressing Calculate with nothing typed leaves the URL empty but must still show the error.
  const [attempted, setAttempted] = useState(false);
  // Clear All must also empty what was typed but never calculated, when the URL is already
  // empty and so does not change: a new key remounts the form with its default values.
  const [clears, setClears] = useState(0);
  const fromUrl = roiInputsFromSearch(search);
  const hasInputs = Object.keys(fromUrl).length > 0;
  const values: RoiRawInputs = hasInputs ? fromUrl : { investment: String(defaultInvestment) };
  const parsed = hasInputs || attempted ? parseRoiInputs(values) : null;

  function calculate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const raw: RoiRawInputs = {};
    for (const { name } of fields) raw[name] = String(data.get(name) ?? '');
    setAttempted(true);
    replaceSearch(roiSearchFromInputs(raw));
  }

  function clearAll() {
    setAttempted(false);
    setClears((count) => count + 1);
    replaceSearch('');
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <form
        key={`${clears}:${search}`}
        onSubmit={calculate}
        noValidate
        aria-labelledby="roi-form-heading"
        className="rounded-card border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <h2 id="roi-form-heading" className="text-xl font-bold text-navy-900">
          {labels.form.heading}
        </h2>
        <div className="mt-6 grid gap-5">
          {fields.map(({ name, step }) => (
            <div key={name}>
              <label htmlFor={`roi-${name}`} className="block font-semibold text-navy-900">
                {labels.form[name]}
              </label>
              <p id={`roi-${name}-hint`} className="text-sm text-slate-600">
                {labels.form[`${name}Hint`]}
              </p>
              <input
                id={`roi-${name}`}
                name={name}
                type="number"
                inputMode="decimal"
                min="0"
                step={step}
                defaultValue={values[name] ?? ''}
                aria-describedby={`roi-${name}-hint`}
                aria-invalid={parsed?.ok === false && name !== 'investment' ? true : undefined}
                className={`tabular ${compactControlClass}`}
              />
            </div>
          ))}
        </div>
        <div className="mt-7 flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary">
            {labels.form.calculate}
          </button>
          <button type="button" onClick={clearAll} className="btn btn-outline">
            {labels.form.clear}
          </button>
        </div>
        <p role="alert" className="mt-4 font-medium text-red-700 empty:hidden">
          {parsed?.ok === false ? labels.form.error : ''}
        </p>
      </form>
      <RoiResults
        labels={labels.results}
        locale={locale}
        result={parsed?.ok ? calculateRoi(parsed.inputs) : null}
      />
    </div>
  );
}
