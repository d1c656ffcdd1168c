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
import { socketAddressHeader } from '@/lib/request/socket-address';
import { cacheControlFor } from './cache-policy';
import { isStopping, requestFinished, requestStarted } from './in-flight';
import { requestContext, requestIdFor } from './request-context';

let installed = false;

/**
 * Wraps every request Next handles (Next offers no hook around a whole request): gives it an id
 * (kept in an AsyncLocalStorage for the log lines written while it is handled, and sent back as
 * X-Request-Id), counts it in flight for the graceful shutdown, settles its Cache-Control
 * (lib/server/cache-policy.ts) and writes one JSON log line when it is answered.
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
      if (event !== 'request') return forward();
      const [request, response] = args as [IncomingMessage, ServerResponse];
      const requestId = prepare(this, request, response);
      return requestContext.run({ requestId }, forward);
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
    const current = this.getHeader('cache-control');
    const policy = cacheControlFor({ method, path, current: current?.toString() });
    if (policy) this.setHeader('Cache-Control', policy);
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
