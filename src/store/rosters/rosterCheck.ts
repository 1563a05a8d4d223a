import { deferred, z } from '../../engine/zod.ts';
import { describeIssues, profileSchema, type Parsed } from '../../engine/index.ts';
import { MAX_LIEUTENANTS, lieutenantIndices, type Profile, type Seat } from '../../rules/index.ts';
import { MAX_GAME_TROOPERS, MAX_TEXT } from '../../protocol/limits.ts';

/**
 * The problems of a roster as lines a player can read (issue: your own troopers, kept): the same
 * lines in the New game dialog, when a roster is saved in the browser and when a roster file is
 * imported. Each names the trooper ("Trooper 2 (Camo Sniper)") and the field ("wip").
 */

/** A trooper of a roster: the engine's profile, with an id no longer than any other text. */
export const trooperSchema = deferred(() =>
  z.extend(profileSchema, {
    id: z.string().check(z.minLength(1), z.maxLength(MAX_TEXT)),
  }),
);

/** The longest name a problem line quotes before it cuts the name short. */
const LABEL_CHARS = 40;

/** How a trooper is named in a problem line: "Trooper 2 (Camo Sniper)"; `p` may be anything read from a file. */
export function trooperLabel(p: unknown, index: number): string {
  const raw = typeof p === 'object' && p !== null ? (p as { name?: unknown }).name : undefined;
  const name = typeof raw === 'string' ? raw.trim() : '';
  const shown = name.length > LABEL_CHARS ? `${name.slice(0, LABEL_CHARS)}…` : name;
  return `Trooper ${String(index + 1)} (${shown || 'no name'})`;
}

/**
 * Troopers read from outside (a file, the browser's storage): each as the engine's profile (unknown
 * fields dropped, as in a game file), or every bad field of every trooper, e.g.
 * "Trooper 2 (Camo Sniper): wip: Too big: expected number to be <=30".
 */
export function readTroopers(troopers: readonly unknown[]): Parsed<Profile[]> {
  const read: Profile[] = [];
  const errors = troopers.flatMap((p, i) => {
    const r = trooperSchema.safeParse(p);
    if (r.success) read.push(r.data);
    return r.success
      ? []
      : describeIssues(r.error).map((line) => `${trooperLabel(p, i)}: ${line.replace(/^\(root\): /, '')}`);
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: read };
}

/** The bad fields of each trooper, as `readTroopers` names them; empty when every trooper is fine. */
export function trooperProblems(troopers: readonly unknown[]): string[] {
  const r = readTroopers(troopers);
  return r.ok ? [] : r.errors;
}

const countWord = (n: number): string => (n === 2 ? 'two' : n === 3 ? 'three' : String(n));

/**
 * More than one Lieutenant (RULES.md §5.1; decision D49): "Player A has two Lieutenants: Trooper 1
 * (Line Trooper), Trooper 3 (Camo Sniper). A roster has one at most." Without a seat the line reads
 * well after a "Player A: " prefix; null when the roster is fine.
 */
export function lieutenantProblem(
  troopers: readonly Pick<Profile, 'lieutenant' | 'name'>[],
  seat?: Seat,
): string | null {
  const at = lieutenantIndices(troopers);
  if (at.length <= MAX_LIEUTENANTS) return null;
  const who = at.map((i) => trooperLabel(troopers[i], i)).join(', ');
  const many = `${countWord(at.length)} Lieutenants: ${who}. A roster has one at most.`;
  return seat ? `Player ${seat} has ${many}` : `${many.charAt(0).toUpperCase()}${many.slice(1)}`;
}

/**
 * Problems of a roster for a new game, e.g. "Trooper 2 (Camo Sniper): wip: Too big: expected number
 * to be <=30"; empty when fine. At least one trooper, at most `MAX_GAME_TROOPERS`, one Lieutenant at
 * most. With `seat` the lines name the player; without it every line reads well after "Player A: ".
 */
export function rosterProblems(roster: readonly Profile[], seat?: Seat): string[] {
  const problems: string[] = [];
  if (roster.length === 0) {
    problems.push(seat ? `Player ${seat} needs at least one trooper.` : 'At least one trooper is needed.');
  }
  if (roster.length > MAX_GAME_TROOPERS) {
    problems.push(`At most ${String(MAX_GAME_TROOPERS)} troopers per player.`);
  }
  problems.push(...trooperProblems(roster));
  const lieutenants = lieutenantProblem(roster, seat);
  if (lieutenants) problems.push(lieutenants);
  return problems;
}

/** The fields of one trooper that are wrong, as dotted paths ("wip", "mov.0", "weapons.1.burst"). */
export function badFields(p: Profile): ReadonlySet<string> {
  const r = trooperSchema.safeParse(p);
  return new Set(r.success ? [] : r.error.issues.map((i) => i.path.map(String).join('.')));
}
