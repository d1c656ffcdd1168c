'use client';

import { useId, useRef, useState, type KeyboardEvent } from 'react';

export type FaqItem = { id: string; question: string; answer: string };

/**
 * Questions that open one at a time; pressing the open one closes it. Each question is a
 * button (Enter/Space) inside a heading; arrow keys, Home and End move between questions.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = Array.from(
      listRef.current?.querySelectorAll<HTMLButtonElement>('button[aria-controls]') ?? [],
    );
    const index = buttons.indexOf(event.currentTarget);
    const target: Record<string, number> = {
      ArrowDown: (index + 1) % buttons.length,
      ArrowUp: (index - 1 + buttons.length) % buttons.length,
      Home: 0,
      End: buttons.length - 1,
    };
    if (event.key in target) {
      event.preventDefault();
      buttons[target[event.key] as number]?.focus();
    }
  };

  return (
    <div
      ref={listRef}
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
    >
      {items.map((item) => {
        const open = openId === item.id;
        const buttonId = `${baseId}-${item.id}-q`;
        const panelId = `${baseId}-${item.id}-a`;
        return (
          <div key={item.id}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                onKeyDown={onKeyDown}
                className="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-lg font-semibold text-navy-900 hover:bg-slate-50 sm:px-6"
              >
                {item.question}
                <svg
                  viewBox="0 0 16 16"
                  aria-hidden="true"
                  className={`size-5 shrink-0 text-brand-600 transition-transform duration-200 ${open ? 'rotate-180' : ''}`}
                >
                  <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" />
                </svg>
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-5 pb-5 text-slate-700 sm:px-6"
            >
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
