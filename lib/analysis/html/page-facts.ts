import { tokenize, type Attributes } from './tokenize';

/** What the checks read from a page's HTML, gathered in one pass over its tokens. */
export type PageFacts = {
  lang: string | null;
  title: string | null;
  baseHref: string | null;
  metas: Attributes[];
  links: Attributes[];
  headings: { level: number; text: string }[];
  /** Each <img>, with the <source> types of its <picture> (empty outside one). */
  images: { attrs: Attributes; pictureTypes: string[] }[];
  scripts: { attrs: Attributes; inHead: boolean; content: string }[];
  anchors: { href: string; text: string }[];
  /** Buttons and submit inputs, by their visible text. */
  buttons: string[];
  forms: { inputs: Attributes[]; hasTextarea: boolean }[];
  navs: { links: number }[];
  /** Links inside <header>, for sites whose menu is not in a <nav>. */
  headerLinks: number;
  /** Attribute URLs of sub-resources, for mixed content: active ones can run code. */
  subresources: { url: string; active: boolean }[];
  plugins: number;
  /** id and class values, lower-cased (chat widgets are often recognised by them). */
  identifiers: string[];
  /** Visible text, whitespace collapsed, capped. */
  text: string;
};

const maxText = 200_000;
const headElements = new Set([
  'html',
  'head',
  'meta',
  'link',
  'script',
  'style',
  'title',
  'base',
  'noscript',
  'template',
]);
const headingLevel: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
const collapse = (value: string) => value.replace(/\s+/g, ' ').trim();

export function pageFacts(html: string): PageFacts {
  const facts: PageFacts = {
    lang: null,
    title: null,
    baseHref: null,
    metas: [],
    links: [],
    headings: [],
    images: [],
    scripts: [],
    anchors: [],
    buttons: [],
    forms: [],
    navs: [],
    headerLinks: 0,
    subresources: [],
    plugins: 0,
    identifiers: [],
    text: '',
  };
  let inHead = true;
  let svgDepth = 0;
  let headerDepth = 0;
  let picture: string[] | null = null;
  let script: PageFacts['scripts'][number] | null = null;
  let titleOpen = false;
  const navStack: PageFacts['navs'][number][] = [];
  const formStack: PageFacts['forms'][number][] = [];
  // Elements whose text we collect until they close: links, buttons, headings.
  let anchor: { href: string; text: string; label: string } | null = null;
  let button: { text: string } | null = null;
  let heading: { level: number; text: string } | null = null;
  const textParts: string[] = [];
  let textLength = 0;

  const closeAnchor = () => {
    if (anchor)
      facts.anchors.push({ href: anchor.href, text: collapse(anchor.text) || anchor.label });
    anchor = null;
  };

  for (const token of tokenize(html)) {
    if (token.type === 'text') {
      if (script) {
        script.content += token.text;
        continue;
      }
      if (titleOpen) {
        if (facts.title === null && svgDepth === 0) facts.title = collapse(token.text);
        continue;
      }
      if (token.raw) continue;
      if (inHead && token.text.trim()) inHead = false;
      if (anchor) anchor.text += token.text;
      if (button) button.text += token.text;
      if (heading) heading.text += token.text;
      if (textLength < maxText) {
        textParts.push(token.text);
        textLength += token.text.length;
      }
      continue;
    }

    if (token.type === 'end') {
      switch (token.name) {
        case 'head':
          inHead = false;
          break;
        case 'svg':
          svgDepth = Math.max(0, svgDepth - 1);
          break;
        case 'header':
          headerDepth = Math.max(0, headerDepth - 1);
          break;
        case 'picture':
          picture = null;
          break;
        case 'script':
          script = null;
          break;
        case 'title':
          titleOpen = false;
          break;
        case 'nav':
          navStack.pop();
          break;
        case 'form':
          formStack.pop();
          break;
        case 'a':
          closeAnchor();
          break;
        case 'button':
          if (button) facts.buttons.push(collapse(button.text));
          button = null;
          break;
        default:
          if (heading && headingLevel[token.name] === heading.level) {
            facts.headings.push({ level: heading.level, text: collapse(heading.text) });
            heading = null;
          }
      }
      continue;
    }

    const { name, attrs } = token;
    if (!headElements.has(name)) inHead = false;
    if (attrs.id) facts.identifiers.push(attrs.id.toLowerCase());
    if (attrs.class) facts.identifiers.push(attrs.class.toLowerCase());
    if (svgDepth > 0 && name !== 'svg') {
      if (name === 'title') titleOpen = true;
      continue;
    }
    switch (name) {
      case 'html':
        facts.lang ??= attrs.lang?.trim() || null;
        break;
      case 'svg':
        svgDepth += 1;
        break;
      case 'base':
        facts.baseHref ??= attrs.href ?? null;
        break;
      case 'title':
        titleOpen = true;
        break;
      case 'meta':
        facts.metas.push(attrs);
        break;
      case 'link':
        facts.links.push(attrs);
        if (/\bstylesheet\b/i.test(attrs.rel ?? '') && attrs.href) {
          facts.subresources.push({ url: attrs.href, active: true });
        }
        break;
      case 'script':
        script = { attrs, inHead, content: '' };
        facts.scripts.push(script);
        if (attrs.src) facts.subresources.push({ url: attrs.src, active: true });
        break;
      case 'header':
        headerDepth += 1;
        break;
      case 'nav':
        navStack.push({ links: 0 });
        facts.navs.push(navStack[navStack.length - 1]!);
        break;
      case 'form':
        formStack.push({ inputs: [], hasTextarea: false });
        facts.forms.push(formStack[formStack.length - 1]!);
        break;
      case 'input':
      case 'select':
        formStack[formStack.length - 1]?.inputs.push({ ...attrs, tag: name });
        if (['submit', 'button'].includes(attrs.type?.toLowerCase() ?? '') && attrs.value) {
          facts.buttons.push(collapse(attrs.value));
        }
        break;
      case 'textarea': {
        const form = formStack[formStack.length - 1];
        if (form) form.hasTextarea = true;
        break;
      }
      case 'a':
        closeAnchor();
        if (attrs.href !== undefined) {
          anchor = {
            href: attrs.href.trim(),
            text: '',
            label: collapse(attrs['aria-label'] ?? attrs.title ?? ''),
          };
          const nav = navStack[navStack.length - 1];
          if (nav) nav.links += 1;
          if (headerDepth > 0) facts.headerLinks += 1;
        }
        break;
      case 'button':
        button = { text: attrs['aria-label'] ? `${attrs['aria-label']} ` : '' };
        break;
      case 'picture':
        picture = [];
        break;
      case 'source':
        if (picture && attrs.type) picture.push(attrs.type.toLowerCase());
        for (const url of [attrs.src, ...srcsetUrls(attrs.srcset)]) {
          if (url) facts.subresources.push({ url, active: false });
        }
        break;
      case 'img':
        facts.images.push({ attrs, pictureTypes: picture ?? [] });
        if (anchor && attrs.alt) anchor.label ||= collapse(attrs.alt);
        for (const url of [attrs.src, ...srcsetUrls(attrs.srcset)]) {
          if (url) facts.subresources.push({ url, active: false });
        }
        break;
      case 'iframe':
        if (attrs.src) facts.subresources.push({ url: attrs.src, active: true });
        break;
      case 'video':
      case 'audio':
        if (attrs.src) facts.subresources.push({ url: attrs.src, active: false });
        break;
      case 'object':
      case 'embed':
      case 'applet':
        facts.plugins += 1;
        break;
      default:
        if (headingLevel[name]) heading = { level: headingLevel[name], text: '' };
    }
  }
  closeAnchor();
  facts.text = collapse(textParts.join(' ')).slice(0, maxText);
  return facts;
}

export function srcsetUrls(srcset: string | undefined): string[] {
  if (!srcset) return [];
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

/** The first <meta> whose name or property is `key` (case-insensitive), or null. */
export function metaContent(facts: PageFacts, key: string): string | null {
  const wanted = key.toLowerCase();
  const meta = facts.metas.find(
    (m) => (m.name ?? m.property ?? m['http-equiv'])?.toLowerCase() === wanted,
  );
  return meta?.content?.trim() ?? null;
}

/** <link> elements whose rel includes `rel`. */
export function linksWithRel(facts: PageFacts, rel: string): PageFacts['links'] {
  return facts.links.filter((link) => (link.rel ?? '').toLowerCase().split(/\s+/).includes(rel));
}
