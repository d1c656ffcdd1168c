import 'server-only';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import type { AddressPolicy } from './address-policy';
import { AnalysisRefusal } from './refusal';
import { systemResolver, resolvePublicAddress, type Resolver } from './resolve';
import { checkUrl } from './target-url';

export type SafeFetchOptions = AddressPolicy & {
  resolver?: Resolver;
  /** For the whole fetch, redirects included. */
  timeoutMs: number;
  /** Decompressed bytes; more and the fetch is refused as too large. */
  maxBytes: number;
  /** 0 returns the first response as it is (used to see where http:// redirects to). */
  maxRedirects: number;
  accept?: string;
  userAgent: string;
};

export type Hop = { url: string; status: number; location: string };

export type SafeResponse = {
  url: URL;
  status: number;
  /** Lower-case names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: Buffer;
  /** Content-Encoding as sent on the wire (null when uncompressed). */
  encoding: string | null;
  redirects: Hop[];
  /**
   * Server response time of the final hop: from the request being sent on an open connection
   * to the first byte of the answer (as Lighthouse measures it; lookup, TCP and TLS excluded).
   */
  ttfbMs: number;
  /** From the first request to the last byte of the final response. */
  totalMs: number;
};

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/**
 * GET a visitor-supplied URL without letting it reach anything private: every hop is checked
 * (scheme, credentials, port, host name), resolved once, and connected to the address that was
 * checked; at most `maxRedirects` redirects, one deadline for everything, bodies capped.
 */
export async function safeFetch(start: URL, options: SafeFetchOptions): Promise<SafeResponse> {
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const startedAt = performance.now();
  const redirects: Hop[] = [];
  let url = start;
  for (;;) {
    const checked = checkUrl(url, options);
    if (!checked.ok) throw new AnalysisRefusal(checked.reason, url.href);
    url = checked.url;
    const target = await withDeadline(
      resolvePublicAddress(url.hostname, options, options.resolver ?? systemResolver),
      deadline,
    );
    const { response, ttfbMs } = await request(url, target, options, deadline);
    const location = response.headers.location;
    if (redirectStatuses.has(response.statusCode ?? 0) && location && options.maxRedirects > 0) {
      response.destroy();
      redirects.push({ url: url.href, status: response.statusCode ?? 0, location });
      if (redirects.length > options.maxRedirects) {
        throw new AnalysisRefusal('too_many_redirects', url.href);
      }
      try {
        url = new URL(location, url);
      } catch {
        throw new AnalysisRefusal('invalid_url', location);
      }
      continue;
    }
    const { body, encoding } = await readBody(response, options.maxBytes, deadline);
    return {
      url,
      status: response.statusCode ?? 0,
      headers: flattenHeaders(response),
      body,
      encoding,
      redirects,
      ttfbMs: Math.round(ttfbMs),
      totalMs: Math.round(performance.now() - startedAt),
    };
  }
}

function request(
  url: URL,
  target: { address: string; family: 4 | 6 },
  options: SafeFetchOptions,
  deadline: AbortSignal,
): Promise<{ response: IncomingMessage; ttfbMs: number }> {
  // Pinned: the socket connects to the checked address whatever the name resolves to now.
  const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(url, {
      agent: false,
      lookup,
      signal: deadline,
      headers: {
        accept: options.accept ?? 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': 'en-GB,en;q=0.9,tr;q=0.8,el;q=0.8',
        'user-agent': options.userAgent,
      },
    });
    let sentAt = performance.now();
    req.once('socket', (socket) => {
      socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', () => {
        sentAt = performance.now();
      });
    });
    req.once('response', (response) => resolve({ response, ttfbMs: performance.now() - sentAt }));
    req.once('error', (error) => reject(toRefusal(error, deadline)));
  });
}

async function readBody(
  response: IncomingMessage,
  maxBytes: number,
  deadline: AbortSignal,
): Promise<{ body: Buffer; encoding: string | null }> {
  const encoding = response.headers['content-encoding']?.trim().toLowerCase() || null;
  const declared = Number(response.headers['content-length']);
  if (!encoding && declared > maxBytes) {
    response.destroy();
    throw new AnalysisRefusal('too_large', `${declared} bytes`);
  }
  const decoder = decompressor(encoding);
  const stream: Readable = decoder ? response.pipe(decoder) : response;
  if (decoder) response.once('error', (error) => decoder.destroy(error));
  const chunks: Buffer[] = [];
  let size = 0;
  const abort = () => stream.destroy(new AnalysisRefusal('timeout'));
  deadline.addEventListener('abort', abort, { once: true });
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      // Counted after decompression, so a small compressed "bomb" is stopped too.
      if (size > maxBytes) throw new AnalysisRefusal('too_large', `over ${maxBytes} bytes`);
      chunks.push(chunk);
    }
  } catch (error) {
    throw toRefusal(error, deadline);
  } finally {
    deadline.removeEventListener('abort', abort);
    response.destroy();
  }
  return { body: Buffer.concat(chunks), encoding };
}

function decompressor(encoding: string | null) {
  switch (encoding) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'deflate':
      return createInflate();
    case 'br':
      return createBrotliDecompress();
    default:
      return null;
  }
}

function flattenHeaders(response: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

async function withDeadline<T>(promise: Promise<T>, deadline: AbortSignal): Promise<T> {
  if (deadline.aborted) throw new AnalysisRefusal('timeout');
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(new AnalysisRefusal('timeout'));
    deadline.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([promise, aborted]);
  } finally {
    if (onAbort) deadline.removeEventListener('abort', onAbort);
  }
}

const tlsCodes =
  /^(ERR_TLS|ERR_SSL|CERT_|DEPTH_ZERO|UNABLE_TO|SELF_SIGNED|ERR_OSSL|HOSTNAME_MISMATCH)/;

function toRefusal(error: unknown, deadline: AbortSignal): AnalysisRefusal {
  if (error instanceof AnalysisRefusal) return error;
  if (deadline.aborted) return new AnalysisRefusal('timeout');
  const code = (error as { code?: string }).code ?? '';
  const message = (error as Error).message ?? String(error);
  if (tlsCodes.test(code)) return new AnalysisRefusal('tls_failed', `${code} ${message}`);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new AnalysisRefusal('dns_failed', code);
  if (code === 'Z_DATA_ERROR' || code === 'ERR_PADDING_2') {
    return new AnalysisRefusal('failed', `bad compression: ${message}`);
  }
  return new AnalysisRefusal('connection_failed', `${code} ${message}`.trim());
}
