import type { ReactNode } from 'react';

const tones = {
  white: 'bg-white',
  muted: 'bg-slate-50',
  dark: 'bg-navy-900 text-white',
} as const;

/** A band of a page: named by its heading, page width, the site's vertical rhythm. */
export function Section({
  labelledBy,
  tone = 'white',
  children,
}: {
  /** The id of the heading that names the section (a landmark needs a name). */
  labelledBy: string;
  tone?: keyof typeof tones;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={labelledBy} className={`${tones[tone]} py-16 sm:py-20`}>
      <div className="container-page">{children}</div>
    </section>
  );
}
