/**
 * Runs once when a server process starts (not during `next build`), before the first request:
 * stamps requests with their socket address (for client IPs), opens the database and applies
 * pending migrations. Failures are logged and retried inside; this never throws, because a
 * throw here would turn every page into an error.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { stampPeerAddresses } = await import('./lib/http/peer-address');
  stampPeerAddresses();
  const { prepareDatabaseOnStart } = await import('./lib/db/startup');
  await prepareDatabaseOnStart();
}
