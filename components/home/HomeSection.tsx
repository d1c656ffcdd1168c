import type { ReactNode } from 'react';

const tones = {
  white: 'bg-white',
  slate: 'bg-slate-50',
  navy: 'bg-navy-900 text-white',
} as const;

/** A home page band: an anchor id, a heading that names it, and the alternating background. */
export function HomeSection({
  id,
  tone = 'white',
  children,
}: {
  /** The section's anchor; its heading carries `${id}-title`. */
  id: string;
  tone?: keyof typeof tones;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`scroll-mt-20 py-16 sm:py-24 ${tones[tone]}`}
    >
      <div className="container-page">{children}</div>
    </section>
  );
}
