import { describe, expect, it } from 'vitest';
import { nextMigration } from '@/lib/db/create-migration';

describe('prisma/schema.prisma and prisma/migrations', () => {
  it('agree: the schema has no change without its migration (npm run db:migration)', async () => {
    const { migrationScript } = await nextMigration('drift_check');
    expect(migrationScript ?? '').toBe('');
  }, 180_000);
});
