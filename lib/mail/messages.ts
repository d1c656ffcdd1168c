import 'server-only';
import { createTranslator, type Messages } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import en from '@/messages/en.json';
import el from '@/messages/el.json';
import tr from '@/messages/tr.json';

/**
 * E-mails are written outside any request (the outbox worker runs in the background), so they
 * read the message files directly instead of next-intl's request configuration.
 */
const messagesByLocale: Record<Locale, Messages> = { en, tr, el };

export const emailMessages = (locale: Locale): Messages => messagesByLocale[locale];

/**
 * Texts of one namespace in one language. A missing or broken message throws: a half-translated
 * e-mail is not sent, the job fails visibly, and the unit tests catch it first.
 */
export function emailTranslator<
  Namespace extends 'Emails' | 'WebsiteGrader.report' | 'GraderBrowser',
>(locale: Locale, namespace: Namespace) {
  return createTranslator({
    locale,
    messages: messagesByLocale[locale],
    namespace,
    onError(error) {
      throw error;
    },
  });
}
