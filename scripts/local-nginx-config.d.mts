export function localNginxConfig(options: {
  root: string;
  work: string;
  appPort: number;
  cachePort: number;
  filePort?: number;
}): string;
