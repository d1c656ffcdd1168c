'use client';

import type { ReactNode } from 'react';
import { ConsentAndSubmit } from '@/components/forms/ConsentAndSubmit';
import { FormStatus } from '@/components/forms/FormStatus';
import { LeadFormHiddenFields } from '@/components/forms/LeadFormHiddenFields';
import { SelectField } from '@/components/forms/SelectField';
import { TextField } from '@/components/forms/TextField';
import { useLeadForm } from '@/components/forms/useLeadForm';
import { submitContact } from '@/lib/leads/actions';
import { fieldLimits, type utmFields } from '@/lib/leads/fields';
import type { LeadFormTexts } from '@/lib/leads/form-texts';

type Option = { value: string; label: string };

/** The contact page's quote form: the lead form's fields plus package, stock size and budget. */
export function ContactForm({
  label,
  texts,
  choices,
  consentLabel,
  locale,
  pagePath,
  utm,
  initialMessage,
  permalink,
}: {
  label: string;
  texts: LeadFormTexts;
  choices: { package: Option[]; cars: Option[]; budget: Option[] };
  consentLabel: ReactNode;
  locale: string;
  pagePath: string;
  /** Where the form posts without JavaScript: this page's URL, query included. */
  permalink: string;
  utm: Partial<Record<(typeof utmFields)[number], string>>;
  /** From /contact?message=… (e.g. a "Buy Now" button elsewhere). */
  initialMessage: string;
}) {
  const { state, formAction, pending, errors, onSubmit, onEdit, onFirstTouch, formRef, statusRef } =
    useLeadForm({
      action: submitContact,
      permalink,
      loadValidator: () => import('@/lib/leads/schema').then((schema) => schema.parseContact),
      texts,
    });
  const values = state.values ?? (state.version === 0 ? { message: initialMessage } : {});
  const text = (name: 'name' | 'email' | 'phone' | 'company' | 'message') => ({
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
  const select = (name: 'package' | 'cars' | 'budget') => ({
    name,
    label: texts.labels[name],
    optionalLabel: texts.optional,
    placeholder: texts.choose,
    options: choices[name],
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
      <LeadFormHiddenFields
        locale={locale}
        pagePath={pagePath}
        utm={utm}
        honeypotLabel={texts.honeypot}
      />
      <fieldset key={state.version} disabled={pending} className="grid gap-5 sm:grid-cols-2">
        <TextField {...text('name')} required autoComplete="name" />
        <TextField
          {...text('email')}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <TextField {...text('company')} required autoComplete="organization" />
        <TextField {...text('phone')} type="tel" inputMode="tel" autoComplete="tel" />
        <SelectField {...select('package')} />
        <SelectField {...select('cars')} />
        <div className="sm:col-span-2">
          <SelectField {...select('budget')} />
        </div>
        <div className="sm:col-span-2">
          <TextField {...text('message')} rows={5} />
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
