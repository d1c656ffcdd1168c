import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allChecks } from '@/lib/analysis/checks/all-checks';
import { refusalReasons } from '@/lib/analysis/fetch/refusal';
import { analysisTextsFor } from '@/lib/analysis/present';
import el from '@/messages/el.json';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { contextFor } from './context';

const site = (name: string) =>
  readFileSync(new URL(`../../fixtures/sites/${name}`, import.meta.url), 'utf8');

type CheckMessages = { label: string; fix: string; evidence: Record<string, string> };
const checkMessages = en.Analysis.checks as Record<string, CheckMessages>;

describe('analysis messages', () => {
  it('has a label, a fix and evidence for every check', () => {
    for (const { id } of allChecks) {
      expect(checkMessages[id]?.label, id).toBeTruthy();
      expect(checkMessages[id]?.fix, id).toBeTruthy();
      expect(Object.keys(checkMessages[id]?.evidence ?? {}).length, id).toBeGreaterThan(0);
    }
    expect(Object.keys(checkMessages).sort()).toEqual(allChecks.map((c) => c.id).sort());
  });

  it('has a message for every evidence state the checks produce', () => {
    const insecure = { url: new URL('http://dealer.example/') };
    const contexts = [
      contextFor(site('good-dealer.html'), {
        headers: {
          etag: '"1"',
          'content-security-policy': "frame-ancestors 'none'",
          'strict-transport-security': 'max-age=31536000',
        },
        robots: { status: 200, contentType: 'text/plain', body: 'User-agent: *\nAllow: /' },
        sitemap: {
          status: 200,
          contentType: 'application/xml',
          body: '<urlset><loc>/</loc></urlset>',
        },
        httpProbe: { status: 301, location: 'https://dealer.example/' },
      }),
      contextFor(
        `<meta name="description" content="${'x'.repeat(200)}"><script src="/jquery-3.7.1.min.js"></script><script src="https://embed.tawk.to/x/default"></script>`,
      ),
      contextFor(site('poor-dealer.html'), insecure),
      contextFor(''),
      contextFor('<meta name="viewport" content="width=1024, maximum-scale=1">', {
        headers: {
          'content-security-policy-report-only': 'x',
          'strict-transport-security': 'max-age=60',
          'cache-control': 'max-age=60',
        },
        robots: { status: 200, contentType: 'text/plain', body: 'User-agent: *\nDisallow: /' },
        sitemap: { status: 200, contentType: 'text/html', body: '<html>' },
        httpProbe: { error: 'timeout' },
      }),
      contextFor(
        '<link rel="canonical" href="http://[x"><script type="application/ld+json">{"@type":"WebSite"}</script><img src="http://x/a.jpg"><script src="/jquery.min.js"></script><script src="/jquery-3.7.1.js"></script><header><a href="/">a</a><a href="/">b</a><a href="/">c</a></header><link rel="apple-touch-icon" href="/i.png"><div class="chat-widget"></div>',
        { httpProbe: { status: 200, location: null } },
      ),
      contextFor(
        '<script type="application/ld+json">{bad</script><script src="/jquery-1.8.js"></script>',
        {
          ...insecure,
          headers: { 'x-robots-tag': 'noindex' },
        },
      ),
      contextFor('<meta name="viewport" content="user-scalable=no"><nav><a href="/">x</a></nav>'),
    ];
    const seen = new Set<string>();
    for (const context of contexts) {
      for (const check of allChecks) {
        const { evidence } = check.run(context);
        const state = typeof evidence.state === 'string' ? evidence.state : 'default';
        seen.add(`${check.id}.${state}`);
        expect(checkMessages[check.id]?.evidence[state], `${check.id}.${state}`).toBeTruthy();
      }
    }
    // Every state written in the messages is one the checks really produce.
    const written = Object.entries(checkMessages).flatMap(([id, m]) =>
      Object.keys(m.evidence).map((state) => `${id}.${state}`),
    );
    expect(written.filter((key) => !seen.has(key))).toEqual([]);
  });

  it('explains every refusal', () => {
    for (const reason of refusalReasons) {
      expect(en.Analysis.refusal[reason], reason).toBeTruthy();
    }
  });

  it.each(['en', 'tr', 'el'] as const)(
    '%s: the hourly limit’s refusal names the limit set (ANALYSIS_RATE_LIMIT_MAX)',
    (locale) => {
      const texts = analysisTextsFor(locale, { en, tr, el }[locale]);
      const refusal = texts.refusal('rate_limited', 25, 40);
      expect(refusal).toMatch(/\b40\b/);
      expect(refusal).toMatch(/\b25\b/);
      expect(refusal).not.toMatch(/\b10\b|[{}]/);
    },
  );
});
