import type { APIRequestContext } from '@playwright/test';

/** The paths the sitemap lists (origin removed), so tests cover every page as it is added. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1] ?? '/');
    return `${url.pathname}${url.search}`;
  });
}
