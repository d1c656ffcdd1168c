import { describe, expect, it } from 'vitest';
import { bookingOfToken, manageToken } from '@/lib/booking/manage-link';

const secret = 'a-test-secret-of-enough-length-0123456789';
const id = '01900000-0000-7000-8000-000000000001';

describe('the link that moves or cancels a call', () => {
  it('names its booking when signed with our secret', () => {
    expect(bookingOfToken(manageToken(id, secret), secret)).toBe(id);
  });

  it('names nothing when tampered with, cut short, signed elsewhere or not a token', () => {
    const token = manageToken(id, secret);
    const otherId = '01900000-0000-7000-8000-000000000002';
    for (const bad of [
      token.replace(id, otherId),
      token.slice(0, -1),
      `${token}x`,
      `${token}.extra`,
      manageToken(id, 'another-secret-of-enough-length-987654321'),
      id,
      '',
      'x'.repeat(500),
      undefined,
      42,
    ]) {
      expect(bookingOfToken(bad, secret)).toBeNull();
    }
  });
});
