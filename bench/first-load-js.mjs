#!/usr/bin/env node
// First-load JavaScript of pages on a running server (bench/page-bytes.mjs), with the inline
// scripts (Next's bootstrap and RSC payload) and the HTML document shown apart.
//   node bench/first-load-js.mjs http://localhost:3050/ http://localhost:3050/tr
import { pageBytes } from './page-bytes.mjs';

const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error('usage: node bench/first-load-js.mjs <url> [url…]');
  process.exit(2);
}
for (const url of urls) {
  const { scripts, js, inline, html } = await pageBytes(url);
  console.log(
    `${url}  scripts ${scripts}  first-load JS ${js.toFixed(1)} KB gzip  (+ inline ${inline.toFixed(1)} KB, HTML ${html.toFixed(1)} KB)`,
  );
}
