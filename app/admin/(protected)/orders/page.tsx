import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { LoadErrorToast } from '@/components/admin/LoadErrorToast';
import { OrdersTable } from '@/components/admin/OrdersTable';
import { requireAdmin } from '@/lib/auth/guard';
import { packages } from '@/lib/catalogue/packages';
import { logEvent } from '@/lib/log';
import { orders, type Order } from '@/lib/orders/order-repository';

export const metadata: Metadata = { title: 'Orders' };

const pageSize = 50;
const errorTitle = 'Error Loading Data';
const errorText = 'Failed to load orders. Please check your admin privileges.';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Orders recorded from Stripe's webhooks, newest first, 50 a page (older ones by cursor). */
export default async function OrdersPage({ searchParams }: Props) {
  const { before: rawBefore } = await searchParams;
  const before = parseBefore(rawBefore);
  await requireAdmin(before ? `/admin/orders?before=${before.toISOString()}` : '/admin/orders');

  let list: Order[] | null = null;
  try {
    // One more than a page tells whether an older page exists.
    list = await (await orders()).listOrders({ take: pageSize + 1, before });
  } catch (error) {
    logEvent('error', 'admin.orders_load_failed', { message: String(error) });
  }
  const t = await getTranslations({ locale: 'en', namespace: 'Packages' });
  const packageNames = Object.fromEntries(packages.map((pkg) => [pkg.id, t(`${pkg.id}.name`)]));
  const shown = list?.slice(0, pageSize) ?? [];
  const older = list && list.length > pageSize ? shown[shown.length - 1] : undefined;

  return (
    <>
      <div>
        <h1 className="text-3xl font-bold">Orders</h1>
        <p className="mt-1 text-slate-600">
          Packages bought through Stripe Checkout, newest first
          {before ? `, older than ${before.toISOString().slice(0, 10)}` : ''}.
        </p>
      </div>
      {!list ? (
        <div role="alert" className="rounded-card border border-red-200 bg-red-50 p-6">
          <h2 className="text-lg font-bold text-red-800">{errorTitle}</h2>
          <p className="mt-1 text-red-800">{errorText}</p>
          <LoadErrorToast title={errorTitle} description={errorText} />
        </div>
      ) : shown.length === 0 ? (
        <div className="rounded-card border border-dashed border-slate-300 bg-white p-10 text-center">
          <h2 className="text-lg font-bold">No orders yet</h2>
          <p className="mt-1 text-slate-600">
            Orders appear here when Stripe confirms a checkout (see docs/payments.md).
          </p>
        </div>
      ) : (
        <>
          <OrdersTable orders={shown} packageNames={packageNames} />
          <nav aria-label="Orders pages" className="flex gap-3">
            {before ? (
              <Link href="/admin/orders" className="btn btn-outline text-sm">
                Newest orders
              </Link>
            ) : null}
            {older ? (
              <Link
                href={`/admin/orders?before=${encodeURIComponent(older.createdAt.toISOString())}`}
                className="btn btn-outline text-sm"
              >
                Older orders
              </Link>
            ) : null}
          </nav>
        </>
      )}
    </>
  );
}

function parseBefore(value: string | string[] | undefined): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
