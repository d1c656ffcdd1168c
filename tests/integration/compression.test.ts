import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, createBrotliDecompress, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installHttpHooks } from '@/lib/server/http-hooks';

/**
 * The request hook compresses what the site answers (lib/server/compression.ts), in place of
 * Next's gzip-only compression: Brotli for the browsers that take it, gzip for the rest, and a
 * streamed page still reaches the browser chunk by chunk (Next flushes after each write).
 */
const page = `<!doctype html><title>Dealer</title>${'<p class="text-slate-600">Cars and vans</p>'.repeat(400)}`;
const chrome = 'gzip, deflate, br, zstd';
let server: http.Server;
let port: number;
/** Lets the streamed response write its second chunk. */
let releaseSecondChunk: () => void = () => {};

beforeAll(async () => {
  installHttpHooks();
  server = http.createServer((request, response) => {
    if (request.url === '/stream') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(`<!doctype html><title>Report</title><p id="first">${'a'.repeat(2000)}</p>`);
      (response as unknown as { flush: () => void }).flush();
      releaseSecondChunk = () => response.end('<p id="second">done</p>');
      return;
    }
    const body = request.url === '/small' ? '<p>hi</p>' : page;
    const type = request.url === '/png' ? 'image/png' : 'text/html; charset=utf-8';
    response.writeHead(200, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

function get(path: string, acceptEncoding?: string, method = 'GET') {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    const request = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('response compression', () => {
  it('sends Brotli to a browser that takes it, far smaller than the page', async () => {
    const { headers, body } = await get('/', chrome);
    expect(headers['content-encoding']).toBe('br');
    expect(headers.vary).toMatch(/accept-encoding/i);
    expect(headers['content-length']).toBeUndefined();
    expect(brotliDecompressSync(body).toString()).toBe(page);
    expect(body.length).toBeLessThan(page.length / 10);
  });

  it('sends gzip to a client without Brotli, and the page as it is to one without either', async () => {
    const gzip = await get('/', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(page);
    const plain = await get('/', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });

  it('leaves alone what does not gain: a tiny answer, an image, a HEAD', async () => {
    const small = await get('/small', chrome);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('<p>hi</p>');
    const image = await get('/png', chrome);
    expect(image.headers['content-encoding']).toBeUndefined();
    const head = await get('/', chrome, 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body.length).toBe(0);
  });

  it('keeps a streamed page streaming: the first chunk arrives before the rest is written', async () => {
    const text = await new Promise<string>((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port, path: '/stream', headers: { 'accept-encoding': chrome } },
        (res) => {
          expect(res.headers['content-encoding']).toBe('br');
          let received = '';
          const decoded = res.pipe(createBrotliDecompress());
          decoded.on('data', (chunk: Buffer) => {
            received += chunk.toString();
            // Only once the first chunk has arrived does the server write the second.
            if (received.includes('</p>') && !received.includes('second')) releaseSecondChunk();
          });
          decoded.on('end', () => resolve(received));
          decoded.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(text).toMatch(/<p id="first">a+<\/p><p id="second">done<\/p>$/);
  });
});
