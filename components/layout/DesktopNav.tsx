'use client';

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { isActivePath } from '@/lib/routes';
import type { NavItem } from './nav-types';

const linkClass =
  'rounded-lg px-3 py-2 font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-navy-900 aria-[current=page]:text-brand-700';

export function DesktopNav({
  label,
  menuLabel,
  items,
}: {
  label: string;
  menuLabel: string;
  items: NavItem[];
}) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {items.map((item) =>
          item.children ? (
            <li key={item.href} className="relative">
              <Dropdown item={item} menuLabel={menuLabel} pathname={pathname} />
            </li>
          ) : (
            <li key={item.href}>
              <Link
                href={item.href}
                className={linkClass}
                aria-current={isActivePath(pathname, item.href) ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

/** Opens 200 ms after the pointer arrives (at once within 300 ms of closing), closes 150 ms after it leaves. */
export const DROPDOWN_DELAYS = { open: 200, skip: 300, close: 150 } as const;

function Dropdown({
  item,
  menuLabel,
  pathname,
}: {
  item: NavItem;
  menuLabel: string;
  pathname: string;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closedAt = useRef(0);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const active = isActivePath(pathname, item.href);

  const clearTimer = () => clearTimeout(timer.current);
  const close = () => {
    clearTimer();
    setOpen((wasOpen) => {
      if (wasOpen) closedAt.current = Date.now();
      return false;
    });
  };
  const links = () => Array.from(listRef.current?.querySelectorAll('a') ?? []);
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };
  const openAndFocus = (index: number) => {
    setOpen(true);
    requestAnimationFrame(() => focusLink(index));
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(-1);
    } else if (event.key === 'Escape') {
      close();
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const current = links().indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: -1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusLink(moves[event.key] as number);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
      triggerRef.current?.focus();
    }
  };

  return (
    <div
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        clearTimer();
        if (open) return;
        const skip = Date.now() - closedAt.current < DROPDOWN_DELAYS.skip;
        if (skip) setOpen(true);
        else timer.current = setTimeout(() => setOpen(true), DROPDOWN_DELAYS.open);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        clearTimer();
        timer.current = setTimeout(close, DROPDOWN_DELAYS.close);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close() : setOpen(true))}
        onKeyDown={onTriggerKeyDown}
        className={`${linkClass} inline-flex items-center gap-1 ${active ? 'text-brand-700' : ''}`}
      >
        {item.label}
        <svg
          viewBox="0 0 16 16"
          aria-hidden="true"
          className={`size-4 transition-transform duration-150 ${open ? 'rotate-180' : ''}`}
        >
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" />
        </svg>
      </button>
      <ul
        ref={listRef}
        id={menuId}
        aria-label={menuLabel}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        className="absolute top-full left-0 mt-2 w-64 animate-menu-in rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
      >
        {item.children?.map((child) => (
          <li key={child.href + child.label}>
            <Link
              href={child.href}
              onClick={close}
              aria-current={pathname === child.href ? 'page' : undefined}
              className="block rounded-lg px-3 py-2 text-slate-700 hover:bg-slate-100 hover:text-navy-900 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
            >
              {child.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
