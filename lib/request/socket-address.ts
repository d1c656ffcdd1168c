import 'server-only';
import type { IncomingMessage } from 'node:http';

/**
 * Route handlers and server actions cannot see the TCP socket, and `X-Forwarded-For` is whatever
 * the client sent (Next only fills it in when absent). So the server's request hook
 * (lib/server/http-hooks.ts) stamps every incoming request with its socket's address under this
 * header before Next sees it, replacing any value a client sent.
 */
export const socketAddressHeader = 'x-autosites-socket-address';

export function stampSocketAddress(request: IncomingMessage) {
  request.headers[socketAddressHeader] = request.socket?.remoteAddress ?? '';
}
