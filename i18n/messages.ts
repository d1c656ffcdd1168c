import type { Locale } from './routing';
import type messages from '../messages/en.json';

type Messages = typeof messages;

/** Picks the namespaces a client island needs, so the browser gets only those messages. */
export function pickMessages<K extends keyof Messages>(
  all: Messages,
  namespaces: readonly K[],
): Pick<Messages, K> {
  const picked = {} as Pick<Messages, K>;
  for (const ns of namespaces) picked[ns] = all[ns];
  return picked;
}

export const localeNames: Record<Locale, { short: string; native: string }> = {
  en: { short: 'EN', native: 'English' },
  tr: { short: 'TR', native: 'Türkçe' },
  el: { short: 'EL', native: 'Ελληνικά' },
};
