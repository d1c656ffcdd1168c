'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState } from 'react';
import { afterDeleteFocusId } from './inbox-labels';
import { useToastedAction, type AdminAction } from './use-toasted-action';

/** Deleting a lead (the GDPR right to erasure) asks first, in a modal dialog. */
export function DeleteLeadDialog({
  id,
  leadName,
  company,
  action,
}: {
  id: string;
  leadName: string;
  company: string;
  action: AdminAction;
}) {
  const [open, setOpen] = useState(false);
  // The row and its Delete button are gone after a deletion: focus then goes to the page's
  // heading, not to the document body where keyboard and screen-reader users would be lost.
  const deleted = useRef(false);
  const [formAction, pending] = useToastedAction(action, (answer) => {
    if (!answer?.ok) return;
    deleted.current = true;
    setOpen(false);
  });

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="rounded-md border border-red-200 px-2 py-1.5 text-sm font-semibold text-red-700 hover:border-red-600 hover:bg-red-50">
        Delete<span className="sr-only"> the lead from {leadName}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-navy-950/60" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            if (!deleted.current) return;
            event.preventDefault();
            document.getElementById(afterDeleteFocusId)?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold">Delete this lead?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            The submission from <strong>{leadName}</strong> ({company}) will be erased for good, as
            the GDPR right to erasure requires. This cannot be undone.
          </Dialog.Description>
          <form action={formAction} className="mt-6 flex justify-end gap-3">
            <input type="hidden" name="id" value={id} />
            <Dialog.Close className="btn btn-outline min-h-10 py-2 text-sm">Cancel</Dialog.Close>
            <button
              type="submit"
              disabled={pending}
              className="btn min-h-10 bg-red-700 py-2 text-sm text-white hover:bg-red-800 disabled:opacity-60"
            >
              {pending ? 'Deleting…' : 'Delete permanently'}
            </button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
