// A plain Node HTTP server with the app's request hooks and graceful shutdown, as the Next
// server has them (instrumentation.ts), for tests/integration/server-lifecycle.test.ts.
// GET /?ms=N answers after N ms; the "database" takes 200 ms to close.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { logEvent } from '@/lib/log';
import { installHttpHooks } from '@/lib/server/http-hooks';
import { installGracefulShutdown } from '@/lib/server/shutdown';

installHttpHooks();
installGracefulShutdown({
  closeDatabase: async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    logEvent('info', 'test.database_closed');
  },
});

const server = http.createServer((request, response) => {
  const ms = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('ms') ?? 0);
  logEvent('info', 'test.handled', { email: 'jane@dealer.cy', password: 'hunter2hunter2' });
  setTimeout(() => {
    response.setHeader('Cache-Control', 's-maxage=31536000');
    response.end('done');
  }, ms);
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  console.log(JSON.stringify({ event: 'test.listening', port }));
});
