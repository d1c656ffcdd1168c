'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { requireAdmin, type AdminUser } from '@/lib/auth/guard';
import { db } from '@/lib/db/client';
import type { AdminActionState } from '@/lib/leads/admin-actions';
import { logEvent } from '@/lib/log';
import { formAction } from '@/lib/server/form-action';
import { siteConfig } from '@/lib/site-config';
import { callOutcomes, markCall, type MarkedCall } from './admin-calls';
import { blockFormSchema, blockFromForm, blockRepository } from './blocked-times';

const callsPath = '/admin/calls';

/**
 * An action of the calls page (lib/server/form-action.ts), checking the admin session itself
 * before reading anything, as the inbox's do (lib/leads/admin-actions.ts). A refused form is
 * answered with its schema's first message: each of them is written for the admin.
 */
function callsAction<Schema extends z.ZodType>(
  schema: Schema,
  notUnderstood: string,
  handle: (input: z.output<Schema>, admin: AdminUser) => Promise<AdminActionState>,
) {
  return async (previous: AdminActionState, form: FormData): Promise<AdminActionState> => {
    const admin = await requireAdmin(callsPath);
    const action = formAction<Schema, AdminActionState>(
      schema,
      ({ issues }) => ({ ok: false, message: issues[0]?.message ?? notUnderstood }),
      (input) => handle(input, admin),
    );
    return action(previous, form);
  };
}

const callNotFound = 'That call was not found. Its lead may have been deleted.';

/** Done or Missed, for a call that has started. */
export const markCallOutcome = callsAction(
  z.object({
    id: z.uuid({ error: callNotFound }),
    outcome: z.enum(callOutcomes, { error: 'Choose Done or Missed.' }),
  }),
  callNotFound,
  async ({ id, outcome }, admin) => {
    let marked: MarkedCall;
    try {
      marked = await markCall(await db(), id, outcome, new Date());
    } catch (error) {
      logEvent('error', 'admin.call_mark_failed', { id, message: String(error) });
      return { ok: false, message: 'The call could not be marked. Please try again.' };
    }
    logEvent('info', 'admin.call_marked', { id, outcome, by: admin.email, result: marked.status });
    revalidatePath(callsPath);
    switch (marked.status) {
      case 'marked':
        return {
          ok: true,
          message: `The call with ${marked.call.lead.name} is marked ${outcome}.`,
        };
      case 'not_started':
        return {
          ok: false,
          message: 'That call has not started yet: mark it done or missed once it has.',
        };
      case 'not_booked':
        return {
          ok: false,
          message:
            marked.call.status === 'cancelled'
              ? 'That call was cancelled by the visitor.'
              : `That call is already marked ${marked.call.status}.`,
        };
      case 'not_found':
        return { ok: false, message: callNotFound };
    }
  },
);

/** Takes a time out of /book, read on the office's wall clock. */
export const blockTime = callsAction(
  blockFormSchema,
  'That blocked time was not understood.',
  async (input, admin) => {
    const parsed = blockFromForm(input, {
      zone: siteConfig.openingHours.timeZone,
      now: new Date(),
    });
    if (!parsed.ok) return parsed;
    try {
      const block = await blockRepository(await db()).create({
        ...parsed.block,
        createdBy: admin.email,
      });
      logEvent('info', 'admin.time_blocked', { id: block.id, by: admin.email });
    } catch (error) {
      logEvent('error', 'admin.time_block_failed', { message: String(error) });
      return { ok: false, message: 'The time could not be blocked. Please try again.' };
    }
    revalidatePath(callsPath);
    return { ok: true, message: 'The time is blocked: /book no longer offers it.' };
  },
);

const blockNotFound = 'That block was not found.';

/** Gives a blocked time back to /book. */
export const removeBlock = callsAction(
  z.object({ id: z.uuid({ error: blockNotFound }) }),
  blockNotFound,
  async ({ id }, admin) => {
    let removed: boolean;
    try {
      removed = await blockRepository(await db()).remove(id);
    } catch (error) {
      logEvent('error', 'admin.block_remove_failed', { id, message: String(error) });
      return { ok: false, message: 'The block could not be removed. Please try again.' };
    }
    logEvent('info', 'admin.block_removed', { id, by: admin.email, removed });
    revalidatePath(callsPath);
    return removed
      ? { ok: true, message: 'The block was removed: /book offers its free times again.' }
      : { ok: false, message: 'That block had already been removed.' };
  },
);
