'use client';

import type { ReactNode } from 'react';
import { LeadFormShell } from '@/components/forms/LeadFormShell';
import { RadioGroupField, type RadioOption } from '@/components/forms/RadioGroupField';
import { TextField } from '@/components/forms/TextField';
import type { Locale } from '@/i18n/routing';
import type { BookingDay } from '@/lib/booking/slots';
import { zoneField, type utmFields } from '@/lib/leads/fields';
import type { LeadFormTexts } from '@/lib/leads/form-texts';
import { submitBooking } from '@/lib/leads/lead-form-actions';
import { slotChoiceTexts, slotOptions } from './slot-choices';
import { useShownZone } from './useShownZone';

/**
 * The booking page's form: the chosen day's times, how to talk, then who is calling. The times
 * come from the server (the page), as radio buttons that work without JavaScript, with their
 * words in the server's zone; in the browser they follow the zone shown (the browser's, once
 * known), and so does the zone the form sends.
 */
export function BookingForm({
  day,
  serverSlots,
  slotsLegend,
  noSlots,
  channels,
  channelLegend,
  topicLabel,
  serverZone,
  chosenZone,
  officeZone,
  slotTexts,
  ...props
}: {
  label: string;
  texts: LeadFormTexts;
  consentLabel: ReactNode;
  locale: Locale;
  pagePath: string;
  permalink: string;
  utm: Partial<Record<(typeof utmFields)[number], string>>;
  /** The chosen day and its times. */
  day?: Pick<BookingDay, 'date' | 'slots'>;
  /** Its times as options, in the words of the server's zone (slotOptions). */
  serverSlots: RadioOption[];
  slotsLegend: string;
  noSlots: string;
  channels: RadioOption[];
  channelLegend: string;
  topicLabel: string;
  /** The zone the server drew the times in, and whether the visitor chose it (`?tz=`). */
  serverZone: string;
  chosenZone: boolean;
  officeZone: string;
  /** "{time} in Cyprus", and what a taken time says. */
  slotTexts: { officeTime: string; taken: string };
}) {
  // The e-mails show the call on this clock too.
  const zone = useShownZone(serverZone, chosenZone);
  const slots: RadioOption[] =
    zone === serverZone
      ? serverSlots
      : slotOptions(day, { zone, officeZone, locale: props.locale }, slotChoiceTexts(slotTexts));
  return (
    <LeadFormShell
      {...props}
      action={submitBooking}
      loadValidator={() => import('@/lib/leads/schema').then((schema) => schema.parseBooking)}
      hidden={{ [zoneField]: zone }}
      initialValues={{ channel: 'video' }}
      hideFieldsWhenDone
    >
      {({ text, choice }) => (
        <>
          <RadioGroupField
            {...choice('slot')}
            legend={slotsLegend}
            options={slots}
            empty={noSlots}
            columns="grid-cols-2 sm:grid-cols-3 lg:grid-cols-4"
            twoLines
          />
          <RadioGroupField
            {...choice('channel')}
            legend={channelLegend}
            options={channels}
            columns="grid-cols-1 sm:grid-cols-2"
          />
          <TextField {...text('name')} required />
          <TextField {...text('email')} required />
          <TextField {...text('company')} required />
          <TextField {...text('phone')} />
          <div className="sm:col-span-2">
            <TextField {...text('message')} label={topicLabel} rows={4} />
          </div>
        </>
      )}
    </LeadFormShell>
  );
}
