import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // `server-only` throws outside React's server build; unit tests run server code directly.
      'server-only': fileURLToPath(new URL('./tests/unit/server-only-stub.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    // Each test file as it ends, then the ten slowest tests (tests/support/slowest-tests.ts).
    reporters: ['default', './tests/support/vitest-slowest-reporter.ts'],
    // Two test files at a time: the integration tests spend much of their time waiting on
    // child processes, servers and databases, and Vitest's default on a 2-core machine is one
    // (measured: 383 s with one, 245 s with two, 229 s with three; docs/testing.md).
    maxWorkers: 2,
    // …and the ten imports that took longest, so slow imports are seen where they start.
    experimental: { importDurations: { print: true, limit: 10 } },
    // The product's JSON log lines (and any console output) of a test are kept back and printed
    // only when that test fails, so a failure's context is not lost among hundreds of lines
    // (tests/unit/quiet-suite.test.ts).
    silent: 'passed-only',
    // next-intl's navigation imports `next/navigation` without an extension, which only a
    // bundler resolves: let Vite process it (lib/seo/urls.ts uses it).
    server: { deps: { inline: ['next-intl'] } },
    projects: [
      {
        extends: true,
        // Pure logic: seconds are plenty even on a 2-core machine under twice its usual load.
        // The files of a worker share their imports instead of each importing the mail
        // templates, the analysis and next-intl again (measured: 33 → 15 s, 60 → 25 CPU-s; every
        // file passes in any order, `--sequence.shuffle.files`): a unit test that changes the
        // environment, a global or a timer puts it back after itself.
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          testTimeout: 15_000,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          // The databases each test file copies, prepared once per run.
          globalSetup: ['tests/integration/support/database-templates.ts'],
          // The files of a worker share their imports here too (measured on the 2-core machine:
          // the project took 207–215 s instead of 237, its imports 9–11 s instead of 25): each
          // file makes its own databases, servers and children and passes nothing through a
          // module's state (every file passes with `--sequence.shuffle.files`).
          isolate: false,
          // Real databases, password hashing and child processes on a shared 2-core machine:
          // a query can take seconds when it is busy.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
