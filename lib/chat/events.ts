/**
 * How other parts of the site open the chat widget (for example the Support page's "Live chat –
 * Contact Now" button):
 *   - from a client component: `openChat()`, which returns false when no widget answered (not
 *     on the page or not loaded yet), so the caller can fall back, e.g. to WhatsApp. The event
 *     is cancelable and the widget calls preventDefault when it opens;
 *   - from a server component, with no JavaScript of its own: any element carrying
 *     `data-open-chat`, e.g. `<button type="button" data-open-chat>…</button>`.
 * Focus returns to that element when the chat closes.
 */
export const openChatEvent = 'chat:open';
export const openChatAttribute = 'data-open-chat';

export function openChat(): boolean {
  const request = new CustomEvent(openChatEvent, { cancelable: true });
  window.dispatchEvent(request);
  return request.defaultPrevented;
}
