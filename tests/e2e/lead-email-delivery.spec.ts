import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import {
  instancePort,
  leadActionId,
  startInstance,
  submitLead,
  type AppInstance,
} from './support/app-instance';
import { readMailbox } from './support/mailbox';

/**
 * The outbox against real faults, on production builds of the app: no SMTP server at all, one
 * that refuses, one that is down, a server killed while it sends, and two instances sharing the
 * work. Every e-mail goes to a real SMTP server on loopback; the follow-ups are read with SQL.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.skip(
  !process.env.TEST_DATABASE_URL && !process.env.CI,
  'needs TEST_DATABASE_URL (a PostgreSQL server); .ci/run sets it',
);

const agency = 'desk@agency.test';
let databaseUrl: string;
let sql: pg.Client;
const running: AppInstance[] = [];
const sinks: SmtpSink[] = [];
const dataDirs: string[] = [];

test.beforeAll(async () => {
  const name = `autosites_e2e_mail_${instancePort(6)}`;
  databaseUrl = execFileSync(
    process.execPath,
    ['scripts/run-ts.mjs', 'tests/e2e/support/fresh-database.ts', name],
    { encoding: 'utf8' },
  ).trim();
  execFileSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/db-migrate.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: 'ignore',
  });
  sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
});

test.afterAll(async () => {
  await Promise.all(running.map((instance) => instance.stop()));
  await Promise.all(sinks.map((sink) => sink.stop()));
  await sql?.end();
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function start(offset: number, env: Record<string, string>) {
  const dataDir = await mkdtemp(join(tmpdir(), 'autosites-mail-e2e-'));
  dataDirs.push(dataDir);
  const instance = await startInstance(instancePort(offset), {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    NEXTAUTH_SECRET: 'mail-delivery-e2e-secret-of-at-least-32-chars',
    LEAD_RATE_LIMIT_MAX: '10000',
    LEAD_NOTIFY_TO: agency,
    FOLLOW_UP_RETRY_BASE_SECONDS: '1',
    ...env,
  });
  running.push(instance);
  return { instance, dataDir };
}

async function sink() {
  const started = await startSmtpSink();
  sinks.push(started);
  return started;
}

type FollowUpRow = {
  kind: string;
  status: string;
  attempts: number;
  last_error: string | null;
  lease_owner: string | null;
};

async function followUpsOf(email: string): Promise<FollowUpRow[]> {
  const { rows } = await sql.query<FollowUpRow>(
    `SELECT f.kind::text, f.status::text, f.attempts, f.last_error, f.lease_owner
     FROM follow_ups f JOIN contact_submissions l ON l.id = f.lead_id
     WHERE l.email = $1 ORDER BY f.kind`,
    [email],
  );
  return rows;
}

async function send(instance: AppInstance, email: string) {
  const result = await submitLead(instance.url, await leadActionId(instance.url), {
    name: 'Delivery Visitor',
    email,
  });
  expect(result.answer).toBe('success');
}

test('without SMTP, each e-mail is written as an .eml file and marked as such', async () => {
  const { instance, dataDir } = await start(6, {});
  const email = `file.${Date.now()}@example.com`;
  await send(instance, email);
  await expect
    .poll(async () => (await followUpsOf(email)).map((f) => f.status), { timeout: 30_000 })
    .toEqual(['filed', 'filed']);
  const files = await readMailbox(join(dataDir, 'mail'));
  expect(files.map((mail) => mail.to[0]).sort()).toEqual([agency, email].sort());
  expect(files.find((mail) => mail.to.includes(agency))?.replyTo).toBe(email);
  await instance.stop();
});

test('SMTP refuses, then accepts: the e-mails arrive after a retry', async () => {
  const smtp = await sink();
  smtp.refuseNext(2, 451);
  const { instance } = await start(6, { SMTP_URL: smtp.url });
  const email = `retry.${Date.now()}@example.com`;
  await send(instance, email);
  await smtp.waitFor(
    (messages) =>
      messages.filter((m) => m.to.includes(email) || m.replyTo.includes(email)).length === 2,
    60_000,
  );
  // The message is in the mailbox a moment before its job is marked sent.
  await expect
    .poll(async () => (await followUpsOf(email)).map((f) => f.status), { timeout: 30_000 })
    .toEqual(['sent', 'sent']);
  const rows = await followUpsOf(email);
  expect(rows.reduce((sum, f) => sum + f.attempts, 0)).toBe(4);
  expect(smtp.refusals()).toBe(2);
  await instance.stop();
});

test('SMTP down throughout: the lead is stored and answered, its e-mails wait in view, health is degraded', async () => {
  const closed = await freePort();
  const { instance } = await start(6, { SMTP_URL: `smtp://127.0.0.1:${closed}` });
  const email = `down.${Date.now()}@example.com`;
  await send(instance, email);
  await expect
    .poll(
      async () =>
        (await followUpsOf(email)).every((f) => f.attempts >= 1 && f.last_error && !f.lease_owner),
      {
        timeout: 60_000,
      },
    )
    .toBe(true);
  expect((await followUpsOf(email)).map((f) => f.status)).toEqual(['pending', 'pending']);
  // The agency has not heard of a lead: the instance says so (still 200, it takes leads fine).
  const response = await fetch(`${instance.url}/api/health`);
  expect(response.status).toBe(200);
  const health = await response.json();
  expect(health).toMatchObject({ status: 'degraded', followUps: { pending: expect.any(Number) } });
  expect(health.followUps.pending).toBeGreaterThanOrEqual(2);
  expect(health.followUps.agencyNotices.failing).toBeGreaterThanOrEqual(1);
  await instance.stop();
  // Leave nothing pending for the next tests' instances to pick up.
  await sql.query(`UPDATE follow_ups SET status = 'dead' WHERE status = 'pending'`);
});

test('killed while sending: after the restart the e-mails arrive (the lease ran out)', async () => {
  // An SMTP server that accepts the connection and never says a word.
  const silent = await hangingServer();
  const { instance } = await start(6, {
    SMTP_URL: `smtp://127.0.0.1:${silent.port}`,
    FOLLOW_UP_LEASE_SECONDS: '5',
  });
  const email = `killed.${Date.now()}@example.com`;
  await send(instance, email);
  await expect
    .poll(async () => (await followUpsOf(email)).some((f) => f.lease_owner !== null), {
      timeout: 30_000,
    })
    .toBe(true);
  instance.child.kill('SIGKILL');
  await instance.exited;
  silent.close();

  const smtp = await sink();
  const { instance: restarted } = await start(6, {
    SMTP_URL: smtp.url,
    FOLLOW_UP_LEASE_SECONDS: '5',
  });
  await smtp.waitFor(
    (messages) =>
      messages.filter((m) => m.to.includes(email) || m.replyTo.includes(email)).length === 2,
    60_000,
  );
  // The message is in the mailbox a moment before its job is marked sent.
  await expect
    .poll(async () => (await followUpsOf(email)).map((f) => f.status), { timeout: 30_000 })
    .toEqual(['sent', 'sent']);
  await restarted.stop();
});

test('two instances on one PostgreSQL, 200 leads: exactly 200 agency e-mails, none twice', async () => {
  const smtp = await sink();
  const env = { SMTP_URL: smtp.url };
  const [{ instance: a }, { instance: b }] = await Promise.all([start(6, env), start(7, env)]);
  const [idA, idB] = await Promise.all([leadActionId(a.url), leadActionId(b.url)]);
  const run = Date.now();
  const emails = Array.from({ length: 200 }, (_, n) => `pair.${run}.${n}@example.com`);
  const answers = [];
  for (let i = 0; i < emails.length; i += 20) {
    answers.push(
      ...(await Promise.all(
        emails.slice(i, i + 20).map((email, n) =>
          submitLead((i + n) % 2 ? b.url : a.url, (i + n) % 2 ? idB : idA, {
            name: 'Pair Visitor',
            email,
          }),
        ),
      )),
    );
  }
  expect(answers.filter((answer) => answer.answer !== 'success')).toEqual([]);
  const toAgency = () =>
    smtp.messages.filter((m) => m.to.includes(agency) && m.replyTo[0]?.startsWith(`pair.${run}.`));
  await smtp.waitFor(() => toAgency().length >= 200, 120_000);
  // Both queues drained; then count what arrived.
  await expect
    .poll(
      async () =>
        (await sql.query(`SELECT count(*)::int AS n FROM follow_ups WHERE status = 'pending'`))
          .rows[0].n,
      {
        timeout: 60_000,
      },
    )
    .toBe(0);
  const agencyMails = toAgency();
  expect(agencyMails).toHaveLength(200);
  expect(new Set(agencyMails.map((m) => m.messageId)).size).toBe(200);
  expect(new Set(agencyMails.map((m) => m.replyTo[0])).size).toBe(200);
  await Promise.all([a.stop(), b.stop()]);
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function hangingServer(): Promise<{ port: number; close(): void }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => void sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}
