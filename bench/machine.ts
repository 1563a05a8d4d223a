/**
 * Was the machine busy while the UI figures were measured? (issue 18, point 6.) Frame intervals and
 * draw times in headless Chromium swing with whatever else runs on the machine, so each UI session is
 * bracketed by two samples, and its figures are printed as "(busy machine: not comparable)" when:
 *
 * - other processes (every CPU tick the kernel counts in /proc/stat, minus the ticks of this process
 *   and all its descendants: the preview server, Chromium and its renderers, reaped children included) used more than
 *   OTHERS_LIMIT of the machine's CPU time on average over the session; or
 * - a short fixed CPU loop ran more than CALIBRATION_LIMIT slower after the session than before it.
 *
 * The 1-minute load average is printed too, but it only decides where /proc is missing: it counts the
 * bench's own work (the line-of-fire check keeps every core busy for minutes just before the first-load
 * figure), so it would call the bench itself a busy machine.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

/** Others' share of all CPU time over the session above which the figures are not comparable. */
export const OTHERS_LIMIT = 0.25;
/** Calibration loop after / before above which the figures are not comparable. */
export const CALIBRATION_LIMIT = 1.3;
/** Load average per CPU above which the figures are not comparable (only where /proc is missing). */
export const LOAD_LIMIT = 0.7;

export interface MachineSample {
  loadPerCpu: number;
  calibrationMs: number;
  /** Ticks of every CPU: all, and not idle; null without /proc. */
  cpu: { total: number; busy: number } | null;
  /** Ticks used by this process and its descendants, living or reaped; null without /proc. */
  ours: number | null;
}

export interface MachineVerdict {
  busy: boolean;
  /** Why it was busy (empty when it was not). */
  reasons: string[];
  /** One line for the bench output. */
  summary: string;
  cpus: number;
  loadPerCpu: { before: number; after: number };
  calibrationMs: { before: number; after: number };
  /** Share of all CPU time used by other processes over the session, null without /proc. */
  othersShare: number | null;
}

function cpuTicks(): { total: number; busy: number } | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    // cpu  user nice system idle iowait irq softirq steal (guest times are inside user and nice)
    const v = line.trim().split(/\s+/).slice(1, 9).map(Number);
    const total = v.reduce((a, b) => a + b, 0);
    const idle = (v[3] ?? 0) + (v[4] ?? 0);
    return Number.isFinite(total) && total > 0 ? { total, busy: total - idle } : null;
  } catch {
    return null;
  }
}

/** pid, ppid, process group and utime + stime + cutime + cstime of one /proc/<pid>/stat. */
function procStat(pid: string): { pid: number; ppid: number; pgrp: number; ticks: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: the fields start after the last ')'.
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const ticks = [11, 12, 13, 14].reduce((n, i) => n + Number(f[i]), 0);
    return { pid: Number(pid), ppid: Number(f[1]), pgrp: Number(f[2]), ticks };
  } catch {
    return null;
  }
}

/**
 * Ticks used by this process and every descendant (a reaped child's time is in its parent's cutime),
 * and by every process in the process group of a descendant other than this one's own: Chromium's
 * renderers are forked by its zygote and handed to init, so they are no longer anybody's children,
 * but they stay in the group Playwright started the browser in.
 */
function ourTicks(): number | null {
  const self = procStat(String(process.pid));
  if (!self) return null;
  const all: { pid: number; ppid: number; pgrp: number; ticks: number }[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const s = procStat(name);
    if (s) all.push(s);
  }
  const children = new Map<number, typeof all>();
  for (const s of all) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  const counted = new Set<number>();
  const groups = new Set<number>();
  const stack = [self];
  while (stack.length > 0) {
    const s = stack.pop()!;
    counted.add(s.pid);
    if (s.pgrp !== self.pgrp) groups.add(s.pgrp);
    stack.push(...(children.get(s.pid) ?? []));
  }
  let ticks = 0;
  for (const s of all) if (counted.has(s.pid) || groups.has(s.pgrp)) ticks += s.ticks;
  return ticks;
}

/** Median time of a fixed single-thread loop, a few milliseconds each. */
function calibrate(): number {
  const times: number[] = [];
  let sink = 0;
  for (let r = 0; r < 9; r++) {
    const t0 = performance.now();
    let x = 1;
    for (let i = 0; i < 2_000_000; i++) x = (x * 1103515245 + 12345) % 2147483648;
    sink += x;
    times.push(performance.now() - t0);
  }
  if (sink === -1) console.log('');
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? NaN;
}

export function sampleMachine(): MachineSample {
  const cpus = availableParallelism();
  // Ticks first, so that the calibration loop itself is inside the session it brackets.
  const cpu = cpuTicks();
  const ours = ourTicks();
  return { loadPerCpu: (loadavg()[0] ?? 0) / cpus, calibrationMs: calibrate(), cpu, ours };
}

export function judgeMachine(before: MachineSample, after: MachineSample): MachineVerdict {
  const cpus = availableParallelism();
  const reasons: string[] = [];
  let othersShare: number | null = null;
  if (before.cpu && after.cpu && before.ours !== null && after.ours !== null) {
    const total = after.cpu.total - before.cpu.total;
    const busy = after.cpu.busy - before.cpu.busy;
    const ours = after.ours - before.ours;
    othersShare = total > 0 ? Math.min(1, Math.max(0, (busy - ours) / total)) : 0;
    if (othersShare > OTHERS_LIMIT) {
      reasons.push(`other processes used ${pct(othersShare)} of the CPU (limit ${pct(OTHERS_LIMIT)})`);
    }
  } else {
    const load = Math.max(before.loadPerCpu, after.loadPerCpu);
    if (load > LOAD_LIMIT) {
      reasons.push(`load average ${load.toFixed(2)} per CPU (limit ${LOAD_LIMIT.toFixed(2)})`);
    }
  }
  const slowdown = after.calibrationMs / before.calibrationMs;
  if (slowdown > CALIBRATION_LIMIT) {
    reasons.push(
      `the calibration loop ran ${pct(slowdown - 1)} slower after than before (limit ${pct(CALIBRATION_LIMIT - 1)})`,
    );
  }
  const busy = reasons.length > 0;
  const summary =
    `${String(cpus)} CPUs; load average ${before.loadPerCpu.toFixed(2)} → ${after.loadPerCpu.toFixed(2)} per CPU; ` +
    (othersShare === null ? '' : `other processes ${pct(othersShare)} of the CPU; `) +
    `calibration ${before.calibrationMs.toFixed(1)} → ${after.calibrationMs.toFixed(1)} ms: ` +
    (busy ? `BUSY (${reasons.join('; ')})` : 'quiet');
  return {
    busy,
    reasons,
    summary,
    cpus,
    loadPerCpu: { before: before.loadPerCpu, after: after.loadPerCpu },
    calibrationMs: { before: before.calibrationMs, after: after.calibrationMs },
    othersShare,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(0)} %`;

/** The shape of a bench/run.ts figure. */
export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
  target?: string;
  note?: string;
  details?: Record<string, unknown>;
}

export const BUSY_MARK = '(busy machine: not comparable)';

/**
 * A figure measured during a session judged busy: printed with the mark where its target would be,
 * and its target kept in the details only, so that it is never read as a clean figure.
 */
export function markBusy(figure: BenchFigure, machine: MachineVerdict): BenchFigure {
  const details = { ...figure.details, machine: machine.summary, busyMachine: machine.busy };
  if (!machine.busy) return { ...figure, details };
  const { target, ...rest } = figure;
  return {
    ...rest,
    note: figure.note ? `${BUSY_MARK} ${figure.note}` : BUSY_MARK,
    details: { ...details, target },
  };
}
