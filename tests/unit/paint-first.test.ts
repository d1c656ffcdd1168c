import { describe, expect, it } from 'vitest';
import { loaderChunks, paintFirst } from '../../scripts/paint-first.mjs';

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

  it('adds them from a loader at the end of the body, in order', () => {
    expect(loaderChunks(result)).toEqual([
      '/_next/static/chunks/one.js',
      '/_next/static/chunks/two.js',
    ]);
    expect(loaderChunks(page)).toEqual([]);
    expect(loader).toContain('[["/_next/static/chunks/late.js","low"]]');
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

  /** Runs the loader in a small stand-in for the browser; returns what it added, and triggers. */
  function runLoader({ paintTiming, hidden }: { paintTiming: boolean; hidden: boolean }) {
    const added: string[] = [];
    const listeners: Record<string, () => void> = {};
    const timers: { callback: () => void; ms: number }[] = [];
    const observers: ((list: unknown, observer: unknown) => void)[] = [];
    let frame: (() => void) | undefined;
    /** Tasks queued by a message to a port, run one at a time by `task()`. */
    const tasks: (() => void)[] = [];
    class FakeChannel {
      port1: { onmessage?: () => void } = {};
      port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
    }
    const task = () => tasks.shift()?.();
    const drain = () => {
      while (tasks.length > 0) task();
    };
    class FakeObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : [];
      constructor(callback: (list: unknown, observer: unknown) => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    }
    const fakeDocument = {
      hidden,
      createElement: (tag: string) => ({ tag }),
      head: {
        append: (node: { tag: string; src?: string; href?: string }) =>
          added.push(`${node.tag} ${node.src ?? node.href}`),
      },
      addEventListener: (type: string, callback: () => void) =>
        (listeners[`document:${type}`] = callback),
    };
    const run = new Function(
      'document',
      'PerformanceObserver',
      'requestAnimationFrame',
      'setTimeout',
      'addEventListener',
      'MessageChannel',
      loader,
    );
    run(
      fakeDocument,
      FakeObserver,
      (callback: () => void) => (frame = callback),
      (callback: () => void, ms: number) => timers.push({ callback, ms }),
      (type: string, callback: () => void) => (listeners[type] = callback),
      FakeChannel,
    );
    // Each trigger runs as a task of its own, and the tasks it queues run after it.
    const firePaint = (name: string) =>
      observers.forEach((callback) =>
        callback(
          { getEntriesByName: (wanted: string) => (wanted === name ? [{}] : []) },
          new FakeObserver(() => {}),
        ),
      );
    const paint = (name: string) => {
      firePaint(name);
      drain();
    };
    const nextFrame = () => {
      const callback = frame;
      frame = undefined;
      callback?.();
      drain();
    };
    return {
      added,
      paint,
      frame: nextFrame,
      load: () => {
        listeners.load?.();
        drain();
      },
      timers,
      firePaint,
      tasks,
      task,
    };
  }
  const everything = [
    'script /_next/static/chunks/one.js',
    'script /_next/static/chunks/two.js',
    'link /_next/static/chunks/late.js',
  ];

  it('adds the scripts once the first content is painted, not at the first frame or load', () => {
    const page = runLoader({ paintTiming: true, hidden: false });
    page.frame();
    page.load();
    page.paint('first-paint');
    expect(page.added).toEqual([]);
    page.paint('first-contentful-paint');
    page.paint('first-contentful-paint');
    expect(page.added).toEqual(everything);
  });

  it('without paint timing, in the frame after the first', () => {
    const page = runLoader({ paintTiming: false, hidden: false });
    page.load();
    page.frame();
    expect(page.added).toEqual([]);
    page.frame();
    expect(page.added).toEqual(everything);
  });

  it('3 s after load at the latest, should the paint never be reported', () => {
    const page = runLoader({ paintTiming: true, hidden: false });
    expect(page.timers).toEqual([]);
    page.load();
    expect(page.added).toEqual([]);
    expect(page.timers.map((timer) => timer.ms)).toEqual([3000]);
    page.timers[0]?.callback();
    while (page.tasks.length > 0) page.task();
    expect(page.added).toEqual(everything);
    page.paint('first-contentful-paint');
    expect(page.added).toEqual(everything);
  });

  it('in a tab hidden before it paints, at load', () => {
    const page = runLoader({ paintTiming: true, hidden: true });
    expect(page.added).toEqual([]);
    page.load();
    expect(page.added).toEqual(everything);
  });

  it('adds one element per task, so no single task starts every fetch', () => {
    const page = runLoader({ paintTiming: true, hidden: false });
    page.firePaint('first-contentful-paint');
    expect(page.added).toEqual([]);
    for (let count = 1; count <= everything.length; count++) {
      page.task();
      expect(page.added).toEqual(everything.slice(0, count));
    }
    expect(page.tasks).toEqual([]);
  });
});
