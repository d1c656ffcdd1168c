'use client';

import { useToastedAction, type AdminAction } from './use-toasted-action';

/** Sends every dead follow-up again; the answer comes as a toast. */
export function ResendDeadButton({ action, count }: { action: AdminAction; count: number }) {
  const [formAction, pending] = useToastedAction(action);
  return (
    <form action={formAction}>
      <button type="submit" disabled={pending} className="btn btn-outline text-sm">
        {pending ? 'Queuing…' : `Resend all ${count}`}
      </button>
    </form>
  );
}
