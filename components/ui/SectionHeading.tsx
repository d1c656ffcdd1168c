import type { ReactNode } from 'react';

/** The heading block every section opens with: a small eyebrow, the title and a lead line. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  level = 2,
  align = 'center',
  tone = 'light',
  children,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  level?: 1 | 2;
  align?: 'center' | 'left';
  tone?: 'light' | 'dark';
  children?: ReactNode;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const centered = align === 'center' ? 'mx-auto text-center' : '';
  const dark = tone === 'dark';
  return (
    <div className={`max-w-3xl ${centered}`}>
      {eyebrow ? (
        <p className={`text-sm font-semibold ${dark ? 'text-amber-cta' : 'text-brand-700'}`}>
          {eyebrow}
        </p>
      ) : null}
      <Heading
        id={id}
        className={`mt-2 font-extrabold wrap-break-word ${level === 1 ? 'text-3xl min-[24rem]:text-4xl sm:text-5xl' : 'text-3xl sm:text-4xl'} ${dark ? 'text-white' : 'text-navy-900'}`}
      >
        {title}
      </Heading>
      {lead ? (
        <p className={`mt-4 text-lg ${dark ? 'text-slate-300' : 'text-slate-600'}`}>{lead}</p>
      ) : null}
      {children}
    </div>
  );
}
