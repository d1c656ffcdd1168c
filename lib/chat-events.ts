/**
 * How other parts of the site open the chat widget (for example the Support page's "Live chat –
 * Contact Now" button):
 *   - from a client component: `openChat()`;
 *   - from a server component, with no JavaScript of its own: any element carrying
 *     `data-open-chat`, e.g. `<button type="button" data-open-chat>…</button>`.
 * Focus returns to that element when the chat closes.
 */
export const openChatEvent = 'chat:open';
export const openChatAttribute = 'data-open-chat';

export function openChat() {
  window.dispatchEvent(new CustomEvent(openChatEvent));
}
