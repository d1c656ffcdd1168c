'use client';

import { useEffect, useId, useRef } from 'react';
import { fillTimeField, honeypotField, utmFields } from '@/lib/leads/fields';

/**
 * The fields a visitor never sees: language and page of the form, campaign tags of the link they
 * came from, the fill time the form stamps on submit, and the bot trap.
 */
export function LeadFormHiddenFields({
  locale,
  pagePath,
  utm = {},
  honeypotLabel,
}: {
  locale: string;
  pagePath: string;
  /** Campaign tags the server already knows (pages rendered on demand). */
  utm?: Partial<Record<(typeof utmFields)[number], string>>;
  honeypotLabel: string;
}) {
  const trapId = useId();
  const utmRef = useRef<HTMLDivElement>(null);
  // Prerendered pages cannot know the visitor's query string; copy its utm_ tags here.
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    for (const input of utmRef.current?.querySelectorAll('input') ?? []) {
      const tag = query.get(input.name);
      if (tag && !input.value) input.value = tag.slice(0, 100);
    }
  }, []);
  return (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="pagePath" value={pagePath} />
      <input type="hidden" name={fillTimeField} defaultValue="" />
      <div ref={utmRef} hidden>
        {utmFields.map((field) => (
          <input key={field} type="hidden" name={field} defaultValue={utm[field] ?? ''} />
        ))}
      </div>
      {/* Off-screen for people (and hidden from assistive technology); bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={trapId}>{honeypotLabel}</label>
        <input
          id={trapId}
          type="text"
          name={honeypotField}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
    </>
  );
}
