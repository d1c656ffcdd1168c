import 'server-only';
import { db } from '@/lib/db/client';
import type { PrismaClient } from '@/lib/db/connection';
import type { Order, OrderStatus, Prisma } from '@/lib/db/generated/client';

export type { Order, OrderStatus };

/** What a Stripe report says about an order; id and timestamps are the database's. */
export type OrderReport = Omit<Prisma.OrderCreateInput, 'id' | 'createdAt' | 'updatedAt'> & {
  status: OrderStatus;
};

/** A status only moves forward: a late or repeated report never undoes a payment. */
const reachableFrom: Record<OrderStatus, OrderStatus[]> = {
  pending: [],
  paid: ['pending'],
  failed: ['pending'],
};

/** Every read and write of orders. Takes the client so tests can run it on any database. */
export function orderRepository(prisma: PrismaClient) {
  return {
    /**
     * Records what Stripe reported about a Checkout Session: one row per session however often,
     * in whatever order or however concurrently the report arrives (insert-if-absent, then a
     * forward-only status change, each a single atomic statement).
     */
    async record(report: OrderReport): Promise<{ order: Order; created: boolean }> {
      const { count } = await prisma.order.createMany({ data: [report], skipDuplicates: true });
      const created = count === 1;
      if (!created) {
        await prisma.order.updateMany({
          where: {
            stripeSessionId: report.stripeSessionId,
            status: { in: reachableFrom[report.status] },
          },
          // `?? undefined` keeps what an earlier report knew when this one leaves it out.
          data: {
            status: report.status,
            paidAt: report.paidAt ?? undefined,
            customerEmail: report.customerEmail ?? undefined,
            customerName: report.customerName ?? undefined,
            paymentIntentId: report.paymentIntentId ?? undefined,
          },
        });
      }
      const order = await prisma.order.findUniqueOrThrow({
        where: { stripeSessionId: report.stripeSessionId },
      });
      return { order, created };
    },

    findBySessionId(stripeSessionId: string): Promise<Order | null> {
      return prisma.order.findUnique({ where: { stripeSessionId } });
    },

    /** Newest first, for the admin list; pass the last row's createdAt as `before` to page. */
    listOrders({
      take = 50,
      before,
      status,
    }: { take?: number; before?: Date; status?: OrderStatus } = {}): Promise<Order[]> {
      return prisma.order.findMany({
        where: { ...(before ? { createdAt: { lt: before } } : {}), ...(status ? { status } : {}) },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take,
      });
    },

    count(where: Prisma.OrderWhereInput = {}): Promise<number> {
      return prisma.order.count({ where });
    },
  };
}

export type OrderRepository = ReturnType<typeof orderRepository>;

/** The repository on the app's database (opened and migrated on first use). */
export async function orders(): Promise<OrderRepository> {
  return orderRepository(await db());
}
