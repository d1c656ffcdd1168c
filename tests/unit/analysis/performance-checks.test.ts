import { describe, expect, it } from 'vitest';
import { images, runCheck, status } from './context';

const scripts = (n: number, attrs = '') =>
  Array.from({ length: n }, (_, i) => `<script src="/s${i}.js" ${attrs}></script>`).join('');

describe('performance checks', () => {
  it('time to first byte: ≤ 600 ms passes, ≤ 1500 ms partial', () => {
    expect(runCheck('ttfb', '', { ttfbMs: 600 })).toEqual({
      status: 'pass',
      evidence: { ms: 600 },
    });
    expect(status('ttfb', '', { ttfbMs: 601 })).toBe('partial');
    expect(status('ttfb', '', { ttfbMs: 1500 })).toBe('partial');
    expect(status('ttfb', '', { ttfbMs: 1501 })).toBe('fail');
  });

  it('load time: ≤ 1500 ms passes, ≤ 3000 ms partial', () => {
    expect(status('loadTime', '', { loadMs: 1500 })).toBe('pass');
    expect(status('loadTime', '', { loadMs: 1501 })).toBe('partial');
    expect(status('loadTime', '', { loadMs: 3000 })).toBe('partial');
    expect(status('loadTime', '', { loadMs: 3001 })).toBe('fail');
  });

  it('HTML size: ≤ 150 KB passes, ≤ 500 KB partial', () => {
    expect(runCheck('htmlSize', '', { htmlBytes: 150 * 1024 })).toEqual({
      status: 'pass',
      evidence: { kb: 150 },
    });
    expect(status('htmlSize', '', { htmlBytes: 150 * 1024 + 1 })).toBe('partial');
    expect(status('htmlSize', '', { htmlBytes: 500 * 1024 })).toBe('partial');
    expect(status('htmlSize', '', { htmlBytes: 500 * 1024 + 1 })).toBe('fail');
  });

  it('compression: gzip/br/deflate pass; none fails unless the page is tiny', () => {
    expect(status('compression', '', { encoding: 'br', htmlBytes: 50_000 })).toBe('pass');
    expect(status('compression', '', { encoding: null, htmlBytes: 50_000 })).toBe('fail');
    expect(status('compression', '', { encoding: 'identity', htmlBytes: 50_000 })).toBe('fail');
    expect(status('compression', '', { encoding: null, htmlBytes: 1023 })).toBe('pass');
  });

  it('scripts: ≤ 10 external pass, ≤ 25 partial (inline ones are not requests)', () => {
    expect(status('scriptCount', scripts(10) + '<script>inline()</script>')).toBe('pass');
    expect(status('scriptCount', scripts(11))).toBe('partial');
    expect(status('scriptCount', scripts(25))).toBe('partial');
    expect(runCheck('scriptCount', scripts(26))).toEqual({
      status: 'fail',
      evidence: { count: 26 },
    });
  });

  it('stylesheets: ≤ 4 pass, ≤ 8 partial', () => {
    const css = (n: number) => '<link rel="stylesheet" href="/a.css">'.repeat(n);
    expect(status('stylesheetCount', css(4))).toBe('pass');
    expect(status('stylesheetCount', css(5))).toBe('partial');
    expect(status('stylesheetCount', css(8))).toBe('partial');
    expect(status('stylesheetCount', css(9))).toBe('fail');
  });

  it('images: ≤ 40 pass, ≤ 100 partial', () => {
    expect(
      status(
        'imageCount',
        images(40, () => ''),
      ),
    ).toBe('pass');
    expect(
      status(
        'imageCount',
        images(41, () => ''),
      ),
    ).toBe('partial');
    expect(
      status(
        'imageCount',
        images(100, () => ''),
      ),
    ).toBe('partial');
    expect(
      status(
        'imageCount',
        images(101, () => ''),
      ),
    ).toBe('fail');
  });

  it('render-blocking scripts: classic scripts in <head> without async/defer count', () => {
    const head = (inner: string) => `<html><head>${inner}</head><body><p>x</p></body></html>`;
    expect(status('renderBlockingScripts', head(scripts(3, 'defer') + scripts(2, 'async')))).toBe(
      'pass',
    );
    expect(
      status('renderBlockingScripts', head('<script type="module" src="/m.js"></script>')),
    ).toBe('pass');
    expect(status('renderBlockingScripts', head(scripts(2)))).toBe('partial');
    expect(runCheck('renderBlockingScripts', head(scripts(3)))).toEqual({
      status: 'fail',
      evidence: { count: 3 },
    });
    // At the end of <body> a classic script does not block the first paint.
    expect(status('renderBlockingScripts', `<head></head><body><p>x</p>${scripts(5)}</body>`)).toBe(
      'pass',
    );
    // Without a <head> tag, scripts before any content are still in the head.
    expect(status('renderBlockingScripts', `${scripts(3)}<p>x</p>`)).toBe('fail');
  });

  it('cache headers: a validator or a positive max-age passes', () => {
    expect(status('cacheHeaders', '', { headers: { etag: '"1"' } })).toBe('pass');
    expect(status('cacheHeaders', '', { headers: { 'last-modified': 'Tue, 1 Jan 2030' } })).toBe(
      'pass',
    );
    expect(
      status('cacheHeaders', '', { headers: { 'cache-control': 'public, max-age=600' } }),
    ).toBe('pass');
    expect(
      status('cacheHeaders', '', { headers: { 'cache-control': 'no-store, max-age=600' } }),
    ).toBe('fail');
    expect(status('cacheHeaders', '', { headers: { 'cache-control': 'max-age=0' } })).toBe('fail');
    expect(status('cacheHeaders', '', { headers: {} })).toBe('fail');
  });

  it('redirects: up to one hop passes, two are partial, more fail', () => {
    expect(status('redirects', '', { redirects: 0 })).toBe('pass');
    expect(status('redirects', '', { redirects: 1 })).toBe('pass');
    expect(status('redirects', '', { redirects: 2 })).toBe('partial');
    expect(status('redirects', '', { redirects: 3 })).toBe('fail');
  });

  it('modern image formats: half or more WebP/AVIF pass, some partial, none fail', () => {
    const mixed =
      '<img src="/a.webp"><img src="/b.jpg"><img src="/c.avif?w=640"><img src="/d.png">';
    expect(runCheck('modernImages', mixed)).toEqual({
      status: 'pass',
      evidence: { count: 2, total: 4, percent: 50 },
    });
    expect(status('modernImages', '<img src="/a.webp"><img src="/b.jpg"><img src="/c.jpg">')).toBe(
      'partial',
    );
    expect(status('modernImages', '<img src="/a.jpg"><img src="/b.png">')).toBe('fail');
    expect(
      status(
        'modernImages',
        '<picture><source type="image/avif" srcset="/a.avif"><img src="/a.jpg"></picture>',
      ),
    ).toBe('pass');
    // Images whose format cannot be told from the URL are not judged.
    expect(status('modernImages', '<img src="/image?id=4">')).toBe('pass');
  });
});
