import 'server-only';
import type { Server } from 'node:http';

/**
 * The servers this process answers on and how many requests are being handled, for the graceful
 * shutdown. On globalThis, like the request context: written by the request hook, read by the
 * signal handler.
 */
type State = { servers: Set<Server>; inFlight: number; stopping: boolean; idle: Array<() => void> };

const state: State = ((globalThis as { __autositesInFlight?: State }).__autositesInFlight ??= {
  servers: new Set(),
  inFlight: 0,
  stopping: false,
  idle: [],
});

export function requestStarted(server: Server) {
  state.servers.add(server);
  state.inFlight += 1;
}

export function requestFinished() {
  state.inFlight = Math.max(0, state.inFlight - 1);
  if (state.inFlight === 0) for (const resolve of state.idle.splice(0)) resolve();
}

export const inFlightCount = () => state.inFlight;
export const knownServers = () => [...state.servers];
export const isStopping = () => state.stopping;
export const markStopping = () => void (state.stopping = true);

/** Resolves when no request is being handled, or after `ms` with false. */
export function whenIdle(ms: number): Promise<boolean> {
  if (state.inFlight === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    state.idle.push(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}
