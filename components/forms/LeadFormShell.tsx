'use client';

import type { ReactNode } from 'react';
import { fieldLimits, type utmFields } from '@/lib/leads/fields';
import type { LeadFormState } from '@/lib/leads/form-state';
import type { LeadFormTexts } from '@/lib/leads/form-texts';
import type { LeadFieldName, LeadParseResult } from '@/lib/leads/schema';
import { ConsentAndSubmit } from './ConsentAndSubmit';
import { FormStatus } from './FormStatus';
import { LeadFormHiddenFields } from './LeadFormHiddenFields';
import { useLeadForm } from './useLeadForm';

type TextName = 'name' | 'email' | 'phone' | 'company' | 'message';
type ChoiceName = 'package' | 'cars' | 'budget';
type Option = { value: string; label: string };

/** What browsers and phones should know of each text field: its keyboard and autofill. */
const textInputs = {
  name: { autoComplete: 'name' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  company: { autoComplete: 'organization' },
  message: {},
} as const satisfies Record<
  TextName,
  { type?: string; inputMode?: 'email' | 'tel'; autoComplete?: string }
>;

/** What a lead form's fields are built from: the props of each field, filled by the shell. */
export type LeadFieldKit = {
  /** A TextField's props: label, limits, what came back from the server, its error. */
  text: (name: TextName) => {
    name: TextName;
    type?: 'email' | 'tel';
    inputMode?: 'email' | 'tel';
    autoComplete?: string;
    label: string;
    placeholder: string;
    optionalLabel: string;
    maxLength: number;
    counterTemplate: string;
    defaultValue: string;
    error?: string;
    onEdit: (name: string) => void;
  };
  /** A SelectField's props, its options given by the form. */
  select: (
    name: ChoiceName,
    options: Option[],
  ) => {
    name: ChoiceName;
    label: string;
    optionalLabel: string;
    placeholder: string;
    options: Option[];
    defaultValue: string;
    error?: string;
    onEdit: (name: string) => void;
  };
  /** A choice the form draws itself (the booking's slot and channel): what came back, its error. */
  choice: (name: 'slot' | 'channel') => {
    name: 'slot' | 'channel';
    defaultValue: string;
    error?: string;
    onEdit: (name: string) => void;
  };
};

/**
 * The one shell of every lead form: the server action (lib/server/form-action.ts) through
 * useLeadForm, the hidden fields, the fields the form draws (re-created for every answer, so
 * they show what came back: all of it, unless the lead was stored), consent and submit, and the
 * answer. Each form only says which fields it asks for and how they are laid out.
 */
export function LeadFormShell({
  action,
  loadValidator,
  permalink,
  label,
  texts,
  consentLabel,
  locale,
  pagePath,
  utm,
  hidden,
  initialValues = {},
  hideFieldsWhenDone = false,
  children,
}: {
  action: (previous: LeadFormState, formData: FormData) => Promise<LeadFormState>;
  loadValidator: () => Promise<(raw: Record<string, unknown>) => LeadParseResult<unknown>>;
  /** Where the form posts without JavaScript (see useLeadForm). */
  permalink: string;
  label: string;
  texts: LeadFormTexts;
  consentLabel: ReactNode;
  locale: string;
  pagePath: string;
  utm?: Partial<Record<(typeof utmFields)[number], string>>;
  /** More hidden fields of this form (e.g. the report's id). */
  hidden?: Record<string, string>;
  /** What the fields hold before the first answer (e.g. a message from the link). */
  initialValues?: Partial<Record<LeadFieldName, string>>;
  /** Once stored, show only the answer (nothing more to send from here). */
  hideFieldsWhenDone?: boolean;
  children: (kit: LeadFieldKit) => ReactNode;
}) {
  const { state, formAction, pending, errors, onSubmit, onEdit, onFirstTouch, formRef, statusRef } =
    useLeadForm({ action, permalink, loadValidator, texts });
  const values = state.values ?? (state.version === 0 ? initialValues : {});
  const kit: LeadFieldKit = {
    text: (name) => ({
      ...textInputs[name],
      name,
      label: texts.labels[name],
      placeholder: texts.placeholders[name],
      optionalLabel: texts.optional,
      maxLength: fieldLimits[name],
      counterTemplate: texts.charactersLeft,
      defaultValue: values[name] ?? '',
      error: errors[name],
      onEdit,
    }),
    select: (name, options) => ({
      name,
      label: texts.labels[name],
      optionalLabel: texts.optional,
      placeholder: texts.choose,
      options,
      defaultValue: values[name] ?? '',
      error: errors[name],
      onEdit,
    }),
    choice: (name) => ({ name, defaultValue: values[name] ?? '', error: errors[name], onEdit }),
  };

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
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {hideFieldsWhenDone && state.status === 'success' ? null : (
        <fieldset key={state.version} disabled={pending} className="grid gap-5 sm:grid-cols-2">
          {children(kit)}
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
      <div className="mt-5">
        <FormStatus state={state} alternatives={texts.alternatives} focusRef={statusRef} />
      </div>
    </form>
  );
}
