import { createStore } from 'zustand/vanilla';
import { deferred, z } from '../engine/zod.ts';
import {
  ROUND_LENGTH,
  drillQuestion,
  isDrillKind,
  markAnswer,
  type Answer,
  type DrillKind,
  type DrillQuestion,
  type Marking,
} from '../content/drills/index.ts';
import type { KeyValueStorage } from './persist/persistence.ts';

/** Where the drill under way is kept, so a reload loses nothing. */
export const DRILL_STORAGE_KEY = 'marker-table:drill';
/** Where the best score of each drill is kept. */
export const DRILL_BEST_KEY = 'marker-table:drill-best';

/** One answered question: what was answered and how it was marked. */
export interface DrillResult {
  answer: Answer;
  marking: Marking;
}

/** A round of a drill under way: which drill, its seed, and the questions answered so far. */
export interface DrillRun {
  kind: DrillKind;
  seed: number;
  results: DrillResult[];
}

export interface DrillStore {
  run: DrillRun | null;
  /** The best score of each drill (questions right in one round). */
  best: Partial<Record<DrillKind, number>>;
  start: (kind: DrillKind, seed: number) => void;
  /** Marks the answer to the current question and keeps it; returns the marking. */
  answer: (answer: Answer) => Marking | null;
  /** The same round again, from its first question. */
  restart: () => void;
  quit: () => void;
}

/** The question the run is at (the next unanswered one), or null when the round is over. */
export function currentQuestion(run: DrillRun): DrillQuestion | null {
  return run.results.length < ROUND_LENGTH ? drillQuestion(run.kind, run.seed, run.results.length) : null;
}

export function score(run: DrillRun): number {
  return run.results.filter((r) => r.marking.correct).length;
}

const answerSchema = deferred(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('per-piece'), choice: z.record(z.string(), z.string()) }),
    z.object({ type: z.literal('tick'), ticked: z.array(z.string()) }),
    z.object({ type: z.literal('pick'), picked: z.array(z.string()) }),
    z.object({ type: z.literal('number'), value: z.nullable(z.int()) }),
  ]),
);

const savedRun = deferred(() =>
  z.object({
    kind: z.string().check(z.refine(isDrillKind)),
    seed: z.int().check(z.minimum(0), z.maximum(0xffffffff)),
    answers: z.array(answerSchema).check(z.maxLength(ROUND_LENGTH)),
  }),
);

/** Rebuilds a saved run by marking its answers again; null when what was stored is not a run. */
export function restoreRun(text: string | null): DrillRun | null {
  if (!text) return null;
  try {
    const parsed = savedRun.safeParse(JSON.parse(text));
    if (!parsed.success || !isDrillKind(parsed.data.kind)) return null;
    const kind = parsed.data.kind;
    const seed = parsed.data.seed;
    const results = parsed.data.answers.map((answer, i) => ({
      answer,
      marking: markAnswer(drillQuestion(kind, seed, i), answer),
    }));
    return { kind, seed, results };
  } catch {
    return null;
  }
}

function readBest(storage: KeyValueStorage | undefined): Partial<Record<DrillKind, number>> {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(DRILL_BEST_KEY) ?? '{}');
    const parsed = z.record(z.string(), z.int().check(z.minimum(0), z.maximum(ROUND_LENGTH))).safeParse(raw);
    return parsed.success
      ? Object.fromEntries(Object.entries(parsed.data).filter(([k]) => isDrillKind(k)))
      : {};
  } catch {
    return {};
  }
}

/**
 * The drills (issue: practice): the round under way and the best scores. Only the seed and the
 * answers are stored; the questions are rebuilt from the seed, so a reload resumes where it was.
 */
export function createDrillStore(storage?: KeyValueStorage) {
  const save = (run: DrillRun | null) => {
    try {
      if (!run) storage?.removeItem(DRILL_STORAGE_KEY);
      else
        storage?.setItem(
          DRILL_STORAGE_KEY,
          JSON.stringify({ kind: run.kind, seed: run.seed, answers: run.results.map((r) => r.answer) }),
        );
    } catch {
      // A full or locked storage only costs the resume after a reload.
    }
  };
  return createStore<DrillStore>()((set, get) => ({
    run: restoreRun(storage?.getItem(DRILL_STORAGE_KEY) ?? null),
    best: readBest(storage),
    start: (kind, seed) => {
      const run = { kind, seed: seed >>> 0, results: [] };
      save(run);
      set({ run });
    },
    answer: (answer) => {
      const { run, best } = get();
      if (!run) return null;
      const q = currentQuestion(run);
      if (!q) return null;
      const marking = markAnswer(q, answer);
      const next = { ...run, results: [...run.results, { answer, marking }] };
      save(next);
      if (next.results.length === ROUND_LENGTH) {
        const got = score(next);
        if (got > (best[run.kind] ?? -1)) {
          const updated = { ...best, [run.kind]: got };
          try {
            storage?.setItem(DRILL_BEST_KEY, JSON.stringify(updated));
          } catch {
            // As above: only the record is lost.
          }
          set({ run: next, best: updated });
          return marking;
        }
      }
      set({ run: next });
      return marking;
    },
    restart: () => {
      const { run } = get();
      if (!run) return;
      const again = { ...run, results: [] };
      save(again);
      set({ run: again });
    },
    quit: () => {
      save(null);
      set({ run: null });
    },
  }));
}
