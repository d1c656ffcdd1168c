import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createMailer,
  isMailOutage,
  isPermanentMailError,
  type Mailer,
  type OutgoingMail,
} from '@/lib/mail/mailer';
import { startSmtpSink, type SmtpSink } from '@/tests/support/smtp-sink';

const from = 'AutoSites Cyprus <no-reply@autositescyprus.com>';

function mail(id: string, overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    from,
    to: ['agency@autositescyprus.com', 'sales@autositescyprus.com'],
    replyTo: 'andreas@kyrenia-motors.example',
    subject: 'New lead: Andreas Georgiou – Κερύνεια Motors',
    html: '<!DOCTYPE html><html><body><p>Ελένη &amp; Ayşe – <b>HTML part</b></p></body></html>',
    text: 'Ελένη & Ayşe – text part',
    messageId: `<${id}@autositescyprus.com>`,
    ...overrides,
  };
}

/** The error a promise rejects with (the test fails if it resolves). */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the send to fail');
    },
    (error: unknown) => error,
  );
}

describe('createMailer over SMTP', () => {
  let sink: SmtpSink;
  let mailer: Mailer;

  beforeAll(async () => {
    sink = await startSmtpSink();
    mailer = createMailer({ smtpUrl: sink.url, fileDir: '/nonexistent/never-used' });
  });
  afterEach(() => sink.acceptAll());
  afterAll(async () => {
    mailer.close();
    await sink.stop();
  });

  it('delivers with the Message-ID verbatim, From, To, Reply-To and both parts', async () => {
    const delivery = await mailer.send(mail('lead-1.agency'));
    expect(delivery).toMatchObject({ via: 'smtp' });
    expect(delivery.via === 'smtp' && delivery.response).toMatch(/^250 /);

    const [received] = await sink
      .waitFor((messages) =>
        messages.some((m) => m.messageId === '<lead-1.agency@autositescyprus.com>'),
      )
      .then((messages) => messages.filter((m) => m.messageId?.startsWith('<lead-1.')));
    expect(received!.messageId).toBe('<lead-1.agency@autositescyprus.com>');
    expect(received!.fromText).toBe('"AutoSites Cyprus" <no-reply@autositescyprus.com>');
    expect(received!.to).toEqual(['agency@autositescyprus.com', 'sales@autositescyprus.com']);
    expect(received!.envelope).toEqual({
      from: 'no-reply@autositescyprus.com',
      to: ['agency@autositescyprus.com', 'sales@autositescyprus.com'],
    });
    expect(received!.replyTo).toEqual(['andreas@kyrenia-motors.example']);
    expect(received!.subject).toBe('New lead: Andreas Georgiou – Κερύνεια Motors');
    expect(received!.contentType).toBe('multipart/alternative');
    expect(received!.text.trim()).toBe('Ελένη & Ayşe – text part');
    expect(received!.html).toContain('<b>HTML part</b>');
    expect(received!.headers['auto-submitted']).toBe('auto-generated');
  });

  it('passes the caller’s headers on', async () => {
    await mailer.send(mail('headers', { headers: { 'X-Outbox-Job': 'job-7' } }));
    const messages = await sink.waitFor((all) =>
      all.some((m) => m.messageId?.startsWith('<headers@')),
    );
    expect(
      messages.find((m) => m.messageId?.startsWith('<headers@'))!.headers['x-outbox-job'],
    ).toBe('job-7');
  });

  it('throws a temporary error on a 451 refusal, and delivers when sent again', async () => {
    sink.refuseNext(1, 451);
    const error = await rejection(mailer.send(mail('retry-451')));
    expect(error).toMatchObject({ responseCode: 451 });
    expect(isPermanentMailError(error)).toBe(false);
    expect(sink.messages.some((m) => m.messageId?.startsWith('<retry-451@'))).toBe(false);

    await mailer.send(mail('retry-451'));
    const messages = await sink.waitFor((all) =>
      all.some((m) => m.messageId?.startsWith('<retry-451@')),
    );
    expect(messages.filter((m) => m.messageId === '<retry-451@autositescyprus.com>')).toHaveLength(
      1,
    );
  });

  it('throws a permanent error when the recipients are refused (550 5.1.1)', async () => {
    sink.refuseAll(550, { at: 'rcpt', text: '5.1.1 No such user here' });
    const error = await rejection(mailer.send(mail('refused-550')));
    expect(error).toMatchObject({ responseCode: 550, command: 'RCPT TO' });
    expect(isPermanentMailError(error)).toBe(true);
  });

  it.each([
    [550, '5.4.5 Daily user sending quota exceeded'],
    [554, '5.7.1 Relay access denied'],
    [554, 'Transaction failed'],
  ])('throws a temporary error when the relay refuses us: %i %s', async (code, text) => {
    sink.refuseAll(code, { text });
    const error = await rejection(mailer.send(mail(`relay-${code}`)));
    expect(error).toMatchObject({ responseCode: code });
    expect(isPermanentMailError(error)).toBe(false);
  });

  it('sends each recipient and Reply-To as one plain address, and refuses anything else', async () => {
    await mailer.send(
      mail('plain', { to: ['Odd+Tag@Example.COM'], replyTo: 'a{b}|c@example.com' }),
    );
    const [received] = await sink
      .waitFor((all) => all.some((m) => m.messageId === '<plain@autositescyprus.com>'))
      .then((all) => all.filter((m) => m.messageId === '<plain@autositescyprus.com>'));
    expect(received?.envelope.to).toEqual(['odd+tag@example.com']);
    expect(received?.replyTo).toEqual(['a{b}|c@example.com']);
    for (const bad of ['x:a@example.com;', 'a@example.com, b@example.com', '"b" <a@example.com>']) {
      await expect(mailer.send(mail('bad', { to: [bad] }))).rejects.toThrow(/plain address/);
      await expect(mailer.send(mail('bad', { replyTo: bad }))).rejects.toThrow(/plain address/);
    }
  });

  it('asks automatic responders to stay quiet', async () => {
    await mailer.send(mail('quiet'));
    const messages = await sink.waitFor((all) =>
      all.some((m) => m.messageId === '<quiet@autositescyprus.com>'),
    );
    const received = messages.find((m) => m.messageId === '<quiet@autositescyprus.com>');
    expect(received?.headers['x-auto-response-suppress']).toBe('OOF, AutoReply');
    expect(received?.headers['auto-submitted']).toBe('auto-generated');
  });

  it('sends a burst of messages over its few connections, each once', async () => {
    const ids = Array.from({ length: 25 }, (_, n) => `burst-${n}`);
    await Promise.all(ids.map((id) => mailer.send(mail(id))));
    const messages = await sink.waitFor(
      (all) => all.filter((m) => m.messageId?.startsWith('<burst-')).length >= 25,
    );
    const burst = messages
      .filter((m) => m.messageId?.startsWith('<burst-'))
      .map((m) => m.messageId);
    expect(new Set(burst).size).toBe(25);
    expect(burst).toHaveLength(25);
  });

  it('refuses a Message-ID that is not <id@host> before connecting', async () => {
    await expect(mailer.send(mail('x', { messageId: 'no-brackets@host' }))).rejects.toThrow(
      /Message-ID/,
    );
  });
});

describe('createMailer with SMTP authentication', () => {
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink({
      requireAuth: { username: 'mailer@agency', password: 'p@ss word:1' },
    });
  });
  afterAll(() => sink.stop());

  it('authenticates with the user and password of the URL', async () => {
    const url = `smtp://mailer%40agency:p%40ss%20word%3A1@127.0.0.1:${sink.port}`;
    const mailer = createMailer({ smtpUrl: url, fileDir: '/nonexistent' });
    try {
      await mailer.send(mail('auth-ok'));
    } finally {
      mailer.close();
    }
    const [received] = await sink.waitFor((all) => all.length === 1);
    expect(received!.auth).toEqual({ username: 'mailer@agency', password: 'p@ss word:1' });
  });

  it('treats refused credentials as temporary: the operator fixes them, the message stays', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://mailer%40agency:wrong@127.0.0.1:${sink.port}`,
      fileDir: '/x',
    });
    try {
      const error = await rejection(mailer.send(mail('auth-wrong')));
      expect(error).toMatchObject({ code: 'EAUTH', responseCode: 535 });
      expect(isPermanentMailError(error)).toBe(false);
      expect(isMailOutage(error)).toBe(false);
      // It answers, if only to refuse us: no outage to wait out.
      expect(await mailer.verify()).toBe(true);
    } finally {
      mailer.close();
    }
  });
});

describe('createMailer when the SMTP server is down', () => {
  it('throws a temporary error', async () => {
    const sink = await startSmtpSink();
    const { port } = sink;
    await sink.stop();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, fileDir: '/x' });
    try {
      const error = await rejection(mailer.send(mail('down')));
      expect(String(error)).toMatch(/ECONNREFUSED/);
      expect(isPermanentMailError(error)).toBe(false);
      expect(isMailOutage(error)).toBe(true);
      expect(await mailer.verify()).toBe(false);
    } finally {
      mailer.close();
    }
  });
});

/** A TCP server on loopback that does whatever `onConnection` does with each client. */
async function tcpServer(onConnection: (socket: Socket) => void) {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
    onConnection(socket);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}

describe('createMailer against a server that stalls', () => {
  it('gives up on a server that never greets, with a temporary error', async () => {
    const silent = await tcpServer(() => {});
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${silent.port}`,
      fileDir: '/x',
      timeouts: { greetingMs: 200 },
    });
    try {
      const error = await rejection(mailer.send(mail('silent')));
      expect(error).toMatchObject({ code: 'ETIMEDOUT' });
      expect(isPermanentMailError(error)).toBe(false);
    } finally {
      mailer.close();
      await silent.close();
    }
  });

  it('gives up on a server that answers a line at a time, forever, within the send limit', async () => {
    const trickling = await tcpServer((socket) => {
      socket.write('220 slow.example ESMTP\r\n');
      let timer: NodeJS.Timeout | undefined;
      socket.once('data', () => {
        // Never the last line of the EHLO reply: each line resets the idle timer, not the send's.
        timer = setInterval(() => socket.write('250-still thinking\r\n'), 20);
      });
      socket.on('close', () => clearInterval(timer));
    });
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${trickling.port}`,
      fileDir: '/x',
      timeouts: { socketMs: 60_000, sendMs: 400 },
    });
    try {
      const error = await rejection(mailer.send(mail('trickled')));
      expect(error).toMatchObject({ code: 'ETIMEDOUT', message: 'SMTP send timed out' });
      expect(isPermanentMailError(error)).toBe(false);
    } finally {
      mailer.close();
      await trickling.close();
    }
  });
});

describe('createMailer without SMTP', () => {
  let dir: string;

  beforeAll(async () => {
    dir = join(await mkdtemp(join(tmpdir(), 'autosites-mail-')), 'mail', 'not-yet-there');
  });
  afterAll(() => rm(join(dir, '..', '..'), { recursive: true, force: true }));

  it('writes an .eml file that reads back with the same headers and parts', async () => {
    const mailer = createMailer({ fileDir: dir });
    const delivery = await mailer.send(mail('lead-9.visitor'));
    mailer.close();
    expect(delivery).toEqual({
      via: 'file',
      path: join(dir, 'lead-9.visitor@autositescyprus.com.eml'),
    });

    const parsed = await simpleParser(
      await readFile(join(dir, 'lead-9.visitor@autositescyprus.com.eml')),
    );
    expect(parsed.messageId).toBe('<lead-9.visitor@autositescyprus.com>');
    expect(parsed.from?.text).toBe('"AutoSites Cyprus" <no-reply@autositescyprus.com>');
    expect(parsed.to && !Array.isArray(parsed.to) && parsed.to.value.map((a) => a.address)).toEqual(
      ['agency@autositescyprus.com', 'sales@autositescyprus.com'],
    );
    expect(parsed.replyTo?.value[0]?.address).toBe('andreas@kyrenia-motors.example');
    expect(parsed.subject).toBe('New lead: Andreas Georgiou – Κερύνεια Motors');
    expect(parsed.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
    expect(parsed.text?.trim()).toBe('Ελένη & Ayşe – text part');
    expect(parsed.html).toContain('<b>HTML part</b>');
  });

  it('overwrites the file when the same Message-ID is sent again (a retried job)', async () => {
    const mailer = createMailer({ fileDir: dir });
    await mailer.send(mail('retried', { subject: 'first attempt' }));
    await mailer.send(mail('retried', { subject: 'second attempt' }));
    mailer.close();
    const files = (await readdir(dir)).filter((name) => name.startsWith('retried@'));
    expect(files).toEqual(['retried@autositescyprus.com.eml']);
    const parsed = await simpleParser(await readFile(join(dir, files[0]!)));
    expect(parsed.subject).toBe('second attempt');
  });
});
