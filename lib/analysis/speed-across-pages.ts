import type { MeasuredPage } from './measurements/measurement-repository';

/**
 * How much each page's phone score weighs in the report's Speed score: the home page half, the
 * stock list and a car's page a quarter each (buyers land on all three; the home page is still
 * the one every other path passes through). A page that was not found, or that the phone could
 * not measure, leaves its share to the pages that were measured.
 */
export const pageSpeedWeights: Readonly<Record<MeasuredPage, number>> = {
  home: 50,
  stock: 25,
  car: 25,
};

/** One measured page's part in the Speed score: its phone score and its share, in percent. */
export type PageSpeedShare = { role: MeasuredPage; score: number; percent: number };

export type SpeedAcrossPages = { score: number; pages: PageSpeedShare[] };

const order: readonly MeasuredPage[] = ['home', 'stock', 'car'];

/**
 * The Speed score of the pages measured so far: their phone scores weighed by
 * `pageSpeedWeights`, shares scaled to the pages present (null when no page was measured). The
 * percentages shown add up to 100 when rounded, so a reader can check the sum.
 */
export function speedAcrossPages(
  scores: Partial<Record<MeasuredPage, number>>,
): SpeedAcrossPages | null {
  const measured = order.filter((role) => typeof scores[role] === 'number');
  if (measured.length === 0) return null;
  const total = measured.reduce((sum, role) => sum + pageSpeedWeights[role], 0);
  const score = Math.round(
    measured.reduce((sum, role) => sum + scores[role]! * pageSpeedWeights[role], 0) / total,
  );
  const percents = measured.map((role) => Math.round((pageSpeedWeights[role] / total) * 100));
  // Rounding thirds gives 33 + 33 + 33: the first page, which weighs most, takes the remainder.
  const remainder = 100 - percents.reduce((sum, percent) => sum + percent, 0);
  return {
    score,
    pages: measured.map((role, index) => ({
      role,
      score: scores[role]!,
      percent: (percents[index] ?? 0) + (index === 0 ? remainder : 0),
    })),
  };
}
