// `npm run admin -- <command>`: creates and manages admin-area users (see lib/auth/admin-cli.ts).
// On the embedded database it refuses to run while the server holds DATA_DIR.
import { runAdminCommand, type AdminCliIo } from '@/lib/auth/admin-cli';
import { userRepository } from '@/lib/auth/users';
import { closeDatabase, configuredTarget, db } from '@/lib/db/client';
import { DataDirLockedError } from '@/lib/db/data-dir-lock';
import { readHiddenLine, readStdin } from './terminal-input';

const argv = process.argv.slice(2);

const io: AdminCliIo = {
  async readPassword() {
    if (argv.includes('--password-stdin')) return (await readStdin()).replace(/\r?\n$/, '');
    if (!process.stdin.isTTY) {
      throw new Error('No terminal to ask for the password: pipe it in with --password-stdin.');
    }
    const first = await readHiddenLine('New password: ');
    const again = await readHiddenLine('Repeat it: ');
    if (first !== again) throw new Error('The two passwords differ. Nothing was changed.');
    return first;
  },
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

try {
  process.exitCode = await runAdminCommand(argv, async () => userRepository(await db()), io);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    const target = configuredTarget();
    console.error(
      `The server (or another command) is using the embedded database in ${
        target.kind === 'pglite' ? target.dataDir : 'DATA_DIR'
      }. Stop the server first, then run this command again.\n\n${error.message}`,
    );
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
// The schema engine leaves a timer running for a few seconds; nothing is left to wait for.
process.exit();
