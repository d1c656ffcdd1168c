import { maskFields } from '@/lib/server/log-masking';

type Level = 'info' | 'warn' | 'error';

/** Set by the server's request hook (lib/server/http-hooks.ts) for the request being handled. */
type RequestStore = { getStore(): { requestId: string } | undefined };
const requestContext = () =>
  (globalThis as { __autositesRequestContext?: RequestStore }).__autositesRequestContext;

/**
 * One JSON line per notable event, so logs can be searched and shipped as they are. Lines
 * written while a request is handled carry its id; e-mails and IPs are masked and secrets
 * dropped (lib/server/log-masking.ts), whatever the caller passed.
 */
export function logEvent(level: Level, event: string, fields: Record<string, unknown> = {}) {
  const requestId = requestContext()?.getStore()?.requestId;
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    event,
    ...(requestId ? { requestId } : {}),
    ...maskFields(fields),
  });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}
