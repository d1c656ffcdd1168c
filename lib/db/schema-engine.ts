import 'server-only';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import type { MigrationList, SchemaEngine } from '@prisma/schema-engine-wasm';
import { logEvent } from '@/lib/log';

/**
 * Prisma's schema engine compiled to WebAssembly: the migrations engine without the native binary
 * that cannot be downloaded here. The same code runs in the Next server and in the npm scripts.
 */
export const schemaPath = join(process.cwd(), 'prisma', 'schema.prisma');
export const migrationsDir = join(process.cwd(), 'prisma', 'migrations');

type SchemaEngineClass = typeof SchemaEngine;
let engineClass: Promise<SchemaEngineClass> | undefined;

/**
 * The package's main entry imports its .wasm as a module, which plain Node cannot do; so load
 * the JavaScript glue and instantiate the WebAssembly ourselves (it is a server external).
 */
function loadEngineClass(): Promise<SchemaEngineClass> {
  engineClass ??= (async () => {
    const glue = await import('@prisma/schema-engine-wasm/schema_engine_bg');
    // createRequire, not import.meta.resolve: Turbopack's server bundles do not provide it.
    const gluePath = createRequire(import.meta.url).resolve(
      /* turbopackIgnore: true */ '@prisma/schema-engine-wasm/schema_engine_bg',
    );
    const bytes = await readFile(gluePath.replace(/\.js$/, '.wasm'));
    const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': glue });
    const exports = instance.exports as WebAssembly.Exports & { __wbindgen_start(): void };
    glue.__wbg_set_wasm(exports);
    exports.__wbindgen_start();
    return glue.SchemaEngine;
  })();
  return engineClass;
}

/**
 * Runs `work` with a schema engine connected through `adapterFactory`, then frees the engine and
 * closes every connection it opened: it does not dispose them itself, and on PostgreSQL an idle
 * connection would keep holding the engine's migration lock until the pool times it out.
 */
export async function withSchemaEngine<T>(
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  work: (engine: SchemaEngine, schema: { path: string; content: string }) => Promise<T>,
): Promise<T> {
  const SchemaEngineClass = await loadEngineClass();
  const schema = { path: schemaPath, content: await readFile(schemaPath, 'utf8') };
  const opened: SqlDriverAdapter[] = [];
  const track = (adapter: SqlDriverAdapter) => (opened.push(adapter), adapter);
  const tracking: SqlMigrationAwareDriverAdapterFactory = {
    provider: adapterFactory.provider,
    adapterName: adapterFactory.adapterName,
    connect: async () => track(await adapterFactory.connect()),
    connectToShadowDb: async () => track(await adapterFactory.connectToShadowDb()),
  };
  const engine = await SchemaEngineClass.new(
    { datamodels: [[schema.path, schema.content]] },
    logEngineProblems,
    bindMigrationAwareSqlAdapterFactory(tracking),
  );
  try {
    return await work(engine, schema);
  } finally {
    engine.free();
    await Promise.allSettled(opened.map((adapter) => adapter.dispose()));
  }
}

/** The engine reports every step as a JSON line; only its warnings and errors are worth a log. */
function logEngineProblems(line: string) {
  let entry: { level?: string; fields?: { message?: string } };
  try {
    entry = JSON.parse(line) as typeof entry;
  } catch {
    entry = { level: 'WARN', fields: { message: line } };
  }
  if (entry.level === 'WARN' || entry.level === 'ERROR') {
    logEvent(entry.level === 'WARN' ? 'warn' : 'error', 'db.schema_engine', {
      message: entry.fields?.message ?? line,
    });
  }
}

/** The migrations folder in the shape the engine reads (Prisma's standard layout). */
export async function readMigrationsList(dir = migrationsDir): Promise<MigrationList> {
  // Read at run time from the project folder; nothing here is for the bundler to trace.
  const entries = await readdir(/* turbopackIgnore: true */ dir, { withFileTypes: true }).catch(
    () => [],
  );
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const lockfilePath = join(dir, 'migration_lock.toml');
  return {
    baseDir: dir,
    lockfile: {
      path: lockfilePath,
      content: await readFile(/* turbopackIgnore: true */ lockfilePath, 'utf8').catch(() => null),
    },
    shadowDbInitScript: '',
    migrationDirectories: await Promise.all(
      names.map(async (name) => {
        const file = join(dir, name, 'migration.sql');
        const content = await readFile(/* turbopackIgnore: true */ file, 'utf8').then(
          (value) => ({ tag: 'ok' as const, value }),
          (error: Error) => ({ tag: 'error' as const, value: error.message }),
        );
        return { path: name, migrationFile: { path: 'migration.sql', content } };
      }),
    ),
  };
}

export const noFilters = { externalTables: [], externalEnums: [] };
