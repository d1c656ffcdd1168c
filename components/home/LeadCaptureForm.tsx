'use client';

import type { ReactNode } from 'react';
import { ConsentAndSubmit } from '@/components/forms/ConsentAndSubmit';
import { FormStatus } from '@/components/forms/FormStatus';
import { LeadFormHiddenFields } from '@/components/forms/LeadFormHiddenFields';
import { TextField } from '@/components/forms/TextField';
import { useLeadForm } from '@/components/forms/useLeadForm';
import { submitLeadCapture } from '@/lib/leads/actions';
import { fieldLimits } from '@/lib/leads/fields';
import type { LeadFormTexts } from '@/lib/leads/form-texts';

/** The home page's quote form (name, e-mail, phone, company, message). */
export function LeadCaptureForm({
  label,
  texts,
  consentLabel,
  locale,
  pagePath,
}: {
  label: string;
  texts: LeadFormTexts;
  consentLabel: ReactNode;
  locale: string;
  pagePath: string;
}) {
  const { state, formAction, pending, errors, onSubmit, onEdit, onFirstTouch, formRef, statusRef } =
    useLeadForm({
      action: submitLeadCapture,
      permalink: pagePath,
      loadValidator: () => import('@/lib/leads/schema').then((schema) => schema.parseLeadCapture),
      texts,
    });
  const values = state.values ?? {};
  const field = (name: 'name' | 'email' | 'phone' | 'company' | 'message') => ({
    name,
    label: texts.labels[name],
    placeholder: texts.placeholders[name],
    optionalLabel: texts.optional,
    maxLength: fieldLimits[name],
    counterTemplate: texts.charactersLeft,
    defaultValue: values[name] ?? '',
    error: errors[name],
    onEdit: onEdit,
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
      className="relative"
    >
      <LeadFormHiddenFields locale={locale} pagePath={pagePath} honeypotLabel={texts.honeypot} />
      {/* Re-created for every answer: fields show what came back (all of it, unless stored). */}
      <fieldset key={state.version} disabled={pending} className="grid gap-5 sm:grid-cols-2">
        <TextField {...field('name')} required autoComplete="name" />
        <TextField
          {...field('email')}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <TextField {...field('phone')} type="tel" inputMode="tel" autoComplete="tel" />
        <TextField {...field('company')} required autoComplete="organization" />
        <div className="sm:col-span-2">
          <TextField {...field('message')} rows={4} />
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
      <div className="mt-5">
        <FormStatus state={state} alternatives={texts.alternatives} focusRef={statusRef} />
      </div>
    </form>
  );
}
