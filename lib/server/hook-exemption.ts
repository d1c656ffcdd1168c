import type { Server } from 'node:http';

/**
 * Servers of the app's own that are not the site: the grader's guarding proxy in front of
 * Chromium. The request hook (http-hooks.ts) patches every http.Server of the process, and must
 * leave these alone: no security headers, Cache-Control, body limit, request id or access log
 * on the pages the grader measures, and none of their requests counted as the site's in flight.
 */
const exempt = new WeakSet<object>();

export function exemptFromHttpHooks(server: Server): void {
  exempt.add(server);
}

export function isExemptFromHttpHooks(server: object): boolean {
  return exempt.has(server);
}
