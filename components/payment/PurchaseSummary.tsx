import { getTranslations } from 'next-intl/server';
import { Clock, Receipt } from '@/components/ui/icons';
import type { Locale } from '@/i18n/routing';
import type { Purchase } from '@/lib/checkout/purchase';
import { formatGbp } from '@/lib/format';

/** What the visitor bought, as Stripe reported it: package, amount charged, receipt address. */
export async function PurchaseSummary({
  purchase,
  locale,
}: {
  purchase: Purchase;
  locale: Locale;
}) {
  const [t, tp] = await Promise.all([
    getTranslations({ locale, namespace: 'PaymentSuccess' }),
    getTranslations({ locale, namespace: 'Packages' }),
  ]);
  const amount = purchase.amountMinor / 100;
  const price =
    purchase.currency === 'gbp'
      ? formatGbp(amount, locale)
      : `${amount.toFixed(2)} ${purchase.currency.toUpperCase()}`;
  return (
    <div className="mt-8 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-left sm:p-6">
      <p className="flex gap-3 font-semibold text-navy-900">
        <Receipt aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        <span data-testid="purchased-package">
          {t('purchased', { name: tp(`${purchase.packageId}.name`), price })}
        </span>
      </p>
      {purchase.email ? (
        <p className="mt-2 pl-8 text-slate-700">{t('receipt', { email: purchase.email })}</p>
      ) : null}
      {purchase.paid ? null : (
        <p className="mt-3 flex gap-3 text-slate-700">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-600" />
          {t('pending')}
        </p>
      )}
    </div>
  );
}
