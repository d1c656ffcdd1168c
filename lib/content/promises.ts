import type { Locale } from '@/i18n/routing';
import { formatPercent, formatRange } from '@/lib/format';

/**
 * What the agency promises, each defined once. Texts that mention a promise take it as an ICU
 * argument (`t(key, storyValues(locale))`, ./story.ts), so no page can promise another number.
 * The few texts rendered by code outside the marketing pages (e-mails, the grader, the lead
 * forms' answers) write it out, and tests/unit/one-story.test.ts holds them to these values.
 */
export const promises = {
  /** Every request (quote, contact, support e-mail) gets a first reply within this many office hours. */
  replyHours: 2,
  /** The first measurable results, counted from launch. */
  firstResultsDays: 30,
  /** Money back if the client is not happy, asked for within this many days of launch. */
  moneyBackDays: 30,
  /** A package website goes live this many business days after we have the client's content. */
  deliveryDays: { from: 5, to: 7 },
  /** A rush launch, for an extra fee. */
  rushHours: { from: 48, to: 72 },
  /** Monthly uptime of the sites we host, in percent. */
  uptimePercent: 99.9,
  /** A paid package's project is set up within this many hours. */
  setupHours: 24,
} as const;

/** The promises as ICU arguments: counts stay numbers (for plurals), ranges and rates are text. */
export function promiseValues(locale: Locale) {
  return {
    replyHours: promises.replyHours,
    firstResultsDays: promises.firstResultsDays,
    moneyBackDays: promises.moneyBackDays,
    setupHours: promises.setupHours,
    deliveryDays: formatRange(promises.deliveryDays.from, promises.deliveryDays.to, locale),
    rushHours: formatRange(promises.rushHours.from, promises.rushHours.to, locale),
    uptime: formatPercent(promises.uptimePercent, locale),
  };
}
