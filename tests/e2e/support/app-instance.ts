/**
 * `next start` processes of the production build that a test starts, signals and restarts
 * itself (the suite's shared servers in servers.ts live for the whole run): the graceful
 * shutdown and multi-instance tests. Started like scripts/e2e-server.sh, without its seeding.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const basePort = Number(process.env.E2E_PORT ?? 3100);
/** Ports of the instances tests start themselves: E2E_PORT + 20 … + 29. */
export const instancePort = (offset: number) => basePort + 20 + offset;

export type AppInstance = {
  url: string;
  child: ChildProcess;
  /** JSON log lines written so far. */
  logLines(): Record<string, unknown>[];
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

/** How the server is started: `next start` in the repository, or another command. */
export type Launch = { command: string; args: string[]; cwd?: string };

export async function startInstance(
  port: number,
  env: Record<string, string | undefined>,
  launch: Launch = { command: 'node_modules/.bin/next', args: ['start', '-p', String(port)] },
): Promise<AppInstance> {
  const child = spawn(launch.command, launch.args, {
    cwd: launch.cwd,
    env: {
      ...process.env,
      DATABASE_URL: undefined,
      DATA_DIR: undefined,
      SITE_URL: process.env.SITE_URL ?? 'http://localhost:3000',
      NEXT_MANUAL_SIG_HANDLE: '1',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const url = `http://localhost:${port}`;
  const instance: AppInstance = {
    url,
    child,
    exited,
    logLines: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
  await waitForHealth(instance, 90_000).catch((error: Error) => {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${output.slice(-3000)}`);
  });
  return instance;
}

async function waitForHealth(instance: AppInstance, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null) throw new Error('the server exited while starting');
    const ok = await fetch(`${instance.url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${instance.url}/api/health did not answer 200 within ${timeoutMs} ms`);
}

/** The home form's server action id, from the page's progressive-enhancement markup. */
export async function leadActionId(baseUrl: string) {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const id = /name="\$ACTION_1:0" value="\{&quot;id&quot;:&quot;([0-9a-f]+)&quot;/.exec(html)?.[1];
  if (!id) throw new Error('no server action found on the home page');
  return id;
}

export type LeadAnswer = 'success' | 'rate_limited' | 'error';

/** Submits the home form as a browser does (React's encoding of the form action). */
export async function submitLead(
  baseUrl: string,
  actionId: string,
  lead: { name: string; email: string },
  headers: Record<string, string> = {},
): Promise<{ answer: LeadAnswer; cacheControl: string | null }> {
  const body = new FormData();
  const fields: Record<string, string> = {
    locale: 'en',
    pagePath: '/',
    fillMs: '8000',
    website: '',
    name: lead.name,
    email: lead.email,
    phone: '+357 99 000 000',
    company: 'Instance Motors',
    message: 'Sent by an end-to-end test',
    consent: 'yes',
  };
  for (const [name, value] of Object.entries(fields)) body.append(`_1_${name}`, value);
  body.append('0', JSON.stringify([{ version: 0, status: 'idle' }, '$K1']));
  const response = await fetch(`${baseUrl}/`, {
    method: 'POST',
    headers: { 'next-action': actionId, accept: 'text/x-component', ...headers },
    body,
  });
  const text = await response.text();
  const answer: LeadAnswer = !response.ok
    ? 'error'
    : text.includes('"status":"success"')
      ? 'success'
      : text.includes('Too many requests')
        ? 'rate_limited'
        : 'error';
  return { answer, cacheControl: response.headers.get('cache-control') };
}
