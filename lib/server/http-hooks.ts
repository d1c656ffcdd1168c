import 'server-only';
import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import https from 'node:https';
import { logEvent } from '@/lib/log';
import { clientIpFrom } from '@/lib/request/client-ip';
import {
  configuredProxyTrust,
  isTrustedProxy,
  trustNoProxy,
  type ProxyTrust,
} from '@/lib/request/proxy-trust';
import { socketAddressHeader, stampSocketAddress } from '@/lib/request/socket-address';
import { isDevelopment } from '@/lib/env';
import { isSubresource, securityHeaders } from '@/lib/server/security-headers';
import { cacheControlFor, cdnCacheControlFor } from './cache-policy';
import { compressResponse } from './compression';
import { isExemptFromHttpHooks } from './hook-exemption';
import { paintFirstResponse } from './live-paint-first';
import { isStopping, requestFinished, requestStarted } from './in-flight';
import { requestContext, requestIdFor } from './request-context';
import { maxRequestBodyBytes, refuseRequestBody, type Refusal } from './request-limits';

let installed = false;
const headersForEveryResponse = securityHeaders({ dev: isDevelopment });
/** A refused body is read and dropped up to this much; a larger one has its connection cut. */
const maxDrainedBytes = 16 * maxRequestBodyBytes;

/**
 * The one hook around every request Next handles (Next offers none): stamps it with its socket's
 * address (lib/request/socket-address.ts), gives it an id
 * (kept in an AsyncLocalStorage for the log lines written while it is handled, and sent back as
 * X-Request-Id), counts it in flight for the graceful shutdown, refuses a body that is too large
 * before anything reads it (lib/server/request-limits.ts), settles its Cache-Control
 * (lib/server/cache-policy.ts), adds the security headers (Next's `headers()` config misses its
 * own redirects, such as the trailing-slash 308), compresses the answer (lib/server/compression.ts),
 * lets a live page paint before its scripts load (lib/server/live-paint-first.ts) and writes one
 * JSON log line when it is answered.
 */
export function installHttpHooks() {
  if (installed) return;
  installed = true;
  for (const ServerClass of [http.Server, https.Server]) {
    const emit = ServerClass.prototype.emit;
    ServerClass.prototype.emit = function handleRequest(
      this: Server,
      event: string | symbol,
      ...args: unknown[]
    ) {
      const forward = () => Reflect.apply(emit, this, [event, ...args]) as boolean;
      if (event !== 'request' || isExemptFromHttpHooks(this)) return forward();
      const [request, response] = args as [IncomingMessage, ServerResponse];
      stampSocketAddress(request);
      const requestId = prepare(this, request, response);
      const refusal = refuseRequestBody({
        method: request.method ?? 'GET',
        contentLength: request.headers['content-length'],
        transferEncoding: request.headers['transfer-encoding'],
      });
      if (!refusal) {
        compressResponse(request, response);
        paintFirstResponse(request, response);
        return requestContext.run({ requestId }, forward);
      }
      refuse(request, response, refusal);
      return true;
    } as typeof emit;
  }
}

function prepare(server: Server, request: IncomingMessage, response: ServerResponse) {
  const trust = proxyTrust();
  const fromProxy = isTrustedProxy(request.socket?.remoteAddress, trust);
  const requestId = requestIdFor(request.headers['x-request-id'], fromProxy, randomUUID);
  request.headers['x-request-id'] = requestId;
  response.setHeader('X-Request-Id', requestId);
  const method = request.method ?? 'GET';
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  const started = performance.now();
  requestStarted(server);

  const writeHead = response.writeHead;
  response.writeHead = function settleHeaders(this: ServerResponse, ...args: unknown[]) {
    const subresource = isSubresource(this.getHeader('content-type')?.toString());
    for (const { key, value, documentsOnly } of headersForEveryResponse) {
      if (documentsOnly && subresource) continue;
      if (!this.hasHeader(key)) this.setHeader(key, value);
    }
    const current = this.getHeader('cache-control');
    const policy = cacheControlFor({ method, path, current: current?.toString() });
    if (policy) this.setHeader('Cache-Control', policy);
    const forCdn = cdnCacheControlFor(policy);
    if (forCdn) this.setHeader('CDN-Cache-Control', forCdn);
    // A keep-alive connection must not carry more requests into a stopping server.
    if (isStopping()) this.setHeader('Connection', 'close');
    return Reflect.apply(writeHead, this, args) as ServerResponse;
  } as typeof writeHead;

  response.once('close', () => {
    requestFinished();
    const status = response.writableFinished ? response.statusCode : 499;
    const ip = clientIpFrom(
      { get: (name) => headerValue(request, name, request.socket?.remoteAddress) },
      trust,
    );
    requestContext.run({ requestId }, () =>
      logEvent(status >= 500 ? 'error' : 'info', 'http.request', {
        method,
        path,
        status,
        ms: Math.round(performance.now() - started),
        ip,
      }),
    );
  });
  return requestId;
}

/**
 * Answers before anything reads the body, then reads what is still arriving and drops it, so the
 * client, still sending, gets to read the answer (closing at once could reset the connection
 * before it does) — up to a bound, after which the connection is cut.
 */
function refuse(request: IncomingMessage, response: ServerResponse, refusal: Refusal) {
  response.writeHead(refusal.status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify({ error: refusal.message }));
  let drained = 0;
  request.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > maxDrainedBytes) request.socket.destroy();
  });
}

function headerValue(request: IncomingMessage, name: string, socketAddress: string | undefined) {
  if (name === socketAddressHeader) return socketAddress ?? null;
  const value = request.headers[name];
  return (Array.isArray(value) ? value.join(', ') : value) ?? null;
}

/** A bad setting must not break every request here; the features that need it report it. */
function proxyTrust(): ProxyTrust {
  try {
    return configuredProxyTrust();
  } catch {
    return trustNoProxy;
  }
}
