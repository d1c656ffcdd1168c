import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { serverUrl } from './support/servers';
import { pageBytes } from '../../bench/page-bytes.mjs';
import { loaderChunks } from '../../scripts/paint-first.mjs';

const main = new URL(serverUrl('main'));
/** TCP's initial window (10 segments of 1,460 bytes): what a new connection delivers in its first round trip. */
const firstRoundTrip = 10 * 1460;

/** Every byte of a GET, headers included, as the wire carries it (gzip unless told). */
function bytesOnTheWire(
  path: string,
  acceptEncoding = 'gzip',
): Promise<{ bytes: number; head: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(main.port), main.hostname);
    const chunks: Buffer[] = [];
    socket.on('connect', () =>
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: ${main.host}\r\nAccept-Encoding: ${acceptEncoding}\r\nConnection: close\r\n\r\n`,
      ),
    );
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      resolve({ bytes: all.length, head: all.subarray(0, all.indexOf('\r\n\r\n')).toString() });
    });
  });
}

test("the stylesheet every page waits for fits in a new connection's first round trip", async ({
  request,
}) => {
  // Past 14.6 KB it takes a second round trip before anything is painted: Lighthouse's
  // simulated mobile network showed +100 ms of first paint on the bare framework at 14.8 KB.
  const stylesheets = new Set<string>();
  for (const path of ['/', '/el/contact', '/tr/portfolio/european-motors', '/admin/login']) {
    const html = await (await request.get(path)).text();
    for (const [href] of html.matchAll(/\/_next\/static\/[^"]+\.css/g)) stylesheets.add(href);
  }
  expect(stylesheets.size).toBeGreaterThan(0);
  for (const href of stylesheets) {
    const { bytes, head } = await bytesOnTheWire(href);
    expect(head, href).toMatch(/^HTTP\/1\.1 200[\s\S]*content-encoding: gzip/i);
    expect(bytes, href).toBeLessThanOrEqual(firstRoundTrip);
  }
});

test('pages reach a browser in Brotli, the home pages in two round trips', async ({ page }) => {
  // lib/server/compression.ts. Lighthouse's simulated phone network delivers 14.6 KB in a new
  // connection's first round trip and 29.2 KB in its second: the Greek home page took three in
  // gzip (66 KB) and takes two in Brotli (42 KB with its headers), its largest paint 150 ms sooner.
  const response = await page.goto('/el');
  expect(response?.headers()['content-encoding']).toBe('br');
  const chrome = await response!.request().allHeaders();
  for (const path of ['/', '/tr', '/el']) {
    const brotli = await bytesOnTheWire(path, chrome['accept-encoding']);
    const gzip = await bytesOnTheWire(path);
    expect(brotli.head, path).toMatch(/content-encoding: br/i);
    expect(brotli.bytes, path).toBeLessThan(gzip.bytes * 0.8);
    expect(brotli.bytes, path).toBeLessThanOrEqual(3 * firstRoundTrip);
  }
  for (const path of ['/tr/services', '/about', '/el/contact']) {
    const { head } = await bytesOnTheWire(path, chrome['accept-encoding']);
    expect(head, path).toMatch(/^HTTP\/1\.1 200[\s\S]*content-encoding: br/i);
  }
});

test('a page names its languages in <head> only, not again in a Link header', async ({
  request,
}) => {
  for (const path of ['/', '/tr/contact', '/el/portfolio']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers().link ?? '', path).not.toContain('hreflang');
    expect(await response.text(), path).toContain('hrefLang="x-default"');
  }
});

test('pages ship no ICU parser to the browser, and stay within the first-load JS budget', async ({
  request,
}) => {
  // next-intl's parser (12 KB of gzip on every page) is left out of the browser's bundle
  // (next.config.ts); islands format texts compiled on the server (i18n/texts.tsx). The home
  // page carries the most islands; /website-grader and /contact have forms of their own.
  for (const path of ['/', '/el', '/about', '/website-grader', '/contact']) {
    const url = new URL(path, main);
    const { js, scripts } = await pageBytes(url);
    expect(scripts, path).toBeGreaterThan(3);
    expect(js, `${path}: KB of gzip`).toBeLessThanOrEqual(165);
    const html = await (await request.get(path)).text();
    const chunks = new Set([
      ...loaderChunks(html),
      ...[...html.matchAll(/src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map(([, src]) => src!),
    ]);
    for (const chunk of chunks) {
      // The ICU number-skeleton parser's own error text, which only that parser carries.
      expect(await (await request.get(chunk)).text(), chunk).not.toContain(
        'Invalid number skeleton',
      );
    }
  }
});
