import type { FollowUpKind } from '@/lib/follow-ups/follow-up-repository';
import { resendDeadFollowUps } from '@/lib/leads/admin-actions';
import { followUpKindLabels } from './follow-up-labels';
import { ResendDeadButton } from './ResendDeadButton';

/**
 * Above the inbox while anything could not be delivered: how many of each kind died (retried for
 * 24 hours, or refused for good), and one Resend for all of them. A dead agency notice is a lead
 * nobody was told about.
 */
export function DeadFollowUpsBanner({
  dead,
}: {
  dead: { total: number; byKind: Partial<Record<FollowUpKind, number>> };
}) {
  if (dead.total === 0) return null;
  const kinds = (Object.keys(followUpKindLabels) as FollowUpKind[])
    .filter((kind) => (dead.byKind[kind] ?? 0) > 0)
    .map((kind) => `${followUpKindLabels[kind]}: ${dead.byKind[kind]}`);
  return (
    <section
      aria-labelledby="dead-follow-ups-title"
      className="flex flex-wrap items-center justify-between gap-4 rounded-card border border-red-200 bg-red-50 p-4"
    >
      <div>
        <h2 id="dead-follow-ups-title" className="font-bold text-red-900">
          {dead.total} {dead.total === 1 ? 'follow-up was' : 'follow-ups were'} not delivered
        </h2>
        <p className="mt-1 text-sm text-red-900">
          {kinds.join(' · ')}. Each was retried for 24 hours or refused for good; its last error is
          shown with its lead.
        </p>
      </div>
      <ResendDeadButton action={resendDeadFollowUps} count={dead.total} />
    </section>
  );
}
