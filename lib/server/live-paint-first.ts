import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { paintFirst } from '@/scripts/paint-first.mjs';
import { routes, routeKeys, type RouteInfo } from '@/lib/routes';

/** The pages rendered on request for every visitor (`onDemand` in lib/routes.ts), any language. */
const livePaths = new Set(
  routeKeys
    .filter((key) => (routes[key] as RouteInfo).onDemand)
    .flatMap((key) => {
      const path = routes[key].path;
      return [path, `/en${path}`, `/tr${path}`, `/el${path}`];
    }),
);

type Write = ServerResponse['write'];
type End = ServerResponse['end'];
type Callback = (error?: Error | null) => void;

/**
 * The prerendered pages paint before their scripts load (scripts/paint-first.mjs rewrites them
 * after the build); a page rendered on request for every visitor (the booking page, whose free
 * times are live) gets the same rewrite here, as it is answered: its HTML is held until it is
 * whole (a few milliseconds of rendering, not a stream worth keeping), rewritten, then handed to
 * the compressor. Everything else passes untouched. Called by the request hook after the
 * compression is set up.
 */
export function paintFirstResponse(request: IncomingMessage, response: ServerResponse): void {
  if (request.method !== 'GET') return;
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  if (!livePaths.has(path)) return;
  const write = response.write as Write;
  const end = response.end as End;
  const chunks: Buffer[] = [];
  const held = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array),
    );
  };
  response.write = function holdChunk(chunk: unknown, encoding?: unknown, callback?: unknown) {
    held(chunk, encoding);
    const done = [encoding, callback].find((arg) => typeof arg === 'function') as
      Callback | undefined;
    if (done) queueMicrotask(() => done());
    return true;
  } as Write;
  response.end = function rewriteAndEnd(chunk?: unknown, encoding?: unknown, callback?: unknown) {
    held(chunk, encoding);
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function') as
      Callback | undefined;
    let body = Buffer.concat(chunks);
    const type = String(response.getHeader('content-type') ?? '');
    if (response.statusCode === 200 && type.startsWith('text/html')) {
      body = Buffer.from(paintFirst(body.toString('utf8')));
      if (!response.headersSent) response.removeHeader('content-length');
    }
    response.write = write;
    response.end = end;
    if (body.length > 0) (write as (chunk: Buffer) => boolean).call(response, body);
    return (end as (callback?: Callback) => ServerResponse).call(response, done);
  } as End;
}
