import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';

export type InvitationInput = {
  /** Stable for the life of the booking: `${bookingId}@${host of siteUrl}`. */
  uid: string;
  /** 0 when booked, raised by each move; a cancellation carries the latest. */
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  /** The call's start instant. */
  start: Date;
  minutes: number;
  /** Named in the calendar (X-WR-TIMEZONE); the times themselves are written in UTC. */
  officeTimeZone: string;
  /** Already in the visitor's language. */
  summary: string;
  /** Plain text; may hold the visitor's own words. */
  description: string;
  /** The call's link or phone number. */
  location: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** When this version was made (DTSTAMP). */
  stamp: Date;
  /** PRODID, e.g. -//AutoSites Cyprus//Booking//EN. */
  prodId: { company: string; product: string; language: string };
};

// RFC 5545 TEXT allows no control characters but tab and the line breaks ical-generator
// escapes as \n; some calendar clients reject a file that has them.
const text = (value: string) => value.replace(/[\0-\x08\v\f\x0e-\x1f\x7f]/g, '');

// ical-generator escapes a parameter value the RFC 6868 way (" → ^'), which Outlook and others
// show literally: a name loses its double quotes and line breaks instead.
const paramText = (value: string) =>
  text(value)
    .replace(/"/g, '')
    .replace(/[\r\n\t]+/g, ' ')
    .trim();

// Identifiers, not prose: ical-generator writes UID and PRODID unescaped, where a line break
// would start a property of its own.
function token(value: string, name: string) {
  if (/[\0-\x1f\x7f]/.test(value)) throw new Error(`invitation: ${name} has a control character`);
  return value;
}

// A name that strips to nothing falls back to the address, so CN is never empty.
function person({ name, email }: { name: string; email: string }, role: string) {
  token(email, `${role} e-mail`);
  return { name: paramText(name) || email, email };
}

/** The .ics text (RFC 5545, CRLF line endings, folded lines) for an e-mail attachment/alternative. */
export function bookingInvitation(input: InvitationInput): string {
  const request = input.method === 'REQUEST';
  const calendar = ical({
    prodId: {
      company: token(input.prodId.company, 'prodId'),
      product: token(input.prodId.product, 'prodId'),
      language: token(input.prodId.language, 'prodId'),
    },
    method: request ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
    // Not `timezone`: that writes DTSTART;TZID=… with no VTIMEZONE to define it, and DTSTAMP in
    // the machine's local time. UTC times need no definition; the zone is only named.
    x: [{ key: 'X-WR-TIMEZONE', value: token(input.officeTimeZone, 'officeTimeZone') }],
  });
  calendar.createEvent({
    id: token(input.uid, 'uid'),
    sequence: input.sequence,
    stamp: input.stamp,
    start: input.start,
    end: new Date(input.start.getTime() + input.minutes * 60_000),
    summary: text(input.summary),
    description: text(input.description),
    location: text(input.location) || null,
    status: request ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    organizer: person(input.organizer, 'organizer'),
    attendees: [
      {
        ...person(input.attendee, 'attendee'),
        role: ICalAttendeeRole.REQ,
        ...(request && { rsvp: true, status: ICalAttendeeStatus.NEEDSACTION }),
      },
    ],
  });
  // RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves it off.
  return `${calendar.toString()}\r\n`;
}

/** The MIME type with the method, e.g. 'text/calendar; method=REQUEST; charset=UTF-8'. */
export function invitationContentType(method: InvitationInput['method']): string {
  return `text/calendar; method=${method}; charset=UTF-8`;
}
