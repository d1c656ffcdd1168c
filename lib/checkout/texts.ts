import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import en from '@/messages/en.json';
import el from '@/messages/el.json';
import tr from '@/messages/tr.json';

const messages = { en, tr, el } as const;

/**
 * Translations for the checkout's server code (route handlers, outside a page render): the
 * same messages as the pages, without next-intl's request context, so tests can call it too.
 */
export function checkoutTranslator(locale: Locale) {
  return createTranslator({ locale, messages: messages[locale] as typeof en });
}

export type CheckoutTranslator = ReturnType<typeof checkoutTranslator>;
