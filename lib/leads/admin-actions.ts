'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { defaultAdminPath } from '@/lib/auth/session';
import { requireAdmin, type AdminUser } from '@/lib/auth/guard';
import { db } from '@/lib/db/client';
import { runTimeEnv } from '@/lib/env';
import { mailCopyDir } from '@/lib/follow-ups/mail-copies';
import { nudgeFollowUps } from '@/lib/follow-ups/follow-up-nudge';
import { followUpRepository } from '@/lib/follow-ups/follow-up-repository';
import { resendAllDead } from '@/lib/follow-ups/trouble';
import { appJobEngine } from '@/lib/jobs/job-engine';
import { logEvent } from '@/lib/log';
import { formAction } from '@/lib/server/form-action';
import { eraseLead } from './erase';
import { leadStatuses } from './inbox-query';
import { leads } from './lead-repository';

/** What the inbox's forms show after an action: a toast. */
export type AdminActionState = { ok: boolean; message: string } | null;

const uuid = z.uuid();

/**
 * An inbox action (lib/server/form-action.ts), checking the admin session itself before reading
 * anything: an action is a public endpoint that anyone can POST to, whatever page rendered its form.
 */
function inboxAction<Schema extends z.ZodType>(
  schema: Schema,
  notUnderstood: string,
  handle: (input: z.output<Schema>, admin: AdminUser) => Promise<AdminActionState>,
) {
  return async (previous: AdminActionState, form: FormData): Promise<AdminActionState> => {
    const admin = await requireAdmin(defaultAdminPath);
    const action = formAction<Schema, AdminActionState>(
      schema,
      () => ({ ok: false, message: notUnderstood }),
      (input) => handle(input, admin),
    );
    return action(previous, form);
  };
}

export const updateLeadStatus = inboxAction(
  z.object({ id: uuid, status: z.enum(leadStatuses) }),
  'That status change was not understood.',
  async (input, admin) => {
    try {
      await (await leads()).setStatus(input.id, input.status);
    } catch (error) {
      logEvent('error', 'admin.lead_status_failed', { id: input.id, message: String(error) });
      return {
        ok: false,
        message: 'The status could not be saved. The lead may have been deleted.',
      };
    }
    logEvent('info', 'admin.lead_status', { ...input, by: admin.email });
    revalidatePath(defaultAdminPath);
    return { ok: true, message: `Status set to “${input.status}”.` };
  },
);

/**
 * Erases a lead for good (the GDPR right to erasure), with its follow-ups and the copies of its
 * e-mails on disk; the log keeps only its id.
 */
export const deleteLead = inboxAction(
  z.object({ id: uuid }),
  'That lead was not found.',
  async ({ id }, admin) => {
    let removed: boolean;
    let files: number;
    try {
      ({ removed, files } = await eraseLead(await db(), id, mailCopyDir(runTimeEnv())));
    } catch (error) {
      logEvent('error', 'admin.lead_delete_failed', { id, message: String(error) });
      return { ok: false, message: 'The lead could not be deleted. Please try again.' };
    }
    logEvent('info', 'admin.lead_deleted', { id, by: admin.email, removed, files });
    revalidatePath(defaultAdminPath);
    return removed
      ? { ok: true, message: 'The lead was deleted.' }
      : { ok: false, message: 'That lead had already been deleted.' };
  },
);

/**
 * Sends a follow-up again (an e-mail with a new Message-ID, or the webhook): queued at once with
 * a fresh 24-hour retry window. Refused while a worker is delivering it.
 */
export const resendFollowUp = inboxAction(
  z.object({ id: uuid }),
  'That follow-up was not found.',
  async ({ id }, admin) => {
    let queued: boolean;
    try {
      queued = await followUpRepository(await db()).resend(await appJobEngine(), id, new Date());
    } catch (error) {
      logEvent('error', 'admin.follow_up_resend_failed', { id, message: String(error) });
      return { ok: false, message: 'The follow-up could not be queued. Please try again.' };
    }
    logEvent('info', 'admin.follow_up_resend', { id, by: admin.email, queued });
    if (!queued) {
      return { ok: false, message: 'It is being sent right now, or its lead was deleted.' };
    }
    nudgeFollowUps();
    revalidatePath(defaultAdminPath);
    return { ok: true, message: 'Queued to be sent again.' };
  },
);

/**
 * The inbox banner's one Resend for every dead follow-up (e-mails and webhooks): each queued again
 * now, with a fresh 24-hour retry window and a new Message-ID.
 */
export const resendDeadFollowUps = inboxAction(
  z.object({}),
  'That request was not understood.',
  async (_input, admin) => {
    let queued: number;
    try {
      queued = await resendAllDead(await db(), await appJobEngine(), new Date());
    } catch (error) {
      logEvent('error', 'admin.follow_up_resend_dead_failed', { message: String(error) });
      return { ok: false, message: 'The follow-ups could not be queued. Please try again.' };
    }
    logEvent('info', 'admin.follow_up_resend_dead', { by: admin.email, queued });
    nudgeFollowUps();
    revalidatePath(defaultAdminPath);
    return queued > 0
      ? {
          ok: true,
          message: `${queued} ${queued === 1 ? 'follow-up' : 'follow-ups'} queued again.`,
        }
      : { ok: false, message: 'Nothing is dead any more.' };
  },
);
