import { describe, expect, it } from 'vitest';
import { compareVersions, jqueryVersion } from '@/lib/analysis/checks/security';
import { runCheck, status } from './context';

const http = { url: new URL('http://dealer.example/') };

describe('security checks', () => {
  it('HTTPS: the final page on https passes', () => {
    expect(status('https', '')).toBe('pass');
    expect(status('https', '', http)).toBe('fail');
  });

  it('HTTP → HTTPS: http:// must redirect to an https URL', () => {
    const probe = (status: number, location: string | null) => ({
      httpProbe: { status, location },
    });
    expect(status('httpsRedirect', '', probe(301, 'https://dealer.example/'))).toBe('pass');
    expect(status('httpsRedirect', '', probe(308, 'https://dealer.example/x'))).toBe('pass');
    expect(status('httpsRedirect', '', probe(301, 'http://dealer.example/www'))).toBe('fail');
    expect(status('httpsRedirect', '', probe(200, null))).toBe('fail');
    expect(runCheck('httpsRedirect', '', { httpProbe: { error: 'timeout' } }).evidence).toEqual({
      state: 'unreachable',
    });
    expect(status('httpsRedirect', '', { httpProbe: { error: 'timeout' } })).toBe('partial');
    expect(status('httpsRedirect', '', http)).toBe('fail');
  });

  it('HSTS: at least 180 days passes, shorter is partial; ignored on http', () => {
    const hsts = (value: string) => ({ headers: { 'strict-transport-security': value } });
    expect(runCheck('hsts', '', hsts('max-age=15552000'))).toEqual({
      status: 'pass',
      evidence: { state: 'ok', days: 180 },
    });
    expect(status('hsts', '', hsts('max-age=15551999; includeSubDomains'))).toBe('partial');
    expect(status('hsts', '', { headers: {} })).toBe('fail');
    expect(status('hsts', '', { ...hsts('max-age=63072000'), ...http })).toBe('fail');
  });

  it('CSP: an enforced policy passes, report-only is partial', () => {
    expect(
      status('csp', '', { headers: { 'content-security-policy': "default-src 'self'" } }),
    ).toBe('pass');
    expect(
      status('csp', '', {
        headers: { 'content-security-policy-report-only': "default-src 'self'" },
      }),
    ).toBe('partial');
    expect(status('csp', '', { headers: {} })).toBe('fail');
  });

  it('frame protection: X-Frame-Options DENY/SAMEORIGIN or CSP frame-ancestors', () => {
    expect(status('frameProtection', '', { headers: { 'x-frame-options': 'SAMEORIGIN' } })).toBe(
      'pass',
    );
    expect(
      runCheck('frameProtection', '', {
        headers: { 'content-security-policy': "frame-ancestors 'none'" },
      }).evidence,
    ).toEqual({ via: 'CSP frame-ancestors' });
    expect(status('frameProtection', '', { headers: { 'x-frame-options': 'ALLOWALL' } })).toBe(
      'fail',
    );
  });

  it('mixed content: http scripts/styles/frames fail, http images are partial', () => {
    expect(status('mixedContent', '<img src="https://cdn.example/a.jpg"><img src="/b.jpg">')).toBe(
      'pass',
    );
    expect(runCheck('mixedContent', '<img src="http://cdn.example/a.jpg">')).toEqual({
      status: 'partial',
      evidence: { state: 'found', active: 0, passive: 1 },
    });
    expect(status('mixedContent', '<img srcset="http://cdn.example/a.jpg 2x">')).toBe('partial');
    expect(status('mixedContent', '<script src="http://cdn.example/a.js"></script>')).toBe('fail');
    expect(status('mixedContent', '<link rel="stylesheet" href="http://cdn.example/a.css">')).toBe(
      'fail',
    );
    expect(status('mixedContent', '<iframe src="http://maps.example/"></iframe>')).toBe('fail');
    // Not applicable to a page that is itself on http (the HTTPS check fails instead).
    expect(status('mixedContent', '<script src="http://cdn.example/a.js"></script>', http)).toBe(
      'pass',
    );
  });

  it('jQuery: a version before 3.5 fails', () => {
    const script = (src: string) => `<script src="${src}"></script>`;
    expect(runCheck('outdatedJquery', script('/js/jquery-1.12.4.min.js'))).toEqual({
      status: 'fail',
      evidence: { state: 'outdated', version: '1.12.4' },
    });
    expect(status('outdatedJquery', script('https://code.jquery.com/jquery-3.7.1.min.js'))).toBe(
      'pass',
    );
    expect(status('outdatedJquery', script('/wp-includes/js/jquery/jquery.min.js?ver=3.4.1'))).toBe(
      'fail',
    );
    expect(status('outdatedJquery', script('/ajax/libs/jquery/2.2.4/jquery.min.js'))).toBe('fail');
    expect(runCheck('outdatedJquery', script('/js/jquery.min.js')).evidence).toEqual({
      state: 'unknown',
      version: '',
    });
    expect(status('outdatedJquery', script('/js/app.js'))).toBe('pass');
  });

  it('reads jQuery versions from the usual URL shapes', () => {
    expect(jqueryVersion('https://cdn.jsdelivr.net/npm/jquery@3.4.0/dist/jquery.min.js')).toBe(
      '3.4.0',
    );
    expect(jqueryVersion('/js/jquery-ui-1.12.1.min.js')).toBeNull();
    expect(jqueryVersion('/js/jquery-migrate-1.4.1.min.js')).toBeNull();
    expect(compareVersions('3.5.0', '3.5')).toBe(0);
    expect(compareVersions('3.10.0', '3.5.0')).toBe(1);
    expect(compareVersions('1.12.4', '3.5.0')).toBe(-1);
  });
});
