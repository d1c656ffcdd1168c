/** The demo dealer sites' URL slugs: a light module the proxy can import without the demo data. */
export const demoSlugList = [
  'premium-motors-cyprus',
  'mediterranean-motors',
  'cyprus-auto-group',
  'european-motors',
  'limassol-used-cars',
  'cyprus-electric-vehicles',
] as const;

export type DemoSlug = (typeof demoSlugList)[number];
