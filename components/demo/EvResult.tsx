import type { Locale } from '@/i18n/routing';
import type { EvRange } from '@/lib/demo/ev-range';
import { fillTemplate, formatEur, formatNumber } from '@/lib/format';
import { ResultRow } from './calc-ui';
import type { EvRangeTexts } from './EvRangeCalculator';

/** The EV calculator's answer: range, consumption and cost per 100 km against petrol. */
export function EvResult({
  result,
  locale,
  texts,
}: {
  result: EvRange | null;
  locale: Locale;
  texts: EvRangeTexts;
}) {
  const money = (value: number) => formatEur(value, locale);
  const number = (value: number) => formatNumber(value, locale);
  const worst = result ? Math.max(result.evCostPer100km, result.petrolCostPer100km, 0.01) : 1;
  return (
    <div className="rounded-(--demo-radius) bg-(--demo-ink) p-6 text-white sm:p-8">
      <h3 className="text-lg font-semibold">{texts.result}</h3>
      {result ? (
        <>
          <p className="mt-4 text-sm text-white/80">{texts.range}</p>
          <p aria-live="polite" className="tabular text-5xl font-light text-(--demo-accent)">
            {fillTemplate(texts.rangeValue, 'km', number(result.rangeKm))}
          </p>
          <dl className="mt-4 divide-y divide-white/15">
            <ResultRow
              label={texts.consumptionResult}
              value={fillTemplate(
                texts.consumptionValue,
                'value',
                number(result.consumptionKwhPer100km),
              )}
            />
            <ResultRow label={texts.costEv} value={money(result.evCostPer100km)} />
            <ResultRow label={texts.costPetrol} value={money(result.petrolCostPer100km)} />
            <ResultRow
              label={result.savingPer100km >= 0 ? texts.saving : texts.extraCost}
              value={money(Math.abs(result.savingPer100km))}
              strong
            />
          </dl>
          {/* Cost bars: electric against petrol, the dearer one full width. */}
          <div aria-hidden="true" className="mt-4 space-y-2">
            <div
              className="h-2 rounded-full bg-(--demo-accent)"
              style={{ width: `${(result.evCostPer100km / worst) * 100}%` }}
            />
            <div
              className="h-2 rounded-full bg-white/40"
              style={{ width: `${(result.petrolCostPer100km / worst) * 100}%` }}
            />
          </div>
        </>
      ) : (
        <p aria-live="polite" className="mt-4 text-white/80">
          {texts.invalid}
        </p>
      )}
    </div>
  );
}
