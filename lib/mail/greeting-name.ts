/**
 * The name to greet a visitor with, or null for a greeting without one. Anyone can type a
 * stranger's address into a form, so the name is the only typed text an e-mail to a visitor
 * repeats; a "name" that carries a link, an address or a phone number (the text a spammer would
 * send through us) or is longer than a name is left out.
 */
const maxNameLength = 50;
const looksLikeContactDetails = /@|:\/\/|www\.|[a-z0-9-]\.[a-z]{2,}|\d{3}/i;

export function greetingName(name: string): string | null {
  const trimmed = name.replace(/\s+/g, ' ').trim();
  if (trimmed === '' || trimmed.length > maxNameLength) return null;
  return looksLikeContactDetails.test(trimmed) ? null : trimmed;
}
