'use server';

import { redirect } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { z } from 'zod';
import { getPathname } from '@/i18n/navigation';
import { routing, type Locale } from '@/i18n/routing';
import { db } from '@/lib/db/client';
import type { PrismaClient } from '@/lib/db/connection';
import { runTimeEnv } from '@/lib/env';
import { appJobEngine } from '@/lib/jobs/job-engine';
import { nudgeFollowUps } from '@/lib/follow-ups/follow-up-nudge';
import { leadRateLimitBucket } from '@/lib/leads/intake';
import { logEvent } from '@/lib/log';
import { rateLimitStore } from '@/lib/rate-limit/store';
import { requestClientIp } from '@/lib/request/client-ip';
import { formFields } from '@/lib/server/form-action';
import { siteConfig } from '@/lib/site-config';
import { blockedRanges } from './blocked-times';
import { changeBooking, type BookingChange } from './change-booking';
import { bookingOfToken, managePath } from './manage-link';
import { isBookableSlot, slotKey, slotMinutes } from './slots';

/**
 * The booked call's page's two actions: cancel, and move to another free time. Each posts a
 * plain form (no JavaScript needed) and ends in a redirect back to the page, whose `done`
 * parameter says what happened: a reload never posts twice. The token is checked here again,
 * whatever page rendered the form, and the same per-IP limit as the lead forms applies.
 */
export type ManageResult =
  'cancelled' | 'moved' | 'taken' | 'gone' | 'past' | 'same' | 'invalid' | 'limited' | 'failed';

const form = z.object({
  token: z.string().max(200),
  locale: z.string().max(5),
  slot: z.string().max(40).optional(),
  tz: z.string().max(64).optional(),
});

function back(
  locale: Locale,
  token: string,
  done: ManageResult,
  extra: Record<string, string> = {},
): never {
  const query = new URLSearchParams({ token, done, ...extra }).toString();
  redirect(`${getPathname({ href: managePath, locale })}?${query}`);
}

const cancel: BookingChange = { kind: 'cancel' };

/** The move a posted slot asks for, or null when the booking page could not offer that time. */
async function moveTarget(
  prisma: PrismaClient,
  posted: string | undefined,
  now: Date,
): Promise<BookingChange | null> {
  const slot = slotKey(posted ?? '');
  if (!slot || !isBookableSlot(slot, { now, hours: siteConfig.openingHours })) return null;
  const startsAt = new Date(slot);
  const ends = new Date(startsAt.getTime() + slotMinutes * 60_000);
  if ((await blockedRanges(prisma, startsAt, ends)).length > 0) return null;
  return { kind: 'move', startsAt };
}

async function change(data: FormData, kind: BookingChange['kind']): Promise<never> {
  const parsed = form.safeParse(formFields(data) ?? {});
  const fields = parsed.success ? parsed.data : null;
  const locale: Locale =
    fields && hasLocale(routing.locales, fields.locale) ? fields.locale : routing.defaultLocale;
  const token = fields?.token ?? '';
  const keep: Record<string, string> = fields?.tz ? { tz: fields.tz } : {};
  const bookingId = bookingOfToken(token);
  if (!fields || !bookingId) return back(locale, token, 'invalid', keep);
  let result: ManageResult;
  try {
    const env = runTimeEnv();
    const prisma = await db();
    const limit = await rateLimitStore(prisma).hit(
      {
        bucket: leadRateLimitBucket,
        max: env.LEAD_RATE_LIMIT_MAX,
        windowMs: env.LEAD_RATE_LIMIT_WINDOW_SECONDS * 1000,
      },
      (await requestClientIp()) ?? 'unknown',
    );
    const now = new Date();
    const target = kind === 'move' ? await moveTarget(prisma, fields.slot, now) : cancel;
    if (!limit.allowed) {
      result = 'limited';
    } else if (!target) {
      // Not a time the page could offer now (off the grid, too soon, blocked): as if taken.
      result = 'taken';
    } else {
      const outcome = await changeBooking(prisma, bookingId, target, {
        engine: await appJobEngine(),
        seats: env.BOOKING_SEATS,
        now,
        notifyTo: env.LEAD_NOTIFY_TO.length > 0 ? env.LEAD_NOTIFY_TO : [siteConfig.email],
      });
      result = outcome.status;
      logEvent('info', 'booking.changed', { bookingId, result });
      if (result === 'moved' || result === 'cancelled') nudgeFollowUps();
    }
  } catch (error) {
    logEvent('error', 'booking.change_failed', {
      bookingId,
      error: error instanceof Error ? error.message : String(error),
    });
    result = 'failed';
  }
  return back(locale, token, result, keep);
}

export async function cancelCall(data: FormData): Promise<void> {
  await change(data, 'cancel');
}

export async function moveCall(data: FormData): Promise<void> {
  await change(data, 'move');
}
