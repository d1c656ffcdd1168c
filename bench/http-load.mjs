// Requests per second of one URL: `connections` keep-alive clients for `duration` seconds.
// The load generator is this Node process, so on a small machine it shares the CPU with the
// server: compare ratios taken in one run, not absolute numbers.
import http from 'node:http';

/** Requests/s, p99 latency (ms) and errors of `url` under `connections` clients. */
export async function httpLoad(url, duration, connections) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  const until = performance.now() + duration * 1000;
  const one = () =>
    new Promise((resolveOne) => {
      const started = performance.now();
      const request = http.get(url, { agent }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode === 200) latencies.push(performance.now() - started);
          else errors++;
          resolveOne();
        });
      });
      request.on('error', () => {
        errors++;
        resolveOne();
      });
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) await one();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.99) - 1)];
  return { rps: latencies.length / elapsed, p99, errors };
}
