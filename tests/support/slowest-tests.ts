import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where a suite's time goes: each runner's reporter (Vitest's and Playwright's) prints the ten
 * slowest tests of its run, and under `npm test` also keeps that text in TEST_TIMINGS_DIR
 * (<runner>.txt), which scripts/test-all.mjs prints again at the end, beside the phases' times.
 */
export type TimedTest = { title: string; file: string; ms: number };

function formatSlowest(runner: string, tests: TimedTest[], count = 10): string {
  const totalMs = tests.reduce((sum, test) => sum + test.ms, 0);
  const lines = [...tests]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map((test) => `  ${(test.ms / 1000).toFixed(1).padStart(6)} s  ${test.file} › ${test.title}`);
  return [
    `${runner}: the ${lines.length} slowest of ${tests.length} tests (all together ${Math.round(totalMs / 1000)} s)`,
    ...lines,
  ].join('\n');
}

/** Prints the slowest tests and keeps the text for the summary at the end of `npm test`. */
export function reportSlowest(runner: string, tests: TimedTest[]): string {
  const text = formatSlowest(runner, tests);
  const dir = process.env.TEST_TIMINGS_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${runner.toLowerCase()}.txt`), `${text}\n`);
  }
  return text;
}
