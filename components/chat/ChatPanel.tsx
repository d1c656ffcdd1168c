'use client';

import { useEffect, useId, useRef } from 'react';
import { Clock, FileText, Mail, MessageCircle, Phone, X } from '@/components/ui/icons';
import { isOpenAt } from '@/lib/hours/business-hours';
import type { ChatPanelContent } from './chat-types';

/**
 * The chat panel: a modal <dialog>, so the browser keeps focus inside it and Escape closes it;
 * the launcher puts focus back where it was. Loaded on demand (see ChatLauncher).
 * Online/Away is decided when the panel opens, on the agency's clock (lib/hours/business-hours.ts).
 */
export default function ChatPanel({
  content: c,
  openedAt,
  onClose,
}: {
  content: ChatPanelContent;
  /** When the visitor opened the panel (ms since epoch), or null when it is closed. */
  openedAt: number | null;
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const online = openedAt !== null && isOpenAt(new Date(openedAt), c.openingHours);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (openedAt !== null && !dialog.open) {
      dialog.showModal();
      closeRef.current?.focus();
    } else if (openedAt === null && dialog.open) {
      dialog.close();
    }
  }, [openedAt]);

  const link = 'flex items-center gap-2 font-medium text-brand-700 hover:underline';

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      // Escape first cancels, then closes: the browser closes the dialog and gives focus back at
      // once, but its `close` event comes a task later, and a press of the launcher in between
      // found the chat still "open" and closed it again. So the launcher hears of it on cancel;
      // a `close` that arrives once the chat is open again is stale. hide() is safe to call twice.
      onCancel={onClose}
      onClose={() => {
        if (!dialogRef.current?.open) onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="fixed inset-auto right-3 bottom-3 m-0 max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] overflow-y-auto rounded-2xl bg-white p-0 text-navy-900 shadow-2xl backdrop:bg-navy-900/30 motion-safe:transition-transform motion-safe:duration-200 starting:open:translate-y-3 sm:right-5 sm:bottom-22 sm:max-h-[calc(100dvh-7rem)] sm:w-96"
    >
      <div className="flex items-start gap-3 bg-navy-900 p-4 text-white">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-lg font-bold">
            {c.title}
          </h2>
          <p
            className="mt-1 flex items-center gap-2 text-sm text-slate-200"
            data-testid="chat-status"
          >
            <span
              aria-hidden="true"
              className={`size-2.5 rounded-full ${online ? 'bg-emerald-400' : 'bg-amber-400'}`}
            />
            {online ? c.online : `${c.away} · ${c.awayText}`}
          </p>
          <p className="mt-1 flex items-center gap-2 text-sm text-slate-300">
            <Clock aria-hidden="true" className="size-3.5 shrink-0" />
            {c.hours}
          </p>
        </div>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          className="-m-1 flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-white/10"
        >
          <span className="sr-only">{c.close}</span>
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>

      <div className="space-y-3 p-4">
        <p className="rounded-2xl rounded-tl-sm bg-slate-100 px-3 py-2.5">{c.greeting}</p>
        <div>
          <h3 className="text-sm font-semibold text-slate-700">{c.presetsTitle}</h3>
          <ul className="mt-2 grid gap-1.5">
            {c.presets.map((preset) => (
              <li key={preset.id}>
                <a
                  href={preset.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={onClose}
                  className="flex min-h-10 items-center gap-2 rounded-xl border border-slate-200 px-3 py-1.5 text-left text-sm font-medium hover:border-emerald-600 hover:bg-emerald-50"
                >
                  <MessageCircle aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />
                  {preset.label}
                  <span className="sr-only"> {c.newTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="grid grid-cols-2 gap-2">
          <a href={c.phoneHref} className="btn btn-primary">
            <Phone aria-hidden="true" className="size-4" />
            {c.callNow}
          </a>
          <a
            href={c.quoteHref}
            target="_blank"
            rel="noopener"
            onClick={onClose}
            className="btn btn-cta"
          >
            <FileText aria-hidden="true" className="size-4" />
            {c.getQuote}
            <span className="sr-only"> {c.newTab}</span>
          </a>
        </div>
      </div>

      <div className="grid gap-1.5 border-t border-slate-200 px-4 py-3 text-sm">
        <a href={c.phoneHref} className={link}>
          <Phone aria-hidden="true" className="size-4" />
          <span className="text-slate-600">{c.callUs}:</span> {c.phone}
        </a>
        <a href={`mailto:${c.emailAddress}`} className={link}>
          <Mail aria-hidden="true" className="size-4" />
          <span className="text-slate-600">{c.email}:</span> {c.emailAddress}
        </a>
      </div>
    </dialog>
  );
}
