// Lead submissions through a running server, as browsers send them, with N visitors at once:
//   node scripts/run-ts.mjs bench/lead-submissions.ts <url> [concurrency] [total] [no-JS share]
// e.g. a burst of 300 at once, 30% of them without JavaScript:
//   node scripts/run-ts.mjs bench/lead-submissions.ts http://localhost:3250 300 300 0.3
// Start the server with a rate limit that lets one IP through, e.g.
//   LEAD_RATE_LIMIT_MAX=1000000 DATA_DIR=/tmp/bench node_modules/.bin/next start -p 3250
// (add DATABASE_URL=postgres://… for PostgreSQL; give the script the same DATABASE_URL and it also
// counts the rows stored). Prints refused, stored, p50/p95/p99 answer times and throughput.
import pg from 'pg';
import { homeForm, percentile, submitWithJs, submitWithoutJs } from './lead-posts';

const [base = 'http://localhost:3250', concurrencyArg = '50', totalArg = '1000', noJsArg = '0'] =
  process.argv.slice(2);
const concurrency = Number(concurrencyArg);
const total = Number(totalArg);
const noJsShare = Number(noJsArg);
const tag = `bench${Date.now()}`;

const form = await homeForm(base);
for (let i = 0; i < 20; i++) await submitWithJs(form, -i, `${tag}-warmup`); // JIT, connections

let next = 0;
const latencies: number[] = [];
const refusedByStatus = new Map<number, number>();
// Every n-th submission goes without JavaScript, spread evenly through the run.
const withoutJs = (n: number) => Math.floor((n + 1) * noJsShare) > Math.floor(n * noJsShare);
let sentWithoutJs = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < total) {
      const n = next++;
      const noJs = withoutJs(n);
      if (noJs) sentWithoutJs++;
      const answer = await (noJs ? submitWithoutJs : submitWithJs)(form, n, tag).catch(() => ({
        ok: false,
        status: 0,
        ms: NaN,
      }));
      latencies.push(answer.ms);
      if (!answer.ok)
        refusedByStatus.set(answer.status, (refusedByStatus.get(answer.status) ?? 0) + 1);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
const refused = [...refusedByStatus.values()].reduce((a, b) => a + b, 0);
const sorted = latencies.filter(Number.isFinite).sort((a, b) => a - b);
const round = (ms: number) => `${ms.toFixed(0)} ms`;

let stored = 'not counted (set DATABASE_URL to the server’s PostgreSQL)';
if (process.env.DATABASE_URL) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const { rows } = await client.query<{ n: string }>(
    'SELECT count(*) AS n FROM contact_submissions WHERE message = $1',
    [`Load test submission ${tag}`],
  );
  await client.end();
  stored = rows[0]!.n;
}
console.log(
  `${total} submissions (${sentWithoutJs} without JavaScript), ${concurrency} at a time: ` +
    `refused ${refused}${refused ? ` ${JSON.stringify(Object.fromEntries(refusedByStatus))}` : ''}, ` +
    `stored ${stored}; answer time p50 ${round(percentile(sorted, 50))}, ` +
    `p95 ${round(percentile(sorted, 95))}, p99 ${round(percentile(sorted, 99))}, ` +
    `max ${round(sorted.at(-1) ?? NaN)}; ${(total / seconds).toFixed(0)} submissions/s`,
);
