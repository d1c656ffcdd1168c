import type { PageFacts } from '../html/page-facts';

/** Schema.org types worth having on a dealership site: the business and its cars. */
export const dealerTypes = new Set([
  'AutoDealer',
  'AutomotiveBusiness',
  'AutoRepair',
  'AutoRental',
  'Car',
  'Vehicle',
  'Motorcycle',
]);

/** Every object in JSON-LD blocks, through @graph, arrays and nesting (depth 8, 200 a level). */
export function jsonLdObjects(blocks: (unknown | null)[]): Record<string, unknown>[] {
  const objects: Record<string, unknown>[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > 8 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value.slice(0, 200)) visit(item, depth + 1);
      return;
    }
    objects.push(value as Record<string, unknown>);
    for (const child of Object.values(value).slice(0, 200)) visit(child, depth + 1);
  };
  for (const block of blocks) visit(block, 0);
  return objects;
}

/** Every @type named anywhere in the JSON-LD blocks (through @graph and nested objects). */
export function jsonLdTypes(blocks: unknown[]): string[] {
  const types = new Set<string>();
  for (const object of jsonLdObjects(blocks)) {
    const type = object['@type'];
    for (const name of Array.isArray(type) ? type : [type]) {
      if (typeof name === 'string') types.add(name.replace(/^https?:\/\/schema\.org\//, ''));
    }
  }
  return [...types];
}

/** A page's JSON-LD blocks parsed (the HTML download's, or the rendered page's). */
export function pageJsonLd(page: PageFacts): (unknown | null)[] {
  return parseJsonLd(
    page.scripts
      .filter((script) => script.attrs.type?.toLowerCase().trim() === 'application/ld+json')
      .map((script) => script.content),
  );
}

/** JSON-LD script contents parsed; null for a block that is not valid JSON. */
function parseJsonLd(contents: string[]): (unknown | null)[] {
  return contents.map((content) => {
    try {
      return JSON.parse(content) as unknown;
    } catch {
      return null;
    }
  });
}
