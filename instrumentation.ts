/**
 * Runs once when a server process starts (not during `next build`): lib/server/server-start.ts
 * says what it does. Next sets NEXT_RUNTIME per bundle, and the Node-only start must not reach
 * the Edge one: behind this condition the bundler leaves it out of that bundle (a return before
 * it would not, and the Edge bundle warned about its Node APIs).
 */
export async function register() {
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServerProcess } = await import('./lib/server/server-start');
    await startServerProcess();
  }
}
