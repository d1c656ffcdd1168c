'use client';

import type { ReactNode } from 'react';
import { LeadFormShell } from '@/components/forms/LeadFormShell';
import { RadioGroupField, type RadioOption } from '@/components/forms/RadioGroupField';
import { TextField } from '@/components/forms/TextField';
import { zoneField, type utmFields } from '@/lib/leads/fields';
import type { LeadFormTexts } from '@/lib/leads/form-texts';
import { submitBooking } from '@/lib/leads/lead-form-actions';

/**
 * The booking page's form: the chosen day's times, how to talk, then who is calling. The times
 * come from the server (the page), as radio buttons that work without JavaScript.
 */
export function BookingForm({
  slots,
  slotsLegend,
  noSlots,
  channels,
  channelLegend,
  topicLabel,
  zone,
  ...props
}: {
  label: string;
  texts: LeadFormTexts;
  consentLabel: ReactNode;
  locale: string;
  pagePath: string;
  permalink: string;
  utm: Partial<Record<(typeof utmFields)[number], string>>;
  slots: RadioOption[];
  slotsLegend: string;
  noSlots: string;
  channels: RadioOption[];
  channelLegend: string;
  topicLabel: string;
  /** The zone the times are shown in: the e-mails use it too. */
  zone: string;
}) {
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
