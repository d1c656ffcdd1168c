/**
 * The Cache-Control of every response, decided in one place as the response leaves the server.
 * - Prerendered pages: Next sends `s-maxage=31536000` (a year). A CDN holding HTML that long
 *   keeps serving pages whose hashed assets the next deployment removed; so a shared cache keeps
 *   them five minutes, then serves the stale copy for a day while it fetches a fresh one.
 * - Hashed assets under /_next/static: Next's own `public, max-age=31536000, immutable`.
 * - Anything personal — the admin area, the API, the answer to a form (any non-GET) and pages
 *   rendered per request — is `private, no-store`.
 */
export const pageSharedMaxAgeSeconds = 300;
export const pageStaleWhileRevalidateSeconds = 86_400;

export const personal = 'private, no-store';
export const prerenderedPage =
  `public, s-maxage=${pageSharedMaxAgeSeconds}, ` +
  `stale-while-revalidate=${pageStaleWhileRevalidateSeconds}`;

export type ResponseFacts = { method: string; path: string; current: string | undefined };

export function cacheControlFor({ method, path, current }: ResponseFacts): string | undefined {
  if (path.startsWith('/_next/static/')) return current;
  if (method !== 'GET' && method !== 'HEAD') return personal;
  if (isPersonalPath(path)) return personal;
  if (!current) return current;
  // Next marks what it prerendered with s-maxage and what it rendered for this request with
  // private/no-store; the former is the only thing a shared cache may keep.
  if (/^s-maxage=\d+/.test(current)) return prerenderedPage;
  if (/no-store|private/.test(current)) return personal;
  return current;
}

function isPersonalPath(path: string) {
  return /^\/(api|admin)(\/|$)/.test(path);
}
