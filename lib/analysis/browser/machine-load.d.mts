/** One reading of the machine's CPU counters and of one process group's (clock ticks). */
export type CpuReading = { busy: number; total: number; ours: number };

/** The machine's busy and total ticks and those of process group `group`; null without /proc. */
export function readCpu(group: number, proc?: string): CpuReading | null;

/** The share (0–1) of the machine that work outside the group took between two readings. */
export function otherLoad(before: CpuReading | null, after: CpuReading | null): number | null;

/** The process group this process is in; null without /proc. */
export function ownGroup(proc?: string): number | null;
