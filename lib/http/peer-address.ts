import 'server-only';
import http, { type IncomingMessage } from 'node:http';

/**
 * Next.js hands server code the request headers but never the socket, and it passes on an
 * X-Forwarded-For that the client wrote itself. So, once per server process, every incoming
 * request is stamped with its socket's address under this header; a value sent by the client
 * is overwritten, so the header can be trusted.
 */
export const peerAddressHeader = 'x-autosites-peer-address';

const installed = Symbol.for('autosites.peerAddress');

export function stampPeerAddresses() {
  const proto = http.Server.prototype as http.Server & { [installed]?: true };
  if (proto[installed]) return;
  proto[installed] = true;
  const emit = proto.emit;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as IncomingMessage;
      request.headers[peerAddressHeader] = request.socket?.remoteAddress ?? '';
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof proto.emit;
}
