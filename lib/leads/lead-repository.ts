import 'server-only';
import { db } from '@/lib/db/client';
import type { PrismaClient } from '@/lib/db/connection';
import type { FollowUp, Lead, LeadStatus, Prisma } from '@/lib/db/generated/client';
import type { PlannedFollowUp } from '@/lib/follow-ups/plan';
import { enqueueFollowUps } from '@/lib/follow-ups/follow-up-repository';
import type { JobEngine } from '@/lib/jobs/job-engine';
import { newLeadReference } from './reference';

export type { Lead, LeadStatus };
export type { LeadSource } from '@/lib/db/generated/client';

/** What a form hands over; id, time and status are the database's, the reference is drawn here. */
export type NewLead = Omit<Prisma.LeadCreateInput, 'id' | 'createdAt' | 'status' | 'reference'>;

/** Every read and write of leads. Takes the client so tests can run it on any database. */
export function leadRepository(prisma: PrismaClient) {
  return {
    /**
     * THE way a lead is stored (the intake calls it): the lead and its follow-ups in one
     * transaction, either both committed or neither, so a stored lead always reaches the agency
     * whatever happens to this process next. Resolves once committed; only then may a visitor be
     * told it arrived. There is no way to store a lead without its follow-ups.
     */
    createWithFollowUps<Extra = undefined>(
      /** Where the follow-ups' jobs go, sent in the same transaction. */
      engine: JobEngine,
      lead: NewLead,
      followUps: (stored: Lead, extra: Extra) => readonly PlannedFollowUp[],
      now = new Date(),
      /** What else the lead brings, stored in the same transaction (a booked call); throwing rolls all back. */
      within?: (tx: Prisma.TransactionClient, stored: Lead) => Promise<Extra>,
    ): Promise<{ lead: Lead; followUps: FollowUp[]; extra: Extra }> {
      return prisma.$transaction(
        async (tx) => {
          const stored = await tx.lead.create({
            data: { ...lead, reference: newLeadReference(), createdAt: now },
          });
          const extra = (within ? await within(tx, stored) : undefined) as Extra;
          return {
            lead: stored,
            followUps: await enqueueFollowUps(tx, engine, stored.id, followUps(stored, extra), now),
            extra,
          };
        },
        // A burst queues for a connection instead of failing after Prisma's 2 s default.
        { maxWait: 30_000, timeout: 30_000 },
      );
    },

    findById(id: string): Promise<Lead | null> {
      return prisma.lead.findUnique({ where: { id } });
    },

    /** One page of the admin inbox, newest first, with the number of leads matching. */
    async findPage(
      where: Prisma.LeadWhereInput,
      { skip, take }: { skip: number; take: number },
    ): Promise<{ leads: Lead[]; total: number }> {
      const [leads, total] = await Promise.all([
        prisma.lead.findMany({
          where,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          skip,
          take,
        }),
        prisma.lead.count({ where }),
      ]);
      return { leads, total };
    },

    /**
     * The next `take` leads matching `where`, newest first, after the lead `after` (the last of
     * the previous batch). Keyset, not offset: a lead arriving or erased during a long export
     * neither repeats a row nor skips one.
     */
    findBatch(
      where: Prisma.LeadWhereInput,
      { after, take }: { after?: Pick<Lead, 'createdAt' | 'id'>; take: number },
    ): Promise<Lead[]> {
      const older: Prisma.LeadWhereInput | undefined = after && {
        OR: [
          { createdAt: { lt: after.createdAt } },
          { createdAt: after.createdAt, id: { lt: after.id } },
        ],
      };
      return prisma.lead.findMany({
        where: older ? { AND: [where, older] } : where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take,
      });
    },

    /** Erases a lead (the GDPR right to erasure). False if it was already gone. */
    async remove(id: string): Promise<boolean> {
      const { count } = await prisma.lead.deleteMany({ where: { id } });
      return count > 0;
    },

    setStatus(id: string, status: LeadStatus): Promise<Lead> {
      return prisma.lead.update({ where: { id }, data: { status } });
    },

    /** Retention: deletes leads sent before `before`, except those that became clients. */
    async deleteExpired(before: Date): Promise<number> {
      const { count } = await prisma.lead.deleteMany({
        where: { createdAt: { lt: before }, status: { not: 'won' } },
      });
      return count;
    },
  };
}

export type LeadRepository = ReturnType<typeof leadRepository>;

/** The repository on the app's database (opened and migrated on first use). */
export async function leads(): Promise<LeadRepository> {
  return leadRepository(await db());
}
