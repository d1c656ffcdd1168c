/** The first line that asks V8 to compile every function of a file with the file. */
export const compileHint: string;
/** The chunks (/_next/static/… URLs) that the prerendered pages of the build in `root` load first. */
export function firstLoadChunks(root: string): string[];
/** Gives the first-load chunks of the build in `root` the hint (once); returns how many files. */
export function compileHintsInBuild(root: string): number;
