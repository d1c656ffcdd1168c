import { afterEach, describe, expect, it, vi } from 'vitest';
import { openChat, openChatEvent } from '@/lib/chat/events';

// The Support page falls back to WhatsApp unless the widget claims the request.
describe('openChat', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports that nobody answered when no widget listens', () => {
    vi.stubGlobal('window', new EventTarget());
    expect(openChat()).toBe(false);
  });

  it('sends a cancelable event and reports a widget that claims it', () => {
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    const seen: Event[] = [];
    target.addEventListener(openChatEvent, (event) => {
      seen.push(event);
      event.preventDefault();
    });
    expect(openChat()).toBe(true);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.cancelable).toBe(true);
  });
});
