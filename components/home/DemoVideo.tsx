'use client';

import { useState, type ReactNode } from 'react';

/** The demo video's placeholder: pressing play says the demo is on its way. */
export function DemoVideo({
  children,
  playLabel,
  comingSoon,
  comingSoonText,
}: {
  children: ReactNode;
  playLabel: string;
  comingSoon: string;
  comingSoonText: string;
}) {
  const [played, setPlayed] = useState(false);
  return (
    <div className="relative">
      {children}
      <div className="absolute inset-0 flex items-center justify-center" aria-live="polite">
        {played ? (
          <div className="mx-6 max-w-xs animate-menu-in rounded-2xl bg-navy-900/95 p-5 text-center text-white shadow-xl">
            <p className="text-xl font-bold">{comingSoon}</p>
            <p className="mt-1 text-sm text-slate-200">{comingSoonText}</p>
          </div>
        ) : (
          <button
            type="button"
            onClick={() => setPlayed(true)}
            className="group flex size-20 items-center justify-center rounded-full bg-amber-cta text-navy-900 shadow-xl ring-8 ring-white/40 transition-transform duration-200 hover:scale-105"
          >
            <span className="sr-only">{playLabel}</span>
            <svg viewBox="0 0 24 24" aria-hidden="true" className="ml-1 size-8" fill="currentColor">
              <path d="M7 4.5v15a1 1 0 0 0 1.5.9l12-7.5a1 1 0 0 0 0-1.8l-12-7.5A1 1 0 0 0 7 4.5z" />
            </svg>
          </button>
        )}
      </div>
    </div>
  );
}
