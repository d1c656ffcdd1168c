import type { BlockingFile } from './browser-result';

/**
 * Which advice fits the files a phone measurement found holding back the first paint: only
 * stylesheets, only scripts, or (mixed, fonts or other files, or none named, as in results
 * recorded before the files were) the advice for both. The report page and its JSON word the
 * render-blocking fix with it (`GraderBrowser.opportunities.renderBlocking.text<variant>`).
 */
export function blockingVariant(
  files: readonly BlockingFile[] | undefined,
): 'Stylesheets' | 'Scripts' | null {
  if (!files?.length) return null;
  if (files.every((file) => file.type === 'stylesheet')) return 'Stylesheets';
  return files.every((file) => file.type === 'script') ? 'Scripts' : null;
}
