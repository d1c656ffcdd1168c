// `npm run worker`: a process that runs the background jobs only, with no web server: the
// outbox (every lead's e-mails and webhook), the grader's phone measurements (GRADER_BROWSERS at
// once) and the clean-ups. Run any number of them against one PostgreSQL (DATABASE_URL), beside
// web servers started with BACKGROUND_JOBS=off or not; they share the work through the job
// engine (docs/operations.md). On the embedded database the web server runs the jobs itself:
// one process holds PGlite. SIGTERM or SIGINT hands back or finishes the jobs in hand, closes
// the database and exits, within 10 s.
import { runTimeEnv } from '@/lib/env';
import { closeDatabase, database } from '@/lib/db/client';
import { logEvent } from '@/lib/log';
import { startBackgroundWork } from '@/lib/server/background';
import { installConsoleMasking } from '@/lib/server/console-masking';
import { installGracefulShutdown } from '@/lib/server/shutdown';

let env;
try {
  env = runTimeEnv();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
if (!env.DATABASE_URL) {
  console.error(
    'npm run worker needs DATABASE_URL (PostgreSQL): on the embedded database the web server runs the jobs itself.',
  );
  process.exit(2);
}
installConsoleMasking();
// Migrations first, as a web server applies them on start: the jobs' tables must be there.
try {
  await database();
} catch (error) {
  console.error(`The database cannot be opened: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
// The queues' timers do not keep a process alive; this does, until the shutdown exits.
setInterval(() => {}, 1 << 30);
installGracefulShutdown({
  closeDatabase,
  stopBackgroundWork: startBackgroundWork('worker', env),
  nextServer: false,
});
logEvent('info', 'worker.started', { pid: process.pid, graderBrowsers: env.GRADER_BROWSERS });
