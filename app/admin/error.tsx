'use client';

import { useEffect } from 'react';
import { toast } from '@/components/ui/toast';
import { inboxErrorText, inboxErrorTitle } from '@/components/admin/inbox-labels';

// Any failure while rendering an admin page (the database unreachable during the admin check,
// for instance). Next.js hides server error details in production.
export default function AdminError({ reset }: { error: Error; reset: () => void }) {
  useEffect(() => {
    toast.error(inboxErrorTitle, { description: inboxErrorText });
  }, []);
  return (
    <main id="main" className="grid min-h-dvh place-items-center p-6 text-center">
      <div role="alert" className="max-w-md">
        <h1 className="text-2xl font-bold">{inboxErrorTitle}</h1>
        <p className="mt-2 text-slate-700">{inboxErrorText}</p>
        <button type="button" onClick={reset} className="btn btn-primary mt-6">
          Try again
        </button>
      </div>
    </main>
  );
}
