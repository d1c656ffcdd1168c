import { describe, expect, it } from 'vitest';
import { images, runCheck, status } from './context';

const viewport = (content: string) => `<head><meta name="viewport" content="${content}"></head>`;

describe('mobile checks', () => {
  it('viewport: device-width passes, a fixed width is partial, none fails', () => {
    expect(runCheck('viewport', viewport('width=device-width, initial-scale=1'))).toEqual({
      status: 'pass',
      evidence: { state: 'ok', content: 'width=device-width, initial-scale=1' },
    });
    expect(status('viewport', viewport('width=1024'))).toBe('partial');
    expect(status('viewport', '<title>x</title>')).toBe('fail');
    expect(status('viewport', `<meta NAME="Viewport" content="width = device-width">`)).toBe(
      'pass',
    );
  });

  it('zoom: user-scalable=no or a maximum scale under 2 fails', () => {
    expect(status('zoom', viewport('width=device-width'))).toBe('pass');
    expect(status('zoom', '<p>no viewport</p>')).toBe('pass');
    expect(runCheck('zoom', viewport('width=device-width, user-scalable=no')).evidence).toEqual({
      state: 'disabled',
    });
    expect(status('zoom', viewport('width=device-width, user-scalable=0'))).toBe('fail');
    expect(status('zoom', viewport('width=device-width, maximum-scale=1'))).toBe('fail');
    expect(status('zoom', viewport('width=device-width, maximum-scale=1.99'))).toBe('fail');
    expect(status('zoom', viewport('width=device-width, maximum-scale=2'))).toBe('pass');
  });

  it('responsive images: ≥ 80 % with srcset or <picture> passes, ≥ 30 % partial', () => {
    const withSrcset = (n: number, of: number) =>
      images(of, (i) => (i < n ? 'srcset="/a.jpg 1x, /b.jpg 2x"' : ''));
    expect(status('responsiveImages', withSrcset(8, 10))).toBe('pass');
    expect(status('responsiveImages', withSrcset(7, 10))).toBe('partial');
    expect(status('responsiveImages', withSrcset(3, 10))).toBe('partial');
    expect(status('responsiveImages', withSrcset(2, 10))).toBe('fail');
    expect(
      status(
        'responsiveImages',
        '<picture><source type="image/webp" srcset="/a.webp"><img src="/a.jpg"></picture>',
      ),
    ).toBe('pass');
    // No photos at all (SVG, data: and 1×1 pixels do not count) is nothing to fix.
    expect(
      runCheck(
        'responsiveImages',
        '<img src="/logo.svg"><img src="data:image/png;base64,xx"><img src="/t.gif" width="1" height="1">',
      ),
    ).toEqual({ status: 'pass', evidence: { count: 0, total: 0, percent: 100 } });
  });

  it('sized images: ≥ 90 % with width and height passes, ≥ 50 % partial', () => {
    const sized = (n: number, of: number) =>
      images(of, (i) => (i < n ? 'width="640" height="400"' : 'width="640"'));
    expect(status('imageDimensions', sized(9, 10))).toBe('pass');
    expect(status('imageDimensions', sized(8, 10))).toBe('partial');
    expect(status('imageDimensions', sized(5, 10))).toBe('partial');
    expect(status('imageDimensions', sized(4, 10))).toBe('fail');
  });

  it('lazy loading: judged on the images after the first three', () => {
    const lazy = (n: number, of: number) =>
      images(of, (i) => (i >= 3 && i < 3 + n ? 'loading="lazy"' : ''));
    expect(runCheck('lazyImages', lazy(0, 3)).status).toBe('pass');
    expect(runCheck('lazyImages', lazy(8, 13)).evidence).toEqual({
      count: 8,
      total: 10,
      percent: 80,
    });
    expect(status('lazyImages', lazy(8, 13))).toBe('pass');
    expect(status('lazyImages', lazy(4, 13))).toBe('partial');
    expect(status('lazyImages', lazy(3, 13))).toBe('fail');
    // Script-driven lazy loading counts too.
    expect(
      status(
        'lazyImages',
        images(5, (i) => (i >= 3 ? 'class="lazyload"' : '')),
      ),
    ).toBe('pass');
    expect(
      status(
        'lazyImages',
        images(5, (i) => (i >= 3 ? 'data-src="/x.jpg"' : '')),
      ),
    ).toBe('pass');
  });

  it('plugins: any <object>, <embed> or <applet> fails', () => {
    expect(status('noPlugins', '<p>fine</p>')).toBe('pass');
    expect(runCheck('noPlugins', '<embed src="a.swf"><object data="b"></object>')).toEqual({
      status: 'fail',
      evidence: { count: 2 },
    });
  });

  it('home-screen icon: an apple-touch-icon or a manifest passes', () => {
    expect(status('homeScreenIcon', '<link rel="apple-touch-icon" href="/i.png">')).toBe('pass');
    expect(status('homeScreenIcon', '<link rel="manifest" href="/m.json">')).toBe('pass');
    expect(status('homeScreenIcon', '<link rel="icon" href="/i.png">')).toBe('fail');
  });
});
