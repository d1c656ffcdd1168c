'use client';

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { openChatAttribute, openChatEvent } from '@/lib/chat/events';
import type { ChatPanelContent } from './chat-types';
import { useOutOfTheWay } from './useOutOfTheWay';

// The panel's code loads on first use (or when the pointer or focus reaches the button), so
// the page's first load carries only this button.
const loadPanel = () => import('./ChatPanel');
const ChatPanel = lazy(loadPanel);

const hintMs = 45_000;

export function ChatLauncher({
  openLabel,
  hint,
  content,
}: {
  openLabel: string;
  hint: string;
  content: ChatPanelContent;
}) {
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const [everOpened, setEverOpened] = useState(false);
  const [hintVisible, setHintVisible] = useState(true);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Where the button and the hint sit when shown; measured even while they step aside.
  const spotRef = useRef<HTMLDivElement>(null);
  const hintRef = useRef<HTMLParagraphElement>(null);
  const { stepAside, hintAside } = useOutOfTheWay(spotRef, hintRef);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const isOpen = useRef(false);

  const show = useCallback(() => {
    // A second request while open must not make focus "return" into the panel itself.
    if (isOpen.current) return;
    isOpen.current = true;
    const active = document.activeElement;
    returnFocusTo.current =
      active instanceof HTMLElement && active !== document.body ? active : buttonRef.current;
    setEverOpened(true);
    setHintVisible(false);
    setOpenedAt(Date.now());
  }, []);

  const hide = useCallback(() => {
    isOpen.current = false;
    setOpenedAt(null);
    // Back to whatever opened the chat, or to the button if that has left the page.
    const target = returnFocusTo.current?.isConnected ? returnFocusTo.current : buttonRef.current;
    target?.focus();
  }, []);

  useEffect(() => {
    const timer = window.setTimeout(() => setHintVisible(false), hintMs);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    // Callers dispatch a cancelable `chat:open` and fall back (to WhatsApp, say) unless someone
    // claims it: preventDefault tells them the widget has opened.
    const onOpenRequest = (event: Event) => {
      event.preventDefault();
      show();
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest(`[${openChatAttribute}]`)) {
        event.preventDefault();
        show();
      }
    };
    window.addEventListener(openChatEvent, onOpenRequest);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener(openChatEvent, onOpenRequest);
      document.removeEventListener('click', onClick);
    };
  }, [show]);

  return (
    <>
      {hintVisible ? (
        <p
          ref={hintRef}
          aria-hidden="true"
          data-testid="chat-hint"
          className={`pointer-events-none fixed right-5 bottom-22 z-40 max-w-[calc(100vw-2.5rem)] rounded-xl bg-white px-3 py-2 text-sm font-semibold text-navy-900 shadow-lg ring-1 ring-slate-200 ${hintAside ? 'invisible' : ''}`}
        >
          {hint}
        </p>
      ) : null}
      {/* Never over a field, a link, a button or a line of text (useOutOfTheWay): the button
          slides out of the way, and is back where its place is free once the visitor stops
          scrolling or leaves the field. */}
      <div ref={spotRef} className="pointer-events-none fixed right-5 bottom-5 z-40 size-14">
        <button
          ref={buttonRef}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={openedAt !== null}
          onClick={() => (openedAt === null ? show() : hide())}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          className={`pointer-events-auto relative flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg shadow-navy-900/25 hover:bg-brand-700 motion-safe:transition-[translate,scale,opacity,visibility] motion-safe:duration-200 motion-safe:hover:scale-105 ${stepAside && openedAt === null ? 'invisible translate-x-24 opacity-0' : ''}`}
        >
          {hintVisible ? (
            <span
              aria-hidden="true"
              className="absolute inset-0 rounded-full bg-brand-600/50 motion-safe:animate-call-out"
            />
          ) : null}
          <span className="sr-only">{openLabel}</span>
          {/* lucide "message-circle", inlined so the button needs no icon library */}
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="relative size-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719" />
          </svg>
        </button>
      </div>
      {everOpened ? (
        <Suspense fallback={null}>
          <ChatPanel content={content} openedAt={openedAt} onClose={hide} />
        </Suspense>
      ) : null}
    </>
  );
}
