import { describe, expect, it } from 'vitest';
import { securityHeaders } from '@/lib/security-headers';

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
});
