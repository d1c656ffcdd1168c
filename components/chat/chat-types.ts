import type { OpeningHours } from '@/lib/site-config';

/** Everything the chat panel shows, translated and resolved on the server. */
export type ChatPanelContent = {
  title: string;
  close: string;
  online: string;
  away: string;
  awayText: string;
  greeting: string;
  hours: string;
  presetsTitle: string;
  /** Each preset opens WhatsApp with its text (the href is built on the server). */
  presets: ReadonlyArray<{ id: string; label: string; href: string }>;
  newTab: string;
  callNow: string;
  getQuote: string;
  quoteHref: string;
  callUs: string;
  email: string;
  phone: string;
  phoneHref: string;
  emailAddress: string;
  openingHours: OpeningHours;
};
