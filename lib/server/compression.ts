import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants } from 'node:zlib';
import compression from 'compression';

/**
 * Brotli at quality 6: the Greek home page's HTML is 66 KB of gzip and 43 KB of Brotli, compressed
 * in ≈ 5 ms (as fast as quality 5 here, 1 KB smaller); quality 11 takes ≈ 370 ms. On a phone's
 * network every byte before the largest paint is time (docs/testing.md). Clients without Brotli
 * get gzip, as before.
 */
const brotliQuality = 6;

/**
 * A 512 KB window (the default is 4 MB): every page fits in it whole, so nothing compresses worse,
 * and with fifty responses being compressed at once the encoders' smaller buffers took a home
 * page from 3.9 to 3.1 ms of CPU each (gzip: 2.5 ms).
 */
const brotliWindowBits = 19;

const middleware = compression({
  brotli: {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits,
    },
  },
});

/**
 * The site's one response compression, in place of Next's (gzip only; `compress: false` in
 * next.config.ts): Brotli for the clients that accept it, gzip for the rest, nothing below 1 KB,
 * for HEAD, for types that do not compress or for `Cache-Control: no-transform`. Streamed pages
 * stay streamed: Next flushes the compressor after each chunk it writes. Called by the request hook
 * (http-hooks.ts) before Next sees the request.
 */
export function compressResponse(request: IncomingMessage, response: ServerResponse): void {
  middleware(
    request as Parameters<typeof middleware>[0],
    response as Parameters<typeof middleware>[1],
    () => {},
  );
}
