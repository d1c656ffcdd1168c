import type messages from '@/messages/en.json';

type Sections = (typeof messages)['PrivacyPolicy']['sections'];
export type PrivacySectionKey = keyof Sections;

/** The day the policy was last changed (ISO date); written in each language's date format. */
export const privacyLastUpdated = '2026-11-28';

/**
 * The privacy policy's sections in reading order. Their texts live under
 * `PrivacyPolicy.sections.<key>` as `title` plus either `text`, or `intro`, `items` and an
 * optional `outro`; the policy describes what lib/leads really stores and lib/follow-ups
 * really sends.
 */
export const privacySections: readonly PrivacySectionKey[] = [
  'collected',
  'use',
  'emails',
  'security',
  'retention',
  'cookies',
  'rights',
  'thirdParties',
  'contact',
  'updates',
];

/** The shape every section's messages share (used to render them with one component). */
export type PrivacySectionMessages = {
  title: string;
  text?: string;
  intro?: string;
  items?: Record<string, string>;
  outro?: string;
};
