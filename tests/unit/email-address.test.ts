import { describe, expect, it } from 'vitest';
import { canonicalEmail, mailboxKey } from '@/lib/leads/email-address';
import { parseContact, parseFullReport, parseLeadCapture } from '@/lib/leads/schema';

const valid = {
  name: 'Andreas',
  phone: '',
  company: 'Kyrenia Motors',
  message: '',
  consent: 'yes',
};

/**
 * Spellings that mail software reads as the mailbox addr@example.com (or as more than one
 * mailbox): the bypass of the daily cap, one by one.
 */
const otherSpellings = [
  'addr(1)@example.com',
  'addr@example.com(2)',
  '(x)addr@example.com',
  'x:addr@example.com',
  'x:addr@example.com;',
  '"addr"@example.com',
  '"bcc:x" <addr@example.com>',
  'Andreas <addr@example.com>',
  'addr@example.com,',
  ',addr@example.com',
  'addr@example.com,,',
  'addr@example.com, other@example.com',
  'addr@example.com;other@example.com',
  'addr@example.com.',
  'addr.@example.com',
  '.addr@example.com',
  'ad..dr@example.com',
  'addr@[127.0.0.1]',
  'addr@127.0.0.1',
  'addr@localhost',
  'addr@@example.com',
  'addr@example..com',
  'addr@-example.com',
  'addr\\@example.com',
  'addr @example.com',
  'addr@exa%6dple.com',
  'ädr@example.com',
  '',
];

describe('one plain address per mailbox', () => {
  it.each(otherSpellings)('refuses %j', (typed) => {
    expect(canonicalEmail(typed)).toBeNull();
    for (const parse of [parseLeadCapture, parseContact, parseFullReport]) {
      const result = parse({ ...valid, email: typed });
      expect(result.ok || result.bot ? {} : result.errors).toMatchObject({ email: 'emailInvalid' });
    }
  });

  it.each([
    ['Addr@Example.COM', 'addr@example.com'],
    ['  addr@example.com  ', 'addr@example.com'],
    ['first.last+dealers@example.co.uk', 'first.last+dealers@example.co.uk'],
    ["o'brien@example.ie", "o'brien@example.ie"],
    // Internationalised domains are stored as punycode, however their dots were typed.
    ['andreas@bücher.de', 'andreas@xn--bcher-kva.de'],
    ['andreas@BÜCHER.DE', 'andreas@xn--bcher-kva.de'],
    ['eleni@παράδειγμα.δοκιμή', 'eleni@xn--hxajbheg2az3al.xn--jxalpdlp'],
    ['ayse@ｅｘａｍｐｌｅ．ｃｏｍ', 'ayse@example.com'],
    ['ayse@example。com', 'ayse@example.com'],
    ['ayse@xn--bcher-kva.de', 'ayse@xn--bcher-kva.de'],
  ])('stores %j as %j, in the browser and on the server alike', (typed, canonical) => {
    expect(canonicalEmail(typed)).toBe(canonical);
    const result = parseContact({ ...valid, email: typed, package: '', cars: '', budget: '' });
    expect(result.ok && result.data.email).toBe(canonical);
  });

  it('counts one mailbox however it is spelled: sub-address tags, and Gmail ignoring dots', () => {
    expect(mailboxKey('addr+1@example.com')).toBe('addr@example.com');
    expect(mailboxKey('addr+x+y@example.com')).toBe('addr@example.com');
    expect(mailboxKey('a.d.d.r+z@googlemail.com')).toBe('addr@gmail.com');
    expect(mailboxKey('a.ddr@gmail.com')).toBe('addr@gmail.com');
    // Elsewhere a dot is part of the name.
    expect(mailboxKey('a.ddr@example.com')).toBe('a.ddr@example.com');
    expect(mailboxKey('+addr@example.com')).toBe('+addr@example.com');
  });
});
