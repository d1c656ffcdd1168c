import 'server-only';
import type { UserRole } from '@/lib/db/generated/client';
import { normalizeEmail } from './credentials';
import { hashPassword, checkPasswordStrength } from './passwords';
import type { UserRepository } from './users';

export const adminCliUsage = `Manage the users of the admin area.

  npm run admin -- create <email> [--role admin|user] [--password-stdin]
  npm run admin -- set-password <email> [--password-stdin]
  npm run admin -- set-role <email> <admin|user>
  npm run admin -- remove <email>
  npm run admin -- list

The password is asked for without echo (twice), or read from standard input with
--password-stdin. It needs 12 characters or more and must not be a common password.
New users are admins unless --role user is given.`;

export type AdminCliIo = {
  /** The new password: typed twice at a terminal, or read from standard input. */
  readPassword(): Promise<string>;
  out(line: string): void;
  err(line: string): void;
};

const roles: readonly UserRole[] = ['admin', 'user'];

/** Runs one `npm run admin` command; returns the process exit code. */
export async function runAdminCommand(
  argv: readonly string[],
  openUsers: () => Promise<UserRepository>,
  io: AdminCliIo,
): Promise<number> {
  const [command, ...rest] = argv;
  const flags = new Set(rest.filter((arg) => arg.startsWith('--') && arg !== '--role'));
  const roleFlag = rest.indexOf('--role');
  const roleArg = roleFlag >= 0 ? rest[roleFlag + 1] : undefined;
  const positional = rest.filter(
    (arg, i) => !arg.startsWith('--') && !(roleFlag >= 0 && i === roleFlag + 1),
  );
  const email = normalizeEmail(positional[0]);
  const usage = () => (io.err(adminCliUsage), 2);

  switch (command) {
    case 'list': {
      const all = await (await openUsers()).list();
      if (all.length === 0)
        io.out('No users yet. Create one with: npm run admin -- create <email>');
      for (const user of all) {
        io.out(`${user.role.padEnd(5)}  ${user.email}  (created ${user.createdAt.toISOString()})`);
      }
      return 0;
    }
    case 'create': {
      const role = (roleArg ?? 'admin') as UserRole;
      if (!isEmail(email) || !roles.includes(role) || !onlyFlags(flags, ['--password-stdin'])) {
        return usage();
      }
      const users = await openUsers();
      if (await users.findByEmail(email)) {
        io.err(`${email} already exists. Use set-password or set-role to change it.`);
        return 1;
      }
      const passwordHash = await newPasswordHash(email, io);
      if (!passwordHash) return 1;
      await users.create({ email, passwordHash, role });
      io.out(`Created ${role} ${email}. Sign in at /admin/login.`);
      return 0;
    }
    case 'set-password': {
      if (!isEmail(email) || !onlyFlags(flags, ['--password-stdin'])) return usage();
      const users = await openUsers();
      if (!(await exists(users, email, io))) return 1;
      const passwordHash = await newPasswordHash(email, io);
      if (!passwordHash) return 1;
      await users.setPassword(email, passwordHash);
      io.out(`Password of ${email} changed; their existing sessions have ended.`);
      return 0;
    }
    case 'set-role': {
      const role = positional[1] as UserRole;
      if (!isEmail(email) || !roles.includes(role) || flags.size > 0) return usage();
      const users = await openUsers();
      if (!(await exists(users, email, io))) return 1;
      await users.setRole(email, role);
      io.out(`${email} is now ${role === 'admin' ? 'an admin' : 'a user without admin access'}.`);
      return 0;
    }
    case 'remove': {
      if (!isEmail(email) || flags.size > 0) return usage();
      if (!(await (await openUsers()).remove(email))) {
        io.err(`There is no user ${email}.`);
        return 1;
      }
      io.out(`Removed ${email}; their sessions no longer work.`);
      return 0;
    }
    default:
      return usage();
  }
}

async function newPasswordHash(email: string, io: AdminCliIo): Promise<string | null> {
  const password = await io.readPassword();
  const check = checkPasswordStrength(password, email);
  if (!check.ok) {
    io.err(`Password refused: ${check.reason}`);
    return null;
  }
  return hashPassword(password);
}

async function exists(users: UserRepository, email: string, io: AdminCliIo) {
  if (await users.findByEmail(email)) return true;
  io.err(`There is no user ${email}. Create it with: npm run admin -- create ${email}`);
  return false;
}

function isEmail(value: string) {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 100;
}

function onlyFlags(flags: Set<string>, allowed: string[]) {
  return [...flags].every((flag) => allowed.includes(flag));
}
