import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderRepository, type OrderReport } from '@/lib/orders/order-repository';
import { engines, freshDatabase, type TestDatabase } from './databases';

let sessionNumber = 0;
const report = (overrides: Partial<OrderReport> = {}): OrderReport => ({
  stripeSessionId: `cs_test_${++sessionNumber}`,
  packageId: 'advance',
  amountMinor: 250_000,
  currency: 'gbp',
  status: 'paid',
  paidAt: new Date('2030-01-01T10:00:00Z'),
  customerEmail: 'owner@girnemotors.example',
  customerName: 'Ayşe Yılmaz',
  locale: 'tr',
  paymentIntentId: 'pi_123',
  livemode: false,
  ...overrides,
});

describe.each(engines)('order repository on %s', (engine) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await freshDatabase(engine);
  }, 60_000);
  afterAll(() => test?.dispose());

  it('records a session once, however often it is reported', async () => {
    const repo = orderRepository(test.database.prisma);
    const paid = report();
    const first = await repo.record(paid);
    const again = await repo.record(paid);
    expect(first.created).toBe(true);
    expect(again.created).toBe(false);
    expect(again.order.id).toBe(first.order.id);
    expect(first.order).toMatchObject({ packageId: 'advance', amountMinor: 250_000 });
    expect(await repo.count({ stripeSessionId: paid.stripeSessionId })).toBe(1);
  });

  it('makes one order of the same report arriving many times at once', async () => {
    const repo = orderRepository(test.database.prisma);
    const paid = report();
    const results = await Promise.all(Array.from({ length: 10 }, () => repo.record(paid)));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.order.id)).size).toBe(1);
    expect(await repo.count({ stripeSessionId: paid.stripeSessionId })).toBe(1);
  });

  it('moves a pending order forward and never back', async () => {
    const repo = orderRepository(test.database.prisma);
    const pending = report({ status: 'pending', paidAt: null, customerName: null });
    await repo.record(pending);
    const paid = await repo.record({ ...pending, status: 'paid', paidAt: new Date() });
    expect(paid.order.status).toBe('paid');
    expect(paid.order.paidAt).toBeInstanceOf(Date);
    // A late "completed, not yet paid" or "failed" report changes nothing.
    await repo.record(pending);
    const failed = await repo.record({ ...pending, status: 'failed' });
    expect(failed.order.status).toBe('paid');
    // What an earlier report knew (the email) survives a later one that leaves it out.
    expect(failed.order.customerEmail).toBe('owner@girnemotors.example');
  });

  it('marks a pending order failed when its payment fails', async () => {
    const repo = orderRepository(test.database.prisma);
    const pending = report({ status: 'pending', paidAt: null });
    await repo.record(pending);
    expect((await repo.record({ ...pending, status: 'failed' })).order.status).toBe('failed');
  });

  it('lists orders newest first, by page and by status', async () => {
    const repo = orderRepository(test.database.prisma);
    const older = (await repo.record(report({ packageId: 'basic' }))).order;
    // The next one must be newer: wait until the clock has moved past this one's time.
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(older.createdAt.getTime()));
    const newer = (await repo.record(report({ packageId: 'ultimate', status: 'pending' }))).order;
    const [first, second] = await repo.listOrders({ take: 2 });
    expect([first?.id, second?.id]).toEqual([newer.id, older.id]);
    expect((await repo.listOrders({ take: 1, before: newer.createdAt }))[0]?.id).toBe(older.id);
    const pendingOnly = await repo.listOrders({ status: 'pending' });
    expect(pendingOnly.map((o) => o.id)).toContain(newer.id);
    expect(pendingOnly.every((o) => o.status === 'pending')).toBe(true);
    expect(await repo.findBySessionId(newer.stripeSessionId)).toEqual(newer);
  });
});
