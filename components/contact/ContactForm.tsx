'use client';

import type { ReactNode } from 'react';
import { LeadFormShell } from '@/components/forms/LeadFormShell';
import { SelectField } from '@/components/forms/SelectField';
import { TextField } from '@/components/forms/TextField';
import type { utmFields } from '@/lib/leads/fields';
import type { LeadFormTexts } from '@/lib/leads/form-texts';
import { submitContact } from '@/lib/leads/lead-form-actions';

type Option = { value: string; label: string };

/** The contact page's quote form: the lead form's fields plus package, stock size and budget. */
export function ContactForm({
  choices,
  initialMessage,
  ...props
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
  return (
    <LeadFormShell
      {...props}
      action={submitContact}
      loadValidator={() => import('@/lib/leads/schema').then((schema) => schema.parseContact)}
      initialValues={{ message: initialMessage }}
    >
      {({ text, select }) => (
        <>
          <TextField {...text('name')} required />
          <TextField {...text('email')} required />
          <TextField {...text('company')} required />
          <TextField {...text('phone')} />
          <SelectField {...select('package', choices.package)} />
          <SelectField {...select('cars', choices.cars)} />
          <div className="sm:col-span-2">
            <SelectField {...select('budget', choices.budget)} />
          </div>
          <div className="sm:col-span-2">
            <TextField {...text('message')} rows={5} />
          </div>
        </>
      )}
    </LeadFormShell>
  );
}
