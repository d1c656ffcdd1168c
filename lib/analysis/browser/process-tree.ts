import 'server-only';
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Every run's profile is a folder `autosites-grader-<server pid>-<random>` in the temp dir. */
export const profilePrefix = 'autosites-grader-';
export const profileParent = () => tmpdir();

export type ProcessGroup = {
  child: ChildProcess;
  /** Resolves when the group's leader has exited. */
  exited: Promise<void>;
  /** SIGKILL to the whole group (the runner, Chromium and all it started). */
  kill(): void;
  /** Kills the group, tells the watchdog it may go, removes the profile. */
  dispose(): void;
};

/**
 * Starts `command` as the leader of a new process group, so that one signal ends it and every
 * process it starts (Chromium's browser, zygote, renderers, GPU and utility processes). A
 * watchdog in a session of its own holds a pipe from this process: if this process dies,
 * however it dies (SIGKILL included), the pipe closes and the watchdog kills the group and
 * deletes the profile. Nothing of a run outlives the server that started it.
 */
export function startProcessGroup(
  command: string,
  args: string[],
  profileDir: string,
  onStderr?: (chunk: Buffer) => void,
): ProcessGroup {
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start ${command}`);
  child.stderr?.on('data', (chunk: Buffer) => onStderr?.(chunk));
  const watchdog = spawn(
    'sh',
    [
      '-c',
      // No `--` before the group: dash (Debian's sh) reads it as a pid and kills nothing. A
      // process killed inside a system call finishes that call, so a file can appear in the
      // profile after the kill: the removal is tried until the folder stays gone (at most 3 s).
      'read line; [ "$line" = done ] && exit 0; kill -KILL "-$1" 2>/dev/null; ' +
        'for try in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15; do ' +
        'rm -rf -- "$2" 2>/dev/null; sleep 0.2; [ -e "$2" ] || break; done',
      'grader-watchdog',
      String(pid),
      profileDir,
    ],
    { detached: true, stdio: ['pipe', 'ignore', 'ignore'] },
  );
  watchdog.unref();
  watchdog.on('error', () => {});
  watchdog.stdin?.on('error', () => {});
  (watchdog.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const kill = () => killGroup(pid);
  return {
    child,
    exited,
    kill,
    dispose() {
      kill();
      watchdog.stdin?.end('done\n');
      removeProfile(profileDir);
    },
  };
}

function killGroup(pid: number) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

export function removeProfile(dir: string) {
  // Chromium may still be writing for a moment after the kill: a second try catches that.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 3, retryDelay: 50 });
      return;
    } catch {
      // tried again below, or left to the next start's sweep
    }
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pids of processes whose command line names `needle` (Linux's /proc; elsewhere none). */
export function processesMentioning(needle: string): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  const pids: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'latin1').includes(needle))
        pids.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return pids;
}

/**
 * At start-up: anything left by a server that died before its watchdog could act (a machine
 * restart removes processes but not folders): Chromium processes and profiles of servers that
 * are no longer running. Those of live servers on the same machine are left alone.
 */
export function sweepOrphans(parent = profileParent()): { killed: number; removed: number } {
  let killed = 0;
  let removed = 0;
  let names: string[] = [];
  try {
    names = readdirSync(parent).filter((name) => name.startsWith(profilePrefix));
  } catch {
    return { killed, removed };
  }
  for (const name of names) {
    const owner = Number(/^autosites-grader-(\d+)-/.exec(name)?.[1]);
    if (!owner || owner === process.pid || isAlive(owner)) continue;
    const dir = join(parent, name);
    for (const pid of processesMentioning(dir)) {
      try {
        process.kill(pid, 'SIGKILL');
        killed += 1;
      } catch {
        // gone
      }
    }
    removeProfile(dir);
    removed += 1;
  }
  return { killed, removed };
}
