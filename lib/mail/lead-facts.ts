import 'server-only';
import type { Lead, LeadSource } from '@/lib/db/generated/client';
import { siteConfig } from '@/lib/site-config';
import en from '@/messages/en.json';
import type { LeadFact } from './templates/AgencyLeadEmail';

/** The forms as the agency knows them (the admin area is English-only). */
export const leadFormNames: Record<LeadSource, string> = {
  lead_capture: 'Home page quote form',
  contact: 'Contact page form',
  website_grader: 'Website grader full report',
};

const languageNames: Record<string, string> = { en: 'English', tr: 'Turkish', el: 'Greek' };

const received = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: siteConfig.openingHours.timeZone,
});

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

/** Every field of a lead, labelled, in the order the agency reads them. */
export function leadFacts(lead: Lead, pageUrl: string | null): LeadFact[] {
  return [
    { label: 'Name', value: lead.name },
    { label: 'Company', value: lead.company },
    { label: 'E-mail', value: lead.email, href: `mailto:${lead.email}` },
    lead.phone
      ? { label: 'Phone', value: lead.phone, href: `tel:${lead.phone.replace(/[^+\d]/g, '')}` }
      : { label: 'Phone', value: 'not given' },
    { label: 'Form', value: leadFormNames[lead.source] ?? lead.source },
    pageUrl
      ? { label: 'Page', value: pageUrl, href: pageUrl }
      : { label: 'Page', value: lead.pagePath ?? 'not recorded' },
    { label: 'Language', value: `${languageNames[lead.locale] ?? lead.locale} (${lead.locale})` },
    {
      label: 'Received',
      value: `${received.format(lead.createdAt)} (${siteConfig.openingHours.timeZone})`,
    },
    { label: 'Package', value: choice(lead.package, packageNames) },
    { label: 'Cars in stock', value: choice(lead.cars, en.LeadForms.cars) },
    { label: 'Budget', value: choice(lead.budget, en.LeadForms.budgets) },
    { label: 'Message', value: lead.message || 'no message', multiline: true },
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
}
