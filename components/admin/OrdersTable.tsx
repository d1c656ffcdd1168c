import { AdminTable } from './AdminTable';
import type { Order } from '@/lib/orders/order-repository';
import { formatOfficeDateTime } from '@/lib/hours/office-time';

const statusStyles: Record<Order['status'], string> = {
  paid: 'bg-emerald-100 text-emerald-900',
  pending: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-900',
};

const columns = ['Created', 'Package', 'Amount', 'Status', 'Paid', 'Customer', 'Stripe session'];

/** Orders as Stripe reported them, newest first; amounts are what Stripe charged. */
export function OrdersTable({
  orders,
  packageNames,
}: {
  orders: Order[];
  packageNames: Record<string, string>;
}) {
  return (
    <AdminTable
      id="orders"
      caption="Orders, newest first"
      columns={columns}
      minWidth="min-w-[60rem]"
    >
      {orders.map((order) => (
        <tr key={order.id}>
          <td className="px-3 py-2.5 whitespace-nowrap">
            <time dateTime={order.createdAt.toISOString()}>
              {formatOfficeDateTime(order.createdAt)}
            </time>
          </td>
          <td className="px-3 py-2.5 font-semibold">
            {packageNames[order.packageId] ?? order.packageId}
          </td>
          <td className="tabular px-3 py-2.5 whitespace-nowrap">{formatAmount(order)}</td>
          <td className="px-3 py-2.5">
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyles[order.status]}`}
            >
              {order.status}
            </span>
            {order.livemode ? null : (
              <span className="ml-1.5 text-xs text-slate-600">test mode</span>
            )}
          </td>
          <td className="px-3 py-2.5 whitespace-nowrap">
            {order.paidAt ? (
              <time dateTime={order.paidAt.toISOString()}>
                {formatOfficeDateTime(order.paidAt)}
              </time>
            ) : (
              '—'
            )}
          </td>
          <td className="px-3 py-2.5">
            {order.customerName ? <div>{order.customerName}</div> : null}
            {order.customerEmail ? (
              <a className="text-brand-700 underline" href={`mailto:${order.customerEmail}`}>
                {order.customerEmail}
              </a>
            ) : null}
            {!order.customerName && !order.customerEmail ? '—' : null}
          </td>
          <td className="px-3 py-2.5 font-mono text-xs break-all">{order.stripeSessionId}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

function formatAmount(order: Order) {
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: order.currency.toUpperCase(),
  }).format(order.amountMinor / 100);
}
