import 'server-only';
import { logEvent } from '@/lib/log';
import { database } from './client';
import { DataDirLockedError } from './data-dir-lock';

/** How long server start waits for migrations before serving anyway (requests that need the
 * database wait for them regardless). */
const startWaitMs = 30_000;
const retryDelaysMs = [5_000, 15_000, 30_000, 60_000];

/**
 * Called once per server process before the first request: opens and migrates the database.
 * A failure is logged and retried in the background; static pages keep working meanwhile. Only a
 * data directory held by another process stops the server, because it must never open it.
 */
export async function prepareDatabaseOnStart() {
  const ready = database().then(
    () => undefined,
    (error: unknown) => {
      if (error instanceof DataDirLockedError) {
        logEvent('error', 'db.locked', { message: error.message });
        process.exit(1);
      }
      logEvent('error', 'db.start_failed', { message: errorMessage(error) });
      retryInBackground(0);
    },
  );
  let timer: NodeJS.Timeout | undefined;
  const slow = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      logEvent('warn', 'db.start_slow', { waitedMs: startWaitMs });
      resolve();
    }, startWaitMs);
  });
  await Promise.race([ready, slow]);
  clearTimeout(timer);
}

function retryInBackground(attempt: number) {
  const delay = retryDelaysMs[Math.min(attempt, retryDelaysMs.length - 1)] ?? 60_000;
  setTimeout(() => {
    database().then(
      () => logEvent('info', 'db.recovered', { attempt: attempt + 1 }),
      (error: unknown) => {
        logEvent('error', 'db.retry_failed', {
          attempt: attempt + 1,
          message: errorMessage(error),
        });
        retryInBackground(attempt + 1);
      },
    );
  }, delay).unref();
}

function errorMessage(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}
