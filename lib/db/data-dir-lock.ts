import 'server-only';
import { randomUUID } from 'node:crypto';
import {
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';

/**
 * One process at a time may open a PGlite directory: two writers silently lose rows. The lock is
 * a file created atomically (`wx`) that names its holder. A lock whose holder is gone (crash,
 * SIGKILL, a container restarted with the same pid or on another host name) is taken over, so a
 * restart always works.
 */
type LockOwner = { pid: number; host: string; token: string; processStart: string | null };

export class DataDirLockedError extends Error {
  constructor(lockPath: string, owner: LockOwner) {
    super(
      `The embedded database at ${lockPath.replace(/\.lock$/, '')} is in use by process ` +
        `${owner.pid} on ${owner.host}. Two processes on one PGlite directory lose data, so this ` +
        'one will not open it. Stop that process first, point DATA_DIR at another directory, ' +
        'or set DATABASE_URL to use PostgreSQL.',
    );
    this.name = 'DataDirLockedError';
  }
}

export type DataDirLock = { path: string; release(): void };

/** How long an unfinished takeover (a process killed mid-takeover) blocks others. */
const takeoverStaleMs = 10_000;
/** The holder touches its lock this often, so a holder on another host can be seen to be gone. */
const heartbeatMs = 10_000;
const otherHostStaleMs = 6 * heartbeatMs;
/** A lock file this young without content is being written by its creator right now. */
const creatingMs = 2_000;

/** Locks this process holds (on globalThis, so a module reloaded by `next dev` still sees them). */
const heldHere: Map<string, LockOwner> = ((
  globalThis as { __autositesDataDirLocks?: Map<string, LockOwner> }
).__autositesDataDirLocks ??= new Map());

export function acquireDataDirLock(lockPath: string): DataDirLock {
  const mine = heldHere.get(lockPath);
  if (mine) throw new DataDirLockedError(lockPath, mine);
  const owner: LockOwner = {
    pid: process.pid,
    host: hostname(),
    token: randomUUID(),
    processStart: processStartTime(process.pid),
  };
  if (!tryCreate(lockPath, owner)) takeOverIfStale(lockPath, owner);
  heldHere.set(lockPath, owner);

  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(lockPath, now, now);
    } catch {
      // The directory went away; the next open reports it.
    }
  }, heartbeatMs);
  heartbeat.unref();
  const release = () => {
    clearInterval(heartbeat);
    heldHere.delete(lockPath);
    if (readOwner(lockPath)?.token === owner.token) safeUnlink(lockPath);
    process.off('exit', release);
  };
  process.on('exit', release);
  return { path: lockPath, release };
}

function takeOverIfStale(lockPath: string, owner: LockOwner) {
  // Only the holder of the takeover file may delete a stale lock, so two processes starting
  // after a crash cannot both "take over" (one deleting the other's fresh lock).
  const takeoverPath = `${lockPath}.takeover`;
  if (!tryCreate(takeoverPath, owner)) {
    if (Date.now() - mtimeMs(takeoverPath) < takeoverStaleMs) {
      throw new DataDirLockedError(lockPath, readOwner(lockPath) ?? owner);
    }
    safeUnlink(takeoverPath);
    if (!tryCreate(takeoverPath, owner)) {
      throw new DataDirLockedError(lockPath, readOwner(lockPath) ?? owner);
    }
  }
  try {
    const current = readOwner(lockPath);
    if (current && isAlive(current, owner, mtimeMs(lockPath))) {
      throw new DataDirLockedError(lockPath, current);
    }
    if (!current && existsSync(lockPath) && Date.now() - mtimeMs(lockPath) < creatingMs) {
      throw new DataDirLockedError(lockPath, { ...owner, pid: 0, host: 'unknown' });
    }
    safeUnlink(lockPath);
    if (!tryCreate(lockPath, owner)) {
      throw new DataDirLockedError(lockPath, readOwner(lockPath) ?? owner);
    }
  } finally {
    safeUnlink(takeoverPath);
  }
}

function isAlive(holder: LockOwner, self: LockOwner, touchedAtMs: number) {
  if (holder.host !== self.host) {
    // Another host (or this container under a new name): only its heartbeat tells.
    return Date.now() - touchedAtMs < otherHostStaleMs;
  }
  // Our pid but not a lock we hold: a previous life of this pid (a restarted container).
  if (holder.pid === self.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // The pid is taken; it is the holder only if that process started when the holder did.
  const start = processStartTime(holder.pid);
  return holder.processStart === null || start === null || start === holder.processStart;
}

/** The kernel's start time of a process (Linux), which tells a reused pid from the original. */
function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function tryCreate(path: string, owner: LockOwner) {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(owner));
  } finally {
    closeSync(fd);
  }
  return true;
}

function readOwner(path: string): LockOwner | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as LockOwner;
  } catch {
    // Missing, or half-written by a process killed between create and write: nobody holds it.
    return null;
  }
}

function mtimeMs(path: string) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function safeUnlink(path: string) {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
