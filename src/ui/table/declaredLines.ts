/**
 * Results on the table (issue 31): the attacks, Discovers and Hacking Programs declared in the Order
 * under way, as lines from the pieces that declared them to their targets, and, once rolled, what
 * each did to the pieces it touched. Pure, and written from one viewer's view only (its Order and its
 * log), so a line or a mark tells nothing that view does not hold.
 */
import { SKILLS, type SkillId } from '../../rules/index.ts';
import type { View, ViewLogLine, ViewPiece, EngineEvent } from '../../engine/index.ts';
import { lastOrderSpan } from '../../store/index.ts';
import { shownName } from './caption.ts';

/** The skills declared against a piece, as the Order's view lists them (RULES.md §6, §9, §18.13). */
const TARGETED: ReadonlySet<string> = new Set<SkillId>([
  'bsAttack',
  'ccAttack',
  'intuitiveAttack',
  'discover',
  'carbonite',
]);

export type LineKind = 'attack' | 'discover' | 'program';

export interface DeclaredLine {
  /** Stable across redraws: who, what, at whom. */
  key: string;
  kind: LineKind;
  /** The skill's name ("BS Attack", "Discover"). */
  skill: string;
  /** Declared in ARO (dashed) or by the active trooper (solid). */
  aro: boolean;
  from: LineEnd;
  to: LineEnd;
}

/** A line's end: the piece, where it stood and its base, and its name as the view gave it then. */
export interface LineEnd {
  id: string;
  x: number;
  y: number;
  r: number;
  label: string;
}

function kindOf(skill: string): LineKind {
  return skill === 'discover' ? 'discover' : skill === 'carbonite' ? 'program' : 'attack';
}

function end(p: ViewPiece, pieces: readonly ViewPiece[]): LineEnd {
  return { id: p.id, x: p.x, y: p.y, r: p.r, label: shownName(pieces, p) };
}

/**
 * The lines of the Order under way: each targeted skill of the active trooper from each of its
 * activated pieces (a Holoecho's every piece, as its opponent sees them declare together), and each
 * declared ARO with a target from its reacting pieces. A piece the view does not hold draws nothing.
 */
export function declaredLines(view: Pick<View, 'pieces' | 'phase'>): DeclaredLine[] {
  const order = view.phase.order;
  if (!order) return [];
  const byId = new Map(view.pieces.map((p) => [p.id, p]));
  const lines: DeclaredLine[] = [];
  const add = (fromId: string, toId: string, skill: string, aro: boolean) => {
    const from = byId.get(fromId);
    const to = byId.get(toId);
    if (!from || !to || from.id === to.id) return;
    const label = SKILLS[skill as SkillId].label;
    lines.push({
      key: `${aro ? 'aro' : 'order'}:${from.id}:${skill}:${to.id}`,
      kind: kindOf(skill),
      skill: label,
      aro,
      from: end(from, view.pieces),
      to: end(to, view.pieces),
    });
  };
  // The targets are listed in the order of the targeted skills (view.ts): the n-th goes with the n-th.
  const targeted = order.skills.filter((k) => TARGETED.has(k));
  targeted.forEach((skill, i) => {
    const target = order.targets[i];
    if (target === undefined) return;
    for (const id of order.pieceIds) add(id, target, skill, false);
  });
  for (const r of order.reactors) {
    if (r.status !== 'declared' || !r.skill || !r.target || !TARGETED.has(r.skill)) continue;
    for (const id of r.pieceIds ?? [r.id]) add(id, r.target, r.skill, true);
  }
  return lines;
}

function plural(n: number, one: string, many: string): string {
  return n === 1 ? one : `${String(n)} ${many}`;
}

/** What an event did to each piece it names, in a few words. */
function marksOf(e: EngineEvent): [string, string][] {
  switch (e.kind) {
    case 'savingRolls': {
      if (!e.piece) return [];
      const program = e.program;
      if (program) {
        // The state a failed save against a Hacking Program leaves (D144).
        const { state: effect } = program;
        return [[e.piece, e.woundsLost ? effect : 'saved']];
      }
      return [
        [
          e.piece,
          e.woundsLost
            ? `${plural(e.woundsLost, 'a Wound', 'Wounds')} lost`
            : e.dice.length === 1
              ? 'saved'
              : 'all saved',
        ],
      ];
    }
    case 'revealed':
      return [[e.piece, 'revealed']];
    case 'removed': {
      const word =
        e.why === 'dead'
          ? 'dead: removed'
          : e.why === 'discoveredNotReal'
            ? 'Discovered, not real: removed'
            : e.why === 'holoechoHit'
              ? 'false echo: removed'
              : e.why === 'decoyReplicaHit'
                ? 'replica: removed'
                : 'removed';
      return e.pieces.map((id) => [id, word]);
    }
    default:
      return [];
  }
}

/**
 * What the last complete Order this viewer's log holds did to each piece, by piece id: "a Wound
 * lost", "saved", "revealed", "dead: removed" (the last word about a piece wins). Empty when no Order
 * has completed or nothing happened to any piece.
 */
export function resultMarks(log: readonly ViewLogLine[]): Map<string, string> {
  const span = lastOrderSpan(log);
  const marks = new Map<string, string>();
  if (!span) return marks;
  for (const l of log.slice(span.start + 1, span.end)) {
    if (!l.event) continue;
    for (const [id, word] of marksOf(l.event)) {
      const before = marks.get(id);
      marks.set(id, before && before !== word ? `${before}, ${word}` : word);
    }
  }
  return marks;
}

/** The seq of the last complete Order's conclusion in this log, or null: which result marks are current. */
export function lastOrderEnd(log: readonly ViewLogLine[]): number | null {
  const span = lastOrderSpan(log);
  return span ? (log[span.end]?.seq ?? null) : null;
}

/** A declared line and its result, as the text twin of the table reads it. */
export function lineText(line: DeclaredLine, result?: string): string {
  return `${line.from.label}: ${line.skill}${line.aro ? ' (ARO)' : ''} against the ${line.to.label}${
    result ? `: ${result}` : ''
  }`;
}
