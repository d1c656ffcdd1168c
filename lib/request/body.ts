/**
 * How our route handlers read a request body they did not write themselves: the declared type is
 * checked before anything is parsed (415 otherwise) and a body that does not parse is a 400, never
 * an exception. The size was already checked before the request reached the handler
 * (lib/server/request-limits.ts).
 */

export const jsonTypes = ['application/json'];

/** The media type of the body, without parameters, lower case ('' when none was declared). */
export function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/** A 415 naming the types the endpoint reads, or null when the request declares one of them. */
export function refuseMediaType(request: Request, accepted: readonly string[]): Response | null {
  if (accepted.includes(mediaType(request))) return null;
  return refusal(415, `Send the body as ${accepted.join(' or ')}.`, {
    Accept: accepted.join(', '),
  });
}

export function refusal(status: number, error: string, headers: Record<string, string> = {}) {
  return Response.json({ error }, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}
