import { describe, expect, it } from 'vitest';
import { metaContent, pageFacts, srcsetUrls } from '@/lib/analysis/html/page-facts';
import { decodeEntities, tokenize } from '@/lib/analysis/html/tokenize';
import { decodeHtml, looksLikeHtml } from '@/lib/analysis/fetch/decode';

describe('HTML tokenizer', () => {
  it('reads quoted, unquoted and bare attributes, lower-casing names', () => {
    expect(tokenize('<IMG SRC=/a.jpg alt="A &amp; B" loading=\'lazy\' hidden>')).toEqual([
      {
        type: 'start',
        name: 'img',
        attrs: { src: '/a.jpg', alt: 'A & B', loading: 'lazy', hidden: '' },
      },
    ]);
  });

  it('keeps script and style contents as raw text, even with "<" inside', () => {
    const tokens = tokenize('<script>if (a < b) { x("</p>") }</script><p>after</p>');
    expect(tokens[1]).toEqual({ type: 'text', text: 'if (a < b) { x("</p>") }', raw: true });
    expect(tokens.at(-2)).toEqual({ type: 'text', text: 'after', raw: false });
  });

  it('skips comments, doctypes and processing instructions; survives broken markup', () => {
    const tokens = tokenize(
      '<!doctype html><!-- <h1>no</h1> --><?xml x?><h1>yes</h1><p a="unclosed',
    );
    expect(
      tokens.filter((t) => t.type === 'start').map((t) => t.type === 'start' && t.name),
    ).toEqual(['h1', 'p']);
    expect(tokenize('a < b and <3')).toEqual([
      { type: 'text', text: 'a ', raw: false },
      { type: 'text', text: '<', raw: false },
      { type: 'text', text: ' b and ', raw: false },
      { type: 'text', text: '<', raw: false },
      { type: 'text', text: '3', raw: false },
    ]);
  });

  it('decodes character references', () => {
    expect(decodeEntities('&pound;12&#44;995 &#x20AC; &unknown; &lt;b&gt;')).toBe(
      '£12,995 € &unknown; <b>',
    );
  });
});

describe('page facts', () => {
  it('collects head, headings, links, forms and text in one pass', () => {
    const facts = pageFacts(`<html lang="el"><head><title> Έκθεση &amp; Συνεργείο </title>
      <meta name="Description" content=" Καλά αυτοκίνητα ">
      <script src="/head.js"></script></head>
      <body><header><nav><a href="/a">A</a><a href="/b"><img src="/b.png" alt="B"></a></nav></header>
      <h1>Τίτλος <small>μικρό</small></h1>
      <form><input type="email" name="e"><select name="s"></select><textarea></textarea></form>
      <button aria-label="Open chat"><svg><title>icon</title></svg></button>
      <script src="/body.js"></script></body></html>`);
    expect(facts.lang).toBe('el');
    expect(facts.title).toBe('Έκθεση & Συνεργείο');
    expect(metaContent(facts, 'description')).toBe('Καλά αυτοκίνητα');
    expect(facts.scripts.map((s) => [s.attrs.src, s.inHead])).toEqual([
      ['/head.js', true],
      ['/body.js', false],
    ]);
    expect(facts.navs).toEqual([{ links: 2 }]);
    expect(facts.headerLinks).toBe(2);
    expect(facts.anchors).toEqual([
      { href: '/a', text: 'A' },
      { href: '/b', text: 'B' },
    ]);
    expect(facts.headings).toEqual([{ level: 1, text: 'Τίτλος μικρό' }]);
    expect(facts.forms[0]?.inputs.map((i) => i.tag)).toEqual(['input', 'select']);
    expect(facts.forms[0]?.hasTextarea).toBe(true);
    expect(facts.buttons).toEqual(['Open chat']);
    expect(facts.text).toContain('Τίτλος μικρό');
  });

  it('remembers the <picture> source types of each image', () => {
    const facts = pageFacts(
      '<picture><source type="image/webp" srcset="/a.webp"><img src="/a.jpg"></picture><img src="/b.jpg">',
    );
    expect(facts.images.map((i) => i.pictureTypes)).toEqual([['image/webp'], []]);
  });

  it('splits srcset candidates', () => {
    expect(srcsetUrls('/a.jpg 1x, /b.jpg 2x,/c.jpg')).toEqual(['/a.jpg', '/b.jpg', '/c.jpg']);
  });

  it('reads a 3 MB page quickly', () => {
    const big = `<html><body>${'<div class="car"><img src="/c.jpg" alt="c"><p>£12,995 diesel</p></div>'.repeat(40_000)}</body></html>`;
    const started = performance.now();
    const facts = pageFacts(big);
    expect(facts.images).toHaveLength(40_000);
    expect(performance.now() - started).toBeLessThan(3000);
  });
});

describe('decoding pages', () => {
  it('uses the declared charset: header first, then <meta charset>, else UTF-8', () => {
    const turkish = Buffer.from([0x3c, 0x70, 0x3e, 0xfe, 0xf0, 0xdd]); // <p>şğİ in windows-1254
    expect(decodeHtml(turkish, 'text/html; charset=windows-1254')).toBe('<p>şğİ');
    const greek = Buffer.concat([
      Buffer.from('<meta charset="iso-8859-7"><p>'),
      Buffer.from([0xe1, 0xf5]),
    ]);
    expect(decodeHtml(greek, 'text/html')).toBe('<meta charset="iso-8859-7"><p>αυ');
    expect(decodeHtml(Buffer.from('<p>£ ş</p>'), 'text/html; charset=bogus')).toBe('<p>£ ş</p>');
  });

  it('recognises HTML by Content-Type, or by its first bytes when none is given', () => {
    expect(looksLikeHtml('text/html; charset=utf-8', '')).toBe(true);
    expect(looksLikeHtml('', '<!DOCTYPE html><html>')).toBe(true);
    expect(looksLikeHtml('text/plain', '  <html lang="en">')).toBe(true);
    expect(looksLikeHtml('application/json', '<html>')).toBe(false);
    expect(looksLikeHtml('', '{"cars":[]}')).toBe(false);
  });
});
