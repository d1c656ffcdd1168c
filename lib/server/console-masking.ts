import 'server-only';
import { maskText } from '@/lib/server/log-masking';

let installed = false;

/**
 * What Next.js and libraries write to the console themselves — an error a page or an action did
 * not catch, with its message and stack — is masked like our own log lines (lib/log.ts): e-mails,
 * IPs and the values an error text quotes. Our own lines are JSON and already masked.
 */
export function installConsoleMasking() {
  if (installed) return;
  installed = true;
  for (const method of ['error', 'warn'] as const) {
    const write = console[method].bind(console);
    console[method] = (...args: unknown[]) => write(...args.map(maskConsoleArgument));
  }
}

export function maskConsoleArgument(argument: unknown): unknown {
  if (typeof argument === 'string') return argument.startsWith('{') ? argument : maskText(argument);
  if (!(argument instanceof Error)) return argument;
  const masked = new Error(maskText(argument.message));
  masked.name = argument.name;
  masked.stack = maskText(argument.stack ?? '');
  // The digest is what the error page shows a visitor to quote; the code says what failed.
  for (const key of ['digest', 'code'] as const) {
    const value = (argument as unknown as Record<string, unknown>)[key];
    if (typeof value === 'string' || typeof value === 'number') {
      Object.assign(masked, { [key]: value });
    }
  }
  if (argument.cause !== undefined) masked.cause = maskConsoleArgument(argument.cause);
  return masked;
}
