import 'server-only';
import { nextHandlesSignals } from '@/lib/env';
import { logEvent } from '@/lib/log';
import { inFlightCount, knownServers, markStopping, whenIdle } from './in-flight';

/** Orchestrators (Docker, systemd, Kubernetes) wait 10 s after SIGTERM before SIGKILL. */
export const shutdownBudgetMs = 10_000;
/** What is left of the budget for closing the database after waiting for requests. */
const closeReserveMs = 2_000;

let installed = false;

/**
 * SIGTERM/SIGINT: stop taking connections, let the requests in flight finish (a lead being
 * stored is stored and answered) while the outbox finishes or hands back the deliveries in hand,
 * close the database (PGlite writes its files), exit — all
 * within the budget, else exit 1. Next's own handler exits at once, so `NEXT_MANUAL_SIG_HANDLE=1`
 * turns it off; when a start command forgot it, its listeners are removed here so that this is
 * the only one.
 */
export function installGracefulShutdown({
  closeDatabase,
  stopBackgroundWork = async () => {},
  budgetMs = shutdownBudgetMs,
  exit = (code: number) => process.exit(code),
  nextServer = true,
}: {
  closeDatabase: () => Promise<void>;
  /** Finishes or hands back background work (the outbox's deliveries) within its budget. */
  stopBackgroundWork?: (budgetMs: number) => Promise<void>;
  budgetMs?: number;
  exit?: (code: number) => void;
  /** False in a process without Next.js (`npm run worker`), whose signals are ours anyway. */
  nextServer?: boolean;
}) {
  if (installed) return;
  installed = true;
  if (nextServer && nextHandlesSignals()) {
    logEvent('warn', 'server.signal_handling', {
      message: 'NEXT_MANUAL_SIG_HANDLE is not set; replacing Next.js signal handlers',
    });
    process.removeAllListeners('SIGTERM');
    process.removeAllListeners('SIGINT');
  }
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    markStopping();
    const startedAt = Date.now();
    logEvent('info', 'server.stopping', { signal, inFlight: inFlightCount() });
    const hardStop = setTimeout(() => {
      logEvent('error', 'server.stop_timeout', { inFlight: inFlightCount() });
      exit(1);
    }, budgetMs - 500);

    const servers = knownServers();
    for (const server of servers) {
      server.close();
      server.closeIdleConnections();
    }
    const [finished] = await Promise.all([
      whenIdle(budgetMs - closeReserveMs),
      stopBackgroundWork(budgetMs - closeReserveMs - 500).catch((error: unknown) =>
        logEvent('error', 'server.background_stop_failed', {
          message: error instanceof Error ? error.message : String(error),
        }),
      ),
    ]);
    if (!finished) logEvent('warn', 'server.requests_abandoned', { inFlight: inFlightCount() });
    for (const server of servers) server.closeAllConnections();
    try {
      await closeDatabase();
    } catch (error) {
      logEvent('error', 'server.database_close_failed', {
        message: error instanceof Error ? error.message : String(error),
      });
    }
    clearTimeout(hardStop);
    logEvent('info', 'server.stopped', { signal, ms: Date.now() - startedAt });
    exit(0);
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
}
