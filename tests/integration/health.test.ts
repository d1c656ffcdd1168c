import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/db/connection';
import { applyPendingMigrations } from '@/lib/db/migrate';
import { readMigrationsList } from '@/lib/db/schema-engine';
import { checkHealth } from '@/lib/health/check';
import { engines, freshDatabase, type TestDatabase } from './databases';

const healthy = {
  status: 'ok',
  followUps: {
    pending: 0,
    oldestPendingSeconds: null,
    failing: 0,
    deadLastWeek: 0,
    agencyNotices: { failing: 0, dead: 0 },
  },
};

describe.each(engines)('health check on %s', (engine) => {
  const opened: TestDatabase[] = [];
  const fresh = async (migrate: boolean) => {
    const test = await freshDatabase(engine, { migrate });
    opened.push(test);
    return test.database;
  };
  afterAll(() => Promise.all(opened.map((test) => test.dispose())));

  it('is ok when the database answers and every migration is applied', async () => {
    const database = await fresh(true);
    expect(await checkHealth(async () => database)).toEqual(healthy);
  });

  it('says degraded when the job engine does, and leaves the engine out while it starts', async () => {
    const database = await fresh(true);
    const jobs = { processes: 0, queues: [], schedules: [] };
    expect(
      await checkHealth(async () => database, {
        jobs: async () => ({ part: jobs, degraded: true }),
      }),
    ).toEqual({ ...healthy, status: 'degraded', jobs });
    expect(await checkHealth(async () => database, { jobs: async () => null })).toEqual(healthy);
  });

  it('names the migrations when the database has not been migrated, then recovers', async () => {
    const database = await fresh(false);
    const total = (await readMigrationsList()).migrationDirectories.length;
    expect(await checkHealth(async () => database)).toEqual({
      status: 'unavailable',
      failing: 'migrations',
      reason: `${total} pending`,
    });
    await applyPendingMigrations(database);
    expect(await checkHealth(async () => database)).toEqual(healthy);
  });
});

describe('health check without a database', () => {
  it('names the database when nothing answers, without the driver message', async () => {
    const database = await openDatabase({
      kind: 'postgres',
      url: 'postgres://nobody:secret-password@127.0.0.1:9/unreachable',
    });
    try {
      const health = await checkHealth(async () => database);
      expect(health).toEqual({ status: 'unavailable', failing: 'database', reason: 'error' });
      expect(JSON.stringify(health)).not.toMatch(/secret|127\.0\.0\.1|nobody/);
    } finally {
      await database.close();
    }
  });

  it('gives up after its timeout instead of hanging the load balancer', async () => {
    const started = Date.now();
    const health = await checkHealth(() => new Promise(() => {}), { timeoutMs: 200 });
    expect(health).toEqual({ status: 'unavailable', failing: 'database', reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
