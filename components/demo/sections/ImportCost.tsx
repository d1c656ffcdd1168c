import { getTranslations } from 'next-intl/server';
import { ExternalLink } from '@/components/ui/icons';
import { cyprusImportRates, importOrigins } from '@/lib/content/demo-dealers/import-rates';
import { DemoSectionFrame } from '../DemoSectionFrame';
import { ImportCostCalculator } from '../ImportCostCalculator';
import { countryName } from '../car-facts';
import { demoHeading } from '../theme';
import type { SectionProps } from './section-props';

const percentLocale = { en: 'en-GB', tr: 'tr-TR', el: 'el-GR' } as const;

/** European Motors: the import cost calculator, what it leaves out and the sources of its rates. */
export async function ImportCost({ dealer, locale }: SectionProps) {
  const t = await getTranslations({ locale, namespace: 'Demo.european-motors.importCost' });
  const percent = (rate: number) =>
    new Intl.NumberFormat(percentLocale[locale], { style: 'percent' }).format(rate);
  const rates = cyprusImportRates;
  const sourceRate = {
    duty: percent(rates.dutyRateOutsideEu),
    vat: percent(rates.vatRate),
    newTransport: '',
  };
  return (
    <DemoSectionFrame id="import-cost" heading={t('heading')} lead={t('lead')} tone="surface">
      <ImportCostCalculator
        locale={locale}
        presets={dealer.inventory.map((car) => ({
          id: car.id,
          label: `${car.brand} ${car.model} (${car.year})`,
          price: car.price,
          origin: car.origin ?? 'DE',
          shipping: car.shipping ?? 0,
          condition: car.condition,
        }))}
        origins={importOrigins.map((o) => ({
          ...o,
          label: t(o.euMember ? 'originEu' : 'originNonEu', {
            country: countryName(o.code, locale),
          }),
        }))}
        texts={{
          start: t('start'),
          custom: t('custom'),
          price: t('price'),
          origin: t('origin'),
          shipping: t('shipping'),
          condition: t('condition'),
          new: t('new'),
          used: t('used'),
          result: t('result'),
          taxable: t('taxable'),
          dutyOutsideEu: t('duty', { rate: percent(rates.dutyRateOutsideEu) }),
          dutyInsideEu: t('duty', { rate: percent(rates.dutyRateInsideEu) }),
          vat: t('vat', { rate: percent(rates.vatRate) }),
          vatPaid: t('vatPaid'),
          total: t('total'),
          basis: {
            import: t('basis.import'),
            'new-means-of-transport': t('basis.new-means-of-transport'),
            'paid-in-origin': t('basis.paid-in-origin'),
          },
        }}
      />
      <p className="mt-6 max-w-3xl text-sm text-slate-700">{t('excluded')}</p>
      <div className="mt-10 max-w-3xl">
        <h3 className={`${demoHeading} text-xl`}>{t('sourcesHeading')}</h3>
        <ul className="mt-4 space-y-3 text-sm">
          {rates.sources.map((source) => (
            <li key={source.id}>
              <p className="font-semibold">
                {t(`sources.${source.id}`, { rate: sourceRate[source.id] })}
              </p>
              <a
                href={source.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-(--demo-accent-light) underline"
              >
                {source.name}
                <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </DemoSectionFrame>
  );
}
