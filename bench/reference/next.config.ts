import { resolve } from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

// next, react and next-intl are the site's own, from the repository's node_modules.
const repositoryRoot = resolve(import.meta.dirname, '../..');

const nextConfig: NextConfig = {
  turbopack: { root: repositoryRoot },
  outputFileTracingRoot: repositoryRoot,
};

export default createNextIntlPlugin('./i18n/request.ts')(nextConfig);
