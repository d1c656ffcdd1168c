import 'server-only';
import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import net, { type AddressInfo, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { AddressPolicy } from '../fetch/address-policy';
import { AnalysisRefusal, type RefusalReason } from '../fetch/refusal';
import { resolvePublicAddress, systemResolver, type Resolver } from '../fetch/resolve';
import { exemptFromHttpHooks } from '@/lib/server/hook-exemption';
import { checkUrl } from '../fetch/target-url';

export type GuardProxyOptions = AddressPolicy & {
  resolver?: Resolver;
  /** Bytes the browser may download in one run (a page that streams forever is cut off). */
  maxBytes?: number;
  /** Connections open at once. */
  maxConnections?: number;
};

export type RefusedConnection = { target: string; reason: RefusalReason | 'limit' };
type Refusal = RefusedConnection['reason'] | 'browser_service';

export type GuardProxy = {
  port: number;
  /** What the guard refused, in order (the first 500). */
  refused: RefusedConnection[];
  refusedCount(): number;
  close(): Promise<void>;
};

// Hop-by-hop headers (RFC 9110 §7.6.1) and the proxy's own: never passed on.
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * Chromium's own services, which it calls whatever the flags say (sign-in, updates, autofill
 * and optimisation hints): refused without a lookup, and not counted as the page's requests.
 */
const browserServices = new Set([
  'accounts.google.com',
  'clients2.google.com',
  'update.googleapis.com',
  'content-autofill.googleapis.com',
  'optimizationguide-pa.googleapis.com',
  'safebrowsingohttpgateway.googleapis.com',
]);

function endToEnd(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const listed = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || hopByHop.has(name) || listed.includes(name)) continue;
    kept[name] = value;
  }
  return kept;
}

/**
 * The only way out for the grader's browser: an HTTP proxy on 127.0.0.1 that applies the
 * analysis guard to every connection — each plain HTTP request and each CONNECT tunnel (HTTPS,
 * WebSockets) — exactly as the grader's own fetch does: http(s) only, web ports or ≥ 1024, no
 * private, loopback, link-local or metadata address, names resolved once here and the
 * connection made to the address that was checked (a second DNS answer never counts).
 */
export async function startGuardProxy(options: GuardProxyOptions): Promise<GuardProxy> {
  const resolver = options.resolver ?? systemResolver;
  const maxBytes = options.maxBytes ?? 100 * 1024 * 1024;
  const maxConnections = options.maxConnections ?? 96;
  const refused: RefusedConnection[] = [];
  let refusedTotal = 0;
  let bytes = 0;
  const sockets = new Set<Duplex>();

  const track = (socket: Duplex) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const note = (target: string, reason: Refusal) => {
    if (reason === 'browser_service') return;
    refusedTotal += 1;
    if (refused.length < 500) refused.push({ target, reason });
  };
  const count = (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > maxBytes) for (const socket of sockets) socket.destroy();
  };
  const overLimit = () => bytes > maxBytes || sockets.size > maxConnections;

  /** The checked address of a URL, or why not. */
  async function admit(
    url: URL,
  ): Promise<{ address: string; family: 4 | 6 } | RefusalReason | 'browser_service'> {
    if (browserServices.has(url.hostname.toLowerCase())) return 'browser_service';
    const checked = checkUrl(url, options);
    if (!checked.ok) return checked.reason;
    try {
      return await resolvePublicAddress(checked.url.hostname, options, resolver);
    } catch (error) {
      return error instanceof AnalysisRefusal ? error.reason : 'failed';
    }
  }

  async function forward(req: IncomingMessage, res: ServerResponse) {
    let url: URL | null = null;
    try {
      url = new URL(req.url ?? '');
    } catch {
      // Origin-form ("GET /"): someone talking to the proxy as if it were a web server.
    }
    const target = `${req.method} ${url?.href ?? req.url}`;
    const refuse = (reason: Refusal) => {
      note(target, reason);
      res.writeHead(403, { 'content-type': 'text/plain', 'x-grader-refused': reason });
      res.end(`refused: ${reason}\n`);
    };
    if (!url) return refuse('invalid_url');
    if (url.protocol !== 'http:') return refuse('unsupported_scheme');
    if (overLimit()) return refuse('limit');
    const admitted = await admit(url);
    if (typeof admitted === 'string') return refuse(admitted);
    const upstream = http.request({
      host: admitted.address,
      family: admitted.family,
      port: Number(url.port || 80),
      method: req.method,
      path: `${url.pathname}${url.search}`,
      headers: { ...endToEnd(req.headers), host: url.host },
      setHost: false,
      agent: false,
    });
    upstream.once('socket', track);
    upstream.once('response', (answer) => {
      const headers = endToEnd(answer.headers);
      res.writeHead(answer.statusCode ?? 502, headers);
      answer.on('data', count);
      answer.pipe(res);
    });
    upstream.once('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end();
    });
    req.pipe(upstream);
  }

  function tunnel(req: IncomingMessage, client: Duplex, head: Buffer) {
    const target = `CONNECT ${req.url}`;
    let url: URL | null = null;
    try {
      // "host:port" → https://host:port/, so the same checks apply (ports, names, addresses).
      if (/:\d+$/.test(req.url ?? '')) url = new URL(`https://${req.url}/`);
    } catch {
      // refused below
    }
    const refuse = (reason: Refusal) => {
      note(target, reason);
      client.end(`HTTP/1.1 403 Forbidden\r\nx-grader-refused: ${reason}\r\n\r\n`);
    };
    if (!url) return refuse('invalid_url');
    if (overLimit()) return refuse('limit');
    void admit(url).then((admitted) => {
      if (typeof admitted === 'string') return refuse(admitted);
      const upstream: Socket = net.connect({
        host: admitted.address,
        family: admitted.family,
        port: Number(url.port || 443),
      });
      track(upstream);
      upstream.once('connect', () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        if (head.length > 0) upstream.write(head);
        upstream.on('data', count);
        upstream.pipe(client);
        client.pipe(upstream);
      });
      upstream.once('error', () => client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n'));
      client.once('error', () => upstream.destroy());
      client.once('close', () => upstream.destroy());
    });
  }

  const server = http.createServer((req, res) => void forward(req, res));
  // Not the site: the app's request hook must not touch what the measured page receives.
  exemptFromHttpHooks(server);
  server.on('connection', track);
  server.on('connect', tunnel);
  // Chromium opens WebSockets through CONNECT; an Upgrade sent to the proxy itself is refused.
  server.on('upgrade', (req: IncomingMessage, socket: Duplex) => {
    note(`UPGRADE ${req.url}`, 'unsupported_scheme');
    socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  });
  server.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });

  return {
    port: (server.address() as AddressInfo).port,
    refused,
    refusedCount: () => refusedTotal,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
