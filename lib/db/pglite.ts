import 'server-only';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  DriverAdapterError,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { acquireDataDirLock } from './data-dir-lock';

export type OpenPglite = {
  client: PGlite;
  adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  close(): Promise<void>;
};

/**
 * Opens the embedded database under `dataDir` (created if missing) after taking the directory's
 * lock; fails at once, without touching the files, when another live process holds it.
 */
export async function openPglite(dataDir: string): Promise<OpenPglite> {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const lock = acquireDataDirLock(join(dir, 'pglite.lock'));
  try {
    const client = new PGlite(join(dir, 'pglite'));
    await client.waitReady;
    return {
      client,
      adapterFactory: pgliteAdapterFactory(client),
      async close() {
        try {
          await client.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

export function pgliteAdapterFactory(client: PGlite): SqlMigrationAwareDriverAdapterFactory {
  return new AwaitingPGliteFactory(client);
}

/**
 * pglite-prisma-adapter 0.7.2 does not await `exec` in `executeScript`, so a failing migration is
 * reported as applied and then crashes the process; its shadow database is never closed, so
 * `createMigration` hangs. This factory fixes both and otherwise delegates.
 */
class AwaitingPGliteFactory implements SqlMigrationAwareDriverAdapterFactory {
  readonly provider = 'postgres';
  readonly adapterName = 'pglite-prisma-adapter';

  constructor(private readonly client: PGlite) {}

  async connect() {
    return awaitScripts(await new PrismaPGlite(this.client).connect(), this.client);
  }

  async connectToShadowDb() {
    const shadow = new PGlite();
    await shadow.waitReady;
    const adapter = awaitScripts(await new PrismaPGlite(shadow).connect(), shadow);
    const dispose = adapter.dispose.bind(adapter);
    adapter.dispose = async () => {
      await dispose();
      await shadow.close();
    };
    return adapter;
  }
}

function awaitScripts(adapter: SqlDriverAdapter, client: PGlite): SqlDriverAdapter {
  adapter.executeScript = async (script: string) => {
    try {
      await client.exec(script);
    } catch (error) {
      const e = error as { code?: string; severity?: string; message: string } & Record<
        string,
        string | undefined
      >;
      if (typeof e.code !== 'string') throw error;
      throw new DriverAdapterError({
        kind: 'postgres',
        code: e.code,
        severity: e.severity ?? 'ERROR',
        message: e.message,
        detail: e.detail,
        column: e.column,
        hint: e.hint,
      });
    }
  };
  return adapter;
}
