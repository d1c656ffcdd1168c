'use client';

import {
  startTransition,
  useActionState,
  useEffect,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { Mail } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { FullReportState } from '@/lib/analysis/full-report';
import { requestFullReport } from '@/lib/analysis/full-report-action';
import { validateFullReport, type FullReportField } from '@/lib/analysis/full-report-schema';
import type messages from '@/messages/en.json';

type Labels = Omit<(typeof messages)['WebsiteGrader']['fullReport'], 'errors' | 'success'> & {
  errors: Record<FullReportField, string>;
};

const textFields = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'company', type: 'text', autoComplete: 'organization' },
] as const;

/** "Send me the full report": name, email and dealership become a lead for the team. */
export function FullReportForm({
  locale,
  reportId,
  labels,
  notice,
}: {
  locale: Locale;
  reportId: string;
  labels: Labels;
  /** The outcome of a submission without JavaScript. */
  notice?: 'sent' | 'error';
}) {
  const [state, dispatch, pending] = useActionState<FullReportState, FormData>(
    requestFullReport.bind(null, locale, reportId),
    notice === 'sent'
      ? { status: 'sent', message: labels.sentPlain }
      : notice === 'error'
        ? { status: 'error', message: labels.errorPlain, values: {} }
        : { status: 'idle' },
  );
  const [clientErrors, setClientErrors] = useState<Partial<Record<FullReportField, string>>>({});
  const shownAt = useRef<number | null>(null);
  const fillTime = useRef<HTMLInputElement>(null);
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);

  if (state.status === 'sent') {
    return (
      <p
        role="status"
        className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 font-medium text-emerald-800"
      >
        {state.message}
      </p>
    );
  }

  const serverErrors = state.status === 'error' ? (state.fieldErrors ?? {}) : {};
  const errors = Object.keys(clientErrors).length > 0 ? clientErrors : serverErrors;
  const values = state.status === 'error' ? state.values : {};

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = validateFullReport(Object.fromEntries(new FormData(form)));
    if (!result.ok) {
      setClientErrors(
        Object.fromEntries(result.invalid.map((field) => [field, labels.errors[field]])),
      );
      form.querySelector<HTMLElement>(`[name="${result.invalid[0]}"]`)?.focus();
      return;
    }
    setClientErrors({});
    if (fillTime.current && shownAt.current !== null) {
      fillTime.current.value = String(Math.round(performance.now() - shownAt.current));
    }
    const data = new FormData(form);
    startTransition(() => dispatch(data));
  }

  const describedBy = (field: FullReportField) =>
    errors[field] ? `full-report-${field}-error` : undefined;
  return (
    <form
      action="/api/website-grader/full-report"
      method="post"
      onSubmit={submit}
      noValidate
      className="grid gap-4"
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="reportId" value={reportId} />
      {textFields.map(({ name, type, autoComplete }) => (
        <div key={name}>
          <label htmlFor={`full-report-${name}`} className="block font-semibold text-navy-900">
            {labels[name]}
          </label>
          <input
            id={`full-report-${name}`}
            name={name}
            type={type}
            autoComplete={autoComplete}
            required
            maxLength={100}
            defaultValue={values[name] ?? ''}
            disabled={pending}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={describedBy(name)}
            className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-navy-900"
          />
          <p
            id={`full-report-${name}-error`}
            className="mt-1 text-sm font-medium text-red-700 empty:hidden"
          >
            {errors[name] ?? ''}
          </p>
        </div>
      ))}
      <div>
        <div className="flex items-start gap-3">
          <input
            id="full-report-consent"
            name="consent"
            type="checkbox"
            required
            disabled={pending}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={describedBy('consent')}
            className="mt-1 size-5 shrink-0 accent-brand-600"
          />
          <label htmlFor="full-report-consent" className="text-sm text-slate-700">
            {labels.consent}{' '}
            <Link href="/privacy-policy" className="font-medium text-brand-700 underline">
              {labels.privacy}
            </Link>
          </label>
        </div>
        <p
          id="full-report-consent-error"
          className="mt-1 text-sm font-medium text-red-700 empty:hidden"
        >
          {errors.consent ?? ''}
        </p>
      </div>
      <div className="hidden" aria-hidden="true">
        <label>
          Website
          <input name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input ref={fillTime} type="hidden" name="fillTimeMs" defaultValue="" />
      <button
        type="submit"
        disabled={pending}
        className="btn btn-primary justify-self-start disabled:opacity-60"
      >
        <Mail aria-hidden="true" className="size-5" />
        {pending ? labels.submitting : labels.submit}
      </button>
      <p id="full-report-status" role="alert" className="font-medium text-red-700 empty:hidden">
        {state.status === 'error' ? (state.message ?? '') : ''}
      </p>
    </form>
  );
}
