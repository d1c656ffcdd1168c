// The reference app does nothing at start; without this file Next finds the site's own
// instrumentation.ts above it.
export function register() {}
