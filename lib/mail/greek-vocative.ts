/**
 * A name in the Greek vocative, the case a greeting addresses someone in ("Γεια σας Ανδρέα",
 * not "Ανδρέας"), or null when it cannot be told for sure. Only masculine endings change:
 * -ας → -α, -ης → -η, and -ος → -ο when the stress is on the syllable before the ending
 * (Γιώργος → Γιώργο, Κυριάκος → Κυριάκο) or -ε when it is one earlier (Αλέξανδρος →
 * Αλέξανδρε, Παπαδόπουλος → Παπαδόπουλε). -ος without an accent mark (capitals) and -ιος
 * (Στέλιο but Δημήτριε) cannot be told from the spelling: null. Feminine names (-α, -η, -ω,
 * -ου), genitive surnames (-ου, -ους) and names not in Greek script stay as they are.
 */
const greekLetter = /\p{Script=Greek}/u;
const tonos = '\u0301';
const dialytika = '\u0308';
/** A vowel, or two that are read as one (a diphthong) unless the second has a dialytika. */
const vowelGroups = /(?:αι|ει|οι|ου|υι|αυ|ευ|ηυ)(?!\u0308)|[αεηιουω]/g;

export function greekVocative(name: string): string | null {
  const words = name.split(' ').map(wordVocative);
  return words.every((word) => word !== null) ? words.join(' ') : null;
}

function wordVocative(word: string): string | null {
  if (!greekLetter.test(word)) return word;
  const lower = word.toLocaleLowerCase('el');
  if (!lower.endsWith('ς')) return word;
  const bare = lower.normalize('NFD').replace(new RegExp(tonos, 'g'), '').normalize('NFC');
  if (bare.endsWith('ας') || bare.endsWith('ης')) return word.slice(0, -1);
  // -ευς (Αχιλλεύς → Αχιλλέα) is rare enough to leave out; a genitive surname (Χαραλάμπους)
  // and other endings stay as they are.
  if (bare.endsWith('ευς')) return null;
  if (!bare.endsWith('ος')) return word;
  if (lower.endsWith('ός')) return null;
  const stem = lower.slice(0, -2);
  const after = vowelsAfterStress(stem);
  if (after === null || after > 1) return null;
  // -ιος is read either way: Στέλιος → Στέλιο (two syllables), Δημήτριος → Δημήτριε (four).
  if (after === 1 && /[^αεου]ι$/.test(stem)) return null;
  const ending = after === 0 ? 'ο' : 'ε';
  const capitals = word.slice(-2) === word.slice(-2).toLocaleUpperCase('el');
  return word.slice(0, -2) + (capitals ? ending.toLocaleUpperCase('el') : ending);
}

/** Vowel groups after the accented one in `stem`; null without an accent. */
function vowelsAfterStress(stem: string): number | null {
  const decomposed = stem.normalize('NFD');
  const accent = decomposed.lastIndexOf(tonos);
  if (accent < 0) return null;
  const rest = decomposed.slice(accent + 1).replace(new RegExp(`[^\\p{L}${dialytika}]`, 'gu'), '');
  return rest.match(vowelGroups)?.length ?? 0;
}
