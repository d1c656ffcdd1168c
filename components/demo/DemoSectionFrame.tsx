import type { ReactNode } from 'react';
import { demoHeading } from './theme';

const tones = {
  white: 'bg-white',
  surface: 'bg-(--demo-surface)',
  dark: 'bg-(--demo-ink) text-white',
} as const;

/** One section of a demo site: anchor, heading in the demo's type, lead line and content. */
export function DemoSectionFrame({
  id,
  heading,
  lead,
  tone = 'white',
  children,
}: {
  id: string;
  heading: string;
  lead?: string;
  tone?: keyof typeof tones;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`${tones[tone]} scroll-mt-16 py-16 sm:py-20`}
    >
      <div className="container-page">
        <h2 id={`${id}-heading`} className={`${demoHeading} text-3xl sm:text-4xl`}>
          {heading}
        </h2>
        {lead ? (
          <p
            className={`mt-3 max-w-2xl text-lg ${tone === 'dark' ? 'text-white/80' : 'text-slate-700'}`}
          >
            {lead}
          </p>
        ) : null}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
