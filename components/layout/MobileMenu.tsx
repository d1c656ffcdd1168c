'use client';

import { useId, useRef, useState } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import type { NavItem } from './nav-types';

export function MobileMenu({
  label,
  openLabel,
  closeLabel,
  items,
  cta,
}: {
  label: string;
  openLabel: string;
  closeLabel: string;
  items: NavItem[];
  cta: { href: string; label: string };
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const close = () => setOpen(false);

  const entries = items.flatMap((item) =>
    item.children
      ? item.children.map((child, index) => ({ ...child, nested: index > 0 }))
      : [{ ...item, nested: false }],
  );

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-navy-900 hover:bg-slate-100"
      >
        <span className="sr-only">{open ? closeLabel : openLabel}</span>
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6">
          {open ? (
            <path
              d="M6 6l12 12M18 6L6 18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          ) : (
            <path
              d="M4 7h16M4 12h16M4 17h16"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          )}
        </svg>
      </button>
      <nav
        id={panelId}
        aria-label={label}
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            close();
            buttonRef.current?.focus();
          }
        }}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] animate-menu-in overflow-y-auto border-b border-slate-200 bg-white shadow-lg"
      >
        <ul className="container-page flex flex-col gap-1 py-4">
          {entries.map((entry) => (
            <li key={entry.href + entry.label}>
              <Link
                href={entry.href}
                onClick={close}
                aria-current={
                  (entry.href === '/' ? pathname === '/' : pathname === entry.href)
                    ? 'page'
                    : undefined
                }
                className={`block rounded-lg px-3 py-3 text-lg font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700 ${entry.nested ? 'ml-4 text-base' : ''}`}
              >
                {entry.label}
              </Link>
            </li>
          ))}
          <li className="mt-2">
            <Link href={cta.href} onClick={close} className="btn btn-cta w-full">
              {cta.label}
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
