// Runs the analysis engine in a process of its own, so the test decides its environment:
// NODE_EXTRA_CA_CERTS (read only when a process starts) makes it trust the test CA, as the
// server under test would. Argument: a JSON list of jobs; prints a JSON list of outcomes.
import { analyzeWebsite } from '@/lib/analysis/engine';
import { AnalysisRefusal } from '@/lib/analysis/fetch/refusal';
import { parseTargetUrl } from '@/lib/analysis/fetch/target-url';

type Job = {
  url: string;
  allowLoopback?: boolean;
  pageSpeed?: { baseUrl: string; timeoutMs: number } | null;
};

const jobs = JSON.parse(process.argv[2] ?? '[]') as Job[];

// A first request pays for loading Node's TLS, zlib and HTTP code; on a busy test machine that
// can cross a timing threshold. The test is about scoring, so warm up once, uncounted.
const [first] = jobs;
if (first) {
  const warm = parseTargetUrl(first.url, { allowLoopback: true });
  if (warm.ok)
    await analyzeWebsite(warm.url, { allowLoopback: true, pageSpeed: null }).catch(() => {});
}
const outcomes = [];
for (const job of jobs) {
  const policy = { allowLoopback: job.allowLoopback ?? true };
  const target = parseTargetUrl(job.url, policy);
  if (!target.ok) {
    outcomes.push({ refused: target.reason });
    continue;
  }
  try {
    const result = await analyzeWebsite(target.url, {
      ...policy,
      pageSpeed: job.pageSpeed ? { apiKey: 'test-key', ...job.pageSpeed } : null,
    });
    outcomes.push({ result });
  } catch (error) {
    if (!(error instanceof AnalysisRefusal)) throw error;
    outcomes.push({ refused: error.reason, detail: error.message });
  }
}
process.stdout.write(JSON.stringify(outcomes));
