// Prints, as JSON, the e-mail addresses of the leads in the configured database (DATA_DIR or
// DATABASE_URL) that end with argv[2]. Run after the server has stopped: it opens the data
// directory itself, as a restarted server would.
import { closeDatabase, db } from '@/lib/db/client';

const suffix = process.argv[2] ?? '';
const rows = await (
  await db()
).lead.findMany({
  where: { email: { endsWith: suffix } },
  select: { email: true },
});
console.log(JSON.stringify(rows.map((row) => row.email)));
await closeDatabase();
process.exit();
