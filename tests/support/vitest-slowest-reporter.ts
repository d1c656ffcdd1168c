import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { reportSlowest, type TimedTest } from './slowest-tests';

/** Vitest's half of "where the time goes" (./slowest-tests.ts). */
export default class SlowestTestsReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const tests: TimedTest[] = [];
    for (const testModule of modules) {
      for (const test of testModule.children.allTests()) {
        const { duration } = test.diagnostic() ?? {};
        if (duration === undefined) continue;
        tests.push({
          title: test.fullName,
          file: relative(process.cwd(), testModule.moduleId),
          ms: duration,
        });
      }
    }
    if (tests.length > 0) console.log(`\n${reportSlowest('Vitest', tests)}\n`);
  }
}
