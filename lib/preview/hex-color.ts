/**
 * Brand colours typed by a visitor in the interactive preview. Only a real hex colour is ever
 * applied; the text drawn on it is whichever of white or black reads better (WCAG contrast).
 */
const hexPattern = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** "#1d4ed8", "1D4ED8" or "#fff" → "#1d4ed8" / "#ffffff"; anything else → null. */
export function parseHexColor(input: string): string | null {
  const match = hexPattern.exec(input.trim());
  if (!match?.[1]) return null;
  const digits = match[1].toLowerCase();
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return `#${full}`;
}

/** Keeps only what can be part of a hex colour, so the box never holds stray characters. */
export function sanitizeHexInput(input: string) {
  const digits = input.replace(/[^0-9a-f]/gi, '').slice(0, 6);
  return `#${digits}`;
}

function channel(value: number) {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a colour accepted by parseHexColor. */
export function relativeLuminance(hex: string) {
  const color = parseHexColor(hex);
  if (!color) throw new Error(`Not a hex colour: ${hex}`);
  const value = (at: number) => channel(parseInt(color.slice(at, at + 2), 16));
  return 0.2126 * value(1) + 0.7152 * value(3) + 0.0722 * value(5);
}

export function contrastRatio(a: string, b: string) {
  const [x, y] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

export const inkOnDark = '#ffffff';
// Pure black: with navy, mid-tone colours could not reach 4.5:1 with either ink.
export const inkOnLight = '#000000';

/** White or black, whichever contrasts more with `background`. */
export function readableInk(background: string) {
  return contrastRatio(background, inkOnDark) >= contrastRatio(background, inkOnLight)
    ? inkOnDark
    : inkOnLight;
}
