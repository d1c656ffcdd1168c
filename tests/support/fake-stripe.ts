import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small local stand-in for the Stripe API, for the tests: the real `stripe` SDK is pointed at
 * it (STRIPE_API_BASE). It implements the two Checkout calls the site makes, answers like Stripe,
 * and records every request so tests can check what the SDK sent. Test-only routes under
 * /__fake let a test play the customer (pay a session) and read the record.
 */
export type RecordedRequest = {
  method: string;
  path: string;
  idempotencyKey: string | null;
  authorization: string | null;
  /** The form-encoded body decoded into nested objects, as Stripe reads it. */
  body: Record<string, unknown>;
  /** The Checkout Session the request created or read, when it succeeded. */
  sessionId?: string;
};

export type FakeSession = Record<string, unknown> & { id: string; url: string };

export type FakeStripe = {
  origin: string;
  port: number;
  requests: RecordedRequest[];
  sessions: Map<string, FakeSession>;
  /** The next `count` API calls answer 500, as Stripe does when it has a problem. */
  failNext(count: number): void;
  /** What the customer does on the checkout page: the session becomes complete and paid. */
  complete(id: string, customer?: { email: string; name: string }): FakeSession;
  close(): Promise<void>;
};

export async function startFakeStripe({ port = 0 } = {}): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, FakeSession>();
  const byIdempotencyKey = new Map<string, FakeSession>();
  let failures = 0;
  let origin = '';

  function complete(id: string, customer = { email: 'buyer@example.com', name: 'Test Buyer' }) {
    const session = sessions.get(id);
    if (!session) throw new Error(`No such checkout.session: ${id}`);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      customer_details: { email: customer.email, name: customer.name },
      payment_intent: `pi_${randomBytes(12).toString('hex')}`,
    });
    return session;
  }

  function createSession(body: Record<string, unknown>): FakeSession {
    const id = `cs_test_${randomBytes(24).toString('hex')}`;
    const items = Object.values((body.line_items ?? {}) as Record<string, LineItem>);
    const amount = items.reduce(
      (sum, item) => sum + Number(item.price_data?.unit_amount) * Number(item.quantity ?? 1),
      0,
    );
    return {
      id,
      object: 'checkout.session',
      url: `${origin}/c/pay/${id}`,
      mode: body.mode,
      currency: items[0]?.price_data?.currency ?? null,
      amount_subtotal: amount,
      amount_total: amount,
      status: 'open',
      payment_status: 'unpaid',
      success_url: body.success_url,
      cancel_url: body.cancel_url,
      locale: body.locale ?? null,
      metadata: body.metadata ?? {},
      client_reference_id: body.client_reference_id ?? null,
      customer_details: null,
      payment_intent: null,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, path: string) {
    const raw = await readBody(req);
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path,
      idempotencyKey: header(req, 'idempotency-key'),
      authorization: header(req, 'authorization'),
      body: decodeForm(raw),
    };
    requests.push(recorded);
    if (!/^Bearer (sk|rk)_test_\w+$/.test(recorded.authorization ?? '')) {
      return stripeError(res, 401, 'invalid_request_error', 'Invalid API Key provided');
    }
    if (failures > 0) {
      failures -= 1;
      return stripeError(res, 500, 'api_error', 'Something went wrong on our end.');
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const key = recorded.idempotencyKey;
      const replay = key ? byIdempotencyKey.get(key) : undefined;
      const session = replay ?? createSession(recorded.body);
      sessions.set(session.id, session);
      if (key) byIdempotencyKey.set(key, session);
      recorded.sessionId = session.id;
      return json(res, 200, session);
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && match) {
      const session = sessions.get(decodeURIComponent(match[1] ?? ''));
      recorded.sessionId = session?.id;
      if (session) return json(res, 200, session);
      return stripeError(
        res,
        404,
        'invalid_request_error',
        `No such checkout.session: ${match[1]}`,
      );
    }
    return stripeError(res, 404, 'invalid_request_error', `Unrecognized request URL (${path})`);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const route = `${req.method} ${url.pathname}`;
    if (url.pathname.startsWith('/v1/')) {
      handleApi(req, res, url.pathname).catch((error: Error) => json(res, 500, error.message));
    } else if (route === 'GET /__fake/requests') {
      json(res, 200, requests);
    } else if (route === 'GET /__fake/health') {
      json(res, 200, { ok: true });
    } else if (req.method === 'POST' && url.pathname.startsWith('/__fake/complete/')) {
      const id = url.pathname.slice('/__fake/complete/'.length);
      readBody(req)
        .then((raw) => json(res, 200, complete(id, raw ? JSON.parse(raw) : undefined)))
        .catch((error: Error) => json(res, 404, { error: error.message }));
    } else if (req.method === 'GET' && url.pathname.startsWith('/c/pay/')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        '<!doctype html><html lang="en"><head><title>Fake Stripe Checkout</title></head>' +
          '<body><main><h1>Fake Stripe Checkout</h1></main></body></html>',
      );
    } else {
      json(res, 404, { error: 'not found' });
    }
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${actualPort}`;

  return {
    origin,
    port: actualPort,
    requests,
    sessions,
    failNext: (count) => {
      failures = count;
    },
    complete,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

type LineItem = { quantity?: string; price_data?: { currency?: string; unit_amount?: string } };

function header(req: IncomingMessage, name: string) {
  const value = req.headers[name];
  return typeof value === 'string' ? value : null;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

/** Stripe's form encoding: `line_items[0][price_data][unit_amount]=99900` ⇒ nested objects. */
export function decodeForm(raw: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
  res.end(JSON.stringify(body));
}

function stripeError(res: ServerResponse, status: number, type: string, message: string) {
  json(res, status, { error: { type, message } });
}
