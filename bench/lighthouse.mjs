#!/usr/bin/env node
// Mobile Lighthouse scores of pages on a running server:
//   npm run lighthouse -- http://localhost:3000/ http://localhost:3000/tr
// Prints one line per page (performance, accessibility, best practices, SEO) and the failing
// audits of any category under 100 (Chromium as bench/lighthouse-runner.mjs launches it).
import lighthouse from 'lighthouse';
import { launchChrome } from './lighthouse-runner.mjs';

const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error('usage: npm run lighthouse -- <url> [url…]');
  process.exit(2);
}
const chrome = await launchChrome();
let worst = 100;
try {
  for (const url of urls) {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const { categories, audits } = result.lhr;
    const scores = Object.fromEntries(
      Object.entries(categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)]),
    );
    worst = Math.min(worst, ...Object.values(scores));
    console.log(
      `${url}  performance ${scores.performance}  accessibility ${scores.accessibility}  best-practices ${scores['best-practices']}  seo ${scores.seo}`,
    );
    for (const [id, category] of Object.entries(categories)) {
      if ((category.score ?? 0) >= 1) continue;
      for (const ref of category.auditRefs) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          console.log(`   ${id}: ${audit.id} (${audit.score}) ${audit.displayValue ?? ''}`);
        }
      }
    }
    const m = (id) => audits[id]?.displayValue ?? '-';
    console.log(
      `   FCP ${m('first-contentful-paint')}  LCP ${m('largest-contentful-paint')}  TBT ${m('total-blocking-time')}  CLS ${m('cumulative-layout-shift')}  JS ${m('total-byte-weight')}`,
    );
  }
} finally {
  await chrome.kill();
}
process.exitCode = worst === 100 ? 0 : 1;
