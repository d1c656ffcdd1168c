'use client';

import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { fieldErrorTexts, type ErrorTexts } from '@/lib/leads/error-text';
import { fillTimeField } from '@/lib/leads/fields';
import { initialLeadFormState, type LeadFormState } from '@/lib/leads/form-state';
import type { LeadFieldName, LeadParseResult } from '@/lib/leads/schema';
import { formAnswerId } from './FormStatus';

type FieldErrorMap = Partial<Record<LeadFieldName, string>>;
type Validate = (raw: Record<string, unknown>) => LeadParseResult<unknown>;

/** How long a submission waits for the schema before it is sent for the server to check. */
const validatorWaitMs = 3_000;

/**
 * The behaviour every lead form shares: the server action through useActionState (so the form
 * also works without JavaScript), instant checks with the same schema before sending, the fill
 * time stamp, toasts for every answer and focus on what needs attention.
 *
 * The schema (zod) is loaded when the visitor first touches the form, not with the page; a
 * submission made while it loads waits for it, at most `validatorWaitMs`. Without it (no
 * JavaScript, or it failed to load or is still on its way) the server checks the submission,
 * with the same messages.
 */
export function useLeadForm({
  action,
  permalink,
  loadValidator,
  texts,
}: {
  action: (previous: LeadFormState, formData: FormData) => Promise<LeadFormState>;
  /**
   * The page the form is on: without JavaScript the browser posts there (React renders it as
   * the form's `action`; an empty `action=""` would be invalid HTML) and gets the answer back,
   * opened at the answer (`#form-answer`, FormStatus).
   */
  permalink: string;
  loadValidator: () => Promise<Validate>;
  texts: { errors: ErrorTexts; validationTitle: string; validationMessage: string };
}) {
  const [state, formAction, pending] = useActionState(
    action,
    initialLeadFormState,
    `${permalink}#${formAnswerId}`,
  );
  // Errors found in the browser belong to the answer they were found after.
  const [browserErrors, setBrowserErrors] = useState<{ version: number; errors: FieldErrorMap }>();
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const shownAt = useRef<number | null>(null);
  const validator = useRef<Validate | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  // Set once a submission gave up waiting for the schema: the next ones go to the server too.
  const sendUnchecked = useRef(false);

  function onFirstTouch() {
    loading.current ??= loadValidator().then(
      (validate) => {
        validator.current = validate;
      },
      () => {
        loading.current = null; // offline for a moment: the server still checks everything
      },
    );
  }

  useEffect(() => {
    shownAt.current = performance.now();
  }, []);

  useEffect(() => {
    if (state.version === 0) return;
    const id = `lead-form-${state.version}`;
    if (state.status === 'success') {
      toast.success(state.title, { id, description: state.message });
      shownAt.current = performance.now();
      statusRef.current?.focus();
    } else if (state.status === 'invalid') {
      toast.error(state.title, { id, description: state.message });
      focusFirstInvalid(formRef.current);
    } else if (state.status === 'error') {
      toast.error(state.title, { id, description: state.message });
      statusRef.current?.focus();
    }
  }, [state]);

  const errors: FieldErrorMap =
    browserErrors?.version === state.version ? browserErrors.errors : (state.fieldErrors ?? {});

  const check = (form: HTMLFormElement) =>
    validator.current?.(Object.fromEntries(new FormData(form))) ?? null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    if (validator.current === null && loading.current !== null && !sendUnchecked.current) {
      // The schema is on its way (the visitor was quicker than a few kilobytes): check with it
      // in a moment rather than send what it may refuse. Should it fail to load, or not arrive
      // in time (a connection that stalls), the form is sent as it is and the server checks it:
      // the visitor's button never waits on a chunk.
      event.preventDefault();
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      let timer = 0;
      const gaveUp = new Promise<void>((resolve) => {
        timer = window.setTimeout(() => {
          sendUnchecked.current = true;
          resolve();
        }, validatorWaitMs);
      });
      void Promise.race([loading.current, gaveUp]).then(() => {
        window.clearTimeout(timer);
        form.requestSubmit(submitter);
      });
      return;
    }
    const result = check(form);
    if (result && !result.ok && !result.bot) {
      // Nothing is sent; the same schema on the server would refuse it anyway.
      event.preventDefault();
      setBrowserErrors({
        version: state.version,
        errors: fieldErrorTexts(result.errors, texts.errors),
      });
      toast.error(texts.validationTitle, {
        id: 'lead-form-invalid',
        description: texts.validationMessage,
      });
      requestAnimationFrame(() => focusFirstInvalid(form));
      return;
    }
    const fill = form.elements.namedItem(fillTimeField);
    if (fill instanceof HTMLInputElement && shownAt.current !== null) {
      fill.value = String(Math.round(performance.now() - shownAt.current));
    }
  }

  /** Once a field shows an error, re-check it as the visitor corrects it. */
  function onEdit(name: string) {
    const field = name as LeadFieldName;
    const form = formRef.current;
    if (!form || !errors[field]) return;
    const result = check(form);
    if (!result) return;
    const next = { ...errors };
    const code = !result.ok && !result.bot ? result.errors[field] : undefined;
    if (code) next[field] = fieldErrorTexts({ [field]: code }, texts.errors)[field];
    else delete next[field];
    setBrowserErrors({ version: state.version, errors: next });
  }

  return { state, formAction, pending, errors, onSubmit, onEdit, onFirstTouch, formRef, statusRef };
}

function focusFirstInvalid(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
