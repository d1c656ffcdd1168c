// Stands in for lib/analysis/browser/lighthouse-runner.mjs in measurement-outcomes.test.ts: reads
// the same job, and ends as the job's URL asks (its ?ends= parameter), without any browser:
// - after-load: the page loaded (the runner's marker file), then the runner died;
// - before-load: the runner died before any page loaded;
// - tab-crashed: Lighthouse reported that the page crashed its tab.
import { writeFileSync } from 'node:fs';

const job = JSON.parse(process.argv[2] ?? '{}');
const ends = new URL(job.url).searchParams.get('ends');
if (ends === 'after-load') {
  writeFileSync(`${job.outFile}.loaded`, '');
  process.exit(1);
}
if (ends === 'tab-crashed') {
  const lhr = {
    runtimeError: { code: 'TARGET_CRASHED', message: 'Browser tab has unexpectedly crashed.' },
  };
  writeFileSync(job.outFile, JSON.stringify({ runs: [lhr] }));
  process.exit(0);
}
process.exit(1);
