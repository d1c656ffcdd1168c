/**
 * The Support page's six questions; question and answer texts under `Faq.<id>` in messages.
 * The same texts feed the visible accordion and the FAQPage structured data.
 */
export const faqIds = [
  'timeline',
  'languages',
  'ownership',
  'payment',
  'changes',
  'existingSite',
] as const;

export type FaqId = (typeof faqIds)[number];
