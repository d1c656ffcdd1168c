import { defineCheck, fail, partial, pass } from './check-types';

const halfYear = 15_552_000;

export const securityChecks = [
  defineCheck({
    id: 'https',
    category: 'security',
    weight: 10,
    run: ({ url }) => (url.protocol === 'https:' ? pass() : fail()),
  }),
  defineCheck({
    id: 'httpsRedirect',
    category: 'security',
    weight: 6,
    run({ url, httpProbe }) {
      if (url.protocol !== 'https:') return fail({ state: 'noHttps' });
      if (!httpProbe || 'error' in httpProbe) return partial({ state: 'unreachable' });
      const target = httpProbe.location ? safeUrl(httpProbe.location, url) : null;
      if (httpProbe.status >= 300 && httpProbe.status < 400 && target?.protocol === 'https:') {
        return pass({ state: 'redirects' });
      }
      return fail({ state: 'servesHttp' });
    },
  }),
  defineCheck({
    id: 'hsts',
    category: 'security',
    weight: 4,
    run({ url, headers }) {
      const value = url.protocol === 'https:' ? headers['strict-transport-security'] : undefined;
      if (!value) return fail({ state: 'missing', days: 0 });
      const maxAge = Number(/max-age\s*=\s*"?(\d+)/i.exec(value)?.[1] ?? 0);
      const days = Math.floor(maxAge / 86_400);
      return maxAge >= halfYear ? pass({ state: 'ok', days }) : partial({ state: 'short', days });
    },
  }),
  defineCheck({
    id: 'csp',
    category: 'security',
    weight: 4,
    run({ headers }) {
      if (headers['content-security-policy']) return pass({ state: 'enforced' });
      return headers['content-security-policy-report-only']
        ? partial({ state: 'reportOnly' })
        : fail({ state: 'missing' });
    },
  }),
  defineCheck({
    id: 'frameProtection',
    category: 'security',
    weight: 3,
    run({ headers }) {
      const frameOptions = headers['x-frame-options'] ?? '';
      if (/^(deny|sameorigin)$/i.test(frameOptions.trim())) return pass({ via: 'X-Frame-Options' });
      if (/frame-ancestors/i.test(headers['content-security-policy'] ?? '')) {
        return pass({ via: 'CSP frame-ancestors' });
      }
      return fail({ via: '–' });
    },
  }),
  defineCheck({
    // An https page that loads http:// resources: scripts/styles/frames are blocked by browsers
    // (the page breaks), images show a "not secure" warning.
    id: 'mixedContent',
    category: 'security',
    weight: 5,
    run({ url, page }) {
      if (url.protocol !== 'https:') return pass({ state: 'notHttps', active: 0, passive: 0 });
      const insecure = page.subresources.filter(
        (resource) => safeUrl(resource.url, url)?.protocol === 'http:',
      );
      const active = insecure.filter((resource) => resource.active).length;
      const passive = insecure.length - active;
      if (active > 0) return fail({ state: 'found', active, passive });
      return passive > 0
        ? partial({ state: 'found', active, passive })
        : pass({ state: 'none', active, passive });
    },
  }),
  defineCheck({
    // jQuery before 3.5 has published cross-site-scripting flaws (CVE-2020-11022/11023).
    id: 'outdatedJquery',
    category: 'security',
    weight: 3,
    run({ page }) {
      const versions = page.scripts
        .map((script) => jqueryVersion(script.attrs.src ?? ''))
        .filter((version): version is string => version !== null);
      const version = versions[0];
      if (!version) return pass({ state: 'none', version: '' });
      if (version === 'unknown') return pass({ state: 'unknown', version: '' });
      return compareVersions(version, '3.5.0') < 0
        ? fail({ state: 'outdated', version })
        : pass({ state: 'current', version });
    },
  }),
];

function safeUrl(value: string, base: URL): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/** jQuery's version from a script URL ("unknown" when it is jQuery without a version), or null. */
export function jqueryVersion(src: string): string | null {
  const url = src.toLowerCase();
  if (!/jquery/.test(url) || /jquery[.-]?(ui|migrate|mobile|validate|cookie)/.test(url))
    return null;
  const patterns = [
    /jquery[-.@]?(\d+\.\d+(?:\.\d+)?)(?:[./-]|$)/, // jquery-1.12.4.min.js, jquery@3.7.1
    /\/jquery\/(\d+\.\d+(?:\.\d+)?)\//, // /ajax/libs/jquery/3.6.0/jquery.min.js
    /jquery(?:\.min)?\.js\?ver=(\d+\.\d+(?:\.\d+)?)/, // WordPress: jquery.min.js?ver=3.7.1
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(url);
    if (match) return match[1]!;
  }
  return /\/jquery(\.min|\.slim|\.slim\.min)?\.js(\?|$)/.test(url) ? 'unknown' : null;
}

export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}
