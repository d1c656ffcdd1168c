import { getTranslations } from 'next-intl/server';
import { recentTradeIns } from '@/lib/content/demo-dealers/limassol-used-cars';
import { formatEur } from '@/lib/format';
import { DemoForm } from '../DemoForm';
import { DemoSectionFrame } from '../DemoSectionFrame';
import { demoHeading } from '../theme';
import { demoFormProps } from './demo-form-texts';
import type { SectionProps } from './section-props';

/** Limassol Used Cars: a trade-in estimate request (demo form) beside recent trade-in prices. */
export async function TradeIn({ dealer, locale }: SectionProps) {
  const [t, tc] = await Promise.all([
    getTranslations({ locale, namespace: 'Demo.limassol-used-cars.tradeIn' }),
    getTranslations({ locale, namespace: 'Demo.car' }),
  ]);
  const form = await demoFormProps(dealer, locale);
  return (
    <DemoSectionFrame id="trade-in" heading={t('heading')} lead={t('lead')} tone="surface">
      <div className="grid gap-8 lg:grid-cols-[1.4fr_1fr]">
        <DemoForm
          {...form}
          submitLabel={t('submit')}
          fields={[
            { id: 'make', label: t('makeModel'), type: 'text', required: true, wide: true },
            { id: 'year', label: t('year'), type: 'number', min: 1990, max: 2030, required: true },
            { id: 'mileage', label: t('mileage'), type: 'number', min: 0 },
            {
              id: 'condition',
              label: t('condition'),
              type: 'select',
              wide: true,
              options: [
                { value: 'excellent', label: t('conditionExcellent') },
                { value: 'good', label: t('conditionGood') },
                { value: 'fair', label: t('conditionFair') },
              ],
            },
            { id: 'name', label: t('name'), type: 'text', autoComplete: 'name', required: true },
            { id: 'phone', label: t('phone'), type: 'tel', autoComplete: 'tel', required: true },
          ]}
        />
        <div className="self-start rounded-(--demo-radius) border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className={`${demoHeading} text-xl`}>{t('recentHeading')}</h3>
          <table className="mt-4 w-full text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="pb-2 font-medium">
                  {t('car')}
                </th>
                <th scope="col" className="pb-2 font-medium">
                  {tc('mileage')}
                </th>
                <th scope="col" className="pb-2 text-right font-medium">
                  {t('paid')}
                </th>
              </tr>
            </thead>
            <tbody className="tabular">
              {recentTradeIns.map((car) => (
                <tr key={`${car.brand}-${car.model}`} className="border-t border-slate-100">
                  <th scope="row" className="py-2.5 pr-2 font-semibold">
                    {car.brand} {car.model}{' '}
                    <span className="font-normal text-slate-600">{car.year}</span>
                  </th>
                  <td className="py-2.5 pr-2">{tc('mileageValue', { km: car.mileageKm })}</td>
                  <td className="py-2.5 text-right font-semibold text-(--demo-accent-light)">
                    {formatEur(car.tradeValue, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </DemoSectionFrame>
  );
}
