import 'server-only';
import { readFileSync } from 'node:fs';
import { createHash, X509Certificate } from 'node:crypto';
import type { RunTimeEnv } from '@/lib/env';
import type { AddressPolicy } from './fetch/address-policy';
import type { Resolver } from './fetch/resolve';

/** Who the analysis may reach, and how names are resolved: one answer for the fetch and the browser. */
export type AnalysisNetwork = AddressPolicy & {
  resolver?: Resolver;
  /** Tests only: certificates the browser accepts (SPKI SHA-256, base64). */
  trustedSpki?: readonly string[];
};

/** `name=address[|address],…` → a resolver that knows those names and no other. */
export function testHostsResolver(table: string): Resolver {
  const hosts = new Map<string, string[]>();
  for (const entry of table.split(',')) {
    const [name, addresses] = entry.split('=');
    if (name && addresses) hosts.set(name.trim().toLowerCase(), addresses.split('|'));
  }
  return async (hostname) => {
    const found = hosts.get(hostname.toLowerCase().replace(/\.$/, ''));
    if (!found)
      throw Object.assign(new Error(`${hostname}: not a test host`), { code: 'ENOTFOUND' });
    return found;
  };
}

/** A certificate's public key as Chromium's --ignore-certificate-errors-spki-list names it. */
export function spkiHash(pem: string): string {
  const key = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(key).digest('base64');
}

export function analysisNetwork(env: RunTimeEnv): AnalysisNetwork {
  return {
    allowLoopback: env.ANALYSIS_ALLOW_LOOPBACK,
    publicForTests: env.ANALYSIS_TEST_PUBLIC_ADDRESSES,
    resolver: env.ANALYSIS_TEST_HOSTS ? testHostsResolver(env.ANALYSIS_TEST_HOSTS) : undefined,
    trustedSpki: env.ANALYSIS_TEST_TRUST_CERT
      ? [spkiHash(readFileSync(env.ANALYSIS_TEST_TRUST_CERT, 'utf8'))]
      : undefined,
  };
}
