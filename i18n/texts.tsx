'use client';

import { createContext, useCallback, useContext, type ReactNode } from 'react';
import format, { type CompiledMessage } from 'icu-minify/format';
import type { Locale } from './routing';
import type { CompiledTexts } from './compiled-texts';

/**
 * Texts a client island formats in the browser (a count, a place in the queue), compiled on the
 * server by compileTexts. Islands use `useTexts`, never next-intl's useTranslations: the browser's
 * copy of next-intl has no ICU parser (next.config.ts), so its translator would print the
 * message's syntax. An ESLint rule keeps next-intl's formatting hooks out of app/ and components/.
 */
const TextsContext = createContext<{ locale: Locale; texts: CompiledTexts } | null>(null);

export function TextsProvider({
  locale,
  texts,
  children,
}: {
  locale: Locale;
  texts: CompiledTexts;
  children: ReactNode;
}) {
  return <TextsContext value={{ locale, texts }}>{children}</TextsContext>;
}

const formatters = {
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) =>
    new Intl.NumberFormat(...args),
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
    new Intl.DateTimeFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) =>
    new Intl.PluralRules(...args),
};

type Translate = (key: string, values?: Record<string, string | number>) => string;

function lookup(texts: CompiledTexts, path: string): CompiledMessage | undefined {
  let node: CompiledMessage | CompiledTexts | undefined = texts;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node !== 'object' || Array.isArray(node)) return undefined;
    node = (node as CompiledTexts)[part];
  }
  return node as CompiledMessage | undefined;
}

/** The island's locale, as the provider was given it. */
export function useTextsLocale(): Locale {
  const context = useContext(TextsContext);
  if (!context) throw new Error('useTextsLocale needs a TextsProvider above it.');
  return context.locale;
}

/** `t(key, values)` for the texts under `namespace` (dotted, as in the message files). */
export function useTexts(namespace: string): Translate {
  const context = useContext(TextsContext);
  if (!context) throw new Error('useTexts needs a TextsProvider above it.');
  const { locale, texts } = context;
  return useCallback(
    (key, values) => {
      const path = `${namespace}.${key}`;
      const message = lookup(texts, path);
      // A missing text is a bug the tests catch, not something to show a visitor quietly.
      if (message === undefined) throw new Error(`No text "${path}" was given to this island.`);
      return String(format(message, locale, values, { formatters }));
    },
    [locale, namespace, texts],
  );
}
