import 'server-only';
import { db } from '@/lib/db/client';
import type { PrismaClient } from '@/lib/db/connection';
import type { Lead, LeadStatus, Prisma } from '@/lib/db/generated/client';

export type { Lead, LeadStatus };
export type { LeadSource } from '@/lib/db/generated/client';

/** What a form hands over; id, time and status are the database's. */
export type NewLead = Omit<Prisma.LeadCreateInput, 'id' | 'createdAt' | 'status'>;

/** Every read and write of leads. Takes the client so tests can run it on any database. */
export function leadRepository(prisma: PrismaClient) {
  return {
    /** Resolves once the row is committed; only then may a visitor be told it arrived. */
    create(lead: NewLead): Promise<Lead> {
      return prisma.lead.create({ data: lead });
    },

    findById(id: string): Promise<Lead | null> {
      return prisma.lead.findUnique({ where: { id } });
    },

    /** Newest first; pass the last row's createdAt as `before` for the next page. */
    listRecent({ take = 50, before }: { take?: number; before?: Date } = {}): Promise<Lead[]> {
      return prisma.lead.findMany({
        where: before ? { createdAt: { lt: before } } : undefined,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take,
      });
    },

    setStatus(id: string, status: LeadStatus): Promise<Lead> {
      return prisma.lead.update({ where: { id }, data: { status } });
    },

    count(where: Prisma.LeadWhereInput = {}): Promise<number> {
      return prisma.lead.count({ where });
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
