// `npm run db:migration -- <name>`: writes prisma/migrations/<timestamp>_<name>/migration.sql from
// the changes in prisma/schema.prisma, then regenerates the Prisma client.
import { createMigration } from '@/lib/db/create-migration';

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: npm run db:migration -- <name>   (lower case, digits and _)');
  process.exit(2);
}
const folder = await createMigration(name);
console.log(folder ? `Created ${folder}` : 'The schema has no changes: no migration created.');
