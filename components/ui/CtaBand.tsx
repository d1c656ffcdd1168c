import type { ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';

type Href = ComponentProps<typeof Link>['href'];
export type CtaLink = { href: Href; label: string };

/**
 * The closing call to action of a page: a title, one line, a primary and an optional
 * secondary link. Blue, not amber: the amber button belongs to the page's hero.
 */
export function CtaBand({
  id,
  title,
  text,
  primary,
  secondary,
}: {
  id: string;
  title: string;
  text?: string;
  primary: CtaLink;
  secondary?: CtaLink;
}) {
  return (
    <section aria-labelledby={id} className="bg-white py-16 sm:py-20">
      <div className="container-page">
        <div className="flex flex-col gap-6 rounded-2xl border border-brand-100 bg-brand-50 p-8 sm:p-10 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id={id} className="text-2xl font-extrabold text-navy-900 sm:text-3xl">
              {title}
            </h2>
            {text ? <p className="mt-3 text-slate-700">{text}</p> : null}
          </div>
          <div className="flex shrink-0 flex-wrap gap-3">
            <Link href={primary.href} className="btn btn-primary">
              {primary.label}
            </Link>
            {secondary ? (
              <Link href={secondary.href} className="btn btn-outline">
                {secondary.label}
              </Link>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
