// Runs the fake Stripe API as a process of its own for the end-to-end tests (Playwright starts
// it as a web server): `node scripts/run-ts.mjs tests/support/fake-stripe-server.ts <port>`.
import { startFakeStripe } from './fake-stripe';

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) {
  console.error('usage: fake-stripe-server.ts <port>');
  process.exit(2);
}
const fake = await startFakeStripe({ port });
console.log(`Fake Stripe API on ${fake.origin}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void fake.close().finally(() => process.exit(0)));
}
