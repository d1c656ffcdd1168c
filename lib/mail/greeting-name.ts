import { greekVocative } from './greek-vocative';

/**
 * The name to greet a visitor with, or null for a greeting without one. Anyone can type a
 * stranger's address into a form, so the name is the only typed text an e-mail to a visitor
 * repeats, and nothing in it may read as a link, an address or a phone number. It is judged
 * after normalising what a mail client or a reader would (NFKC folds full-width letters, digits
 * and dots; format characters such as zero-width spaces are dropped), and only letters with
 * their marks, spaces, hyphens and apostrophes pass: no dot of any kind, no digit, no symbol,
 * and no address spelled out in words. When in doubt, no name.
 */
const maxNameLength = 50;
const maxWords = 4;
/** Format characters (zero-width spaces and joiners, soft hyphens, bidi marks) show nothing. */
const formatCharacters = /\p{Cf}/gu;
/** Words of letters (not modifier letters, some of which look like dots) and their marks. */
const plainName = /^[\p{Lu}\p{Ll}\p{Lt}\p{Lo}\p{M}]+(?:[ '’‐-][\p{Lu}\p{Ll}\p{Lt}\p{Lo}\p{M}]+)*$/u;

/**
 * Words that spell an address out ("evil dot com", "kötü nokta com", "κακό τελεία com"): the
 * dot in the three languages and their neighbours', schemes (also "defanged") and the
 * commonest top-level domains. Compared without case or accents, word by word (a hyphen or an
 * apostrophe also parts words), so "Dotty" or "Comnena" still pass.
 */
const spelledOutAddress = new Set([
  ...['dot', 'nokta', 'τελεια', 'τελια', 'punto', 'point', 'punkt'],
  ...['www', 'http', 'https', 'hxxp', 'hxxps', 'ftp'],
  ...['com', 'net', 'org', 'info', 'biz'],
]);
const bareWords = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[ '’‐-]/);

export function greetingName(name: string, locale?: string): string | null {
  const shown = name.normalize('NFKC').replace(formatCharacters, '').replace(/\s+/g, ' ').trim();
  if (shown === '' || shown.length > maxNameLength) return null;
  if (!plainName.test(shown) || shown.split(' ').length > maxWords) return null;
  if (bareWords(shown).some((word) => spelledOutAddress.has(word))) return null;
  // Greek addresses a person in the vocative ("Γεια σας Ανδρέα"), never the nominative.
  return locale === 'el' ? greekVocative(shown) : shown;
}
