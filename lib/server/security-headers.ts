/**
 * Headers sent with every response. The CSP allows inline scripts because Next.js inlines
 * its bootstrap and RSC payload in prerendered HTML; a nonce would force every page to
 * render on demand and lose prerendering.
 *
 * `documentsOnly` marks the headers a browser reads only on something it renders as a page
 * (the policy of a document, its framing, its features, its opener, the referrer of its
 * requests). Stylesheets, scripts, fonts and raster images go without them: they would change
 * nothing, and on the render-blocking stylesheet their 0.6 KB was what pushed it past the first
 * round trip of its connection (docs/testing.md, "Round trips").
 */
export function securityHeaders({ dev }: { dev: boolean }) {
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${dev ? ' ws:' : ''}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');

  return [
    { key: 'Content-Security-Policy', value: csp, documentsOnly: true },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin', documentsOnly: true },
    { key: 'X-Frame-Options', value: 'DENY', documentsOnly: true },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(self), usb=(), interest-cohort=()',
      documentsOnly: true,
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups', documentsOnly: true },
  ];
}

/**
 * Whether a response of this Content-Type is only ever a part of a page. SVG is not: opened on
 * its own it is a document that can run script, so it keeps every header; so does anything
 * without a type.
 */
export function isSubresource(contentType: string | undefined): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    type === 'text/css' ||
    type === 'text/javascript' ||
    type === 'application/javascript' ||
    type.startsWith('font/') ||
    (type.startsWith('image/') && type !== 'image/svg+xml')
  );
}
