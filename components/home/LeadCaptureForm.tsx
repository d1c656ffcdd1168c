'use client';

import type { ReactNode } from 'react';
import { LeadFormShell } from '@/components/forms/LeadFormShell';
import { TextField } from '@/components/forms/TextField';
import type { LeadFormTexts } from '@/lib/leads/form-texts';
import { submitLeadCapture } from '@/lib/leads/lead-form-actions';

/** The home page's quote form (name, e-mail, phone, company, message). */
export function LeadCaptureForm(props: {
  label: string;
  texts: LeadFormTexts;
  consentLabel: ReactNode;
  locale: string;
  pagePath: string;
}) {
  return (
    <LeadFormShell
      {...props}
      action={submitLeadCapture}
      permalink={props.pagePath}
      loadValidator={() => import('@/lib/leads/schema').then((schema) => schema.parseLeadCapture)}
    >
      {({ text }) => (
        <>
          <TextField {...text('name')} required />
          <TextField {...text('email')} required />
          <TextField {...text('phone')} />
          <TextField {...text('company')} required />
          <div className="sm:col-span-2">
            <TextField {...text('message')} rows={4} />
          </div>
        </>
      )}
    </LeadFormShell>
  );
}
