/**
 * The Cache-Control of every response, decided in one place as the response leaves the server.
 * - Prerendered pages: Next sends `s-maxage=31536000` (a year). A CDN holding HTML that long
 *   keeps serving pages whose hashed assets the next deployment removed; so a shared cache keeps
 *   them five minutes, then may serve the stale copy for a day while it fetches a fresh one.
 *   That allowance is for shared caches only: browsers honour `stale-while-revalidate` too, and
 *   Chromium then holds repeated requests for a page (a reload, the router's prefetches of a
 *   page it already has) behind its cache lock for 20–30 s. So browsers get `max-age=0`
 *   (revalidate, a 304 when unchanged) and the stale allowance travels in `CDN-Cache-Control`
 *   (RFC 9213), which CDNs read and browsers ignore; deploy/nginx.conf does the same on its own
 *   (`proxy_cache_use_stale updating` with a background update).
 * - Hashed assets under /_next/static: Next's own `public, max-age=31536000, immutable`; so are
 *   the files under /fonts/ and /illustrations/ whose name carries a hash of their content
 *   (app/font-subsets.ts, components/illustrations/devices-picture.ts).
 * - Anything personal — the admin area, the API, the answer to a form (any non-GET) and pages
 *   rendered per request — is `private, no-store`.
 */
export const pageSharedMaxAgeSeconds = 300;
export const pageStaleWhileRevalidateSeconds = 86_400;

export const personal = 'private, no-store';
export const prerenderedPage = `public, max-age=0, s-maxage=${pageSharedMaxAgeSeconds}`;
/** `CDN-Cache-Control` of prerendered pages: the same five minutes, then stale for a day. */
export const prerenderedPageForCdn =
  `public, max-age=${pageSharedMaxAgeSeconds}, ` +
  `stale-while-revalidate=${pageStaleWhileRevalidateSeconds}`;

/** `CDN-Cache-Control` to send beside a response's Cache-Control, if any. */
export function cdnCacheControlFor(cacheControl: string | undefined): string | undefined {
  return cacheControl === prerenderedPage ? prerenderedPageForCdn : undefined;
}

export type ResponseFacts = { method: string; path: string; current: string | undefined };

const immutableAsset = 'public, max-age=31536000, immutable';

export function cacheControlFor({ method, path, current }: ResponseFacts): string | undefined {
  if (path.startsWith('/_next/static/')) return current;
  if (method !== 'GET' && method !== 'HEAD') return personal;
  // Next serves public/ files with `public, max-age=0`; a missing one gets a private 404.
  if (isVersionedFile(path) && current?.startsWith('public')) return immutableAsset;
  if (isPersonalPath(path)) return personal;
  if (!current) return current;
  // Next marks what it prerendered with s-maxage and what it rendered for this request with
  // private/no-store; the former is the only thing a shared cache may keep.
  if (/^s-maxage=\d+/.test(current)) return prerenderedPage;
  if (/no-store|private/.test(current)) return personal;
  return current;
}

function isVersionedFile(path: string) {
  return /^\/(fonts\/[\w-]+\.[0-9a-f]{8}\.woff2|illustrations\/[\w-]+\.[0-9a-f]{8}\.svg)$/.test(
    path,
  );
}

function isPersonalPath(path: string) {
  return /^\/(api|admin)(\/|$)/.test(path);
}
