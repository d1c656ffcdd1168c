import 'server-only';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';

/**
 * Route handlers and server actions cannot see the TCP socket, and `X-Forwarded-For` is whatever
 * the client sent (Next only fills it in when absent). So every incoming request is stamped with
 * its socket's address under this header before Next sees it, replacing any value a client sent.
 */
export const socketAddressHeader = 'x-autosites-socket-address';

let installed = false;

export function installSocketAddressHeader() {
  if (installed) return;
  installed = true;
  for (const Server of [http.Server, https.Server]) {
    const emit = Server.prototype.emit;
    Server.prototype.emit = function stampSocketAddress(
      this: http.Server,
      event: string | symbol,
      ...args: unknown[]
    ) {
      if (event === 'request') {
        const request = args[0] as IncomingMessage;
        request.headers[socketAddressHeader] = request.socket?.remoteAddress ?? '';
      }
      return Reflect.apply(emit, this, [event, ...args]) as boolean;
    } as typeof emit;
  }
}
