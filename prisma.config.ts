import { defineConfig } from 'prisma/config';
import { prismaCliDatabaseUrl } from './lib/env';

/**
 * Prisma CLI settings. The app itself never reads this file: it builds its own driver adapter
 * (lib/db) and applies migrations with Prisma's WebAssembly schema engine. The datasource URL is
 * only for `prisma migrate deploy` where Prisma's native engine can be downloaded.
 */
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: prismaCliDatabaseUrl() },
});
