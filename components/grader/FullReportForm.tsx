'use client';

import type { ReactNode } from 'react';
import { ConsentAndSubmit } from '@/components/forms/ConsentAndSubmit';
import { FormStatus } from '@/components/forms/FormStatus';
import { LeadFormHiddenFields } from '@/components/forms/LeadFormHiddenFields';
import { TextField } from '@/components/forms/TextField';
import { useLeadForm } from '@/components/forms/useLeadForm';
import { requestFullReport } from '@/lib/leads/actions';
import { fieldLimits, reportIdField } from '@/lib/leads/fields';
import type { LeadFormTexts } from '@/lib/leads/form-texts';

/**
 * "Send me the full report": who to e-mail the report to. A lead form like the others (same
 * rules, intake and answers); without JavaScript it posts back to the report's own page.
 */
export function FullReportForm({
  label,
  texts,
  consentLabel,
  locale,
  pagePath,
  reportId,
}: {
  label: string;
  texts: LeadFormTexts;
  consentLabel: ReactNode;
  locale: string;
  /** The report's page in the visitor's language. */
  pagePath: string;
  reportId: string;
}) {
  const { state, formAction, pending, errors, onSubmit, onEdit, onFirstTouch, formRef, statusRef } =
    useLeadForm({
      action: requestFullReport,
      permalink: pagePath,
      loadValidator: () => import('@/lib/leads/schema').then((schema) => schema.parseFullReport),
      texts,
    });
  const values = state.values ?? {};
  const field = (name: 'name' | 'email' | 'company') => ({
    name,
    label: texts.labels[name],
    maxLength: fieldLimits[name],
    defaultValue: values[name] ?? '',
    error: errors[name],
    onEdit,
    required: true,
  });

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      onFocus={onFirstTouch}
      onPointerDown={onFirstTouch}
      noValidate
      aria-label={label}
      className="relative grid gap-5"
    >
      <LeadFormHiddenFields locale={locale} pagePath={pagePath} honeypotLabel={texts.honeypot} />
      <input type="hidden" name={reportIdField} value={reportId} />
      {state.status === 'success' ? null : (
        // Re-created for every answer: fields show what came back.
        <fieldset key={state.version} disabled={pending} className="grid gap-5 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <TextField {...field('name')} autoComplete="name" />
          </div>
          <div className="sm:col-span-2">
            <TextField {...field('email')} type="email" inputMode="email" autoComplete="email" />
          </div>
          <div className="sm:col-span-2">
            <TextField {...field('company')} autoComplete="organization" />
          </div>
          <ConsentAndSubmit
            consentLabel={consentLabel}
            consentChecked={values.consent === 'yes'}
            consentError={errors.consent}
            onEdit={onEdit}
            pending={pending}
            texts={texts}
          />
        </fieldset>
      )}
      <FormStatus state={state} alternatives={texts.alternatives} focusRef={statusRef} />
    </form>
  );
}
