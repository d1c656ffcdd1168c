import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { fieldErrorTexts } from '@/lib/leads/error-text';
import {
  parseContact,
  parseFullReport,
  parseLeadCapture,
  type LeadErrorCode,
} from '@/lib/leads/schema';
import { sanitizeValue, visibleLength } from '@/lib/leads/sanitize';

const valid = {
  name: 'Andreas',
  email: 'andreas@example.com',
  phone: '',
  company: 'Kyrenia Motors',
  message: '',
  consent: 'yes',
  website: '',
};

const errorsOf = (raw: Record<string, unknown>) => {
  const result = parseLeadCapture(raw);
  return result.ok || result.bot ? {} : result.errors;
};

describe('sanitising submitted values', () => {
  it('trims, removes angle brackets and cuts to 500 characters', () => {
    expect(sanitizeValue('  <script>alert(1)</script>  ')).toBe('scriptalert(1)/script');
    expect(sanitizeValue('< Bob >')).toBe('Bob');
    expect(sanitizeValue('x'.repeat(600))).toHaveLength(500);
    expect(sanitizeValue(undefined)).toBe('');
    expect(sanitizeValue(42)).toBe('');
  });

  it('removes what no person types: NUL and other control characters, bidi overrides', () => {
    expect(sanitizeValue('Ann\u0000a\u0007 Mot\u001Bors\u007F')).toBe('Anna Motors');
    // U+202E (right-to-left override) would show "gnp.exe" as "exe.png" in the inbox.
    expect(sanitizeValue('invoice\u202Egnp.exe')).toBe('invoicegnp.exe');
    expect(sanitizeValue('\u2066isolated\u2069 \u202Aembedded\u202C')).toBe('isolated embedded');
    // Single-line fields get spaces for line breaks; the message keeps its lines.
    expect(sanitizeValue('Kyrenia\r\nMotors\tLtd')).toBe('Kyrenia Motors Ltd');
    expect(sanitizeValue('Line 1\r\nLine 2\n\tindented', { multiline: true })).toBe(
      'Line 1\nLine 2\n\tindented',
    );
  });

  it('cuts whole characters and mends broken ones, so PostgreSQL can store every value', () => {
    const emoji = '🚗'.repeat(600);
    const cut = sanitizeValue(emoji);
    expect(Array.from(cut)).toHaveLength(500);
    expect(cut.endsWith('🚗')).toBe(true);
    expect(sanitizeValue('a\uD83Db')).toBe('a\uFFFDb');
    expect(sanitizeValue('\uDE97x')).toBe('\uFFFDx');
  });

  it('counts only visible characters towards "at least 2 characters"', () => {
    expect(visibleLength('\u200B\u200B\u200B')).toBe(0);
    expect(visibleLength('A\u200D\u00AD\uFEFF')).toBe(1);
    expect(visibleLength('Ελένη')).toBe(5);
    const zeroWidth = { ...valid, name: '\u200B\u200B\u200B', company: '\u2060\uFEFF\u200C' };
    expect(errorsOf(zeroWidth)).toEqual({ name: 'nameInvalid', company: 'companyInvalid' });
    expect(errorsOf({ ...valid, name: 'Ş\u200Bİ' })).toEqual({});
  });

  it('lowercases the e-mail address and hands back the cleaned values', () => {
    const result = parseLeadCapture({
      ...valid,
      email: '  Andreas@Example.COM ',
      company: '<b>AB</b>',
    });
    expect(result.ok).toBe(true);
    expect(result.values).toMatchObject({ email: 'andreas@example.com', company: 'bAB/b' });
  });
});

describe('the lead form rules', () => {
  it('accepts a complete, valid form', () => {
    expect(parseLeadCapture(valid).ok).toBe(true);
  });

  it.each([
    ['name', '', 'nameInvalid'],
    ['name', ' A ', 'nameInvalid'],
    ['name', '<>A<>', 'nameInvalid'],
    ['email', '', 'emailInvalid'],
    ['email', 'andreas@example', 'emailInvalid'],
    ['email', 'andreas example@x.com', 'emailInvalid'],
    ['company', 'K', 'companyInvalid'],
    ['consent', '', 'consentRequired'],
    ['consent', 'on', 'consentRequired'],
  ] as const)('%s = %j is refused with %s', (field, value, code) => {
    expect(errorsOf({ ...valid, [field]: value })[field]).toBe(code);
  });

  it.each([
    ['name', 'Al', 100],
    ['email', null, 100],
    ['phone', null, 20],
    ['company', 'AB', 100],
    ['message', null, 500],
  ] as const)(
    '%s: the minimum and the maximum (%s… %i) pass, one more does not',
    (field, min, max) => {
      // An address's local part holds at most 64 characters: the rest is domain.
      const address = (length: number) => `${'a'.repeat(64)}@${'b'.repeat(length - 69)}.com`;
      const atMax = field === 'email' ? address(max) : 'a'.repeat(max);
      expect(errorsOf({ ...valid, [field]: atMax })[field]).toBeUndefined();
      if (min) expect(errorsOf({ ...valid, [field]: min })[field]).toBeUndefined();
      const overMax = field === 'email' ? address(max + 1) : `${atMax}a`;
      // The message is cut to 500 before it is checked, so it can never be too long.
      const expected = field === 'message' ? undefined : 'tooLong';
      expect(errorsOf({ ...valid, [field]: overMax })[field]).toBe(expected);
    },
  );

  it('treats phone and message as optional', () => {
    expect(errorsOf({ ...valid, phone: undefined, message: undefined })).toEqual({});
  });

  it('turns away anything in the trap field once the form is valid (validation comes first)', () => {
    expect(parseLeadCapture({ ...valid, website: 'http://spam.example' })).toMatchObject({
      ok: false,
      bot: true,
    });
    expect(parseLeadCapture({ name: '', website: 'http://spam.example' })).toMatchObject({
      ok: false,
      bot: false,
      errors: { name: 'nameInvalid' },
    });
  });
});

describe('the contact form rules', () => {
  const contact = { ...valid, package: 'advance', cars: '26-50', budget: 'unsure' };

  it('accepts catalogue packages, Custom, and every stock size and budget', () => {
    for (const pkg of ['basic', 'advance', 'ultimate', 'ultimate-dealership', 'custom', '']) {
      expect(parseContact({ ...contact, package: pkg }).ok).toBe(true);
    }
    for (const cars of ['1-25', '26-50', '51-100', '100+', '']) {
      expect(parseContact({ ...contact, cars }).ok).toBe(true);
    }
  });

  it('refuses choices that are not offered, with the lead form rules for the rest', () => {
    const result = parseContact({ ...contact, package: 'starter', cars: '7', name: 'A' });
    expect(result).toMatchObject({
      ok: false,
      bot: false,
      errors: { package: 'choiceInvalid', cars: 'choiceInvalid', name: 'nameInvalid' },
    });
  });
});

describe('the full-report form rules', () => {
  it('asks for name, e-mail, dealership and consent, with the lead form rules', () => {
    const report = {
      name: 'Eleni',
      email: 'ELENI@Example.com',
      company: 'Paphos Cars',
      consent: 'yes',
    };
    expect(parseFullReport(report)).toMatchObject({
      ok: true,
      data: { email: 'eleni@example.com' },
    });
    expect(parseFullReport({ ...report, name: '\u200B\u200B', consent: '' })).toMatchObject({
      ok: false,
      errors: { name: 'nameInvalid', consent: 'consentRequired' },
    });
  });
});

describe('the messages visitors read', () => {
  it('are the specified English texts', () => {
    expect(en.LeadForms.errors).toMatchObject({
      nameInvalid: 'Please enter a valid name (at least 2 characters).',
      emailInvalid: 'Please enter a valid e-mail address.',
      companyInvalid: 'Please enter a valid company name (at least 2 characters).',
    });
    expect(en.LeadForms.bot.message).toBe('Bot submission detected');
    expect(en.LeadForms.validation.title).toBe('Validation Error');
    expect(en.LeadForms.submitting).toBe('Sending Your Request...');
    expect(en.LeadForms.leadCapture.successTitle).toBe('Thank You');
    expect(en.LeadForms.contact.successTitle).toBe('Message Sent Successfully!');
  });

  it('fill in the field limit', () => {
    const texts = en.LeadForms.errors as Record<LeadErrorCode, string>;
    expect(fieldErrorTexts({ phone: 'tooLong', name: 'nameInvalid' }, texts)).toEqual({
      phone: 'Please keep this to 20 characters or fewer.',
      name: 'Please enter a valid name (at least 2 characters).',
    });
  });
});
