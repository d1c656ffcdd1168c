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

    /** Also ends every session that signed in before now (see `passwordChangedAt`). */
    setPassword(email: string, passwordHash: string, now = new Date()): Promise<User> {
      return prisma.user.update({
        where: { email },
        data: { passwordHash, passwordChangedAt: now },
      });
    },

    /** Keeps the sign-in time: a rehash with new parameters is not a password change. */
    replaceHash(id: string, passwordHash: string): Promise<User> {
      return prisma.user.update({ where: { id }, data: { passwordHash } });
    },

    setRole(email: string, role: UserRole): Promise<User> {
      return prisma.user.update({ where: { email }, data: { role } });
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
