import type { ReactNode } from 'react';
import { CheckList } from '@/components/ui/CheckList';

/**
 * One website package: name, price, what is included and a call to action. The action is a
 * slot (a contact link today, a Buy button once checkout exists); the popular package is
 * drawn in navy with its badge.
 */
export function PackageCard({
  name,
  description,
  price,
  priceNote,
  features,
  popularLabel,
  headingLevel = 3,
  cta,
}: {
  name: string;
  description: string;
  /** Formatted for the locale, e.g. "£2,500". */
  price: string;
  /** E.g. "one-time". */
  priceNote: string;
  features: readonly string[];
  /** Set on the package marked MOST POPULAR. */
  popularLabel?: string;
  headingLevel?: 2 | 3;
  cta: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const popular = Boolean(popularLabel);
  return (
    <div
      className={`relative flex h-full flex-col rounded-2xl border p-6 sm:p-7 ${
        popular
          ? 'border-navy-900 bg-navy-900 text-white shadow-xl ring-4 ring-brand-600/20'
          : 'border-slate-200 bg-white'
      }`}
    >
      {popular ? (
        <p className="absolute -top-3.5 left-6 rounded-full bg-amber-cta px-3 py-1 text-xs font-bold tracking-wide text-navy-900">
          {popularLabel}
        </p>
      ) : null}
      <Heading className={`text-xl font-bold ${popular ? 'text-white' : 'text-navy-900'}`}>
        {name}
      </Heading>
      <p className={`mt-2 text-[0.9375rem] ${popular ? 'text-slate-300' : 'text-slate-600'}`}>
        {description}
      </p>
      <p className="mt-5 flex items-baseline gap-2">
        <span
          className={`tabular text-4xl font-extrabold ${popular ? 'text-white' : 'text-navy-900'}`}
        >
          {price}
        </span>
        <span className={`text-sm ${popular ? 'text-slate-300' : 'text-slate-600'}`}>
          {priceNote}
        </span>
      </p>
      <CheckList items={features} tone={popular ? 'dark' : 'light'} />
      <div className="mt-auto pt-7">{cta}</div>
    </div>
  );
}
