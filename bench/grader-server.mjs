// What the grader benchmarks share (bench/grader.mjs, bench/grader-fidelity.mjs): the browser
// fixture sites (light and heavy dealer sites on the test network's "public" 127.0.0.5,
// tests/fixtures/browser-sites) and one production server on a fresh embedded database, and a
// visitor who grades a site through the real flow: the grader's form posted as a browser
// without JavaScript posts it, then the measurement's status polled until it is done.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

export const root = resolve(import.meta.dirname, '..');
export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * Builds the site (unless `build` is false), starts the fixture sites and the server on
 * `basePort` (sites on + 10 and + 11), and returns what a benchmark needs. Everything it
 * started is stopped, and its folder removed, when the process exits.
 */
export async function startGraderBench({ basePort, build = true, env = {} }) {
  const origin = `http://127.0.0.1:${basePort}`;
  const sitesPort = basePort + 10;
  const work = mkdtempSync(join(tmpdir(), 'autosites-bench-grader-'));
  const serverTmp = join(work, 'tmp');
  execFileSync('mkdir', ['-p', serverTmp]);
  const children = [];
  const start = (command, args, childEnv = {}) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...childEnv },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    return child;
  };
  const stop = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.on('exit', () => {
    stop();
    rmSync(work, { recursive: true, force: true });
  });
  process.on('SIGINT', () => process.exit(130));

  if (build) {
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const sites = start(process.execPath, [
    'scripts/run-ts.mjs',
    'tests/fixtures/serve-browser-sites.ts',
    String(sitesPort),
    String(basePort + 11),
  ]);
  const testHosts = await testHostsOf(sites);
  const server = start(join(root, 'node_modules/.bin/next'), ['start', '-p', String(basePort)], {
    NEXT_MANUAL_SIG_HANDLE: '1',
    DATABASE_URL: '',
    DATA_DIR: join(work, 'data'),
    TMPDIR: serverTmp,
    SITE_URL: origin,
    ANALYSIS_TEST_HOSTS: testHosts,
    ANALYSIS_TEST_PUBLIC_ADDRESSES: '127.0.0.5',
    ...env,
  });
  server.stdout.resume();
  await waitFor(`${origin}/api/health`);
  const health = await (await fetch(`${origin}/api/health`)).json();
  if (health.measurements?.browser !== 'available') {
    throw new Error(`the server has no browser: ${JSON.stringify(health.measurements)}`);
  }
  const fields = await formFields(origin);
  return {
    origin,
    serverTmp,
    /** A fixture site's address; `tag` makes it a page of its own (no reused report). */
    site: (name, tag) => `http://${name}.dealer.test:${sitesPort}/?${tag}`,
    /** The fixture names mapped to their address, as Chromium's --host-resolver-rules takes them. */
    hostResolverRules: `MAP *.test 127.0.0.5`,
    /** `pages`: wait for the stock list's and car page's measurements too (the report's JSON). */
    grade: (url, localAddress, options = {}) =>
      gradeOnce(origin, fields, url, localAddress, options),
    stop,
  };
}

async function waitFor(url) {
  for (let i = 0; i < 480; i++) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`${url} did not answer`);
}

/** The line `ANALYSIS_TEST_HOSTS=…` the fixture sites print once they listen. */
function testHostsOf(child) {
  return new Promise((resolveHosts, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const found = /ANALYSIS_TEST_HOSTS=(\S+)/.exec(output);
      if (found) resolveHosts(found[1]);
    });
    child.once('exit', () => reject(new Error(`fixture sites exited: ${output}`)));
  });
}

/** The grader form's fields as the page renders them (React's hidden action fields included). */
async function formFields(origin) {
  const html = await (await fetch(`${origin}/website-grader`)).text();
  const field = html.indexOf('id="grader-url"');
  const form =
    field < 0 ? '' : html.slice(html.lastIndexOf('<form', field), html.indexOf('</form>', field));
  const fields = [];
  for (const input of form.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input[0])?.[1];
    const value = /value="([^"]*)"/.exec(input[0])?.[1] ?? '';
    if (name) fields.push([name, unescapeHtml(value)]);
  }
  if (!fields.length) throw new Error('no grader form on /website-grader');
  return fields;
}

const unescapeHtml = (text) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** POST the form (multipart, as a browser without JavaScript) from `localAddress`. */
function postForm(origin, fields, localAddress) {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const body = Buffer.from(
    fields
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`,
  );
  return new Promise((done, fail) => {
    const request = http.request(
      `${origin}/website-grader`,
      {
        method: 'POST',
        localAddress,
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
          origin,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          done({ status: response.statusCode, location: response.headers.location }),
        );
      },
    );
    request.on('error', fail);
    request.end(body);
  });
}

/**
 * Grades `url` as a visitor from `localAddress` would, and waits for its phone measurement:
 * the time to the form's answer (instant) and to the measurement (measured), its state, score,
 * LCP, blocking time and how it was measured.
 */
async function gradeOnce(origin, fields, url, localAddress, { pages: pagesWanted = false } = {}) {
  const startedAt = performance.now();
  const answer = await postForm(
    origin,
    fields
      .map(([name, value]) => [name, name === 'url' ? url : value])
      .concat(fields.some(([name]) => name === 'url') ? [] : [['url', url]]),
    localAddress,
  );
  const instantMs = performance.now() - startedAt;
  const reportId = /report\/([0-9a-f-]{36})/.exec(answer.location ?? '')?.[1];
  if (answer.status !== 303 || !reportId)
    throw new Error(`${url}: answered ${answer.status} ${answer.location ?? ''}`);
  for (;;) {
    const status = await (await fetch(`${origin}/api/grader/measurements/${reportId}`)).json();
    if (status.state === 'done' || status.state === 'failed') {
      const measuredMs = performance.now() - startedAt;
      const pages = pagesWanted ? await allPages(origin, reportId, startedAt) : null;
      return {
        pages,
        url,
        instantMs,
        measuredMs,
        state: status.state,
        score: status.score ?? null,
        lcpMs: status.values?.lcp ?? null,
        tbtMs: status.values?.tbt ?? null,
        method: status.method ?? null,
        reason: status.reason ?? null,
      };
    }
    await sleep(250);
  }
}

/**
 * Once the home page is measured: polls the report's JSON until no page is being measured, and
 * returns when that was (from submit), the report's grade and each page's phone score.
 */
async function allPages(origin, reportId, startedAt) {
  for (;;) {
    const report = await (await fetch(`${origin}/api/grader/reports/${reportId}`)).json();
    if (report.status !== 'measuring') {
      return {
        allMs: performance.now() - startedAt,
        overall: report.overall.score,
        speed: report.scores.speed,
        scores: Object.fromEntries(
          report.pages.map((page) => [page.role, page.measurement?.score ?? null]),
        ),
      };
    }
    await sleep(250);
  }
}
