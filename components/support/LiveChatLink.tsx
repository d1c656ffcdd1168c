'use client';

import type { ReactNode } from 'react';
import { openChat } from '@/lib/chat/events';

/**
 * Opens the site's chat widget: it listens for a cancelable `chat:open` event on window and
 * calls preventDefault when it opens. If nothing handled the event (no widget on the page,
 * or not loaded yet), the link does its default and opens WhatsApp in a new tab; without
 * JavaScript it is a plain WhatsApp link.
 */
export function LiveChatLink({
  whatsappHref,
  className,
  children,
}: {
  whatsappHref: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={whatsappHref}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      onClick={(event) => {
        if (openChat()) event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}
