import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import el from '@/messages/el.json';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { dynamicRoutes, notFoundPath, prefilledContactPath, routeKeys, routes } from '@/lib/routes';

/**
 * The route registry (lib/routes.ts) against the pages that exist: adding a page and forgetting
 * a step of the README's recipe fails here, saying which step.
 */
const localeDir = join(process.cwd(), 'app', '[locale]');

/** `/about`, `/portfolio/[slug]`… for every page.tsx under app/[locale]. */
function pagesOnDisk(dir = localeDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pagesOnDisk(path);
    if (entry.name !== 'page.tsx') return [];
    const folder = relative(localeDir, dir).split(sep).filter(Boolean);
    return [`/${folder.filter((part) => !/^\(.*\)$/.test(part)).join('/')}`];
  });
}

const registered = new Map<string, string>([
  ...routeKeys.map((key) => [routes[key].path, `routes.${key}`] as [string, string]),
  ...Object.entries(dynamicRoutes).map(
    ([key, route]) => [route.page, `dynamicRoutes.${key}`] as [string, string],
  ),
  [notFoundPath, 'notFoundPath'],
  [prefilledContactPath, 'prefilledContactPath'],
]);

describe('the route registry', () => {
  const onDisk = pagesOnDisk();

  it('has an entry for every page under app/[locale]', () => {
    const missing = onDisk
      .filter((page) => !registered.has(page))
      .map(
        (page) =>
          `app/[locale]${page === '/' ? '' : page}/page.tsx has no entry in lib/routes.ts: add it to ` +
          '`routes` (or `dynamicRoutes` for a page with a [parameter]), or the proxy answers 404.',
      );
    expect(missing).toEqual([]);
  });

  it('has a page for every entry', () => {
    const orphans = [...registered]
      .filter(([page]) => !onDisk.includes(page))
      .map(
        ([page, entry]) =>
          `${entry} (${page}) has no app/[locale]${page}/page.tsx: remove the entry or add the page.`,
      );
    expect(orphans).toEqual([]);
  });

  it.each([
    ['en', en],
    ['tr', tr],
    ['el', el],
  ] as const)('names every route and gives it metadata in messages/%s.json', (locale, messages) => {
    const meta = messages.Meta.pages as Record<string, { title?: string; description?: string }>;
    const names = messages.Routes as Record<string, string>;
    const gaps = routeKeys.flatMap((key) => [
      ...(names[key] ? [] : [`Routes.${key} is missing in messages/${locale}.json`]),
      ...(meta[key]?.title && meta[key]?.description
        ? []
        : [`Meta.pages.${key} needs a title and a description in messages/${locale}.json`]),
    ]);
    expect(gaps).toEqual([]);
  });
});
