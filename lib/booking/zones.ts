import { Temporal } from 'temporal-polyfill';

/**
 * The visitor's time zone: a name that comes from a form or a cookie, so it is checked against
 * the zones Intl knows before it reaches a formatter or the page.
 */

// Letters, digits, '_', '+', '-' and '/': IANA names such as 'Etc/GMT+5', not offsets ('+02:00').
const zoneNamePattern = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;

/**
 * Does Intl know this IANA name, spelt exactly so ('Europe/London', not 'europe/london')? Not
 * Intl.supportedValuesOf('timeZone'): Node's ICU lists one name per zone and it is often the old
 * one ('Asia/Nicosia', 'Europe/Kiev', 'Asia/Calcutta'), while browsers send today's
 * ('Europe/Nicosia', 'Europe/Kyiv', 'Asia/Kolkata'). Temporal keeps the name it is given.
 */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 64 || !zoneNamePattern.test(value)) return false;
  try {
    return new Temporal.ZonedDateTime(0n, value).timeZoneId === value;
  } catch {
    return false;
  }
}

/** Where the agency's clients and prospects tend to be: both sides of Cyprus, Türkiye, Greece, … */
const marketZones = [
  'Europe/Nicosia',
  'Asia/Famagusta',
  'Europe/Istanbul',
  'Europe/Athens',
  'Europe/London',
  'Europe/Berlin',
  'Europe/Moscow',
  'Asia/Dubai',
  'America/New_York',
  'UTC',
];

/**
 * The zones of the page's <select> (a plain form, so it works without JavaScript): the office's
 * first, then the market's, then the visitor's own if it is valid and not among them.
 */
export function offeredZones(officeZone: string, current?: string): string[] {
  const zones = [officeZone, ...marketZones.filter(isTimeZone)];
  if (isTimeZone(current)) zones.push(current);
  return [...new Set(zones)];
}
