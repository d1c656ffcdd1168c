import type { BrowserSiteName } from '../../fixtures/browser-sites/server';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The fixture dealer sites the e2e suite grades (tests/fixtures/sites), on loopback ports next
 * to the app's: E2E_PORT + 60 (plain HTTP) and + 61 (TLS with a test CA the app trusts).
 */
const appPort = Number(process.env.E2E_PORT ?? 3100);

export const fixturePorts = {
  http: appPort + 60,
  https: appPort + 61,
  /** The browser measurement's sites (tests/fixtures/browser-sites) on 127.0.0.5… */
  browser: appPort + 62,
  /** …and the internal listener their SSRF page aims at. */
  internal: appPort + 63,
};
export const fixtureTlsDir = join(tmpdir(), `autosites-e2e-${appPort}-tls`);
export const poorSiteUrl = `http://127.0.0.1:${fixturePorts.http}/poor`;
export const slowSiteUrl = `http://127.0.0.1:${fixturePorts.http}/slow-dealer`;
export const goodSiteUrl = `https://127.0.0.1:${fixturePorts.https}/`;

/** A browser fixture site: light, heavy, endless (never finishes loading) or ssrf. */
export const browserSiteUrl = (name: BrowserSiteName, query = '') =>
  `http://${name}.dealer.test:${fixturePorts.browser}/${query}`;
