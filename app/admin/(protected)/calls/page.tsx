import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { BlocksTable } from '@/components/admin/BlocksTable';
import { BlockTimeForm } from '@/components/admin/BlockTimeForm';
import { CallsTable } from '@/components/admin/CallsTable';
import { LoadErrorToast } from '@/components/admin/LoadErrorToast';
import { requireAdmin } from '@/lib/auth/guard';
import { callSections, unmarkedDays, type CallSections } from '@/lib/booking/admin-calls';
import {
  blockRepository,
  maxBlockNoteLength,
  type BookingBlock,
} from '@/lib/booking/blocked-times';
import { blockTime } from '@/lib/booking/call-admin-actions';
import { db } from '@/lib/db/client';
import { logEvent } from '@/lib/log';
import { siteConfig } from '@/lib/site-config';

export const metadata: Metadata = { title: 'Calls' };

const errorTitle = 'Error Loading Data';
const errorText = 'Failed to load the calls. Please check your admin privileges.';

/** The consultation calls booked at /book, the started ones to mark, and the blocked times. */
export default async function CallsPage() {
  await requireAdmin('/admin/calls');
  const now = new Date();
  const zone = siteConfig.openingHours.timeZone;

  let data: { calls: CallSections; blocks: BookingBlock[] } | null = null;
  try {
    const prisma = await db();
    const [calls, blocks] = await Promise.all([
      callSections(prisma, { now, zone }),
      blockRepository(prisma).notOverAt(now),
    ]);
    data = { calls, blocks };
  } catch (error) {
    logEvent('error', 'admin.calls_load_failed', { message: String(error) });
  }

  return (
    <>
      <div>
        <h1 className="text-3xl font-bold">Calls</h1>
        <p className="mt-1 text-slate-600">
          Consultation calls booked at /book, times on the office’s clock ({zone}).
        </p>
      </div>
      {!data ? (
        <div role="alert" className="rounded-card border border-red-200 bg-red-50 p-6">
          <h2 className="text-lg font-bold text-red-800">{errorTitle}</h2>
          <p className="mt-1 text-red-800">{errorText}</p>
          <LoadErrorToast title={errorTitle} description={errorText} />
        </div>
      ) : (
        <>
          <Section id="calls-today" title="Today" empty="No more calls today.">
            {callsTable(data.calls.today, 'calls-today', 'Calls later today')}
          </Section>
          <Section id="calls-week" title="This week" empty="No calls in the rest of the week.">
            {callsTable(data.calls.thisWeek, 'calls-week', 'Calls in the next 7 days after today')}
          </Section>
          <Section id="calls-later" title="Later" empty="No calls booked further ahead.">
            {callsTable(data.calls.later, 'calls-later', 'Calls later than this week')}
          </Section>
          <Section
            id="calls-unmarked"
            title="Past, not marked"
            intro={`Calls of the last ${unmarkedDays} days that have started: mark each one done or missed.`}
            empty="Every past call is marked."
          >
            {data.calls.unmarked.length > 0 ? (
              <CallsTable
                id="calls-unmarked-table"
                caption="Past calls not marked yet, newest first"
                calls={data.calls.unmarked}
                outcome
              />
            ) : null}
          </Section>
          <Section
            id="blocks"
            title="Blocked times"
            intro="Holidays and days off: /book offers no call that overlaps one."
            form={
              <BlockTimeForm action={blockTime} zone={zone} noteMaxLength={maxBlockNoteLength} />
            }
            empty="No time is blocked."
          >
            {data.blocks.length > 0 ? <BlocksTable blocks={data.blocks} /> : null}
          </Section>
        </>
      )}
    </>
  );
}

function callsTable(list: CallSections['today'], id: string, caption: string) {
  return list.length > 0 ? <CallsTable id={`${id}-table`} caption={caption} calls={list} /> : null;
}

/** A titled part of the page: its table, or a line saying there is nothing in it. */
function Section({
  id,
  title,
  intro,
  form,
  empty,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  /** What adds to the section (the block form), above its table. */
  form?: ReactNode;
  empty: string;
  /** The table; null when there is nothing to list. */
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {title}
      </h2>
      {intro ? <p className="text-slate-600">{intro}</p> : null}
      {form}
      {children ?? <p className="text-slate-600">{empty}</p>}
    </section>
  );
}
