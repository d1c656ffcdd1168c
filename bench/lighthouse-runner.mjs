// Lighthouse 13 (mobile, its default throttling) in one headless Chromium, one page at a time:
// the figures bench/bench-pages.mjs compares. CHROME_PATH, else Debian's /usr/bin/chromium; both
// flags are needed here (../shared/STACK.md).
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const chromePath =
  process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const score = (category) => Math.round((category?.score ?? 0) * 100);

/** Headless Chromium for Lighthouse (also used by bench/lighthouse.mjs). */
export function launchChrome() {
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
    ],
  });
}

export async function lighthouseRunner() {
  const chrome = await launchChrome();
  return {
    /** Scores (0–100) and timings (ms) of one load of `url`. */
    async run(url) {
      const load = () => lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
      let { lhr } = await load();
      // Lighthouse now and then loses the trace of a load (NO_NAVSTART) and asks to run again.
      for (let retry = 0; lhr.runtimeError && retry < 2; retry++) ({ lhr } = await load());
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
      const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      return {
        performance: score(lhr.categories.performance),
        accessibility: score(lhr.categories.accessibility),
        bestPractices: score(lhr.categories['best-practices']),
        seo: score(lhr.categories.seo),
        tbt: value('total-blocking-time'),
        fcp: value('first-contentful-paint'),
        lcp: value('largest-contentful-paint'),
        cls: value('cumulative-layout-shift'),
        // What keeps accessibility, best practices or SEO under 100, by audit id.
        failing: ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
          lhr.categories[id].auditRefs
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => ref.id),
        ),
      };
    },
    close: () => chrome.kill(),
  };
}
