import type { IconComponent } from '@/components/ui/icons';

/** One service of the home grid: icon, title, description and its four features. */
export function ServiceCard({
  icon: Icon,
  title,
  description,
  features,
  featuresLabel,
}: {
  icon: IconComponent;
  title: string;
  description: string;
  features: string[];
  featuresLabel: string;
}) {
  return (
    <article className="flex h-full flex-col rounded-card border border-slate-200 bg-white p-6 transition-colors duration-200 hover:border-brand-600/40">
      <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-5 text-xl font-bold text-navy-900">{title}</h3>
      <p className="mt-2 text-slate-600">{description}</p>
      <ul
        aria-label={featuresLabel}
        className="tick-list mt-5 space-y-2 border-t border-slate-100 pt-5 text-[0.9375rem]"
      >
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </article>
  );
}
