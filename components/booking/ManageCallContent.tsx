import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { RadioGroupField } from '@/components/forms/RadioGroupField';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { formatSlotDay } from '@/lib/booking/format-slot';
import { cancelCall, moveCall, type ManageResult } from '@/lib/booking/manage-actions';
import { bookingOfToken, managePath } from '@/lib/booking/manage-link';
import { callTime, openDays } from '@/lib/booking/offer';
import { db } from '@/lib/db/client';
import { runTimeEnv } from '@/lib/env';
import { siteConfig } from '@/lib/site-config';
import { DayPicker } from './DayPicker';
import { dayLinks, slotOptions, type ChoiceTexts } from './slot-choices';

export type ManageQuery = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const results: readonly ManageResult[] = [
  'cancelled',
  'moved',
  'taken',
  'same',
  'limited',
  'failed',
];

/**
 * A booked call's own page, opened from the signed link in its e-mails: when it is, and forms
 * to move it to another free time or cancel it (plain posts, no JavaScript needed). A link that
 * was tampered with, a cancelled call and a past one each get a page that says so.
 */
export async function ManageCallContent({ locale, query }: { locale: Locale; query: ManageQuery }) {
  const t = await getTranslations({ locale, namespace: 'BookingManage' });
  const token = first(query.token) ?? '';
  const bookingId = bookingOfToken(token);
  const prisma = await db();
  const booking = bookingId ? await prisma.booking.findUnique({ where: { id: bookingId } }) : null;
  const done = first(query.done) as ManageResult | undefined;
  const bookHref = getPathname({ href: '/book', locale });
  const now = new Date();

  const frame = (title: string, body: ReactNode) => (
    <div className="container-page grid max-w-3xl gap-8 py-14 sm:py-20">
      <SectionHeading level={1} eyebrow={t('eyebrow')} title={title} align="left" />
      {done && results.includes(done) ? (
        <p
          role="status"
          className={`rounded-xl border p-4 ${
            done === 'moved' || done === 'cancelled'
              ? 'border-emerald-300 bg-emerald-50 text-emerald-900'
              : 'border-red-300 bg-red-50 text-red-900'
          }`}
        >
          {t(`done.${done as 'moved'}`)}
        </p>
      ) : null}
      {body}
    </div>
  );
  const bookAgain = (
    <p>
      <a href={bookHref} className="btn btn-primary">
        {t('bookAgain')}
      </a>
    </p>
  );

  if (!booking) {
    return frame(
      t('invalidTitle'),
      <p className="text-lg text-slate-700">{t('invalidText', { phone: siteConfig.phone })}</p>,
    );
  }
  if (booking.status === 'cancelled') {
    return frame(t('cancelledTitle'), bookAgain);
  }
  if (booking.status !== 'booked' || booking.startsAt <= now) {
    return frame(t('pastTitle'), bookAgain);
  }

  const zone = booking.timeZone;
  const officeZone = siteConfig.openingHours.timeZone;
  const days = await openDays(prisma, { now, zone, seats: runTimeEnv().BOOKING_SEATS });
  const askedDay = first(query.day);
  const day =
    days.find((d) => d.date === askedDay) ?? days.find((d) => d.slots.some((s) => s.free));
  const pagePath = getPathname({ href: managePath, locale });
  const here = (params: Record<string, string>) =>
    `${pagePath}?${new URLSearchParams({ token, ...params }).toString()}`;
  const choiceTexts: ChoiceTexts = {
    freeTimes: (count) => t('freeTimes', { count }),
    officeTime: (time) => t('officeTime', { time }),
    taken: t('taken'),
  };
  const hidden = (
    <>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="locale" value={locale} />
    </>
  );

  return frame(
    t('title'),
    <>
      <div className="rounded-card border border-slate-200 bg-white p-6 shadow-sm">
        <p className="text-lg font-semibold text-navy-900">
          {t('when', { when: callTime(booking, zone, locale) })}
        </p>
        {zone === officeZone ? null : (
          <p className="mt-1 text-slate-700">
            {t('office', { when: callTime(booking, officeZone, locale) })}
          </p>
        )}
      </div>

      <section aria-labelledby="move-title" className="grid gap-4">
        <h2 id="move-title" className="text-2xl font-bold text-navy-900">
          {t('moveTitle')}
        </h2>
        <p className="text-slate-700">{t('moveText')}</p>
        <DayPicker
          label={t('daysLabel')}
          days={dayLinks(days, day, (date) => here({ day: date }), locale, choiceTexts)}
        />
        <form action={moveCall} className="grid gap-4" aria-label={t('moveTitle')}>
          {hidden}
          <RadioGroupField
            name="slot"
            legend={
              day ? t('timesLegend', { day: formatSlotDay(day.date, locale) }) : t('moveTitle')
            }
            empty={t('noTimes')}
            columns="grid-cols-2 sm:grid-cols-3 lg:grid-cols-4"
            options={slotOptions(day, { zone, officeZone, locale }, choiceTexts)}
          />
          <p>
            <button type="submit" className="btn btn-primary">
              {t('moveButton')}
            </button>
          </p>
        </form>
      </section>

      <section aria-labelledby="cancel-title" className="grid gap-4">
        <h2 id="cancel-title" className="text-2xl font-bold text-navy-900">
          {t('cancelTitle')}
        </h2>
        <p className="text-slate-700">{t('cancelText')}</p>
        <form action={cancelCall} aria-label={t('cancelTitle')}>
          {hidden}
          <button type="submit" className="btn btn-outline">
            {t('cancelButton')}
          </button>
        </form>
      </section>
    </>,
  );
}
