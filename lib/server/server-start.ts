import 'server-only';

/**
 * Runs once when a server process starts (instrumentation.ts), before the first request: masks
 * personal data in what Next and libraries write to the console, wraps each request (id, access
 * log, body limit, Cache-Control, security headers, in-flight count), stamps it with its socket
 * address (the only client IP a visitor cannot forge), takes over SIGTERM/SIGINT for a graceful
 * shutdown, starts the background work (the outbox, the grader's measurements, the job engine
 * and its clean-ups), opens the database and applies pending migrations. An unsupported Node.js
 * stops the process. Nothing here throws: a throw would turn every page into an error.
 */
export async function startServerProcess() {
  // `node server.js` of the standalone build may meet any Node: an older one stops here, with
  // a message that says what to run instead (lib/server/node-version.ts).
  const { isSupportedNode, unsupportedNodeMessage } = await import('./node-version');
  if (!isSupportedNode(process.versions.node)) {
    console.error(unsupportedNodeMessage(process.versions.node, process.execPath));
    process.exit(1);
  }
  const { installConsoleMasking } = await import('./console-masking');
  installConsoleMasking();
  const { installHttpHooks } = await import('./http-hooks');
  installHttpHooks();
  const { installGracefulShutdown } = await import('./shutdown');
  const { closeDatabase } = await import('@/lib/db/client');
  const { startBackgroundWork } = await import('./background');
  installGracefulShutdown({ closeDatabase, stopBackgroundWork: startBackgroundWork() });
  const { prepareDatabaseOnStart } = await import('@/lib/db/startup');
  await prepareDatabaseOnStart();
}
