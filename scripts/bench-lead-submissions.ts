// Latency of lead submissions through a running server, as a browser sends them (the home form's
// server action), with N visitors submitting at once:
//   node scripts/run-ts.mjs scripts/bench-lead-submissions.ts http://localhost:3250 [concurrency] [total]
// Start the server with a rate limit that lets one IP through, e.g.
//   LEAD_RATE_LIMIT_MAX=1000000 DATA_DIR=/tmp/bench node_modules/.bin/next start -p 3250
// (add DATABASE_URL=postgres://… for PostgreSQL). Prints p50/p95/p99 and throughput.
export {};
const [base = 'http://localhost:3250', concurrencyArg = '50', totalArg = '1000'] =
  process.argv.slice(2);
const concurrency = Number(concurrencyArg);
const total = Number(totalArg);

/** The home form's server action id, from the page's progressive-enhancement markup. */
async function actionId() {
  const html = await (await fetch(`${base}/`)).text();
  const id = /name="\$ACTION_1:0" value="\{&quot;id&quot;:&quot;([0-9a-f]+)&quot;/.exec(html)?.[1];
  if (!id) throw new Error('no server action found on the home page');
  return id;
}

/** One submission, encoded the way React sends a form action's (previousState, formData). */
async function submit(id: string, n: number) {
  const body = new FormData();
  const fields: Record<string, string> = {
    locale: 'en',
    pagePath: '/',
    fillMs: '8000',
    website: '',
    name: `Bench Visitor ${n}`,
    email: `bench.${Date.now()}.${n}@example.com`,
    phone: '+357 99 000 000',
    company: 'Benchmark Motors',
    message: 'Load test submission',
    consent: 'yes',
  };
  for (const [name, value] of Object.entries(fields)) body.append(`_1_${name}`, value);
  body.append('0', JSON.stringify([{ version: 0, status: 'idle' }, '$K1']));
  const started = performance.now();
  const response = await fetch(`${base}/`, {
    method: 'POST',
    headers: { 'next-action': id, accept: 'text/x-component' },
    body,
  });
  const text = await response.text();
  const ms = performance.now() - started;
  return { ms, ok: response.ok && text.includes('"status":"success"') };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const id = await actionId();
for (let i = 0; i < 20; i++) await submit(id, -i); // warm-up: JIT, connections, query plans

let next = 0;
const latencies: number[] = [];
let failures = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < total) {
      const result = await submit(id, next++);
      if (result.ok) latencies.push(result.ms);
      else failures++;
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const round = (ms: number) => `${ms.toFixed(0)} ms`;
console.log(
  `${total} submissions, ${concurrency} at a time: p50 ${round(percentile(latencies, 50))}, ` +
    `p95 ${round(percentile(latencies, 95))}, p99 ${round(percentile(latencies, 99))}, ` +
    `max ${round(latencies.at(-1) ?? NaN)}; ${(latencies.length / seconds).toFixed(0)} leads/s; ` +
    `${failures} failed`,
);
