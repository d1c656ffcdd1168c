import { describe, expect, it } from 'vitest';
import { isSubresource, securityHeaders } from '@/lib/server/security-headers';

const csp = (dev: boolean) =>
  securityHeaders({ dev }).find((h) => h.key === 'Content-Security-Policy')?.value ?? '';

describe('security headers', () => {
  it('forbid framing, plugins and base-URL changes', () => {
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"]) {
      expect(csp(false)).toContain(directive);
    }
  });

  it('allow eval only in development', () => {
    expect(csp(false)).not.toContain('unsafe-eval');
    expect(csp(true)).toContain('unsafe-eval');
  });

  it("keep a page's policies off what is only ever part of a page", () => {
    for (const type of [
      'text/css; charset=UTF-8',
      'application/javascript; charset=UTF-8',
      'font/woff2',
      'image/png',
    ])
      expect(isSubresource(type), type).toBe(true);
    for (const type of ['text/html; charset=utf-8', 'image/svg+xml', 'application/json', undefined])
      expect(isSubresource(type), String(type)).toBe(false);
    const pageOnly = securityHeaders({ dev: false }).filter((h) => h.documentsOnly);
    expect(pageOnly.map((h) => h.key)).not.toContain('X-Content-Type-Options');
    expect(pageOnly.map((h) => h.key)).toContain('Content-Security-Policy');
  });
});
