import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnalysisResult } from '@/lib/analysis/analysis-result';
import { analyzeWebsite } from '@/lib/analysis/engine';

/**
 * A dealer site that fights back (docs/grader.md, "Bounds"): each sitemap trap, a stock list of
 * thousands of cars, car pages that fail or never end, a stock list on someone else's host. The
 * grader must come back from each with a clear status and a bounded cost, never hang or throw.
 */
type Site = { origin: string; requests: string[]; closedEarly: string[] };
const servers: http.Server[] = [];

async function site(
  handle: (path: string, res: ServerResponse, req: IncomingMessage) => void,
  address = '127.0.0.1',
): Promise<Site> {
  const requests: string[] = [];
  const closedEarly: string[] = [];
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push(path);
    res.on('close', () => {
      if (!res.writableFinished) closedEarly.push(path);
    });
    handle(path, res, req);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, address, resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://${address}:${port}`, requests, closedEarly };
}

afterAll(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
});

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Motors</title></head><body>${body}</body></html>`;
const html = (res: ServerResponse, body: string, status = 200) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(page(body));
};
const xml = (res: ServerResponse, body: string | Buffer, headers: Record<string, string> = {}) => {
  res.writeHead(200, { 'content-type': 'application/xml', ...headers });
  res.end(body);
};
const notFound = (res: ServerResponse) => {
  res.writeHead(404, { 'content-type': 'text/plain' });
  res.end('not found');
};

const grade = (origin: string) =>
  analyzeWebsite(new URL(`${origin}/`), { allowLoopback: true, pageSpeed: null });

const stockFinding = (result: AnalysisResult) =>
  result.dealer?.pages.find((finding) => finding.role === 'stock');
const carFinding = (result: AnalysisResult) =>
  result.dealer?.pages.find((finding) => finding.role === 'car');
const dealerStatus = (result: AnalysisResult, id: string) =>
  result.dealer?.checks.find((check) => check.id === id)?.status;

describe('the dealer pages on a hostile site', () => {
  it('reads no gzip bomb of a sitemap past half a megabyte, and says what it looked at', async () => {
    // 64 MB of nothing in 64 KB on the wire.
    const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024, ' '));
    const bombed = await site((path, res) => {
      if (path === '/') return html(res, '<h1>Motors</h1><a href="/about/">About</a>');
      if (path === '/sitemap.xml') return xml(res, bomb, { 'content-encoding': 'gzip' });
      notFound(res);
    });
    const result = await grade(bombed.origin);
    expect(stockFinding(result)).toEqual({
      role: 'stock',
      found: false,
      tried: [{ where: 'home-links', links: 1 }],
    });
    expect(dealerStatus(result, 'stock-found')).toBe('fail');
  });

  it('stops reading a sitemap of 60 MB early, without waiting for its end', async () => {
    const huge = await site((path, res) => {
      if (path === '/') return html(res, '<h1>Motors</h1>');
      if (path !== '/sitemap.xml') return notFound(res);
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.write('<?xml version="1.0"?><urlset>');
      const chunk = '<url><loc>https://example.com/a-page-of-the-site/</loc></url>'.repeat(1000);
      let sent = 0;
      const more = () => {
        while (sent < 60 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', more);
        }
        res.end('</urlset>');
      };
      res.on('close', () => res.removeAllListeners('drain'));
      more();
    });
    const result = await grade(huge.origin);
    expect(stockFinding(result)).toMatchObject({ found: false });
    // The server sees its connection closed under it.
    await expect.poll(() => huge.closedEarly).toContain('/sitemap.xml');
  });

  it('reads one level of an endless chain of sitemap indexes, never the next', async () => {
    const index = (next: number) =>
      `<?xml version="1.0"?><sitemapindex><sitemap><loc>ORIGIN/sitemap-${next}.xml</loc></sitemap></sitemapindex>`;
    const endless: Site = await site((path, res) => {
      if (path === '/') return html(res, '<h1>Motors</h1>');
      const child = /^\/sitemap-(\d+)\.xml$/.exec(path);
      if (path === '/sitemap.xml' || child) {
        const body = (
          index(Number(child?.[1] ?? 0) + 1) + index(1000 + Number(child?.[1] ?? 0))
        ).replaceAll('ORIGIN', endless.origin);
        return xml(res, body);
      }
      notFound(res);
    });
    const result = await grade(endless.origin);
    expect(stockFinding(result)).toMatchObject({ found: false });
    expect(endless.requests.filter((path) => /^\/sitemap-\d+\.xml$/.test(path)).length).toBe(2);
  });

  it('tries two of 5,000 car links, and says the car pages answered no page', async () => {
    const cars = Array.from(
      { length: 5000 },
      (_, n) => `<li><a href="/used-cars/2019-toyota-corolla-${n}/">2019 Toyota Corolla</a></li>`,
    ).join('');
    const many = await site((path, res) => {
      if (path === '/') return html(res, '<a href="/used-cars/">Used cars</a>');
      if (path === '/used-cars/') return html(res, `<h1>Used cars</h1><ul>${cars}</ul>`);
      if (path.startsWith('/used-cars/')) return html(res, '<h1>Server error</h1>', 500);
      notFound(res);
    });
    const result = await grade(many.origin);
    expect(stockFinding(result)).toMatchObject({ found: true, foundBy: 'link' });
    expect(carFinding(result)).toEqual({
      role: 'car',
      found: false,
      tried: [{ where: 'stock-links', links: 5000 }],
    });
    expect(many.requests.filter((path) => /^\/used-cars\/.+\//.test(path))).toHaveLength(2);
    expect(dealerStatus(result, 'stock-in-html')).toBe('pass');
    expect(dealerStatus(result, 'car-price')).toBe('na');
  });

  it('gives up on a car page that never ends, within the dealer pages’ budget', async () => {
    const hanging = await site((path, res) => {
      if (path === '/') return html(res, '<a href="/stock/">Our stock</a>');
      if (path === '/stock/')
        return html(res, '<h1>Stock</h1><a href="/car/2018-ford-focus/">2018 Ford Focus</a>');
      if (path === '/car/2018-ford-focus/') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return void res.write('<!doctype html><title>2018 Ford Focus</title><h1>2018 Ford');
      }
      notFound(res);
    });
    const result = await grade(hanging.origin);
    expect(stockFinding(result)).toMatchObject({ found: true });
    expect(carFinding(result)).toMatchObject({ found: false });
    await expect.poll(() => hanging.closedEarly).toContain('/car/2018-ford-focus/');
  });

  it('names the other host a stock list redirects to, and fails it as not the dealer’s own', async () => {
    // The stock vendor's host: another address (all of 127/8 is this machine's loopback).
    const vendor = await site((path, res) => {
      if (path === '/dealer-42/stock/')
        return html(res, '<h1>Stock</h1><a href="/dealer-42/car/77/">2017 BMW 320d</a>');
      notFound(res);
    }, '127.0.0.2');
    const vendorHost = vendor.origin;
    const away = await site((path, res) => {
      if (path === '/') return html(res, '<a href="/used-cars/">Used cars</a>');
      if (path === '/used-cars/') {
        res.writeHead(302, { location: `${vendorHost}/dealer-42/stock/` });
        return res.end();
      }
      notFound(res);
    });
    const result = await grade(away.origin);
    expect(stockFinding(result)).toMatchObject({
      found: true,
      url: `${vendorHost}/dealer-42/stock/`,
    });
    expect(result.dealer?.checks.find((check) => check.id === 'stock-own-domain')).toMatchObject({
      status: 'fail',
      evidence: { state: 'thirdParty', host: '127.0.0.2' },
    });
  });
});
