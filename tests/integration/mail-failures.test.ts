import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '@/lib/db/connection';
import { resendAllDead } from '@/lib/follow-ups/trouble';
import { checkHealth } from '@/lib/health/check';
import { startSmtpSink, type SmtpSink } from '@/tests/support/smtp-sink';
import { engines, freshDatabase, type TestDatabase } from './databases';
import { outboxApp, quoteForm } from './support/outbox-app';

const agency = 'sales@agency.example';

/** The agency notice of the last lead stored. */
const agencyNotice = (prisma: PrismaClient, leadId: string) =>
  prisma.followUp.findFirstOrThrow({ where: { leadId, kind: 'agency_email' } });

describe.each(engines)('dead mail is loud, on %s', (engine) => {
  let test: TestDatabase;
  let sink: SmtpSink;
  let app: Awaited<ReturnType<typeof outboxApp>>;
  const health = () => checkHealth(async () => test.database);

  beforeAll(async () => {
    test = await freshDatabase(engine);
    sink = await startSmtpSink();
    app = await outboxApp(test.database, {
      SMTP_URL: sink.url,
      LEAD_NOTIFY_TO: agency,
      FOLLOW_UP_RETRY_BASE_SECONDS: '1',
    });
  }, 120_000);
  afterEach(async () => {
    sink.acceptAll();
    // Each test starts from a quiet outbox: nothing failing, nothing dead.
    await resendAllDead(test.database.prisma, app.engine, new Date());
    await expect
      .poll(() => test.database.prisma.followUp.count({ where: { status: 'pending' } }), {
        timeout: 20_000,
      })
      .toBe(0);
  });
  afterAll(async () => {
    await app?.stop();
    await sink?.stop();
    await test?.dispose();
  });

  async function submit(email: string) {
    const outcome = await app.submit('leadCapture', { ...quoteForm, email });
    if (outcome.status !== 'stored') throw new Error(outcome.status);
    return outcome.lead;
  }

  it('retries a relay refusal (554) with backoff, and says degraded until it is sent', async () => {
    expect(await health()).toMatchObject({ status: 'ok' });
    sink.refuseAll(554, { text: '5.7.1 Relaying denied for this account' });
    const lead = await submit('relay@example.com');
    await expect
      .poll(async () => (await agencyNotice(test.database.prisma, lead.id)).lastError, {
        timeout: 20_000,
      })
      .toMatch(/554/);
    expect(await agencyNotice(test.database.prisma, lead.id)).toMatchObject({ status: 'pending' });
    expect(await health()).toMatchObject({
      status: 'degraded',
      followUps: { agencyNotices: { failing: 1, dead: 0 } },
    });
    sink.acceptAll();
    await sink.waitFor((messages) => messages.some((mail) => mail.replyTo[0] === lead.email));
    await expect
      .poll(async () => (await agencyNotice(test.database.prisma, lead.id)).status)
      .toBe('sent');
    expect(await health()).toMatchObject({
      status: 'ok',
      followUps: { agencyNotices: { failing: 0, dead: 0 } },
    });
  });

  it.each([
    [550, '5.4.5 Daily user sending quota exceeded', 'rcpt'],
    [535, '5.7.8 Authentication credentials invalid', 'mail'],
    [554, 'Transaction failed', 'mail'],
  ] as const)('does not give up at once on %i %s', async (code, text, at) => {
    sink.refuseAll(code, { text, at });
    const lead = await submit(`quota-${code}@example.com`);
    await expect
      .poll(async () => (await agencyNotice(test.database.prisma, lead.id)).lastError, {
        timeout: 20_000,
      })
      .toContain(String(code));
    expect(await agencyNotice(test.database.prisma, lead.id)).toMatchObject({ status: 'pending' });
    sink.acceptAll();
    await expect
      .poll(async () => (await agencyNotice(test.database.prisma, lead.id)).status, {
        timeout: 20_000,
      })
      .toBe('sent');
    expect((await agencyNotice(test.database.prisma, lead.id)).attempts).toBeGreaterThan(1);
  });

  it('marks a notice refused for good dead, says so, and sends it again on one Resend', async () => {
    sink.refuseAll(550, { at: 'rcpt', text: '5.1.1 No such user here' });
    const lead = await submit('dead-notice@example.com');
    await expect
      .poll(async () => (await agencyNotice(test.database.prisma, lead.id)).status, {
        timeout: 20_000,
      })
      .toBe('dead');
    // The visitor's confirmation, refused the same way, dies on its own attempt: wait for it too.
    await expect.poll(health, { timeout: 20_000 }).toMatchObject({
      status: 'degraded',
      followUps: { deadLastWeek: 2, agencyNotices: { dead: 1 } },
    });
    // Still degraded later: dead is not "fixed" by time passing.
    const tomorrow = await checkHealth(async () => test.database, {
      now: () => new Date(Date.now() + 24 * 60 * 60_000),
    });
    expect(tomorrow).toMatchObject({ status: 'degraded' });
    sink.acceptAll();
    expect(await resendAllDead(test.database.prisma, app.engine, new Date())).toBe(2);
    app.worker.nudge();
    await expect
      .poll(async () => (await agencyNotice(test.database.prisma, lead.id)).status, {
        timeout: 20_000,
      })
      .toBe('sent');
    expect(await health()).toMatchObject({ status: 'ok' });
  });
});

describe.each(engines)('after an outage, on %s', (engine) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await freshDatabase(engine);
  }, 120_000);
  afterAll(() => test?.dispose());

  it('sends what waited as soon as the mail server answers, not at the next backoff', async () => {
    const first = await startSmtpSink();
    const port = first.port;
    await first.stop();
    // The next try of a failed e-mail would be 10 minutes away.
    const app = await outboxApp(
      test.database,
      {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        LEAD_NOTIFY_TO: agency,
        FOLLOW_UP_RETRY_BASE_SECONDS: '600',
      },
      { worker: { probeMs: 200 } },
    );
    let sink: SmtpSink | undefined;
    try {
      for (let n = 0; n < 5; n++) {
        await app.submit('leadCapture', { ...quoteForm, email: `outage-${n}@example.com` });
      }
      await expect
        .poll(
          () =>
            test.database.prisma.followUp.count({
              where: { status: 'pending', lastError: { not: null } },
            }),
          { timeout: 20_000 },
        )
        .toBe(10);
      sink = await startSmtpSink({ port });
      const back = Date.now();
      await sink.waitFor((messages) => messages.length === 10, 15_000);
      expect(Date.now() - back).toBeLessThan(15_000);
      await expect
        .poll(() => test.database.prisma.followUp.count({ where: { status: 'sent' } }))
        .toBe(10);
    } finally {
      await app.stop();
      await sink?.stop();
    }
  });
});

/**
 * An endpoint that takes each request and never answers it, and counts the most requests it
 * held open at once (the sender gives up on one after its timeout and tries again later, which a
 * busy machine can reach before the e-mails are all out).
 */
async function hangingEndpoint() {
  const held: IncomingMessage[] = [];
  let open = 0;
  let mostOpen = 0;
  const server: Server = createServer((req) => {
    held.push(req);
    open += 1;
    mostOpen = Math.max(mostOpen, open);
    req.socket.on('close', () => (open -= 1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    held,
    mostOpen: () => mostOpen,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

describe.each(engines)('a hanging webhook, on %s', (engine) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await freshDatabase(engine);
  }, 120_000);
  afterAll(() => test?.dispose());

  it('holds no e-mail: every agency notice arrives while the webhook still hangs', async () => {
    const hook = await hangingEndpoint();
    const sink = await startSmtpSink();
    const app = await outboxApp(test.database, {
      SMTP_URL: sink.url,
      LEAD_NOTIFY_TO: agency,
      LEAD_WEBHOOK_URL: hook.url,
      LEAD_WEBHOOK_SECRET: 'a-long-shared-webhook-secret',
    });
    try {
      const leads = 20;
      await Promise.all(
        Array.from({ length: leads }, (_, n) =>
          app.submit('leadCapture', { ...quoteForm, email: `hook-${n}@example.com` }),
        ),
      );
      await sink.waitFor(
        (messages) => messages.filter((mail) => mail.to.includes(agency)).length === leads,
        15_000,
      );
      // The webhook has its own two slots: it never held more than two requests at once.
      expect(hook.held.length).toBeGreaterThan(0);
      expect(hook.mostOpen()).toBeLessThanOrEqual(2);
    } finally {
      // The endpoint goes first: its held requests end, and no delivery outlives the worker
      // (one still writing when the database is dropped would lose its connection mid-query).
      hook.close();
      await app.stop();
      await sink.stop();
    }
  });
});
