import { describe, expect, it } from 'vitest';
import { paintFirst } from '../../scripts/paint-first.mjs';

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>',
  '<script src="/_next/static/chunks/one.js" async=""></script>',
  '<script src="/_next/static/chunks/two.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
  '</head><body><h1>Hello</h1>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '</body></html>',
].join('');

describe('paintFirst', () => {
  const result = paintFirst(page);
  const loader = /<script data-paint-first="">(.*?)<\/script><\/body>/.exec(result)?.[1] ?? '';

  it('takes the chunk scripts and script preloads out of the head', () => {
    expect(result).not.toContain('<script src="/_next/static/chunks/one.js"');
    expect(result).not.toContain('<script src="/_next/static/chunks/two.js"');
    expect(result).not.toContain('rel="preload" as="script"');
  });

  it('adds them from a loader at the end of the body, in order, after the first frame or at load', () => {
    expect(loader).toContain('["/_next/static/chunks/one.js","/_next/static/chunks/two.js"]');
    expect(loader).toContain('[["/_next/static/chunks/late.js","low"]]');
    expect(loader).toContain('requestAnimationFrame(');
    expect(loader).toContain("addEventListener('load'");
  });

  it('keeps everything else where it was', () => {
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
      '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<h1>Hello</h1>',
    ]) {
      expect(result).toContain(kept);
    }
  });

  it('runs once per page and leaves pages without chunk scripts alone', () => {
    expect(paintFirst(result)).toBe(result);
    const plain = '<html><head></head><body><p>no scripts</p></body></html>';
    expect(paintFirst(plain)).toBe(plain);
  });

  it('adds each script and preload once, whichever of the frame and the load comes first', () => {
    const added: string[] = [];
    const listeners: Record<string, () => void> = {};
    let frame: (() => void) | undefined;
    const element = (tag: string) => {
      const node: Record<string, unknown> = { tag };
      return node;
    };
    const fakeDocument = {
      createElement: element,
      head: {
        append: (node: { tag: string; src?: string; href?: string }) =>
          added.push(`${node.tag} ${node.src ?? node.href}`),
      },
    };
    const run = new Function(
      'document',
      'requestAnimationFrame',
      'setTimeout',
      'addEventListener',
      loader,
    );
    run(
      fakeDocument,
      (callback: () => void) => (frame = callback),
      (callback: () => void) => callback(),
      (type: string, callback: () => void) => (listeners[type] = callback),
    );
    expect(added).toEqual([]);
    frame?.();
    listeners.load?.();
    expect(added).toEqual([
      'script /_next/static/chunks/one.js',
      'script /_next/static/chunks/two.js',
      'link /_next/static/chunks/late.js',
    ]);
  });
});
