import type { ReactNode } from 'react';
import type { IconComponent } from '@/components/ui/icons';

/**
 * The card behind services, values, features and contact methods: an icon, a title,
 * a line of text, optional extra content and a footer pinned to the bottom.
 */
export function IconCard({
  icon: Icon,
  title,
  text,
  headingLevel = 3,
  children,
  footer,
}: {
  icon: IconComponent;
  title: string;
  text?: string;
  headingLevel?: 3 | 4;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="flex h-full flex-col rounded-card border border-slate-200 bg-white p-6">
      <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <Heading className="mt-4 text-lg font-bold text-navy-900">{title}</Heading>
      {text ? <p className="mt-2 text-slate-600">{text}</p> : null}
      {children}
      {footer ? <div className="mt-auto pt-5">{footer}</div> : null}
    </div>
  );
}
