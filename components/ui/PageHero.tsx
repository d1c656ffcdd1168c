import type { ReactNode } from 'react';
import { SectionHeading } from './SectionHeading';

/**
 * The top of every inner page: eyebrow, the page's one h1, a lead line, then actions
 * (buttons, a price) and, on wide screens, an illustration beside it.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  aside,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section aria-labelledby="page-title" className="bg-gradient-to-b from-slate-50 to-white">
      <div
        className={`container-page grid items-center gap-10 pt-14 pb-8 sm:pt-20 sm:pb-10 ${aside ? 'lg:grid-cols-[1.15fr_1fr]' : ''}`}
      >
        <SectionHeading
          id="page-title"
          level={1}
          align="left"
          eyebrow={eyebrow}
          title={title}
          lead={lead}
        >
          {children}
        </SectionHeading>
        {aside ? <div className="hidden lg:block">{aside}</div> : null}
      </div>
    </section>
  );
}

/**
 * The buttons under a hero: stacked full width on phones (where two side by side may or may
 * not fit, and the font swap must not change which), in a row from small screens on.
 */
export function ActionRow({ children }: { children: ReactNode }) {
  return (
    <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap [&>*]:w-full sm:[&>*]:w-auto">
      {children}
    </div>
  );
}
