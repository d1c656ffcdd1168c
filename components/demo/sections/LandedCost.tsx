import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { importOrigins } from '@/lib/content/demo-dealers/import-rates';
import type { DemoCar } from '@/lib/content/demo-dealers/dealer-types';
import { importCost } from '@/lib/demo/import-cost';
import { formatEur } from '@/lib/format';

/** European Motors' cards: shipping and the landed cost, from the same module as the calculator. */
export async function LandedCost({ car, locale }: { car: DemoCar; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Demo.car' });
  const origin = importOrigins.find((o) => o.code === car.origin);
  if (!origin || car.shipping === undefined) return null;
  const cost = importCost({
    price: car.price,
    shipping: car.shipping,
    euOrigin: origin.euMember,
    condition: car.condition,
  });
  return (
    <dl className="mt-4 space-y-1 rounded-(--demo-radius) bg-(--demo-surface) p-3 text-sm">
      <div className="flex justify-between gap-3">
        <dt className="text-slate-700">{t('shipping')}</dt>
        <dd className="tabular font-semibold">{formatEur(car.shipping, locale)}</dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="text-slate-700">{t('landed')}</dt>
        <dd className="tabular font-semibold">{formatEur(Math.round(cost.total), locale)}</dd>
      </div>
    </dl>
  );
}
