#!/usr/bin/env node
// First-load JavaScript of pages on a running server: the gzip size of every script the HTML
// loads (module browsers skip `noModule` polyfills, so they are not counted), plus the inline
// scripts (Next's bootstrap and RSC payload) shown apart.
//   node scripts/first-load-js.mjs http://localhost:3050/ http://localhost:3050/tr
import { gzipSync } from 'node:zlib';

const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error('usage: node scripts/first-load-js.mjs <url> [url…]');
  process.exit(2);
}
const gzipKb = (bytes) => gzipSync(bytes).length / 1024;

for (const url of urls) {
  const html = await (await fetch(url)).text();
  const tags = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  const external = new Set();
  let inline = '';
  for (const [, attributes, body] of tags) {
    const src = /\ssrc="([^"]+)"/.exec(attributes)?.[1];
    if (!src) inline += body;
    else if (!/\snomodule/i.test(attributes)) external.add(src);
  }
  let total = 0;
  for (const src of external) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
    total += gzipKb(body);
  }
  console.log(
    `${url}  scripts ${external.size}  first-load JS ${total.toFixed(1)} KB gzip  (+ inline ${gzipKb(Buffer.from(inline)).toFixed(1)} KB)`,
  );
}
