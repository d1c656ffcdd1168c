/** What a page costs before it runs, in KB gzip (bench/page-bytes.mjs). */
export function pageBytes(
  url: string | URL,
): Promise<{ scripts: number; js: number; inline: number; html: number }>;
