'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

const sections = [
  { href: '/admin/submissions', label: 'Submissions' },
  { href: '/admin/calls', label: 'Calls' },
  { href: '/admin/orders', label: 'Orders' },
] as const;

/** The admin area's sections, the current one marked for screen readers and by colour. */
export function AdminNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Admin" className="flex gap-5 text-sm font-semibold">
      {sections.map(({ href, label }) => {
        const current = pathname === href || pathname.startsWith(`${href}/`);
        return (
          <Link
            key={href}
            href={href}
            aria-current={current ? 'page' : undefined}
            className={current ? 'text-brand-700' : 'text-slate-700 hover:text-brand-700'}
          >
            {label}
          </Link>
        );
      })}
    </nav>
  );
}
