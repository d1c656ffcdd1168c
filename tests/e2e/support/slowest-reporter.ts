import { relative } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { reportSlowest, type TimedTest } from '../../support/slowest-tests';

/** Playwright's half of "where the time goes" (tests/support/slowest-tests.ts). */
export default class SlowestTestsReporter implements Reporter {
  private readonly tests: TimedTest[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    this.tests.push({
      title: `[${test.parent.project()?.name}] ${test.titlePath().slice(3).join(' › ')}`,
      file: relative(process.cwd(), test.location.file),
      ms: result.duration,
    });
  }

  onEnd() {
    if (this.tests.length > 0) console.log(`\n${reportSlowest('Playwright', this.tests)}\n`);
  }

  printsToStdio() {
    return false;
  }
}
