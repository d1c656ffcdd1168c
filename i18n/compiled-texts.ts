import 'server-only';
import compile from 'icu-minify/compile';
import type { CompiledMessage } from 'icu-minify/format';

/** A namespace of messages, each compiled from ICU syntax to icu-minify's small form. */
export type CompiledTexts = { [key: string]: CompiledMessage | CompiledTexts };

/**
 * Compiles the messages a client island formats, on the server. The browser then formats them
 * with icu-minify's 2 KB formatter (i18n/texts.tsx) instead of parsing ICU syntax itself: that
 * parser, next-intl's own client formatter, is 12 KB of gzip on every page (next.config.ts
 * leaves it out of the browser's bundle).
 */
export function compileTexts(messages: object): CompiledTexts {
  // Through JSON: icu-minify builds a plural's cases as an object without a prototype, which React
  // does not pass from a server component to a client one.
  return JSON.parse(JSON.stringify(compileTree(messages))) as CompiledTexts;
}

function compileTree(messages: object): CompiledTexts {
  const compiled: CompiledTexts = {};
  for (const [key, value] of Object.entries(messages)) {
    compiled[key] = typeof value === 'string' ? compile(value) : compileTree(value as object);
  }
  return compiled;
}
