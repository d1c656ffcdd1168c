import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

export type RequestContext = { requestId: string };

/**
 * The request being handled, for log lines written deep inside actions and repositories. On
 * globalThis: instrumentation and the route bundles are separate module graphs, and lib/log.ts
 * (which also runs in the proxy) reads it from there without importing Node modules.
 */
export const requestContext: AsyncLocalStorage<RequestContext> = ((
  globalThis as { __autositesRequestContext?: AsyncLocalStorage<RequestContext> }
).__autositesRequestContext ??= new AsyncLocalStorage<RequestContext>());

const inboundId = /^[A-Za-z0-9._-]{8,64}$/;

/** A proxy's id (nginx's $request_id) is kept only from a trusted proxy, else a new one. */
export function requestIdFor(
  header: string | string[] | undefined,
  trustProxy: boolean,
  fresh: () => string,
) {
  const value = Array.isArray(header) ? header[0] : header;
  return trustProxy && value && inboundId.test(value) ? value : fresh();
}
