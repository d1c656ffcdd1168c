import { expect, it } from 'vitest';
import { logEvent } from '@/lib/log';

// Run only by tests/unit/quiet-suite.test.ts (QUIET_PROBE=1): one test passes, one fails, both log.
const probe = process.env.QUIET_PROBE === '1';

it.runIf(probe)('passes, having logged', () => {
  logEvent('info', 'probe.passing_test_line');
  expect(1).toBe(1);
});

it.runIf(probe)('fails, having logged', () => {
  logEvent('warn', 'probe.failing_test_line');
  expect(1).toBe(2);
});
