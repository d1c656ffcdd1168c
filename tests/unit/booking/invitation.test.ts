import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  bookingInvitation,
  invitationContentType,
  type InvitationInput,
} from '@/lib/booking/invitation';

const booking: InvitationInput = {
  uid: 'bk_123@autosites.cy',
  sequence: 0,
  method: 'REQUEST',
  start: new Date('2026-03-30T07:30:00Z'),
  minutes: 30,
  officeTimeZone: 'Europe/Nicosia',
  summary: 'Free consultation with AutoSites Cyprus',
  description: 'We will look at your stock pages together.',
  location: 'Phone call: +357 99 123456',
  organizer: { name: 'AutoSites Cyprus', email: 'hello@autosites.cy' },
  attendee: { name: 'Andreas Georgiou', email: 'andreas@dealer.example' },
  stamp: new Date('2026-03-20T10:00:00Z'),
  prodId: { company: 'AutoSites Cyprus', product: 'Booking', language: 'EN' },
};

const hostile =
  'Line one\r\nLine two; a, b \\ c\r\nEND:VEVENT\r\nBEGIN:VALARM\r\nTRIGGER:-PT5M\r\n' +
  'END:VALARM\r\nBEGIN:VEVENT\r\nUID:evil\r\nΞ ğ İ — "quoted": done';
// iCalendar TEXT has one kind of line break (\n): CRLF comes back as LF, nothing else changes.
const asParsed = (value: string) => value.replace(/\r\n/g, '\n');

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevents = calendar.getAllSubcomponents('vevent');
  const [vevent] = vevents;
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, vevents, vevent, event: new ICAL.Event(vevent) };
}

const param = (vevent: ICAL.Component, name: string, key: string) =>
  vevent.getFirstProperty(name)?.getParameter(key);

describe('booking invitation (.ics)', () => {
  it('invites with METHOD:REQUEST, one confirmed event at the booked UTC instants', () => {
    const { calendar, vevents, vevent, event } = parse(bookingInvitation(booking));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//AutoSites Cyprus//Booking//EN');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Nicosia');
    expect(vevents).toHaveLength(1);
    expect(calendar.getAllSubcomponents()).toHaveLength(1);
    expect(event.uid).toBe(booking.uid);
    expect(event.sequence).toBe(0);
    expect(event.startDate.zone.tzid).toBe('UTC');
    expect(event.endDate.zone.tzid).toBe('UTC');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-03-30T07:30:00.000Z');
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(
      30 * 60_000,
    );
    const stamp = vevent.getFirstPropertyValue('dtstamp') as ICAL.Time;
    expect(stamp.toJSDate().toISOString()).toBe('2026-03-20T10:00:00.000Z');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(event.summary).toBe(booking.summary);
    expect(event.description).toBe(booking.description);
    expect(event.location).toBe(booking.location);
  });

  it('writes the times in UTC (Z), not in the office zone', () => {
    const ics = bookingInvitation(booking);
    expect(ics).toMatch(/\r\nDTSTART:20260330T073000Z\r\n/);
    expect(ics).toMatch(/\r\nDTEND:20260330T080000Z\r\n/);
    expect(ics).toMatch(/\r\nDTSTAMP:20260320T100000Z\r\n/);
    expect(ics).not.toMatch(/TZID/);
  });

  it('names the organizer and the one attendee by mailto and CN, asking the attendee to reply', () => {
    const { vevent } = parse(bookingInvitation(booking));
    expect(String(vevent.getFirstPropertyValue('organizer'))).toMatch(
      /^mailto:hello@autosites\.cy$/i,
    );
    expect(param(vevent, 'organizer', 'cn')).toBe('AutoSites Cyprus');
    const attendees = vevent.getAllProperties('attendee');
    expect(attendees).toHaveLength(1);
    const [attendee] = attendees;
    expect(String(attendee?.getFirstValue())).toMatch(/^mailto:andreas@dealer\.example$/i);
    expect(attendee?.getParameter('cn')).toBe('Andreas Georgiou');
    expect(attendee?.getParameter('role')).toBe('REQ-PARTICIPANT');
    expect(attendee?.getParameter('rsvp')).toBe('TRUE');
  });

  it('cancels the same booking with METHOD:CANCEL, the same UID and a higher SEQUENCE', () => {
    const moved = { ...booking, sequence: 1, start: new Date('2026-03-31T08:00:00Z') };
    const request = parse(bookingInvitation(moved));
    const cancel = parse(bookingInvitation({ ...moved, method: 'CANCEL', sequence: 2 }));
    expect(cancel.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancel.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancel.event.uid).toBe(request.event.uid);
    expect(cancel.event.sequence).toBeGreaterThan(request.event.sequence);
    expect(cancel.event.startDate.toJSDate().toISOString()).toBe('2026-03-31T08:00:00.000Z');
    expect(cancel.vevent.getAllProperties('attendee')).toHaveLength(1);
    expect(param(cancel.vevent, 'attendee', 'rsvp')).toBeUndefined();
  });

  it('keeps hostile user text as text: no extra components or properties', () => {
    const ics = bookingInvitation({
      ...booking,
      summary: `Consultation; ${hostile}`,
      description: hostile,
      location: `https://meet.example/x?a=1,b=2;c=3 ${hostile}`,
      attendee: { name: 'Ali; Öz, "Ağa" \\ İ:x\r\nEND:VEVENT', email: 'ali@dealer.example' },
    });
    const plain = parse(bookingInvitation(booking));
    const { calendar, vevents, vevent, event } = parse(ics);
    expect(vevents).toHaveLength(1);
    expect(calendar.getAllSubcomponents()).toHaveLength(1);
    expect(vevent.getAllSubcomponents()).toHaveLength(0);
    const names = (component: ICAL.Component) =>
      component.getAllProperties().map((property) => property.name);
    expect(names(vevent)).toEqual(names(plain.vevent));
    expect(names(calendar)).toEqual(names(plain.calendar));
    expect(event.uid).toBe(booking.uid);
    expect(event.summary).toBe(asParsed(`Consultation; ${hostile}`));
    expect(event.description).toBe(asParsed(hostile));
    expect(event.location).toBe(asParsed(`https://meet.example/x?a=1,b=2;c=3 ${hostile}`));
    // Line breaks become spaces and double quotes go: RFC 5545 allows neither in a parameter.
    expect(param(vevent, 'attendee', 'cn')).toBe('Ali; Öz, Ağa \\ İ:x END:VEVENT');
    expect(ics.replace(/\r\n[ \t]/g, '')).toContain('CN="Ali; Öz, Ağa \\ İ:x END:VEVENT":');
    expect(String(vevent.getFirstPropertyValue('attendee'))).toMatch(
      /^mailto:ali@dealer\.example$/i,
    );
  });

  it('drops double quotes from CN and falls back to the address when nothing is left', () => {
    const { vevent } = parse(
      bookingInvitation({
        ...booking,
        organizer: { name: '"', email: 'hello@autosites.cy' },
        attendee: { name: 'Nikos "Nick" Ξένος', email: 'nikos@dealer.example' },
      }),
    );
    expect(param(vevent, 'attendee', 'cn')).toBe('Nikos Nick Ξένος');
    expect(param(vevent, 'organizer', 'cn')).toBe('hello@autosites.cy');
  });

  it('ends every line with CRLF and folds lines to at most 75 octets, keeping characters whole', () => {
    const ics = bookingInvitation({
      ...booking,
      summary: 'Ξ'.repeat(100),
      description: `${'ğİ'.repeat(80)}\n${hostile}`,
      location: 'https://meet.example/' + 'a'.repeat(200),
    });
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n').slice(0, -1);
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    const { event } = parse(ics);
    expect(event.summary).toBe('Ξ'.repeat(100));
    expect(event.description).toBe(asParsed(`${'ğİ'.repeat(80)}\n${hostile}`));
  });

  it('refuses a control character where the library writes text unescaped', () => {
    expect(() => bookingInvitation({ ...booking, uid: 'x\r\nMETHOD:PUBLISH' })).toThrow(/uid/);
    expect(() =>
      bookingInvitation({ ...booking, officeTimeZone: 'Europe/Nicosia\r\nX-EVIL:1' }),
    ).toThrow(/officeTimeZone/);
  });

  it('gives the MIME type with the method', () => {
    expect(invitationContentType('REQUEST')).toBe('text/calendar; method=REQUEST; charset=UTF-8');
    expect(invitationContentType('CANCEL')).toBe('text/calendar; method=CANCEL; charset=UTF-8');
  });
});
