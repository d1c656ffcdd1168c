import type { NextConfig } from 'next';
import { createRequire } from 'node:module';
import path from 'node:path';
import createNextIntlPlugin from 'next-intl/plugin';
import { assertSupportedNode } from './lib/server/node-version';
import { packageClosure } from './lib/server/package-closure';

// `next build`, `next dev` and `next start` stop at once on an older Node (lib/server/node-version.ts).
assertSupportedNode();

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

// A relative path: Turbopack does not apply an alias to a package path here (as next-intl's
// own plugin notes, vercel/next.js#88540).
const formatOnly = `./${path.relative(
  import.meta.dirname,
  createRequire(import.meta.url).resolve('use-intl/format-message/format-only'),
)}`;

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Responses are compressed by the server's request hook, with Brotli where the client takes it
  // (lib/server/compression.ts); Next's own compression is gzip only.
  compress: false,
  // .next/standalone: a server.js with only the files it needs, to copy onto a host without
  // `npm install` (docs/operations.md). `next start` keeps working from the same build.
  output: 'standalone',
  // Read at run time by paths the tracer cannot follow: the migrations and schema the server
  // applies on start (lib/db/schema-engine.ts) and the schema engine's WebAssembly, loaded by
  // path because plain Node cannot import a .wasm module; and the grader's Lighthouse runner
  // with Lighthouse and its dependencies (≈ 180 MB), which run as a process of their own.
  outputFileTracingIncludes: {
    '/*': [
      './prisma/schema.prisma',
      './prisma/migrations/**/*',
      './node_modules/@prisma/schema-engine-wasm/schema_engine_bg.wasm',
      './lib/analysis/browser/lighthouse-runner.mjs',
      './lib/analysis/browser/cpu-time-trace.mjs',
      './lib/analysis/browser/machine-load.mjs',
      ...packageClosure('lighthouse', import.meta.dirname).map((dir) => `./${dir}/**/*`),
    ],
  },
  turbopack: {
    root: import.meta.dirname,
    resolveAlias: {
      // In the browser next-intl links its ICU parser (intl-messageformat, 12 KB of gzip) into
      // every page, though no island there lets it format: islands format texts compiled on the
      // server (i18n/texts.tsx). Its formatter for compiled messages takes the parser's place.
      'use-intl/format-message': { browser: formatOnly },
    },
  },
  outputFileTracingRoot: import.meta.dirname,
  // `npm test` type-checks the whole project with tsc in a phase of its own, after the build
  // (scripts/test-all.mjs): its build leaves out Next's second check of the same files.
  typescript: { ignoreBuildErrors: process.env.BUILD_WITHOUT_TYPECHECK === '1' },
  experimental: {
    // Paths outside every root layout (app/[locale], app/admin) get app/global-not-found.tsx.
    globalNotFound: true,
    // Turbopack keeps its work in .next/cache for the next build. A build that has no next one
    // (CI, on a fresh clone every time: .ci/run) leaves it out: writing it took 35 to 40 of a
    // 100 s build on the 2-core machine, and 60 of its 165 CPU seconds.
    turbopackFileSystemCacheForBuild: process.env.BUILD_WITHOUT_CACHE !== '1',
  },
  // Metadata in the <head> for every visitor, not only for the bots Next.js names: otherwise a
  // page whose generateMetadata waits on the database (a grader report) streams its <title>,
  // <meta> and <link> tags into the <body> when the database is slower than the first flush,
  // and the page is no longer valid HTML. Prerendered pages are not affected.
  htmlLimitedBots: /.*/,
  // Loaded from node_modules at run time, not bundled: PGlite and the schema engine read their
  // WebAssembly and data files from their own package folders.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pglite-prisma-adapter',
    '@prisma/schema-engine-wasm',
    '@prisma/adapter-pg',
    'pg-boss',
  ],
  // The security headers (lib/server/security-headers.ts) are added to every response, redirects
  // included, by the server's request hook (lib/server/http-hooks.ts), not by `headers()`.
};

export default withNextIntl(nextConfig);
