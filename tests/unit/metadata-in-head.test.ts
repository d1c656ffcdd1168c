import { shouldServeStreamingMetadata } from 'next/dist/server/lib/streaming-metadata';
import { describe, expect, it } from 'vitest';
import nextConfig from '../../next.config';

/**
 * Next.js streams a dynamic page's metadata into the <body> for every visitor but the bots it
 * names, so a grader report whose metadata waited on a slow database came out as invalid HTML
 * (<meta> and <link> in the body; seen in CI). The site's config asks for it in the <head> for
 * everyone; this asks Next's own switch what it will do for the browsers a visitor uses.
 */
describe('metadata is rendered in the head', () => {
  const pattern = nextConfig.htmlLimitedBots?.source;
  it.each([
    [
      'Chrome on Android',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    ],
    [
      'Safari on iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    ],
    [
      'Firefox on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    ],
    ['a command-line client', 'curl/8.5.0'],
  ])('for %s', (_, userAgent) => {
    expect(shouldServeStreamingMetadata(userAgent, pattern)).toBe(false);
  });
});
