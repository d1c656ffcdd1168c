import type { CheckId, CheckResult } from './checks/all-checks';
import type { CheckStatus } from './checks/check-types';
import { isContentCheck, type RenderedReading } from './checks/rendered-page';
import { pointsLost } from './scoring';

/** A check as the report shows it: judged on the HTML download, or on the rendered page. */
export type SeenCheck = CheckResult & { seen: 'html' | 'rendered' };

/**
 * What exists only once the page's scripts have run: the checks that fail or half-pass in the
 * HTML download and pass (or do better) in the rendered page, and whether the HTML is as good
 * as empty. Search engines that do not run scripts, and link previews, see the HTML only.
 */
export type ScriptOnlyContent = {
  checks: CheckId[];
  /** The HTML's words and the rendered page's. */
  htmlWords: number;
  renderedWords: number;
  /** Under a fifth of the rendered page's text is in the HTML. */
  empty: boolean;
  /** The points those checks lose in the HTML download that they earn once rendered. */
  points: number;
};

const rank: Record<CheckStatus, number> = { fail: 0, partial: 1, pass: 2 };

/**
 * The report's checks once the phone has rendered the page: a content check that does better in
 * the rendered page takes the rendered outcome (what the visitor sees is not "missing"), marked
 * as seen there; everything else is the HTML download's. Before the phone run, or without a
 * rendered reading, every check is the HTML's.
 */
export function checksAsSeen(
  checks: CheckResult[],
  rendered: RenderedReading | undefined,
  htmlWords: number | undefined,
): { checks: SeenCheck[]; scriptOnly: ScriptOnlyContent | null } {
  if (!rendered)
    return { checks: checks.map((check) => ({ ...check, seen: 'html' })), scriptOnly: null };
  const renderedById = new Map(rendered.checks.map((check) => [check.id, check]));
  let points = 0;
  const improved: CheckId[] = [];
  const seen = checks.map((check): SeenCheck => {
    const after = isContentCheck(check.id) ? renderedById.get(check.id) : undefined;
    if (!after || rank[after.status] <= rank[check.status]) return { ...check, seen: 'html' };
    const better = { ...check, status: after.status, evidence: after.evidence };
    points += pointsLost(check) - pointsLost(better);
    improved.push(check.id);
    return { ...better, seen: 'rendered' };
  });
  const empty = htmlWords !== undefined && rendered.words >= 30 && htmlWords * 5 < rendered.words;
  return {
    checks: seen,
    scriptOnly:
      improved.length > 0 || empty
        ? {
            checks: improved,
            htmlWords: htmlWords ?? 0,
            renderedWords: rendered.words,
            empty,
            points,
          }
        : null,
  };
}
