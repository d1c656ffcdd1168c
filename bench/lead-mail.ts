// How long a lead takes to reach the agency's mailbox: from the visitor's acknowledgement (the
// form's answer) to the agency's e-mail arriving at a healthy SMTP server on loopback, with N
// submissions at once. Starts its own SMTP server and production server (run `npm run build`
// first); PostgreSQL when DATABASE_URL is set, else a fresh embedded database.
//   node scripts/run-ts.mjs bench/lead-mail.ts [submissions=50] [rounds=3] [webhook]
// webhook: `hanging` also configures the lead webhook, pointed at an endpoint that takes each
// request and never answers (the e-mails must not wait for it), `fast` at one that answers 204.
// Prints p50/p95/max per round and over all rounds. A measurement, not a test: run it alone.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { leadActionId, startInstance, submitLead } from '../tests/e2e/support/app-instance';
import { startSmtpSink } from '../tests/support/smtp-sink';

const [countArg = '50', roundsArg = '3', webhook = 'none'] = process.argv.slice(2);
const count = Number(countArg);
const rounds = Number(roundsArg);
const port = Number(process.env.BENCH_PORT ?? 3280);

const arrivedAt = new Map<string, number>();
const sink = await startSmtpSink({
  onMessage: (mail) => {
    if (mail.to.includes('bench-desk@agency.test'))
      arrivedAt.set(mail.replyTo[0] ?? '', performance.now());
  },
});
const endpoint =
  webhook === 'none'
    ? null
    : createServer((_req, res) => {
        if (webhook === 'fast') res.writeHead(204).end();
      });
let webhookRequests = 0;
endpoint?.on('request', () => (webhookRequests += 1));
if (endpoint) await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
const webhookEnv = endpoint
  ? {
      LEAD_WEBHOOK_URL: `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/hook`,
      LEAD_WEBHOOK_SECRET: 'bench-webhook-secret-of-some-length',
    }
  : {};
const dataDir = await mkdtemp(join(tmpdir(), 'autosites-bench-mail-'));
const server = await startInstance(port, {
  ...webhookEnv,
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.DATABASE_URL,
  SMTP_URL: sink.url,
  LEAD_NOTIFY_TO: 'bench-desk@agency.test',
  LEAD_RATE_LIMIT_MAX: '1000000',
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

try {
  const actionId = await leadActionId(server.url);
  // Warm-up: the first e-mail renders its templates and opens the SMTP connection pool.
  await submitLead(server.url, actionId, { name: 'Warm Up', email: 'warm-up@example.com' });
  const all: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const run = `${Date.now()}.${round}`;
    const ackedAt = new Map<string, number>();
    const answers = await Promise.all(
      Array.from({ length: count }, async (_, n) => {
        const email = `bench.${run}.${n}@example.com`;
        const { answer } = await submitLead(server.url, actionId, { name: `Bench ${n}`, email });
        ackedAt.set(email, performance.now());
        return answer;
      }),
    );
    const failed = answers.filter((answer) => answer !== 'success').length;
    const deadline = performance.now() + 120_000;
    while (
      [...ackedAt.keys()].some((email) => !arrivedAt.has(email)) &&
      performance.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const latencies = [...ackedAt].map(([email, acked]) => (arrivedAt.get(email) ?? NaN) - acked);
    const missing = latencies.filter(Number.isNaN).length;
    const sorted = latencies.filter((ms) => !Number.isNaN(ms)).sort((a, b) => a - b);
    all.push(...sorted);
    console.log(
      `round ${round}: ${count} leads at once, ${failed} refused, ${missing} e-mails missing; ` +
        `acknowledgement → agency e-mail p50 ${seconds(percentile(sorted, 50))}, ` +
        `p95 ${seconds(percentile(sorted, 95))}, max ${seconds(sorted.at(-1) ?? NaN)}`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(
    `all ${all.length}: p50 ${seconds(percentile(all, 50))}, p95 ${seconds(percentile(all, 95))}, ` +
      `max ${seconds(all.at(-1) ?? NaN)} (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ` +
      `webhook: ${webhook}${endpoint ? `, ${webhookRequests} requests reached it` : ''})`,
  );
} finally {
  await server.stop();
  endpoint?.closeAllConnections();
  endpoint?.close();
  await sink.stop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(0);
