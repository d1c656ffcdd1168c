/**
 * A small, forgiving HTML tokenizer: enough to read tags, attributes and text from real-world
 * pages (unclosed tags, unquoted attributes, comments, scripts containing "<"). It does not
 * build a tree; lib/analysis/html/page-facts.ts walks the tokens once.
 */
export type Attributes = Record<string, string>;

export type Token =
  | { type: 'start'; name: string; attrs: Attributes }
  | { type: 'end'; name: string }
  | { type: 'text'; text: string; raw: boolean };

/** Elements whose content is text up to their end tag (scripts, styles…), never markup. */
const rawText = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
]);
/** Like raw text, but character references are decoded. */
const escapableRawText = new Set(['title', 'textarea']);

const tagName = /<([a-zA-Z][^\s/>]*)/y;
const endTag = /<\/([a-zA-Z][^\s/>]*)[^>]*>/y;
const attrName = /[^\s"'>/=]+/y;
const unquoted = /[^\s>]*/y;

export function tokenize(html: string): Token[] {
  const tokens: Token[] = [];
  const length = html.length;
  let i = 0;
  const text = (value: string) => {
    if (value) tokens.push({ type: 'text', text: decodeEntities(value), raw: false });
  };
  while (i < length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      text(html.slice(i));
      break;
    }
    text(html.slice(i, lt));
    const next = html[lt + 1];
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      i = close === -1 ? length : close + 3;
      continue;
    }
    if (next === '!' || next === '?') {
      const close = html.indexOf('>', lt);
      i = close === -1 ? length : close + 1;
      continue;
    }
    if (next === '/') {
      endTag.lastIndex = lt;
      const match = endTag.exec(html);
      if (match) {
        tokens.push({ type: 'end', name: match[1]!.toLowerCase() });
        i = endTag.lastIndex;
      } else {
        text('<');
        i = lt + 1;
      }
      continue;
    }
    tagName.lastIndex = lt;
    const open = tagName.exec(html);
    if (!open) {
      text('<');
      i = lt + 1;
      continue;
    }
    const name = open[1]!.toLowerCase();
    const { attrs, end } = readAttributes(html, tagName.lastIndex);
    tokens.push({ type: 'start', name, attrs });
    i = end;
    if (rawText.has(name) || escapableRawText.has(name)) {
      const close = new RegExp(`</${name}[\\s/>]`, 'ig');
      close.lastIndex = i;
      const found = close.exec(html);
      const contentEnd = found ? found.index : length;
      const content = html.slice(i, contentEnd);
      if (content) {
        tokens.push({
          type: 'text',
          text: escapableRawText.has(name) ? decodeEntities(content) : content,
          raw: true,
        });
      }
      tokens.push({ type: 'end', name });
      const gt = found ? html.indexOf('>', contentEnd) : -1;
      i = gt === -1 ? length : gt + 1;
    }
  }
  return tokens;
}

function readAttributes(html: string, from: number): { attrs: Attributes; end: number } {
  const attrs: Attributes = {};
  let i = from;
  const length = html.length;
  while (i < length) {
    const char = html[i]!;
    if (char === '>') return { attrs, end: i + 1 };
    if (/[\s/]/.test(char)) {
      i += 1;
      continue;
    }
    attrName.lastIndex = i;
    const nameMatch = attrName.exec(html);
    if (!nameMatch) {
      i += 1;
      continue;
    }
    const name = nameMatch[0].toLowerCase();
    i = attrName.lastIndex;
    while (i < length && /\s/.test(html[i]!)) i += 1;
    let value = '';
    if (html[i] === '=') {
      i += 1;
      while (i < length && /\s/.test(html[i]!)) i += 1;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        value = html.slice(i + 1, close === -1 ? length : close);
        i = close === -1 ? length : close + 1;
      } else {
        unquoted.lastIndex = i;
        value = unquoted.exec(html)?.[0] ?? '';
        i = unquoted.lastIndex;
      }
    }
    if (!(name in attrs)) attrs[name] = decodeEntities(value);
  }
  return { attrs, end: length };
}

const named: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  pound: '£',
  euro: '€',
  ndash: '–',
  mdash: '—',
};

export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (match, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X'
          ? Number.parseInt(entity.slice(2), 16)
          : Number.parseInt(entity.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return named[entity.toLowerCase()] ?? match;
  });
}
