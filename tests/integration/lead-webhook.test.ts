import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRunTimeEnv } from '@/lib/env';
import { deliverFollowUp, isPermanentFailure } from '@/lib/follow-ups/deliver';
import { startFollowUpWorker } from '@/lib/follow-ups/follow-up-worker';
import { openJobEngine } from '@/lib/jobs/job-engine';
import { intakeLead } from '@/lib/leads/intake';
import { createMailer } from '@/lib/mail/mailer';
import { engines, freshDatabase, type TestDatabase } from './databases';

const secret = 'the-shared-webhook-secret';

type Received = { body: string; signature: string; deliveryId: string; status: number };

/** The agency's endpoint: answers each POST with the next status, records what it got. */
async function endpoint(statuses: number[]) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const status = statuses.shift() ?? 200;
      received.push({
        body,
        signature: String(req.headers['x-signature']),
        deliveryId: String(req.headers['x-delivery-id']),
        status,
      });
      res.statusCode = status;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/leads`, received, close: () => server.close() };
}

describe.each(engines)('the lead webhook through the outbox on %s', (engine) => {
  let test: TestDatabase;
  let mailDir: string;
  beforeAll(async () => {
    test = await freshDatabase(engine);
    mailDir = await mkdtemp(join(tmpdir(), 'autosites-webhook-mail-'));
  }, 120_000);
  afterAll(async () => {
    await test?.dispose();
    await rm(mailDir, { recursive: true, force: true });
  });

  it('is signed, retried after a 500, and delivered once', async () => {
    const hook = await endpoint([500]);
    const env = parseRunTimeEnv({
      LEAD_WEBHOOK_URL: hook.url,
      LEAD_WEBHOOK_SECRET: secret,
      FOLLOW_UP_RETRY_BASE_SECONDS: '1',
    });
    const prisma = test.database.prisma;
    const outcome = await intakeLead(
      'contact',
      {
        locale: 'el',
        name: 'Ελένη',
        email: 'eleni@example.com',
        company: 'Πάφος Motors',
        message: 'Call me',
        consent: 'yes',
      },
      { locale: 'el', ip: '198.51.100.9' },
      { prisma: async () => prisma, jobs: test.jobs, env: () => env },
    );
    expect(outcome.status).toBe('stored');
    const mailer = createMailer({ fileDir: mailDir });
    const jobs = await openJobEngine(test.database, {
      runsJobs: true,
      instanceName: 'worker',
      leaseSeconds: 60,
    });
    const worker = await startFollowUpWorker({
      engine: jobs,
      prisma: async () => prisma,
      deliver: (job) => deliverFollowUp(job, { prisma, mailer, env }),
      isPermanent: isPermanentFailure,
      leaseMs: 60_000,
      retryBaseMs: 1_000,
      pollSeconds: 0.5,
    });
    await expect
      .poll(() => prisma.followUp.count({ where: { status: 'pending' } }), { timeout: 20_000 })
      .toBe(0);
    await worker.stop(1_000);
    await jobs.stop({ graceful: false });
    mailer.close();
    hook.close();

    expect(hook.received.map((r) => r.status)).toEqual([500, 200]);
    const [first, second] = hook.received;
    expect(second!.deliveryId).toBe(first!.deliveryId);
    for (const delivery of hook.received) {
      const expected = createHmac('sha256', secret).update(delivery.body).digest('hex');
      expect(delivery.signature).toBe(`sha256=${expected}`);
    }
    expect(JSON.parse(second!.body)).toMatchObject({
      event: 'lead.created',
      lead: { name: 'Ελένη', email: 'eleni@example.com', locale: 'el', source: 'contact' },
    });
    const webhook = await prisma.followUp.findFirstOrThrow({ where: { kind: 'webhook' } });
    expect(webhook).toMatchObject({ status: 'sent', attempts: 2, outcome: 'HTTP 200' });
  });
});
