/**
 * Text folded for matching words in three languages: lower case, accents dropped, Turkish İ/ı
 * as i and final ς as σ, so "FİYAT" and "fiyat", "Škoda" and "Skoda", "ΤΙΜΗ" and "τιμή",
 * "İkinci El Araçlar" and "ikinci el araclar" compare equal.
 */
export function fold(text: string): string {
  return text
    .replace(/[İI]/g, 'i')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .replace(/ς/g, 'σ');
}
