import type { Locale } from '@/i18n/routing';
import { fillTemplate } from '@/lib/format';
import type { RadioOption } from '@/components/forms/RadioGroupField';
import { formatSlotDay, formatSlotTime, slotDate } from '@/lib/booking/format-slot';
import type { BookingDay } from '@/lib/booking/slots';
import type { DayLink } from './DayPicker';

/** The booking page's and the moving page's one way to choose a day and a time. */
export type ChoiceTexts = {
  /** "3 free times" / "no free times". */
  freeTimes: (count: number) => string;
  /** "15:30 in Cyprus", beside each time when the visitor's clock is not the office's. */
  officeTime: (time: string) => string;
  /** Said of a time already taken. */
  taken: string;
};

/** The choice texts of a time, from the page's templates ("{time} in Cyprus"). */
export const slotChoiceTexts = (texts: {
  officeTime: string;
  taken: string;
}): Omit<ChoiceTexts, 'freeTimes'> => ({
  officeTime: (time) => fillTemplate(texts.officeTime, 'time', time),
  taken: texts.taken,
});

/** The days as links (`href` keeps the rest of the address), the chosen one marked. */
export function dayLinks(
  days: BookingDay[],
  chosen: BookingDay | undefined,
  href: (date: string) => string,
  locale: Locale,
  texts: Pick<ChoiceTexts, 'freeTimes'>,
): DayLink[] {
  return days.map((day) => ({
    date: day.date,
    href: href(day.date),
    name: formatSlotDay(day.date, locale),
    free: texts.freeTimes(day.slots.filter((slot) => slot.free).length),
    open: day.slots.some((slot) => slot.free),
    current: day.date === chosen?.date,
  }));
}

/**
 * A day's times on the visitor's clock, the office's beside them; taken ones disabled. A time
 * that falls on another date on the visitor's clock than the day's says which.
 */
export function slotOptions(
  day: Pick<BookingDay, 'date' | 'slots'> | undefined,
  { zone, officeZone, locale }: { zone: string; officeZone: string; locale: Locale },
  texts: Omit<ChoiceTexts, 'freeTimes'>,
): RadioOption[] {
  return (day?.slots ?? []).map((slot) => {
    const time = formatSlotTime(slot.start, zone, locale);
    const date = slotDate(slot.start, zone);
    return {
      value: slot.start,
      label: date === day?.date ? time : `${time} (${formatSlotDay(date, locale)})`,
      note: !slot.free
        ? texts.taken
        : zone === officeZone
          ? undefined
          : texts.officeTime(formatSlotTime(slot.start, officeZone, locale)),
      disabled: !slot.free,
    };
  });
}
