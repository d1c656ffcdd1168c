// A real SMTP server on loopback that keeps every message it receives, parsed by mailparser,
// for the tests of the e-mail path. In a test: `const sink = await startSmtpSink()`, point the
// mailer at `sink.url`, then `await sink.waitFor((messages) => messages.length === 2)`.
//
// As a process of its own (the end-to-end suite starts it as a Playwright web server):
//   node scripts/run-ts.mjs tests/support/smtp-sink.ts <smtpPort> <dir> [controlPort]
// writes each message to <dir>/<n>.eml (n = 1, 2, … continuing after the files already there).
// Ready when the SMTP port accepts connections (it greets at once); with a control port it also
// answers HTTP on 127.0.0.1: GET /health, GET /messages, POST /refuse-next?count=&code=,
// POST /refuse-all?code=, POST /accept-all, POST /clear (refusals also take &at=rcpt&text=…).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { simpleParser, type AddressObject, type HeaderValue, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from 'smtp-server';

export type ReceivedMail = {
  /** The SMTP envelope (MAIL FROM, RCPT TO), which may differ from the headers. */
  envelope: { from: string; to: string[] };
  /** Header addresses, without display names. */
  from: string[];
  to: string[];
  replyTo: string[];
  /** The From header as written, display name included. */
  fromText: string;
  subject: string;
  /** The Message-ID header with its angle brackets. */
  messageId: string | undefined;
  html: string;
  text: string;
  /** The top-level Content-Type, e.g. multipart/alternative. */
  contentType: string;
  /** Header names in lower case; structured values as their main text. */
  headers: Record<string, string>;
  /** The raw message and its size in bytes as received. */
  raw: string;
  size: number;
  /** The credentials the client authenticated with, if it did. */
  auth: { username: string; password: string } | null;
  receivedAt: Date;
};

export type SmtpSink = {
  port: number;
  /** smtp://127.0.0.1:<port> */
  url: string;
  /** Every accepted message, in the order received. */
  messages: ReceivedMail[];
  /** Messages refused so far (refuseNext / refuseAll). */
  refusals(): number;
  /** Resolves with the messages once `predicate` holds; rejects after `timeoutMs`. */
  waitFor(
    predicate: (messages: ReceivedMail[]) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedMail[]>;
  /**
   * Refuses the next `count` messages with `code` (451: try again later), at MAIL FROM or, with
   * `at: 'rcpt'`, at each RCPT TO; `text` is the reply's text (e.g. '5.4.5 Daily quota exceeded').
   */
  refuseNext(count: number, code?: number, refusal?: Refusal): void;
  /** Refuses every message with `code` (550: unknown mailbox) until acceptAll(). */
  refuseAll(code?: number, refusal?: Refusal): void;
  acceptAll(): void;
  stop(): Promise<void>;
};

export type SmtpSinkOptions = {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** With credentials, AUTH is required and other credentials are refused (535). */
  requireAuth?: { username: string; password: string };
  /** Called with every accepted message before the client is answered. */
  onMessage?: (mail: ReceivedMail, raw: Buffer) => Promise<void> | void;
};

/** Where and how a refusal is worded. */
export type Refusal = { at?: 'mail' | 'rcpt'; text?: string };

type Session = SMTPServerSession & { user?: { username: string; password: string } };

const refusalText = (code: number) =>
  code >= 500 ? 'Mailbox unavailable (test refusal)' : 'Try again later (test refusal)';

function smtpError(code: number, text: string) {
  return Object.assign(new Error(text), { responseCode: code });
}

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((group) => group.value.map((entry) => entry.address ?? ''));
}

function headerText(value: HeaderValue): string {
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => headerText(item as HeaderValue)).join(', ');
  if (typeof value === 'object' && value !== null) {
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('value' in value && typeof value.value === 'string') return value.value;
  }
  return String(value);
}

function received(parsed: ParsedMail, raw: Buffer, session: Session): ReceivedMail {
  const envelopeAddress = (address: SMTPServerAddress | false) => (address ? address.address : '');
  const contentType = parsed.headers.get('content-type');
  return {
    envelope: {
      from: envelopeAddress(session.envelope.mailFrom),
      to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
    },
    from: addresses(parsed.from),
    to: addresses(parsed.to),
    replyTo: addresses(parsed.replyTo),
    fromText: parsed.from?.text ?? '',
    subject: parsed.subject ?? '',
    messageId: parsed.messageId,
    html: typeof parsed.html === 'string' ? parsed.html : '',
    text: parsed.text ?? '',
    contentType: contentType ? headerText(contentType) : 'text/plain',
    headers: Object.fromEntries(
      [...parsed.headers].map(([name, value]) => [name.toLowerCase(), headerText(value)]),
    ),
    raw: raw.toString('utf8'),
    size: raw.length,
    auth: session.user ?? null,
    receivedAt: new Date(),
  };
}

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let refuseCount = 0;
  let refuseCode = 451;
  let refuseEvery: number | null = null;
  let refusal: Refusal = {};
  let refused = 0;
  /** Refuses this command if a refusal is set for its stage; true when it did. */
  const refuse = (stage: 'mail' | 'rcpt', callback: (error?: Error) => void) => {
    if ((refusal.at ?? 'mail') !== stage || (refuseEvery === null && refuseCount <= 0)) {
      return false;
    }
    const code = refuseEvery ?? refuseCode;
    if (refuseEvery === null) refuseCount -= 1;
    refused += 1;
    callback(smtpError(code, refusal.text ?? refusalText(code)));
    return true;
  };

  const server = new SMTPServer({
    banner: 'AutoSites test SMTP sink',
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: !options.requireAuth,
    authMethods: ['PLAIN', 'LOGIN'],
    closeTimeout: 500,
    onAuth(auth, _session, callback) {
      const username = auth.username ?? '';
      const password = auth.password ?? '';
      const required = options.requireAuth;
      if (required && (required.username !== username || required.password !== password)) {
        callback(smtpError(535, 'Authentication credentials invalid'));
        return;
      }
      callback(null, { user: { username, password } });
    },
    onMailFrom(_address, _session, callback) {
      if (!refuse('mail', callback)) callback();
    },
    onRcptTo(_address, _session, callback) {
      if (!refuse('rcpt', callback)) callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then(async (parsed) => {
            const mail = received(parsed, raw, session as Session);
            await options.onMessage?.(mail, raw);
            messages.push(mail);
            for (const check of waiters) check();
            callback(null, `Message ${messages.length} accepted`);
          })
          .catch((error: unknown) => callback(error as Error));
      });
    },
  });

  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', fail);
      done();
    });
  });
  // A client that drops its connection mid-session must not crash the test process.
  server.on('error', () => {});
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refusals: () => refused,
    waitFor(predicate, timeoutMs = 10_000) {
      return new Promise((done, fail) => {
        const check = () => {
          if (!predicate(messages)) return;
          waiters.delete(check);
          clearTimeout(timer);
          done([...messages]);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          const subjects = messages.map((mail) => mail.subject);
          fail(
            new Error(
              `SMTP sink: condition not met in ${timeoutMs} ms; received ${JSON.stringify(subjects)}`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    refuseNext(count, code = 451, how = {}) {
      refuseCount = count;
      refuseCode = code;
      refusal = how;
    },
    refuseAll(code = 550, how = {}) {
      refuseEvery = code;
      refusal = how;
    },
    acceptAll() {
      refuseEvery = null;
      refuseCount = 0;
    },
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** The next free number in `dir`, so a restarted sink never overwrites a message. */
async function nextFileNumber(dir: string): Promise<number> {
  const numbers = (await readdir(dir))
    .map((name) => /^(\d+)\.eml$/.exec(name)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number);
  return numbers.length > 0 ? Math.max(...numbers) + 1 : 1;
}

function controlServer(sink: SmtpSink, port: number) {
  const reply = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const number = (name: string, fallback: number) =>
      Number(url.searchParams.get(name) ?? fallback) || fallback;
    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /health')
      return reply(res, 200, { ok: true, smtp: sink.url, received: sink.messages.length });
    if (route === 'GET /messages') return reply(res, 200, sink.messages);
    const how: Refusal = {
      at: url.searchParams.get('at') === 'rcpt' ? 'rcpt' : 'mail',
      text: url.searchParams.get('text') ?? undefined,
    };
    if (route === 'POST /refuse-next')
      sink.refuseNext(number('count', 1), number('code', 451), how);
    else if (route === 'POST /refuse-all') sink.refuseAll(number('code', 550), how);
    else if (route === 'POST /accept-all') sink.acceptAll();
    else if (route === 'POST /clear') sink.messages.length = 0;
    else return reply(res, 404, { error: 'not found' });
    reply(res, 200, { ok: true });
  });
  return new Promise<typeof server>((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

async function main([portArg, dirArg, controlArg]: string[]) {
  const port = Number(portArg);
  if (!Number.isInteger(port) || port <= 0 || !dirArg) {
    console.error('usage: smtp-sink.ts <smtpPort> <dir> [controlPort]');
    process.exit(2);
  }
  const dir = resolve(dirArg);
  await mkdir(dir, { recursive: true });
  let next = await nextFileNumber(dir);
  const sink = await startSmtpSink({
    port,
    async onMessage(_mail, raw) {
      const path = join(dir, `${next++}.eml`);
      await writeFile(`${path}.tmp`, raw);
      await rename(`${path}.tmp`, path);
    },
  });
  const control = controlArg ? await controlServer(sink, Number(controlArg)) : null;
  console.log(
    `SMTP sink on ${sink.url}, writing to ${dir}${control ? `, control on http://127.0.0.1:${controlArg}` : ''}`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      control?.close();
      void sink.stop().finally(() => process.exit(0));
    });
  }
}

if (process.argv[1] && /smtp-sink\.ts$/.test(process.argv[1])) {
  await main(process.argv.slice(2));
}
