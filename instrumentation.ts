/**
 * Runs once when a server process starts (not during `next build`), before the first request:
 * masks personal data in what Next and libraries write to the console, wraps each request (id,
 * access log, body limit, Cache-Control, security headers, in-flight count), stamps it with its
 * socket address (the only client IP a visitor cannot forge), takes over SIGTERM/SIGINT for a
 * graceful shutdown, starts the background work (the outbox worker that delivers the leads'
 * e-mails and webhook, the data retention jobs), opens the database and applies pending
 * migrations. An unsupported Node.js stops the process. Nothing here throws: a throw would turn every page into an error.
 */
export async function register() {
  // Next sets NEXT_RUNTIME per bundle; lib/env.ts (Node only) must not load in the Edge one.
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // `node server.js` of the standalone build may meet any Node: an older one stops here, with
  // a message that says what to run instead (lib/server/node-version.ts).
  const { isSupportedNode, unsupportedNodeMessage } = await import('./lib/server/node-version');
  if (!isSupportedNode(process.versions.node)) {
    console.error(unsupportedNodeMessage(process.versions.node, process.execPath));
    process.exit(1);
  }
  const { installConsoleMasking } = await import('./lib/server/console-masking');
  installConsoleMasking();
  const { installHttpHooks } = await import('./lib/server/http-hooks');
  installHttpHooks();
  const { installGracefulShutdown } = await import('./lib/server/shutdown');
  const { closeDatabase } = await import('./lib/db/client');
  const { startBackgroundWork } = await import('./lib/server/background');
  installGracefulShutdown({ closeDatabase, stopBackgroundWork: startBackgroundWork() });
  const { prepareDatabaseOnStart } = await import('./lib/db/startup');
  await prepareDatabaseOnStart();
}
