'use client';

import { startTransition, useActionState, useState, type FormEvent } from 'react';
import { Search } from '@/components/ui/icons';
import type { Locale } from '@/i18n/routing';
import { gradeWebsite, type GradeState } from '@/lib/analysis/analysis-actions';
import type messages from '@/messages/en.json';
import { addressFieldClass } from '@/components/forms/field-styles';

type Labels = (typeof messages)['WebsiteGrader']['form'];

/**
 * The grader's URL form. Its server action analyses the site and redirects to the report's own
 * page, or answers why not. Without JavaScript the browser posts the form to this page
 * (`permalink`), which comes back with the same reason and the address typed.
 */
export function GraderForm({
  locale,
  labels,
  permalink,
}: {
  locale: Locale;
  labels: Labels;
  permalink: string;
}) {
  const [state, dispatch, pending] = useActionState<GradeState, FormData>(
    gradeWebsite,
    {},
    permalink,
  );
  // null until React runs: the button stays usable without JavaScript.
  const [hasUrl, setHasUrl] = useState<boolean | null>(null);
  const disabled = pending || hasUrl === false;

  // Sent by hand, not by React's form action, so the address stays in the field after a refusal.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => dispatch(data));
  }

  return (
    <form action={dispatch} onSubmit={submit} noValidate className="mx-auto mt-8 max-w-2xl">
      <input type="hidden" name="locale" value={locale} />
      <label htmlFor="grader-url" className="block text-left font-semibold text-navy-900">
        {labels.label}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          // Text typed before the page became interactive counts too.
          ref={(input) => {
            if (input && hasUrl === null) setHasUrl(input.value.trim() !== '');
          }}
          id="grader-url"
          name="url"
          type="url"
          inputMode="url"
          autoComplete="url"
          required
          defaultValue={state.url}
          placeholder={labels.placeholder}
          onInput={(event) => setHasUrl(event.currentTarget.value.trim() !== '')}
          aria-describedby="grader-privacy grader-error"
          aria-invalid={state.error ? true : undefined}
          readOnly={pending}
          className={addressFieldClass}
        />
        <button
          type="submit"
          disabled={disabled}
          className="btn btn-primary min-h-12 px-6 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <Search aria-hidden="true" className="size-5" />
          {pending ? labels.submitting : labels.submit}
        </button>
      </div>
      <details
        className="mt-3 text-left"
        open={Boolean(state.stockUrl || state.carUrl) || undefined}
      >
        <summary className="cursor-pointer font-medium text-brand-700 underline-offset-4 hover:underline">
          {labels.moreLabel}
        </summary>
        <p id="grader-more-hint" className="mt-2 text-sm text-slate-600">
          {labels.moreHint}
        </p>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <OptionalAddress
            name="stockUrl"
            label={labels.stockLabel}
            placeholder={labels.stockPlaceholder}
            value={state.stockUrl}
            readOnly={pending}
          />
          <OptionalAddress
            name="carUrl"
            label={labels.carLabel}
            placeholder={labels.carPlaceholder}
            value={state.carUrl}
            readOnly={pending}
          />
        </div>
      </details>
      <div aria-live="polite" className="mt-3 min-h-6 text-left">
        {pending ? (
          <div>
            <p className="text-sm text-slate-700">{labels.progress}</p>
            <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-200">
              <div className="h-full w-full animate-pulse rounded-full bg-brand-600" />
            </div>
          </div>
        ) : null}
      </div>
      <p id="grader-error" role="alert" className="text-left font-medium text-red-700 empty:hidden">
        {pending ? '' : (state.error ?? '')}
      </p>
      <p id="grader-privacy" className="mt-2 text-left text-sm text-slate-600">
        {labels.privacy}
      </p>
    </form>
  );
}

/** One of the optional addresses: the stock list's or a car page's. */
function OptionalAddress({
  name,
  label,
  placeholder,
  value,
  readOnly,
}: {
  name: 'stockUrl' | 'carUrl';
  label: string;
  placeholder: string;
  value: string | undefined;
  readOnly: boolean;
}) {
  const id = `grader-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="url"
        inputMode="url"
        defaultValue={value}
        placeholder={placeholder}
        aria-describedby="grader-more-hint grader-error"
        readOnly={readOnly}
        className={`${addressFieldClass} mt-1 w-full`}
      />
    </div>
  );
}
