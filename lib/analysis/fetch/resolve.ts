import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isAllowedAddress, type AddressPolicy } from './address-policy';
import { AnalysisRefusal } from './refusal';

/** Turns a host name into its addresses (the system resolver by default; tests pass a fake). */
export type Resolver = (hostname: string) => Promise<string[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * The one address a request may connect to. The host is resolved once; if ANY of its addresses
 * is not public the URL is refused (a name that mixes public and private records is hostile).
 * The caller connects to exactly this address, so a second lookup (DNS rebinding) never happens.
 */
export async function resolvePublicAddress(
  hostname: string,
  policy: AddressPolicy,
  resolver: Resolver,
): Promise<{ address: string; family: 4 | 6 }> {
  const host = hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host) !== 0) {
    addresses = [host];
  } else {
    try {
      addresses = await resolver(host);
    } catch (error) {
      throw new AnalysisRefusal('dns_failed', (error as Error).message);
    }
  }
  if (addresses.length === 0) throw new AnalysisRefusal('dns_failed', host);
  const refused = addresses.find((address) => !isAllowedAddress(address, policy));
  if (refused) throw new AnalysisRefusal('private_address', `${host} → ${refused}`);
  const address = addresses[0]!;
  return { address, family: isIP(address) === 6 ? 6 : 4 };
}
