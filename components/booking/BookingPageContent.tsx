import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { ConsentLabel } from '@/components/forms/ConsentLabel';
import { JsonLd } from '@/components/seo/JsonLd';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { formatSlotDay, zoneName } from '@/lib/booking/format-slot';
import { openDays } from '@/lib/booking/offer';
import type { BookingDay } from '@/lib/booking/slots';
import { isTimeZone, offeredZones } from '@/lib/booking/zones';
import { db } from '@/lib/db/client';
import { runTimeEnv } from '@/lib/env';
import { channelOptions, zoneField } from '@/lib/leads/fields';
import { leadFormTexts } from '@/lib/leads/form-texts';
import { utmTags } from '@/lib/leads/sanitize';
import { logEvent } from '@/lib/log';
import { webPageJsonLd } from '@/lib/seo/structured-data';
import { siteConfig } from '@/lib/site-config';
import { BookingForm } from './BookingForm';
import { DayPicker } from './DayPicker';
import { dayLinks, slotChoiceTexts, slotOptions } from './slot-choices';
import { ZoneChooser } from './ZoneChooser';

export type BookingQuery = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

async function loadDays(now: Date, zone: string): Promise<BookingDay[] | null> {
  try {
    return await openDays(await db(), { now, zone, seats: runTimeEnv().BOOKING_SEATS });
  } catch (error) {
    logEvent('error', 'booking.slots_failed', {
      error: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
}

/**
 * The booking page, drawn on every request (its free times change with each booking): the
 * zone the times are shown in (the browser's, or one chosen from a menu), the days of the next
 * three weeks as links, the chosen day's times, and the form. Everything works without
 * JavaScript: the links and the zone menu are plain GETs, the form a plain POST.
 */
export async function BookingPageContent({
  locale,
  query,
}: {
  locale: Locale;
  query: BookingQuery;
}) {
  const [t, tf, meta, texts] = await Promise.all([
    getTranslations({ locale, namespace: 'Booking' }),
    getTranslations({ locale, namespace: 'LeadForms' }),
    getTranslations({ locale, namespace: 'Meta.pages.book' }),
    leadFormTexts(locale, 'booking'),
  ]);
  const officeZone = siteConfig.openingHours.timeZone;
  const asked = first(query[zoneField]);
  // Chosen from the menu (or a shared link); else the browser's replaces the office's.
  const chosen = isTimeZone(asked);
  const zone = chosen ? asked : officeZone;
  const now = new Date();
  const days = await loadDays(now, zone);
  const askedDay = first(query.day);
  const day =
    days?.find((d) => d.date === askedDay) ?? days?.find((d) => d.slots.some((s) => s.free));
  const pagePath = getPathname({ href: '/book', locale });
  const here = (params: Record<string, string>) =>
    `${pagePath}?${new URLSearchParams({ ...(chosen ? { [zoneField]: zone } : {}), ...params }).toString()}`;
  const permalink = here(day ? { day: day.date } : {});
  const freeTimes = (count: number) => t('freeTimes', { count });
  const zones = offeredZones(officeZone, zone);
  const slotTexts = { officeTime: t.raw('officeTime') as string, taken: t('taken') };

  return (
    <>
      <div className="bg-gradient-to-b from-slate-50 to-white">
        <div className="container-page py-14 sm:py-20">
          <SectionHeading
            level={1}
            eyebrow={t('eyebrow')}
            title={t('title')}
            lead={t('lead')}
            align="left"
          />
        </div>
      </div>
      <div className="container-page grid gap-10 pb-20">
        <ZoneChooser
          serverZone={zone}
          chosen={chosen}
          officeZone={officeZone}
          zones={zones}
          names={Object.fromEntries(zones.map((z) => [z, zoneName(z, locale, now)]))}
          locale={locale}
          action={pagePath}
          day={day?.date}
          texts={{
            shown: t.raw('zoneShown') as string,
            office: t.raw('zoneOffice') as string,
            label: t('zoneLabel'),
            submit: t('zoneSubmit'),
          }}
        />

        {days === null ? (
          <p role="alert" className="rounded-card border border-red-200 bg-red-50 p-5 text-red-800">
            {t('unavailable')}
          </p>
        ) : (
          <>
            <section aria-labelledby="book-days">
              <h2 id="book-days" className="text-2xl font-bold text-navy-900">
                {t('daysTitle')}
              </h2>
              <DayPicker
                label={t('daysLabel')}
                days={dayLinks(days, day, (date) => here({ day: date }), locale, { freeTimes })}
              />
            </section>
            <section
              aria-labelledby="book-form"
              className="rounded-card border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
            >
              <h2 id="book-form" className="text-2xl font-bold text-navy-900">
                {t('timesTitle')}
              </h2>
              <p className="mt-2 mb-6 text-slate-700">{t('detailsLead')}</p>
              <BookingForm
                label={t('formLabel')}
                texts={texts}
                consentLabel={<ConsentLabel locale={locale} />}
                locale={locale}
                pagePath={pagePath}
                permalink={permalink}
                utm={utmTags((field) => first(query[field]))}
                serverZone={zone}
                chosenZone={chosen}
                officeZone={officeZone}
                slotTexts={slotTexts}
                serverSlots={slotOptions(
                  day,
                  { zone, officeZone, locale },
                  slotChoiceTexts(slotTexts),
                )}
                slotsLegend={
                  day ? t('timesLegend', { day: formatSlotDay(day.date, locale) }) : t('timesTitle')
                }
                noSlots={t('noTimes')}
                day={day}
                channelLegend={tf('fields.channel')}
                channels={channelOptions.map((value) => ({
                  value,
                  label: tf(`channels.${value}`),
                }))}
                topicLabel={tf('fields.topic')}
              />
            </section>
          </>
        )}
      </div>
      <JsonLd
        data={webPageJsonLd({
          locale,
          path: '/book',
          name: meta('title'),
          description: meta('description'),
          type: 'ContactPage',
        })}
      />
    </>
  );
}
