'use client';

import type { ReactNode } from 'react';
import { LeadFormShell } from '@/components/forms/LeadFormShell';
import { TextField } from '@/components/forms/TextField';
import { reportIdField } from '@/lib/leads/fields';
import type { LeadFormTexts } from '@/lib/leads/form-texts';
import { requestFullReport } from '@/lib/leads/lead-form-actions';

/**
 * "Send me the full report": who to e-mail the report to. A lead form like the others (same
 * shell, rules, intake and answers); without JavaScript it posts back to the report's own page.
 */
export function FullReportForm({
  reportId,
  ...props
}: {
  label: string;
  texts: LeadFormTexts;
  consentLabel: ReactNode;
  locale: string;
  /** The report's page in the visitor's language. */
  pagePath: string;
  reportId: string;
}) {
  return (
    <LeadFormShell
      {...props}
      action={requestFullReport}
      permalink={props.pagePath}
      loadValidator={() => import('@/lib/leads/schema').then((schema) => schema.parseFullReport)}
      hidden={{ [reportIdField]: reportId }}
      hideFieldsWhenDone
    >
      {({ text }) => (
        <>
          <div className="sm:col-span-2">
            <TextField {...text('name')} required />
          </div>
          <div className="sm:col-span-2">
            <TextField {...text('email')} required />
          </div>
          <div className="sm:col-span-2">
            <TextField {...text('company')} required />
          </div>
        </>
      )}
    </LeadFormShell>
  );
}
