/** `html` with its chunk scripts and script preloads loaded after the first paint. */
export function paintFirst(html: string): string;
/** Rewrites the prerendered pages of the build in `root`; returns how many. */
export function paintFirstInBuild(root: string): number;
/** The chunk scripts a rewritten page's loader adds (none for a page Next loads itself). */
export function loaderChunks(html: string): string[];
