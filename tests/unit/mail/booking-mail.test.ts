import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/routing';
import { agencyCall, composeBookingMail } from '@/lib/mail/compose-booking';
import { squash, visibleText } from './fixtures';

// Wednesday 3 March 2027, 10:00 in Nicosia (EET) = 08:00 UTC = 11:00 in Istanbul.
const call = {
  id: '01900000-0000-7000-8000-000000000001',
  startsAt: new Date('2027-03-03T08:00:00Z'),
  channel: 'phone' as const,
  timeZone: 'Europe/Istanbul',
  sequence: 0,
};
const who = {
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  company: 'Girne Oto',
  message: 'END:VEVENT\r\nBEGIN:VALARM <b>hi</b>',
  phone: '+90 533 111 2233',
  reference: 'AS-7KQ2-M9XD',
};

const manageHref = 'https://autosites.example/book/manage?token=abc.def';

const event = (content: string) => {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const vevents = calendar.getAllSubcomponents('vevent');
  expect(vevents).toHaveLength(1);
  return { calendar, event: new ICAL.Event(vevents[0]) };
};

describe('the booked call e-mails', () => {
  it.each(locales)(
    '%s: the confirmation says when on the visitor’s clock and the office’s, with the invitation',
    async (locale) => {
      const mail = await composeBookingMail({
        kind: 'confirmation',
        call,
        who,
        locale,
        manageHref,
      });
      const html = visibleText(mail.html);
      const text = squash(mail.text);
      // 11:00 in Istanbul, 10:00 in Nicosia.
      for (const part of [html, text]) {
        expect(part).toContain('11:00');
        expect(part).toContain('10:00');
        expect(part).toContain('AS-7KQ2-M9XD');
        // Nothing the visitor typed but their name.
        expect(part).not.toContain('VALARM');
        expect(part).not.toContain('+90 533');
      }
      expect(mail.calendar?.method).toBe('REQUEST');
      const { calendar, event: vevent } = event(mail.calendar?.content ?? '');
      expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
      expect(vevent.uid).toBe(
        `booking.${call.id}@${new URL(process.env.SITE_URL ?? 'http://localhost:3000').hostname}`,
      );
      expect(vevent.startDate.toJSDate().toISOString()).toBe('2027-03-03T08:00:00.000Z');
      expect(vevent.endDate.toJSDate().toISOString()).toBe('2027-03-03T08:30:00.000Z');
      expect(vevent.description).not.toContain('VALARM');
      // Their own link to move or cancel the call.
      expect(mail.html).toContain(manageHref);
    },
  );

  it('tells of a move with the same event at a higher sequence, and of a cancellation with CANCEL', async () => {
    const moved = await composeBookingMail({
      kind: 'moved',
      call: { ...call, sequence: 1 },
      who,
      locale: 'el',
      manageHref,
    });
    expect(moved.subject).toMatch(/άλλαξε ώρα/);
    expect(event(moved.calendar?.content ?? '').event.sequence).toBe(1);
    const cancelled = await composeBookingMail({
      kind: 'cancelled',
      call: { ...call, sequence: 2 },
      who,
      locale: 'en',
      manageHref,
    });
    expect(cancelled.calendar?.method).toBe('CANCEL');
    const parsed = event(cancelled.calendar?.content ?? '');
    expect(parsed.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(parsed.event.sequence).toBe(2);
    // Nothing left to move or cancel.
    expect(cancelled.html).not.toContain(manageHref);
  });

  it('reminds the day before with the same event', async () => {
    const confirmation = await composeBookingMail({
      kind: 'confirmation',
      call,
      who,
      locale: 'tr',
      manageHref,
    });
    const reminder = await composeBookingMail({
      kind: 'reminder',
      call,
      who,
      locale: 'tr',
      manageHref,
    });
    expect(reminder.subject).not.toBe(confirmation.subject);
    expect(reminder.subject).toMatch(/Yarın/);
    expect(event(reminder.calendar?.content ?? '').event.uid).toBe(
      event(confirmation.calendar?.content ?? '').event.uid,
    );
  });

  it('gives the agency the call in office time and the visitor’s words, as text', () => {
    const { when, calendar } = agencyCall(call, who);
    expect(when).toContain('10:00');
    expect(when).toContain('Europe/Istanbul');
    const { event: vevent } = event(calendar.content);
    expect(vevent.summary).toBe('Call with Ayşe Yılmaz (Girne Oto)');
    expect(vevent.description).toContain('END:VEVENT\nBEGIN:VALARM');
    expect(vevent.location).toBe('Phone: +90 533 111 2233');
  });
});
