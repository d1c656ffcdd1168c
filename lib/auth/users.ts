import 'server-only';
import { db } from '@/lib/db/client';
import type { Prisma, User, UserRole } from '@/lib/db/generated/client';

export type { User, UserRole };

type Client = Prisma.TransactionClient;

/** Every read and write of admin-area users. Emails are stored normalised (lower case). */
export function userRepository(prisma: Client) {
  return {
    findByEmail(email: string): Promise<User | null> {
      return prisma.user.findUnique({ where: { email } });
    },

    findById(id: string): Promise<User | null> {
      return prisma.user.findUnique({ where: { id } });
    },

    create(user: { email: string; passwordHash: string; role: UserRole }): Promise<User> {
      return prisma.user.create({ data: user });
    },

    /** Also ends every session of the user (see `sessionVersion`). */
    setPassword(email: string, passwordHash: string, now = new Date()): Promise<User> {
      return prisma.user.update({
        where: { email },
        data: { passwordHash, passwordChangedAt: now, sessionVersion: { increment: 1 } },
      });
    },

    /**
     * Sign-out: every session of the user ends, in every browser — if `sessionVersion` is still
     * the user's, so that a session that has already ended cannot end newer ones. False if not.
     */
    async endSessions(id: string, sessionVersion: number): Promise<boolean> {
      const { count } = await prisma.user.updateMany({
        where: { id, sessionVersion },
        data: { sessionVersion: { increment: 1 } },
      });
      return count > 0;
    },

    /** Keeps the sign-in time: a rehash with new parameters is not a password change. */
    replaceHash(id: string, passwordHash: string): Promise<User> {
      return prisma.user.update({ where: { id }, data: { passwordHash } });
    },

    /** Also ends every session of the user: the next sign-in carries the new role. */
    setRole(email: string, role: UserRole): Promise<User> {
      return prisma.user.update({
        where: { email },
        data: { role, sessionVersion: { increment: 1 } },
      });
    },

    async remove(email: string): Promise<boolean> {
      const { count } = await prisma.user.deleteMany({ where: { email } });
      return count > 0;
    },

    list(): Promise<Pick<User, 'email' | 'role' | 'createdAt' | 'passwordChangedAt'>[]> {
      return prisma.user.findMany({
        orderBy: { email: 'asc' },
        select: { email: true, role: true, createdAt: true, passwordChangedAt: true },
      });
    },
  };
}

export type UserRepository = ReturnType<typeof userRepository>;

export async function users(): Promise<UserRepository> {
  return userRepository(await db());
}
