import { describe, expect, it } from 'vitest';
import { contactForms } from '@/lib/analysis/checks/lead-generation';
import { pageFacts } from '@/lib/analysis/html/page-facts';
import { runCheck, status } from './context';

describe('lead generation checks', () => {
  it('contact form: a form with an email or phone field passes; a comment box is partial', () => {
    expect(runCheck('contactForm', '<form><input type="email" name="e"></form>')).toEqual({
      status: 'pass',
      evidence: { count: 1 },
    });
    expect(status('contactForm', '<form><input name="telefon"></form>')).toBe('pass');
    expect(status('contactForm', '<form><input autocomplete="tel"></form>')).toBe('pass');
    expect(status('contactForm', '<form><textarea></textarea></form>')).toBe('partial');
    expect(status('contactForm', '<form><input type="search" name="q"></form>')).toBe('fail');
    expect(status('contactForm', '<form><input type="hidden" name="email"></form>')).toBe('fail');
  });

  it('counts contact forms separately (the UX score wants more than one)', () => {
    const html =
      '<form><input type="tel"></form><form><input type="email"></form><form><input name="q"></form>';
    expect(contactForms(pageFacts(html))).toHaveLength(2);
  });

  it('phone: a tel: link passes', () => {
    expect(runCheck('phoneLink', '<a href="tel:+35799000000">Call</a>').evidence).toEqual({
      state: 'found',
      number: '+35799000000',
    });
    expect(status('phoneLink', '<p>Call 99 000000</p>')).toBe('fail');
  });

  it('WhatsApp: wa.me, api.whatsapp.com or whatsapp: links pass', () => {
    for (const href of [
      'https://wa.me/905000',
      'https://api.whatsapp.com/send?phone=1',
      'whatsapp://send?phone=1',
    ]) {
      expect(status('whatsapp', `<a href="${href}">Chat</a>`), href).toBe('pass');
    }
    expect(status('whatsapp', '<a href="https://example.com/wa.me">x</a>')).toBe('fail');
  });

  it('chat widget: known vendors by script or code, or a chat element', () => {
    expect(
      runCheck('chatWidget', '<script src="https://embed.tawk.to/abc/default"></script>').evidence,
    ).toEqual({
      state: 'vendor',
      vendor: 'Tawk.to',
    });
    expect(status('chatWidget', '<script>window.$crisp=[];</script>')).toBe('pass');
    expect(status('chatWidget', '<div class="floating chat-widget"></div>')).toBe('pass');
    expect(status('chatWidget', '<script src="/app.js"></script>')).toBe('fail');
  });

  it('call to action: two or more pass, one is partial — in three languages', () => {
    expect(
      status('callToAction', '<a href="/c">Book a test drive</a><button>Get a quote</button>'),
    ).toBe('pass');
    expect(
      status('callToAction', '<a href="/c">Randevu alın</a><a href="/t">Hemen arayın</a>'),
    ).toBe('pass');
    expect(
      status(
        'callToAction',
        '<a href="/c">Κλείστε ραντεβού</a><input type="submit" value="Αίτηση">',
      ),
    ).toBe('pass');
    expect(runCheck('callToAction', '<a href="/c">Contact</a>')).toEqual({
      status: 'partial',
      evidence: { count: 1, example: 'Contact' },
    });
    // Whole-word starts only: a guestbook is not a booking.
    expect(status('callToAction', '<a href="/g">Sign our guestbook</a>')).toBe('fail');
    expect(status('callToAction', `<a href="/x">${'Contact '.repeat(10)}</a>`)).toBe('fail');
  });

  it('inventory: two of vehicle data, prices, vehicle words and stock links pass', () => {
    const prices = '<p>£12,995 · £9,450 · €15.000</p>';
    const words = '<p>45,000 km, automatic, diesel</p>';
    const link = '<a href="/used-cars/">Our stock</a>';
    const ld = '<script type="application/ld+json">{"@type":"Car"}</script>';
    expect(status('inventory', prices + words)).toBe('pass');
    expect(status('inventory', link + ld)).toBe('pass');
    expect(runCheck('inventory', prices).evidence).toEqual({ count: 1 });
    expect(status('inventory', prices)).toBe('partial');
    expect(
      status('inventory', '<p>Πετρέλαιο, αυτόματο, 30.000 χλμ</p><a href="/stok">Araçlar</a>'),
    ).toBe('pass');
    expect(status('inventory', '<p>Welcome to our family business.</p>')).toBe('fail');
  });
});
