import type { RefObject } from 'react';
import type { LeadFormState } from '@/lib/leads/form-state';

type Alternatives = { call: string; callHref: string; whatsapp: string; whatsappHref: string };

/**
 * The answer's anchor. Without JavaScript the browser posts to the page's own address with this
 * fragment (useLeadForm), so the page that comes back opens at the answer, not at its top
 * (on a phone the home page's form is some 9,000 px down), and `autofocus` gives the answer
 * focus, so a screen reader reads it out. One lead form per page.
 */
export const formAnswerId = 'form-answer';

/**
 * The answer to the last submission, inside the form: it works without JavaScript (no toasts
 * then) and stays after the toast has gone. Failures offer the phone and WhatsApp instead.
 */
export function FormStatus({
  state,
  alternatives,
  focusRef,
}: {
  state: LeadFormState;
  alternatives: Alternatives;
  focusRef: RefObject<HTMLDivElement | null>;
}) {
  const failed = state.status === 'error' || state.status === 'invalid';
  return (
    <div
      ref={focusRef}
      id={formAnswerId}
      tabIndex={-1}
      // Only in the server's answer to a post: in the browser it mounts before any answer.
      autoFocus={state.version > 0}
      className="scroll-mt-24 outline-none empty:hidden"
    >
      {state.status === 'success' ? (
        <div role="status" className="rounded-xl border border-emerald-300 bg-emerald-50 p-4">
          <p className="text-emerald-900">
            <strong className="block">{state.title}</strong> {state.message}
          </p>
        </div>
      ) : null}
      {failed ? (
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          <div>
            <p>
              <strong className="block">{state.title}</strong> {state.message}
            </p>
            {state.offerAlternatives ? (
              <p className="mt-3 flex flex-wrap gap-x-5 gap-y-2 font-semibold">
                <a href={alternatives.callHref} className="underline">
                  {alternatives.call}
                </a>
                <a
                  href={alternatives.whatsappHref}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="underline"
                >
                  {alternatives.whatsapp}
                </a>
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
