/**
 * The Terms of Service: the facts (the numbers the agency commits to) live here and, for the
 * promises the other pages make too (delivery, uptime, money back), in ./promises.ts; the
 * wording is in `Terms.sections.<id>` of messages/*.json, where the paragraphs use these values
 * as placeholders so a changed fact cannot leave an old number in one language.
 */
export const termsLastUpdated = '2024-12-15';

export const termsFacts = {
  depositPercent: 50,
  lateFeePercentMonthly: 1.5,
  noticeDays: 30,
  dataExportDays: 30,
  liabilityMonths: 12,
} as const;

/** Sections in order, each with the keys of its paragraphs (and of its list items, if any). */
export const termsSections = [
  { id: 'acceptance', paragraphs: ['agreement', 'changes'] },
  { id: 'services', paragraphs: ['scope', 'quotes'] },
  { id: 'payment', paragraphs: ['intro'], items: ['online', 'custom', 'late', 'refund'] },
  { id: 'clientDuties', paragraphs: ['intro'], items: ['content', 'rights', 'feedback', 'access'] },
  { id: 'intellectualProperty', paragraphs: ['yours', 'ours', 'portfolio'] },
  { id: 'liability', paragraphs: ['cap', 'exclusions'] },
  { id: 'sla', paragraphs: ['intro'], items: ['uptime', 'delivery', 'rush', 'support'] },
  { id: 'termination', paragraphs: ['notice', 'data'] },
  { id: 'governingLaw', paragraphs: ['law'] },
  { id: 'contact', paragraphs: ['intro'] },
] as const;

export type TermsSectionId = (typeof termsSections)[number]['id'];
