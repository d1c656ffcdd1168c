/**
 * What every request body must satisfy before any of our code (or Next's) reads it, checked by
 * the server's request hook (lib/server/http-hooks.ts) from the headers alone:
 * - at most 1 MB, the size of Next's own server-action limit, which answers a larger body with a
 *   500 once it has read it; the forms, the checkout and Stripe's events are a few kilobytes;
 * - a declared length: a body sent in chunks of unknown total could only be refused after it
 *   had been read. Browsers, Stripe and nginx (deploy/nginx.conf) always declare it.
 */
export const maxRequestBodyBytes = 1024 * 1024;

export type Refusal = { status: 411 | 413; message: string };

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function refuseRequestBody(request: {
  method: string;
  contentLength: string | undefined;
  transferEncoding: string | undefined;
}): Refusal | null {
  if (!bodyMethods.has(request.method)) return null;
  if (request.contentLength === undefined) {
    return request.transferEncoding
      ? { status: 411, message: 'Send the body with a Content-Length.' }
      : null;
  }
  const length = Number(request.contentLength);
  if (!Number.isSafeInteger(length) || length < 0) {
    return { status: 411, message: 'Send the body with a valid Content-Length.' };
  }
  if (length > maxRequestBodyBytes) {
    return { status: 413, message: `The body may be at most ${maxRequestBodyBytes} bytes.` };
  }
  return null;
}
