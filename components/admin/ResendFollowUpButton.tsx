'use client';

import { useActionState } from 'react';
import { toast } from 'sonner';
import type { AdminActionState } from '@/lib/leads/admin-actions';

type Action = (state: AdminActionState, form: FormData) => Promise<AdminActionState>;

/** Sends one follow-up again; the answer comes as a toast. */
export function ResendFollowUpButton({
  id,
  label,
  action,
}: {
  id: string;
  /** What is resent, for screen readers ("E-mail to the agency for Andreas"). */
  label: string;
  action: Action;
}) {
  const [, formAction, pending] = useActionState(
    async (previous: AdminActionState, form: FormData) => {
      const result = await action(previous, form);
      if (result) (result.ok ? toast.success : toast.error)(result.message);
      return result;
    },
    null,
  );
  return (
    <form action={formAction}>
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        disabled={pending}
        className="rounded-md border border-slate-300 px-2 py-0.5 text-xs font-semibold text-brand-700 hover:border-brand-600 disabled:opacity-60"
      >
        {pending ? 'Queuing…' : 'Resend'}
        <span className="sr-only"> {label}</span>
      </button>
    </form>
  );
}
