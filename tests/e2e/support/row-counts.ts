// Prints, as JSON, the number of rows in each table of the configured database (DATA_DIR or
// DATABASE_URL), migrations left out. For PGlite, run it while no server holds the directory.
import { closeDatabase, db } from '@/lib/db/client';

const prisma = await db();
const tables = await prisma.$queryRaw<{ name: string }[]>`
  SELECT table_name AS name FROM information_schema.tables
  WHERE table_schema = 'public' AND table_name <> '_prisma_migrations' ORDER BY table_name`;
const counts: Record<string, number> = {};
for (const { name } of tables) {
  const [row] = await prisma.$queryRawUnsafe<{ n: bigint }[]>(
    `SELECT count(*) AS n FROM "${name.replace(/"/g, '')}"`,
  );
  counts[name] = Number(row?.n ?? 0);
}
console.log(JSON.stringify(counts));
await closeDatabase();
process.exit();
