import 'server-only';
import type { Lead, LeadSource } from '@/lib/db/generated/client';
import { leadCaptureDefaultMessage } from '@/lib/leads/fields';
import { asks, leadSourceRow } from '@/lib/leads/sources';
import { siteConfig } from '@/lib/site-config';
import en from '@/messages/en.json';
import type { LeadFact } from './templates/AgencyLeadEmail';
import { formatOfficeDateTime } from '@/lib/hours/office-time';

/** The form as the agency knows it (the admin area is English-only; lib/leads/sources.ts). */
export const leadFormName = (source: LeadSource) => leadSourceRow(source).mailName;

const languageNames: Record<string, string> = { en: 'English', tr: 'Turkish', el: 'Greek' };

/** A stored choice in words: a package id, a car-count or budget band; other values as stored. */
function choice(value: string | null, labels: Record<string, string>): string {
  if (!value) return 'not given';
  return labels[value] ?? value;
}

const packageNames: Record<string, string> = {
  basic: en.Packages.basic.name,
  advance: en.Packages.advance.name,
  ultimate: en.Packages.ultimate.name,
  'ultimate-dealership': en.Packages['ultimate-dealership'].name,
  custom: en.LeadForms.packages.custom,
};

export const formatFillTime = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function utmText(lead: Lead): string {
  const tags = [
    ['source', lead.utmSource],
    ['medium', lead.utmMedium],
    ['campaign', lead.utmCampaign],
    ['term', lead.utmTerm],
    ['content', lead.utmContent],
  ].filter(([, value]) => value);
  return tags.length > 0 ? tags.map(([name, value]) => `${name}: ${value}`).join(' · ') : 'none';
}

function spamText(lead: Lead): string {
  if (!lead.suspectedSpam) return 'Not suspected';
  return lead.fillTimeMs === null
    ? 'Suspected spam'
    : `Suspected spam: sent ${formatFillTime(lead.fillTimeMs)} after the form appeared`;
}

/** What the visitor wrote in their own words, or null (the field was left empty, or not asked). */
export function visitorMessage(lead: Lead): string | null {
  if (!asks(lead.source, 'message')) return null; // the form has none (the grader's: ours says why)
  const message = lead.message.trim();
  return message && message !== leadCaptureDefaultMessage ? message : null;
}

/**
 * A mailto: link to one address. Its local part may hold `?`, `&` or `%`, which a mailto: URL
 * would read as the start of headers (`a?cc=someone@x`): it is percent-encoded.
 */
export function mailtoHref(address: string, subject?: string): string {
  const at = address.lastIndexOf('@');
  const to = `${encodeURIComponent(address.slice(0, at))}${address.slice(at)}`;
  return `mailto:${to}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}

/** The phone number as a dialled one: `+` and digits, or null without one. */
const dialled = (phone: string | null) => {
  const digits = phone?.replace(/[^+\d]/g, '').replace(/^00/, '+') ?? '';
  return digits.replace(/\D/g, '').length >= 6 ? digits : null;
};

/**
 * The agency's ways back to the visitor, one button each: reply by e-mail; call, and message on
 * WhatsApp, when they left a phone number (WhatsApp only for an international one, +… or 00…:
 * a local number's country is a guess).
 */
export function contactActions(lead: Lead, replySubject: string) {
  const phone = dialled(lead.phone);
  return {
    reply: mailtoHref(lead.email, replySubject),
    call: phone ? `tel:${phone}` : null,
    whatsapp: phone?.startsWith('+') ? `https://wa.me/${phone.slice(1)}` : null,
  };
}

/**
 * The lead's fields, labelled, in the order the agency reads them: only what its form asked
 * (the home form stores defaults for a package and a message it never asked for; the grader's
 * form asks for neither, nor a phone), then where it came from and how.
 */
export function leadFacts(lead: Lead, pageUrl: string | null): LeadFact[] {
  const facts: (LeadFact | false)[] = [
    { label: 'Reference', value: lead.reference },
    { label: 'Name', value: lead.name },
    { label: 'Company', value: lead.company },
    { label: 'E-mail', value: lead.email, href: mailtoHref(lead.email) },
    asks(lead.source, 'phone') &&
      (lead.phone
        ? { label: 'Phone', value: lead.phone, href: `tel:${dialled(lead.phone) ?? ''}` }
        : { label: 'Phone', value: 'not given' }),
    asks(lead.source, 'package') && { label: 'Package', value: choice(lead.package, packageNames) },
    asks(lead.source, 'cars') && {
      label: 'Cars in stock',
      value: choice(lead.cars, en.LeadForms.cars),
    },
    asks(lead.source, 'budget') && {
      label: 'Budget',
      value: choice(lead.budget, en.LeadForms.budgets),
    },
    asks(lead.source, 'report') && { label: 'Report', value: lead.message, multiline: true },
    { label: 'Form', value: leadFormName(lead.source) },
    pageUrl
      ? { label: 'Page', value: pageUrl, href: pageUrl }
      : { label: 'Page', value: lead.pagePath ?? 'not recorded' },
    { label: 'Language', value: `${languageNames[lead.locale] ?? lead.locale} (${lead.locale})` },
    {
      label: 'Received',
      value: `${formatOfficeDateTime(lead.createdAt)} (${siteConfig.openingHours.timeZone})`,
    },
    { label: 'UTM tags', value: utmText(lead) },
    {
      label: 'Consent',
      value: lead.consentGiven
        ? `Given (privacy policy version ${lead.consentVersion})`
        : 'Not given',
    },
    { label: 'Spam check', value: spamText(lead) },
    {
      label: 'Fill time',
      value: lead.fillTimeMs === null ? 'not reported' : formatFillTime(lead.fillTimeMs),
    },
  ];
  return facts.filter((fact): fact is LeadFact => fact !== false);
}
