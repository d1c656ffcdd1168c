/**
 * Malformed requests for every server action and route handler of the site, for the fuzz test
 * (malformed-requests.spec.ts): bodies of the wrong type, shape, encoding or size, arguments
 * that are not what the action's form sends, unknown action ids, Stripe events correctly
 * signed but not what Stripe sends. None of them may get a 5xx or store anything.
 */
import { readFileSync } from 'node:fs';
import Stripe from 'stripe';

export type FuzzRequest = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer> | FormData;
};

export type ServerAction = { name: string; id: string; page: string };

/** Where each action's page is, by the route that renders it (see the build's manifest). */
const pageOfRoute: Record<string, string> = {
  'app/[locale]/page': '/',
  'app/[locale]/contact/page': '/tr/contact',
  'app/[locale]/website-grader/page': '/el/website-grader',
  'app/[locale]/website-grader/report/[id]/page':
    '/website-grader/report/0190a8c1-0000-7000-8000-000000000000',
  'app/admin/(protected)/submissions/page': '/admin/submissions',
  'app/[locale]/book/page': '/tr/book',
  'app/[locale]/book/manage/page': '/el/book/manage',
  'app/admin/(protected)/calls/page': '/admin/calls',
};

/** Every server action of the build, from its server-reference manifest. */
export function serverActions(): ServerAction[] {
  const manifest = JSON.parse(
    readFileSync('.next/server/server-reference-manifest.json', 'utf8'),
  ) as { node: Record<string, { workers: Record<string, unknown>; exportedName?: string }> };
  return Object.entries(manifest.node).map(([id, action]) => {
    const route = Object.keys(action.workers)[0] ?? '';
    const page = pageOfRoute[route];
    if (!page) throw new Error(`the fuzz test does not know the page of ${route}: add it`);
    return { name: action.exportedName ?? id, id, page };
  });
}

const oversized = 'x'.repeat(1024 * 1024 + 1);
const deeplyNested = `${'['.repeat(5000)}${']'.repeat(5000)}`;

/** Bodies React would never send as an action's arguments (it sends a JSON array). */
const actionArguments = [
  '',
  'null',
  'true',
  '0',
  '"text"',
  '{}',
  '[]',
  '[null]',
  '[null,null]',
  '[{},{}]',
  '[{},"not a form"]',
  '[{},42]',
  '[{},["a","b"]]',
  '[{},{"name":"Nikos","email":"n@example.com"}]',
  '["$K1"]',
  '[{},"$K1"]',
  '["en",{},"$K1"]',
  '["en","not-a-uuid",{},"$K1"]',
  '["$@1"]',
  '["$Q1"]',
  '["$W1"]',
  '["$B1"]',
  '["$F1"]',
  '["$h1"]',
  '["$T"]',
  '["$n12345678901234567890"]',
  '["$Dnot-a-date"]',
  '[{"version":"x","status":42},{}]',
  '{"__proto__":{"polluted":true}}',
  '[',
  '{"a":',
  deeplyNested,
  JSON.stringify(Array.from({ length: 20_000 }, (_, i) => i)),
  `[${'"a",'.repeat(5000)}"a"]`,
];

function form(fields: Record<string, string | Blob>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const brokenMultipart = (boundary: string) => ({
  headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
});

/** Calls of one server action with arguments it never gets from its form. */
function actionCalls(action: ServerAction, cookie?: string): FuzzRequest[] {
  const base = {
    method: 'POST' as const,
    path: action.page,
    headers: {
      'next-action': action.id,
      accept: 'text/x-component',
      ...(cookie ? { cookie } : {}),
    },
  };
  const call = (
    label: string,
    body: FuzzRequest['body'],
    headers: Record<string, string> = {},
  ) => ({
    ...base,
    name: `${action.name}: ${label}`,
    headers: { ...base.headers, ...headers },
    body,
  });
  const textPlain = { 'content-type': 'text/plain;charset=UTF-8' };
  return [
    ...actionArguments.map((body) => call(`text ${body.slice(0, 40)}`, body, textPlain)),
    call('text with invalid UTF-8', new Uint8Array([0x5b, 0xff, 0xfe, 0x5d]), textPlain),
    call('text, too large', oversized, textPlain),
    call('JSON {}', '{}', { 'content-type': 'application/json' }),
    call('JSON args', '[{},{}]', { 'content-type': 'application/json' }),
    call('URL-encoded', '0=%5B%5D&1_name=x', {
      'content-type': 'application/x-www-form-urlencoded',
    }),
    call('XML', '<a/>', { 'content-type': 'application/xml' }),
    call('empty form', new FormData()),
    call('form without its arguments', form({ '1_name': 'Nikos', '1_email': 'n@example.com' })),
    call('form, arguments not JSON', form({ 0: 'not json', '1_name': 'x' })),
    call('form, arguments an object', form({ 0: '{"a":1}' })),
    call('form, arguments referring to a missing form', form({ 0: '[{},"$K9"]' })),
    call('form, a file as the arguments', form({ 0: new Blob(['[{},"$K1"]']) })),
    call(
      'form, a field of 200 000 characters',
      form({ 0: '[{},"$K1"]', '1_name': 'n'.repeat(200_000) }),
    ),
    call(
      'form, every field a file',
      form({ 0: '[{},"$K1"]', '1_name': new Blob(['x']), '1_email': new Blob(['y']) }),
    ),
    call('multipart without parts', `--b\r\n`, brokenMultipart('b').headers),
    call('multipart cut off', `--b\r\nContent-Disposition: form-data; name="0"\r\n\r\n[{},`, {
      'content-type': 'multipart/form-data; boundary=b',
    }),
    call('multipart without a boundary', 'x', { 'content-type': 'multipart/form-data' }),
  ];
}

/** The forms' no-JavaScript posts (no next-action header) with the action fields mangled. */
function noJsPosts(actions: ServerAction[]): FuzzRequest[] {
  const lead = actions.find((a) => a.name === 'submitLeadCapture')!;
  const bodies: Record<string, Record<string, string>> = {
    'unknown action id': { $ACTION_ID_0123456789abcdef: '', name: 'x' },
    'reference not JSON': { $ACTION_REF_1: '', '$ACTION_1:0': 'not json' },
    'reference to an unknown action': {
      $ACTION_REF_1: '',
      '$ACTION_1:0': '{"id":"00","bound":null}',
    },
    'bound arguments not JSON': {
      $ACTION_REF_1: '',
      '$ACTION_1:0': `{"id":"${lead.id}","bound":"$@1"}`,
      '$ACTION_1:1': 'garbage',
    },
    'bound arguments an object': {
      $ACTION_REF_1: '',
      '$ACTION_1:0': `{"id":"${lead.id}","bound":"$@1"}`,
      '$ACTION_1:1': '{"a":1}',
    },
    'bound arguments of another shape': {
      $ACTION_REF_1: '',
      '$ACTION_1:0': `{"id":"${lead.id}","bound":"$@1"}`,
      '$ACTION_1:1': '[1,2,3,4]',
    },
    'only the action key': { $ACTION_KEY: 'k0' },
    'no action fields at all': { name: 'Nikos', email: 'n@example.com', consent: 'yes' },
  };
  // Each action posted as a form without JavaScript to its own page, bound to odd arguments.
  const boundTo = (action: ServerAction, bound: string) =>
    form({
      $ACTION_REF_1: '',
      '$ACTION_1:0': `{"id":"${action.id}","bound":"$@1"}`,
      '$ACTION_1:1': bound,
      $ACTION_KEY: 'k0',
      url: 'http://169.254.169.254/',
      name: 'x',
    });
  const ownPages = actions.flatMap((action) =>
    [
      '[]',
      '[{}]',
      '["en","0190a8c1-0000-7000-8000-000000000000",{}]',
      '[null,null,null,null,null]',
    ].map((bound) => ({
      name: `no-JS post of ${action.name} bound to ${bound}`,
      method: 'POST' as const,
      path: action.page,
      body: boundTo(action, bound),
    })),
  );
  return [
    ...['/', '/tr/contact', '/el/website-grader'].flatMap((path) =>
      Object.entries(bodies).map(([label, fields]) => ({
        name: `no-JS post to ${path}: ${label}`,
        method: 'POST' as const,
        path,
        body: form(fields),
      })),
    ),
    ...ownPages,
  ];
}

function unknownActionIds(): FuzzRequest[] {
  const ids = ['', 'x', '0'.repeat(42), 'f'.repeat(4000), '../../../etc/passwd', 'null'];
  return ['/', '/tr/contact'].flatMap((path) =>
    ids.flatMap((id): FuzzRequest[] => [
      {
        name: `unknown action "${id.slice(0, 20)}" on ${path}`,
        method: 'POST' as const,
        path,
        headers: { 'next-action': id, 'content-type': 'text/plain;charset=UTF-8' },
        body: '[]',
      },
      {
        name: `unknown action "${id.slice(0, 20)}" on ${path}, as a form`,
        method: 'POST' as const,
        path,
        headers: { 'next-action': id },
        body: form({ 0: '[{},"$K1"]' }),
      },
    ]),
  );
}

const nonJsonTypes = [
  undefined,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json-patch+json',
];

function checkout(): FuzzRequest[] {
  const post = (name: string, body: string, type?: string): FuzzRequest => ({
    name: `checkout: ${name}`,
    method: 'POST',
    path: '/api/checkout',
    headers: type ? { 'content-type': type } : {},
    body,
  });
  return [
    ...nonJsonTypes.map((type) => post(`as ${type}`, '{"packageId":"advance"}', type)),
    ...[
      '',
      'null',
      '[]',
      '"advance"',
      '{',
      '{"packageId":5}',
      `{"packageId":"${'p'.repeat(100)}"}`,
      '{"packageId":["advance"]}',
      '{"packageId":{"$ne":null}}',
      '{"packageId":"no-such-package","locale":"xx"}',
      '{"packageId":"advance","attemptId":"not-a-uuid"}',
      deeplyNested,
      oversized,
    ].map((body) => post(`JSON ${body.slice(0, 40)}`, body, 'application/json')),
  ];
}

function stripeWebhook(secret: string): FuzzRequest[] {
  const signed = (name: string, payload: string, type = 'application/json; charset=utf-8') => ({
    name: `Stripe webhook: ${name}`,
    method: 'POST' as const,
    path: '/api/stripe/webhook',
    headers: {
      'content-type': type,
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    body: payload,
  });
  const session = {
    id: 'cs_fuzz',
    object: 'checkout.session',
    metadata: { packageId: 'advance', locale: 'en' },
    payment_status: 'paid',
    amount_total: 250_000,
    currency: 'gbp',
    customer_details: { email: 'fuzz@example.com', name: 'Fuzz Customer' },
    payment_intent: 'pi_fuzz',
    livemode: false,
  };
  const event = (data: unknown, type: unknown = 'checkout.session.completed') =>
    JSON.stringify({ id: 'evt_fuzz', object: 'event', type, data });
  const brokenSessions: Record<string, unknown> = {
    'id a number': { id: 5 },
    'no id': { id: undefined },
    'amount a string': { amount_total: '250000' },
    'amount a fraction': { amount_total: 2500.5 },
    'amount negative': { amount_total: -1 },
    'amount beyond an integer column': { amount_total: 1e12 },
    'metadata a string': { metadata: 'advance' },
    'package id a number': { metadata: { packageId: 5 } },
    'livemode a string': { livemode: 'yes' },
    'no livemode': { livemode: undefined },
    'customer details a string': { customer_details: 'Fuzz Customer' },
    'customer name a number': { customer_details: { name: 5, email: 'fuzz@example.com' } },
    'customer name of 5000 characters': { customer_details: { name: 'n'.repeat(5000) } },
    'payment intent a number': { payment_intent: 5 },
    'currency a number': { currency: 826 },
  };
  const orderTypes = [
    'checkout.session.completed',
    'checkout.session.async_payment_succeeded',
    'checkout.session.async_payment_failed',
  ];
  return [
    {
      name: 'Stripe webhook: unsigned',
      method: 'POST',
      path: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      body: event({ object: session }),
    },
    ...nonJsonTypes.map((type) => signed(`as ${type}`, event({ object: session }), type ?? '')),
    ...['null', '[]', '{}', '"event"', '5', '{'].map((payload) =>
      signed(`body ${payload}`, payload),
    ),
    ...orderTypes.flatMap((type) => [
      signed(`${type} without data`, JSON.stringify({ id: 'evt_fuzz', type })),
      signed(`${type} with data null`, event(null, type)),
      signed(`${type} with data {}`, event({}, type)),
      signed(`${type} with data.object null`, event({ object: null }, type)),
      signed(`${type} with data.object a string`, event({ object: 'cs_fuzz' }, type)),
      signed(`${type} with data.object an array`, event({ object: [session] }, type)),
      signed(`${type} with data.object {}`, event({ object: {} }, type)),
    ]),
    signed('type a number', event({ object: session }, 5)),
    signed('unknown type, data.object null', event({ object: null }, 'invoice.paid')),
    ...Object.entries(brokenSessions).map(([label, change]) =>
      signed(`session with ${label}`, event({ object: { ...session, ...(change as object) } })),
    ),
  ];
}

function authRoutes(): FuzzRequest[] {
  const post = (path: string, name: string, body: string, type?: string): FuzzRequest => ({
    name: `${path}: ${name}`,
    method: 'POST',
    path,
    headers: type ? { 'content-type': type } : {},
    body,
  });
  return ['/api/auth/callback/credentials', '/api/auth/signout'].flatMap((path) => [
    post(path, 'JSON not parsing', '{', 'application/json'),
    post(path, 'JSON null', 'null', 'application/json'),
    post(path, 'JSON', '{"email":"a@b.cy","password":"x"}', 'application/json'),
    post(path, 'plain text', 'email=a', 'text/plain'),
    post(path, 'no type', 'email=a'),
    post(path, 'URL-encoded, nothing', '', 'application/x-www-form-urlencoded'),
    post(
      path,
      'URL-encoded, no CSRF token',
      'email=a%40b.cy&password=x',
      'application/x-www-form-urlencoded',
    ),
    post(
      path,
      'URL-encoded, bad escapes',
      'email=%E0%A4%A&csrfToken=%',
      'application/x-www-form-urlencoded',
    ),
    post(path, 'multipart', '--b--', 'multipart/form-data; boundary=b'),
  ]);
}

function signOutRoute(cookie: string): FuzzRequest[] {
  const post = (name: string, body: string, headers: Record<string, string>): FuzzRequest => ({
    name: `sign-out: ${name}`,
    method: 'POST',
    path: '/admin/sign-out',
    headers: { 'sec-fetch-site': 'same-origin', ...headers },
    body,
  });
  return [
    post('JSON', '{', { 'content-type': 'application/json' }),
    post('multipart cut off', '--b\r\n', { 'content-type': 'multipart/form-data; boundary=b' }),
    post('a forged session', '', {
      cookie: 'next-auth.session-token=forged; __Secure-next-auth.session-token=x.y.z',
    }),
    post('a garbled session cookie', '', { cookie: `${cookie.split('=')[0]}=%%%` }),
    post('from another site', '', { 'sec-fetch-site': 'cross-site' }),
    post('too large', oversized, { 'content-type': 'text/plain' }),
  ];
}

/** Route handlers that only answer GET, sent bodies and odd queries. */
function getRoutes(cookie: string): FuzzRequest[] {
  const paths = [
    '/api/health',
    '/admin/submissions/export',
    '/admin/access-denied',
    '/og-image.png',
    '/sitemap.xml',
    '/robots.txt',
    '/manifest.webmanifest',
    '/apple-icon',
    '/api/grader/reports/00000000-0000-7000-8000-000000000000',
    '/api/grader/measurements/00000000-0000-7000-8000-000000000000',
  ];
  // The grader's JSON: ids and languages no report has.
  const graderReads = [
    '/api/grader/reports/%FF%FE',
    `/api/grader/reports/${'a'.repeat(5000)}`,
    '/api/grader/reports/00000000-0000-7000-8000-000000000000?locale=%00',
    '/api/grader/reports/00000000-0000-7000-8000-000000000000?locale=en&locale=tr',
    '/api/grader/measurements/%00',
    '/api/grader/measurements/%FF%FE',
    '/grader-shots/%FF%FE.jpg',
  ];
  const queries = [
    '?q=%FF%FE',
    '?page=-1&status=bogus&source=%00',
    `?q=${'a'.repeat(5000)}`,
    '?status[]=new&status[]=won&page=1e309',
    '?spam=maybe&q=%25_%5C',
  ];
  return [
    ...graderReads.map((path) => ({
      name: `GET ${path.slice(0, 60)}`,
      method: 'GET' as const,
      path,
    })),
    ...paths.flatMap((path) => [
      {
        name: `POST ${path} (JSON)`,
        method: 'POST' as const,
        path,
        headers: { 'content-type': 'application/json' },
        body: '{',
      },
      { name: `POST ${path} (form)`, method: 'POST' as const, path, body: form({ a: 'b' }) },
    ]),
    ...queries.flatMap((query) => [
      {
        name: `export ${query.slice(0, 30)}, signed in`,
        method: 'GET' as const,
        path: `/admin/submissions/export${query}`,
        headers: { cookie },
      },
      {
        name: `export ${query.slice(0, 30)}`,
        method: 'GET' as const,
        path: `/admin/submissions/export${query}`,
      },
      {
        name: `inbox ${query.slice(0, 30)}, signed in`,
        method: 'GET' as const,
        path: `/admin/submissions${query}`,
        headers: { cookie },
      },
    ]),
  ];
}

/** Every malformed request of the fuzz test; `cookie` is an admin's session. */
export function malformedRequests({
  actions,
  adminCookie,
  webhookSecret,
}: {
  actions: ServerAction[];
  adminCookie: string;
  webhookSecret: string;
}): FuzzRequest[] {
  return [
    ...actions.flatMap((action) =>
      action.page.startsWith('/admin')
        ? [...actionCalls(action, adminCookie), ...actionCalls(action).slice(0, 10)]
        : actionCalls(action),
    ),
    ...noJsPosts(actions),
    ...unknownActionIds(),
    ...checkout(),
    ...stripeWebhook(webhookSecret),
    ...authRoutes(),
    ...signOutRoute(adminCookie),
    ...getRoutes(adminCookie),
  ];
}
