'use client';

import { useActionState } from 'react';
import { toast } from '@/components/ui/toast';
import type { AdminActionState } from '@/lib/leads/admin-actions';

/** An inbox server action, as the page passes it to its client forms. */
export type AdminAction = (state: AdminActionState, form: FormData) => Promise<AdminActionState>;

/**
 * useActionState for the inbox's forms: the action's answer is shown as a toast, then handed
 * to `onAnswer` (a dialog closes after a success). Returns the form action and whether it runs.
 */
export function useToastedAction(
  action: AdminAction,
  onAnswer?: (answer: AdminActionState) => void,
) {
  const [, formAction, pending] = useActionState(
    async (previous: AdminActionState, form: FormData) => {
      const answer = await action(previous, form);
      if (answer) (answer.ok ? toast.success : toast.error)(answer.message);
      onAnswer?.(answer);
      return answer;
    },
    null,
  );
  return [formAction, pending] as const;
}
