/**
 * Runs once when a server process starts (not during `next build`), before the first request:
 * stamps each request with its socket address (the only client IP a visitor cannot forge),
 * opens the database and applies pending migrations, and schedules the data retention jobs.
 * Nothing here throws: a throw would turn every page into an error.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installSocketAddressHeader } = await import('./lib/request/socket-address');
  installSocketAddressHeader();
  const { prepareDatabaseOnStart } = await import('./lib/db/startup');
  await prepareDatabaseOnStart();
  const { startMaintenance } = await import('./lib/maintenance');
  startMaintenance();
}
