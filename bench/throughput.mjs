#!/usr/bin/env node
// Requests per second and p99 latency of `/` served three ways, in one run on this machine:
//   (a) by `next start` directly, (b) through deploy/nginx.conf's cache, (c) by nginx from the
//   same HTML written to a file — and the ratios between them.
//   npm run build && node bench/throughput.mjs [seconds=10] [connections=50]
// Needs nginx (apt-get install nginx-light). Ports BENCH_PORT (default 5300) … + 2. The load
// generator is this Node process (keep-alive, `connections` requests in flight), so on a small
// machine it competes with the servers for CPU: compare the ratios, not the absolute numbers.
import { spawn, execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { localNginxConfig } from '../scripts/local-nginx-config.mjs';
import { httpLoad } from './http-load.mjs';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);
const basePort = Number(process.env.BENCH_PORT ?? 5300);
const ports = { app: basePort, cache: basePort + 1, file: basePort + 2 };
const root = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'autosites-bench-'));
// nginx's workers run as an unprivileged user when started as root: they must read the file.
chmodSync(work, 0o755);
const children = [];

function start(command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** deploy/nginx.conf as shipped, pointed at this run's app, ports and directories. */
const nginxConfig = () =>
  localNginxConfig({
    root,
    work,
    appPort: ports.app,
    cachePort: ports.cache,
    filePort: ports.file,
  });

try {
  execFileSync('nginx', ['-v'], { stdio: 'ignore' });
  start('node_modules/.bin/next', ['start', '-p', String(ports.app)], {
    DATA_DIR: join(work, 'data'),
    NEXT_MANUAL_SIG_HANDLE: '1',
    NEXT_TELEMETRY_DISABLED: '1',
  });
  await waitFor(`http://127.0.0.1:${ports.app}/api/health`);
  mkdirSync(join(work, 'static'));
  writeFileSync(
    join(work, 'static/index.html'),
    await (await fetch(`http://127.0.0.1:${ports.app}/`)).text(),
  );
  writeFileSync(join(work, 'nginx.conf'), nginxConfig());
  execFileSync('nginx', ['-t', '-q', '-p', work, '-c', join(work, 'nginx.conf')], {
    stdio: 'inherit',
  });
  start('nginx', ['-p', work, '-c', join(work, 'nginx.conf'), '-g', 'daemon off;']);
  await waitFor(`http://127.0.0.1:${ports.cache}/api/health`);
  await waitFor(`http://127.0.0.1:${ports.file}/`);

  const targets = {
    'next start': `http://127.0.0.1:${ports.app}/`,
    'nginx cache': `http://127.0.0.1:${ports.cache}/`,
    'nginx file': `http://127.0.0.1:${ports.file}/`,
  };
  const results = {};
  for (const [name, url] of Object.entries(targets)) {
    await httpLoad(url, 2, connections); // warm-up: JIT, connections, the cache filled
    results[name] = await httpLoad(url, seconds, connections);
  }
  console.log(
    `GET / for ${seconds} s each, ${connections} connections, on ${process.arch} with this machine's cores:`,
  );
  for (const [name, r] of Object.entries(results)) {
    console.log(
      `  ${name.padEnd(12)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${r.p99.toFixed(1).padStart(6)} ms   ${r.errors} errors`,
    );
  }
  const base = results['next start'];
  console.log(
    `  ratios: nginx cache / next start = ${(results['nginx cache'].rps / base.rps).toFixed(1)}x, ` +
      `nginx file / next start = ${(results['nginx file'].rps / base.rps).toFixed(1)}x, ` +
      `nginx file / nginx cache = ${(results['nginx file'].rps / results['nginx cache'].rps).toFixed(2)}x`,
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  if (!process.env.BENCH_KEEP) rmSync(work, { recursive: true, force: true });
}
