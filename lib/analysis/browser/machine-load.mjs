// How much of our machine other work took while a page was measured: Linux's CPU counters
// (/proc/stat) for the whole machine, less the CPU time of the measurement's own process group
// (the runner and its Chromium, /proc/<pid>/stat), over the time between two readings. Time the
// hypervisor gave to other machines (steal) counts as other work: it, too, makes the page's
// tasks wait. lighthouse-runner.mjs reads it around each load and loads the page again when it
// is high. Plain JavaScript, as the runner imports it without a build step.
import { readdirSync, readFileSync } from 'node:fs';

/**
 * One reading: the machine's busy and total CPU ticks, and the ticks of process group `group`.
 * Null where there is no /proc (not Linux).
 * @param {number} group
 * @param {string} [proc]
 * @returns {{ busy: number, total: number, ours: number } | null}
 */
export function readCpu(group, proc = '/proc') {
  let machine;
  try {
    machine = readFileSync(`${proc}/stat`, 'utf8');
  } catch {
    return null;
  }
  const line = /^cpu\s+(.*)$/m.exec(machine)?.[1];
  if (!line) return null;
  // user nice system idle iowait irq softirq steal (guest time is already in user and nice)
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line
    .trim()
    .split(/\s+/)
    .map((field) => Number(field) || 0);
  const busy = user + nice + system + irq + softirq + steal;
  let ours = 0;
  for (const entry of readdirSync(proc)) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`${proc}/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone since the directory was read
    }
    // The command may hold spaces and parentheses: the fields start after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 5 (pgrp) and 14–17 (utime, stime, and the same of children it has waited for, so
    // that a renderer that exits between readings keeps counting as ours) of proc(5), counted
    // from the state (field 3).
    if (Number(fields[2]) !== group) continue;
    for (const index of [11, 12, 13, 14]) ours += Number(fields[index]) || 0;
  }
  return { busy, total: busy + idle + iowait, ours };
}

/**
 * The share (0–1) of the machine's CPU, all cores together, that work outside the group took
 * between two readings; null when either is missing or no time passed.
 * @param {ReturnType<typeof readCpu>} before
 * @param {ReturnType<typeof readCpu>} after
 */
export function otherLoad(before, after) {
  if (!before || !after) return null;
  const total = after.total - before.total;
  if (!(total > 0)) return null;
  const other = after.busy - before.busy - (after.ours - before.ours);
  return Math.min(Math.max(other / total, 0), 1);
}

/**
 * The process group this process is in (the runner leads its own), or null without /proc.
 * @param {string} [proc]
 */
export function ownGroup(proc = '/proc') {
  try {
    const stat = readFileSync(`${proc}/self/stat`, 'utf8');
    const group = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
    return Number.isInteger(group) && group > 0 ? group : null;
  } catch {
    return null;
  }
}
