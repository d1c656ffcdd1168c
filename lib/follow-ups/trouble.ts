import 'server-only';
import type { PrismaClient } from '@/lib/db/connection';
import type { FollowUp, FollowUpKind } from '@/lib/db/generated/client';
import type { JobEngine } from '@/lib/jobs/job-engine';
import { queueAgain } from './follow-up-repository';

/** Dead follow-ups count as recent for this long in the health report. */
export const recentDeadMs = 7 * 24 * 60 * 60_000;

/** What is waiting, failing or dead in the outbox: the health report and the inbox read it. */
export type OutboxTrouble = {
  pending: number;
  oldestQueuedAt: Date | null;
  /** Waiting for another try after a failed one (all kinds). */
  failing: number;
  /** Given up on in the last week (all kinds). */
  recentlyDead: number;
  /** The agency's notices of leads: failing now, and dead until an admin sends them again. */
  agencyNotices: { failing: number; dead: number };
};

type Row = {
  pending: number;
  oldest: Date | null;
  failing: number;
  recently_dead: number;
  agency_failing: number;
  agency_dead: number;
};

/** The outbox's trouble in one query (the status index covers it). */
export async function outboxTrouble(
  prisma: PrismaClient,
  now = new Date(),
): Promise<OutboxTrouble> {
  const since = new Date(now.getTime() - recentDeadMs);
  // A reminder due next week is not a backlog: a job counts once it is due (queued_at).
  const [row] = await prisma.$queryRaw<Row[]>`
    SELECT
      count(*) FILTER (WHERE status = 'pending' AND queued_at <= ${now})::int AS pending,
      min(queued_at) FILTER (WHERE status = 'pending' AND queued_at <= ${now}) AS oldest,
      count(*) FILTER (WHERE status = 'pending' AND last_error IS NOT NULL)::int AS failing,
      count(*) FILTER (WHERE status = 'dead' AND done_at > ${since})::int AS recently_dead,
      count(*) FILTER (WHERE kind = 'agency_email' AND status = 'pending'
        AND last_error IS NOT NULL)::int AS agency_failing,
      count(*) FILTER (WHERE kind = 'agency_email' AND status = 'dead')::int AS agency_dead
    FROM follow_ups
    WHERE status IN ('pending', 'dead')`;
  return {
    pending: row?.pending ?? 0,
    oldestQueuedAt: row?.oldest ?? null,
    failing: row?.failing ?? 0,
    recentlyDead: row?.recently_dead ?? 0,
    agencyNotices: { failing: row?.agency_failing ?? 0, dead: row?.agency_dead ?? 0 },
  };
}

/** Every dead follow-up, by kind: what the inbox's banner offers to send again. */
export async function deadFollowUps(
  prisma: PrismaClient,
): Promise<{ total: number; byKind: Partial<Record<FollowUpKind, number>> }> {
  const groups = await prisma.followUp.groupBy({
    by: ['kind'],
    where: { status: 'dead' },
    _count: { _all: true },
  });
  const byKind = Object.fromEntries(groups.map((group) => [group.kind, group._count._all]));
  return { total: groups.reduce((sum, group) => sum + group._count._all, 0), byKind };
}

/**
 * An admin's one Resend for everything dead: each queued again now, with a new deadline and a
 * new Message-ID (as a resend of one). Returns how many.
 */
export function resendAllDead(prisma: PrismaClient, engine: JobEngine, now: Date): Promise<number> {
  return prisma.$transaction(
    async (tx) => {
      const dead = await tx.$queryRaw<Pick<FollowUp, 'id' | 'kind'>[]>`
        SELECT id, kind::text AS kind FROM follow_ups WHERE status = 'dead' FOR UPDATE`;
      return queueAgain(engine, tx, dead, now);
    },
    { maxWait: 30_000, timeout: 60_000 },
  );
}
