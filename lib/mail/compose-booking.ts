import 'server-only';
import { createElement } from 'react';
import type { Locale } from '@/i18n/routing';
import type { Booking } from '@/lib/booking/booking-repository';
import { callTime } from '@/lib/booking/offer';
import { canonicalEmail } from '@/lib/leads/email-address';
import { bookingInvitation } from '@/lib/booking/invitation';
import { slotMinutes } from '@/lib/booking/slots';
import type { Lead } from '@/lib/db/generated/client';
import { siteConfig } from '@/lib/site-config';
import { contactLines, frame, greeting, oneLine, renderMail, type ComposedMail } from './compose';
import { emailTranslator } from './messages';
import { AgencyLeadEmail } from './templates/AgencyLeadEmail';
import { VisitorConfirmationEmail } from './templates/VisitorConfirmationEmail';

type Call = Pick<Booking, 'id' | 'startsAt' | 'channel' | 'timeZone' | 'sequence'>;
/** Which of a booked call's e-mails to the visitor. */
export type BookingMailKind = 'confirmation' | 'reminder' | 'moved' | 'cancelled';
type Who = Pick<Lead, 'name' | 'email' | 'company' | 'message' | 'phone' | 'reference'>;

const siteHost = () => new URL(siteConfig.siteUrl).hostname;
const officeZone = () => siteConfig.openingHours.timeZone;

/**
 * The call's invitation (RFC 5545). One UID for the booking's life, so a calendar updates its
 * event when the call moves or is cancelled. The visitor's copy carries only our words (anyone
 * can type a stranger's address); the agency's names the visitor and what they wrote.
 */
function invitation(
  call: Call,
  who: Who,
  locale: Locale,
  audience: 'visitor' | 'agency',
  method: 'REQUEST' | 'CANCEL' = 'REQUEST',
) {
  const t = emailTranslator(locale, 'Emails');
  const site = siteConfig.name;
  const phoneCall = call.channel === 'phone';
  const visitor = audience === 'visitor';
  const summary = visitor
    ? t('booking.summary', { site })
    : `Call with ${oneLine(who.name)} (${oneLine(who.company)})`;
  const location = phoneCall
    ? visitor
      ? t('booking.locationPhone', { phone: siteConfig.phone })
      : `Phone: ${who.phone ?? 'not given'}`
    : visitor
      ? t('booking.locationVideo')
      : 'Video call: send the link before the call';
  const description = visitor
    ? [t('booking.reference', { reference: who.reference }), location, siteConfig.phone].join('\n')
    : [`Reference ${who.reference}`, `${who.name} <${who.email}>`, who.message].join('\n');
  return {
    method,
    content: bookingInvitation({
      uid: `booking.${call.id}@${siteHost()}`,
      sequence: call.sequence,
      method,
      start: call.startsAt,
      minutes: slotMinutes,
      officeTimeZone: officeZone(),
      summary,
      description,
      location,
      organizer: { name: site, email: siteConfig.email },
      attendee: { name: who.name, email: who.email },
      stamp: new Date(),
      prodId: { company: site, product: 'Booking', language: locale.toUpperCase() },
    }),
  };
}

/** What the agency's notice of a booking adds: the call in the office's time, and its invitation. */
export function agencyCall(call: Call, who: Who) {
  return {
    when: `${callTime(call, officeZone(), 'en')}, ${call.channel === 'phone' ? 'phone call' : 'video call'}; the visitor's clock: ${call.timeZone}`,
    calendar: invitation(call, who, 'en', 'agency'),
  };
}

/**
 * The visitor's confirmation of a booked call, or its reminder the day before: when, on their
 * clock and the office's, how the call happens, their reference, and the invitation.
 */
export async function composeBookingMail(input: {
  kind: BookingMailKind;
  call: Call;
  who: Who;
  locale: Locale;
  /** The signed link to move or cancel the call (lib/booking/manage-link.ts). */
  manageHref: string;
}): Promise<ComposedMail> {
  const { locale, call, who, kind } = input;
  const t = emailTranslator(locale, 'Emails');
  const site = siteConfig.name;
  const when = callTime(call, call.timeZone, locale);
  const office = callTime(call, officeZone(), locale);
  const subject = t(`booking.${kind}.subject`, { site });
  const element = createElement(VisitorConfirmationEmail, {
    frame: frame(
      locale,
      subject,
      t(`booking.${kind}.preview`, { when }),
      t('booking.footer', { site: siteConfig.siteUrl.replace(/^https?:\/\//, '') }),
    ),
    heading: t(`booking.${kind}.heading`),
    greeting: greeting(t, who.name, locale),
    received: `${t(`booking.${kind}.when`, { when })}${call.timeZone === officeZone() ? '' : ` ${t('booking.office', { when: office })}`}`,
    reference: t('booking.reference', { reference: who.reference }),
    // The visitor's own link to move or cancel the call (none once it is cancelled).
    action: kind === 'cancelled' ? null : { href: input.manageHref, text: t('booking.manage') },
    nextTitle: t('booking.howTitle'),
    next:
      call.channel === 'phone'
        ? t('booking.howPhone', { phone: siteConfig.phone })
        : t('booking.howVideo'),
    soonerTitle: t('booking.changeTitle'),
    contacts: contactLines(t),
    signOff: t('common.signOff'),
    team: t('common.team', { site }),
  });
  const mail = await renderMail(element, subject, siteConfig.email);
  const method = kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  return { ...mail, calendar: invitation(call, who, locale, 'visitor', method) };
}

/** The agency's notice that a visitor moved or cancelled their call, with the updated invitation. */
export async function composeAgencyBookingChangeMail(input: {
  call: Call & Pick<Booking, 'status'>;
  who: Who;
  inboxUrl: string;
}): Promise<ComposedMail> {
  const { call, who } = input;
  const cancelled = call.status === 'cancelled';
  const what = cancelled ? 'Call cancelled' : 'Call moved';
  const subject = `${what}: ${oneLine(who.name)} – ${oneLine(who.company)}`;
  const when = callTime(call, officeZone(), 'en');
  const element = createElement(AgencyLeadEmail, {
    frame: {
      lang: 'en',
      title: subject,
      preview: cancelled ? `${who.name} cancelled the call of ${when}` : `Now ${when}`,
      siteName: siteConfig.name,
      siteUrl: siteConfig.siteUrl,
      tagline: 'Booked call',
      footer: `${siteConfig.name} sends this notice for every change of a booked call.`,
    },
    heading: subject,
    intro: cancelled
      ? `${who.name} of ${who.company} cancelled the call booked for ${when}.`
      : `${who.name} of ${who.company} moved the call. It is now ${when}.`,
    warning: null,
    message: null,
    actions: [{ href: `mailto:${who.email}`, text: 'Reply by e-mail' }],
    facts: [
      { label: 'Reference', value: who.reference },
      { label: 'Call', value: when },
      { label: 'The visitor’s clock', value: call.timeZone },
    ],
    inbox: { href: input.inboxUrl, text: 'Open the lead in the inbox' },
    replyHint: `Reply to this e-mail to answer ${who.name} at ${who.email}.`,
  });
  const mail = await renderMail(element, subject, canonicalEmail(who.email) ?? undefined);
  const calendar = invitation(call, who, 'en', 'agency', cancelled ? 'CANCEL' : 'REQUEST');
  return { ...mail, calendar };
}
