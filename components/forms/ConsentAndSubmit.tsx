'use client';

import type { ReactNode } from 'react';
import { ConsentField } from './ConsentField';

/** The end of every lead form's field grid: the GDPR consent, then the full-width send button. */
export function ConsentAndSubmit({
  consentLabel,
  consentChecked,
  consentError,
  onEdit,
  pending,
  texts,
}: {
  consentLabel: ReactNode;
  consentChecked: boolean;
  consentError?: string;
  onEdit: (name: string) => void;
  pending: boolean;
  texts: { submit: string; submitting: string };
}) {
  return (
    <>
      <div className="sm:col-span-2">
        <ConsentField
          label={consentLabel}
          defaultChecked={consentChecked}
          error={consentError}
          onEdit={onEdit}
        />
      </div>
      <button type="submit" className="btn btn-cta w-full text-lg sm:col-span-2">
        {pending ? texts.submitting : texts.submit}
      </button>
    </>
  );
}
