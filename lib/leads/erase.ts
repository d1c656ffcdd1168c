import 'server-only';
import type { PrismaClient } from '@/lib/db/connection';
import { eraseMailCopies } from '@/lib/follow-ups/mail-copies';
import { leadRepository } from './lead-repository';

/**
 * Erases a lead for good (the GDPR right to erasure): the row, its follow-ups (ON DELETE
 * CASCADE) and the copies of its e-mails written to `mailDir`. False if it was already gone.
 */
export async function eraseLead(prisma: PrismaClient, id: string, mailDir: string) {
  const followUps = await prisma.followUp.findMany({ where: { leadId: id }, select: { id: true } });
  const removed = await leadRepository(prisma).remove(id);
  const files = await eraseMailCopies(
    mailDir,
    followUps.map((followUp) => followUp.id),
  );
  return { removed, files };
}
