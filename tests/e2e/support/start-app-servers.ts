// Starts the suite's app servers (servers.ts) and the fake Stripe API side by side, and answers
// on `appServersReadyPort` once every one of them answers: Playwright starts its web servers one
// after another, and each app server spends 5–12 s on its database before it listens (a fresh
// PostgreSQL database or PGlite directory, the migrations, the seeded users): 27 s in a row on
// the 2-core machine. Each line a server prints is prefixed with its name, as Playwright does;
// when one of them exits, so does this (and Playwright stops the run).
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { appServersReadyPort, fakeStripePort, servers } from './servers';

type Started = { name: string; child: ChildProcess; readyUrl: string };

function start(name: string, command: string, args: string[], readyUrl: string, env = {}) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', name === 'broken' ? 'ignore' : 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
    });
  }
  child.once('exit', (code, signal) => {
    process.stdout.write(`[${name}] exited (${code ?? signal}): stopping the app servers\n`);
    stopAll();
    process.exit(1);
  });
  return { name, child, readyUrl };
}

const started: Started[] = [
  ...Object.entries(servers).map(([name, server]) =>
    start(
      name,
      'bash',
      ['scripts/e2e-server.sh', String(server.port), server.database],
      `http://localhost:${server.port}/robots.txt`,
      { SITE_URL: process.env.SITE_URL ?? 'http://localhost:3000', ...server.env },
    ),
  ),
  start(
    'fake-stripe',
    process.execPath,
    ['scripts/run-ts.mjs', 'tests/support/fake-stripe-server.ts', String(fakeStripePort)],
    `http://127.0.0.1:${fakeStripePort}/__fake/health`,
  ),
];

function stopAll() {
  for (const { child } of started) if (child.exitCode === null) child.kill('SIGTERM');
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopAll();
    process.exit(0);
  });
}

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

const waiting = new Set(started);
while (waiting.size > 0) {
  for (const server of [...waiting]) if (await answers(server.readyUrl)) waiting.delete(server);
  if (waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, 200));
}
http.createServer((_request, response) => response.end('ready')).listen(appServersReadyPort);
