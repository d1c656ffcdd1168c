import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Locale } from '@/i18n/routing';
import { authSecret } from '@/lib/auth/secret';
import { absoluteUrl } from '@/lib/seo/urls';

/**
 * The link in a booked call's e-mails that lets whoever holds it move or cancel the call,
 * without an account: the booking's id and an HMAC of it under the site's secret (a purpose of
 * its own, so no other signature of ours can stand in for it). Whether it still works is the
 * booking's state: a cancelled or past call's link opens a page that says so.
 */
export const managePath = '/book/manage';

const purpose = 'booking-manage.v1';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signature(bookingId: string, secret: string) {
  return createHmac('sha256', secret).update(`${purpose}:${bookingId}`).digest('base64url');
}

export function manageToken(bookingId: string, secret = authSecret()): string {
  return `${bookingId}.${signature(bookingId, secret)}`;
}

/** The booking a token names, or null when it is malformed or its signature does not match. */
export function bookingOfToken(token: unknown, secret = authSecret()): string | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [id = '', mac = '', ...rest] = token.split('.');
  if (rest.length > 0 || !uuid.test(id)) return null;
  const expected = Buffer.from(signature(id, secret));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** The absolute link for the e-mails, in the visitor's language. */
export function manageUrl(bookingId: string, locale: Locale): string {
  return `${absoluteUrl(managePath, locale)}?token=${manageToken(bookingId)}`;
}
