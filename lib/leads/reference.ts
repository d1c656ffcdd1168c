/**
 * A lead's reference, AS-XXXX-XXXX: what the visitor's confirmation quotes and the admin inbox
 * finds. Random (40 bits: a number would tell outsiders how many leads we get), in Crockford's
 * base 32, which has no I, L, O or U to misread on the phone.
 */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const referencePattern = /^(?:AS)?([0-9A-Z]{4})([0-9A-Z]{4})$/;

export function newLeadReference(): string {
  // 32 letters: the low five bits of a random byte pick one without bias.
  const chars = Array.from(
    crypto.getRandomValues(new Uint8Array(8)),
    (byte) => alphabet[byte & 31],
  );
  return `AS-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** A reference however it was typed ("as-7kq2 m9xd", "7KQ2M9XD"), or null if it is not one. */
export function parseLeadReference(typed: string): string | null {
  const match = referencePattern.exec(typed.toUpperCase().replace(/[\s-]/g, ''));
  return match ? `AS-${match[1]}-${match[2]}` : null;
}
