import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { otherLoad, ownGroup, readCpu } from '@/lib/analysis/browser/machine-load.mjs';

/**
 * What other work took of the machine while a page loaded, from Linux's counters: the machine's
 * busy ticks less those of the measurement's own process group. A fake /proc holds the counters.
 */
let proc: string;
afterEach(() => rmSync(proc, { recursive: true, force: true }));

/** A /proc/<pid>/stat line as Linux writes it: pid, (command), state, ppid, pgrp, … */
function processStat(pid: number, command: string, group: number, ticks: number[]) {
  const [utime, stime, cutime, cstime] = ticks;
  const before = ['S', 1, group, group, 0, -1, 4194304, 0, 0, 0, 0];
  return `${pid} (${command}) ${[...before, utime, stime, cutime, cstime, 20, 0, 1, 0].join(' ')}\n`;
}

function fakeProc(machine: string, processes: [number, string, number, number[]][]) {
  proc ??= mkdtempSync(join(tmpdir(), 'autosites-proc-'));
  rmSync(proc, { recursive: true, force: true });
  mkdirSync(proc);
  writeFileSync(join(proc, 'stat'), `${machine}\ncpu0 0 0 0 0\nintr 1 2 3\n`);
  for (const [pid, command, group, ticks] of processes) {
    mkdirSync(join(proc, String(pid)));
    writeFileSync(join(proc, String(pid), 'stat'), processStat(pid, command, group, ticks));
  }
  mkdirSync(join(proc, 'self'));
  writeFileSync(join(proc, 'self', 'stat'), processStat(700, 'node', 700, [1, 1, 0, 0]));
  return proc;
}

describe("our machine's load while a page is measured", () => {
  it('counts the busy ticks (steal included) less those of our own process group', () => {
    // user nice system idle iowait irq softirq steal guest guest_nice
    const dir = fakeProc('cpu  100 10 50 800 20 5 5 10 30 0', [
      [700, 'node', 700, [40, 10, 0, 0]],
      // A command with a space and a parenthesis, and a renderer that exited and was waited for.
      [701, 'chromium (zygote) x', 700, [20, 5, 7, 3]],
      [900, 'stress-ng', 900, [60, 0, 0, 0]],
    ]);
    expect(readCpu(700, dir)).toEqual({ busy: 180, total: 1000, ours: 85 });
    expect(ownGroup(dir)).toBe(700);
  });

  it('gives the share of the machine that other work took between two readings', () => {
    const before = { busy: 1000, total: 4000, ours: 300 };
    // 1,000 ticks passed on all cores: 700 busy, 300 of them ours, so others took 40%.
    expect(otherLoad(before, { busy: 1700, total: 5000, ours: 600 })).toBeCloseTo(0.4);
    // A quiet machine: all the busy time was ours.
    expect(otherLoad(before, { busy: 1200, total: 5000, ours: 500 })).toBe(0);
    // No time passed, or a reading is missing: unknown, never a guess.
    expect(otherLoad(before, before)).toBeNull();
    expect(otherLoad(null, before)).toBeNull();
  });

  it('reads nothing where there is no /proc', () => {
    const missing = join(tmpdir(), 'autosites-no-proc-here');
    expect(readCpu(700, missing)).toBeNull();
    expect(ownGroup(missing)).toBeNull();
  });
});
