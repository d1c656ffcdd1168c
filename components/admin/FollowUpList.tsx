import type { FollowUp } from '@/lib/follow-ups/follow-up-repository';
import { resendFollowUp } from '@/lib/leads/admin-actions';
import { followUpKindLabels, followUpState } from './follow-up-labels';
import { ResendFollowUpButton } from './ResendFollowUpButton';

const toneClass = {
  ok: 'bg-emerald-100 text-emerald-900',
  waiting: 'bg-slate-100 text-slate-800',
  bad: 'bg-red-100 text-red-900',
  muted: 'bg-amber-100 text-amber-950',
} as const;

/** A lead's follow-ups: what was sent where, what is waiting or failing, and a way to resend. */
export function FollowUpList({
  followUps,
  leadName,
  now,
}: {
  followUps: FollowUp[];
  leadName: string;
  now: Date;
}) {
  if (followUps.length === 0) return <p className="text-slate-600">None</p>;
  return (
    <ul className="grid gap-2" aria-label={`Follow-ups of the lead from ${leadName}`}>
      {followUps.map((followUp) => {
        const state = followUpState(followUp, now);
        const detail =
          followUp.status === 'skipped' || followUp.status === 'filed'
            ? followUp.outcome
            : followUp.lastError;
        return (
          <li key={followUp.id} className="grid gap-1">
            <span className="font-medium">{followUpKindLabels[followUp.kind]}</span>
            {/* A div: the Resend button's form may not sit inside a span (invalid HTML). */}
            <div className="flex flex-wrap items-center gap-1.5">
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${toneClass[state.tone]}`}
              >
                {state.label}
              </span>
              <ResendFollowUpButton
                id={followUp.id}
                label={`${followUpKindLabels[followUp.kind]} for ${leadName}`}
                action={resendFollowUp}
              />
            </div>
            {detail ? <span className="text-xs break-all text-slate-600">{detail}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
