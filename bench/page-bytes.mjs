// What a page costs before it runs, in KB gzip: the scripts its HTML loads, itself or through the
// paint-first loader (module browsers skip `noModule` polyfills, so they are not counted), its
// inline scripts (Next's bootstrap and RSC payload) and the HTML document itself. Used by
// bench/bench-pages.mjs and bench/first-load-js.mjs.
import { gzipSync } from 'node:zlib';
import { loaderChunks } from '../scripts/paint-first.mjs';

const gzipKb = (bytes) => gzipSync(bytes).length / 1024;

export async function pageBytes(url) {
  const html = await (await fetch(url)).text();
  const external = new Set();
  let inline = '';
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /\ssrc="([^"]+)"/.exec(attributes)?.[1];
    if (!src) inline += body;
    else if (!/\snomodule/i.test(attributes)) external.add(src);
  }
  // A prerendered page's chunks, added by its loader after the first paint.
  for (const chunk of loaderChunks(html)) external.add(chunk);
  let js = 0;
  for (const src of external) {
    js += gzipKb(Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer()));
  }
  return {
    scripts: external.size,
    js,
    inline: gzipKb(Buffer.from(inline)),
    html: gzipKb(Buffer.from(html)),
  };
}
