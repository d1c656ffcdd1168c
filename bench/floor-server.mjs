// The floor: a page's content without its scripts. A proxy in front of the site that serves each
// HTML document with every script and script preload removed (structured data stays: it is
// content for crawlers, not code), and everything else (CSS, fonts, images) as the site serves
// it, all compressed as the site compresses it (Brotli at quality 6 where the browser takes it,
// lib/server/compression.ts; gzip otherwise). What no way of shipping the same content can beat; used by
// bench/bench-pages.mjs beside the bare framework.
import http from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Scripts and script preloads out; JSON-LD kept. */
export function withoutScripts(html) {
  return html
    .replace(/<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*\bas="script"[^>]*>/g, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '')
    .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '');
}

/** Serves `upstream` (http://host:port) on `port` of 127.0.0.1, documents without scripts. */
export function startFloor(upstream, port) {
  const target = new URL(upstream);
  const server = http.createServer((request, response) => {
    const forward = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: request.url,
        method: request.method,
        headers: { ...request.headers, host: target.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const type = String(answer.headers['content-type'] ?? '');
          let body = Buffer.concat(chunks);
          if (type.includes('text/html')) body = Buffer.from(withoutScripts(body.toString()));
          const headers = { ...answer.headers };
          for (const name of ['content-length', 'transfer-encoding', 'content-encoding'])
            delete headers[name];
          if (/text|javascript|json|css|svg|xml/.test(type)) {
            const brotli = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
            body = brotli
              ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
              : gzipSync(body);
            headers['content-encoding'] = brotli ? 'br' : 'gzip';
            headers.vary = 'Accept-Encoding';
          }
          headers['content-length'] = String(body.length);
          response.writeHead(answer.statusCode ?? 502, headers);
          response.end(body);
        });
      },
    );
    forward.on('error', () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(forward);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
