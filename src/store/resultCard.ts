// The result of the last Order, as a seat may know it (issue: a result card after every Order): the
// lines of its view's log from the activation to the conclusion, each roll with its numbers. Built
// from the viewer's own view only, so a card tells nothing its log does not.
import { normalRoll, type RuleId, type Seat } from '../rules/index.ts';
import type { ViewLogLine } from '../engine/index.ts';

export interface DieShown {
  value: number;
  /** Against its side's Success Value: a critical, a success, or a failure (RULES.md §8). */
  result: 'critical' | 'success' | 'failure';
}

export interface CardLine {
  seq: number;
  text: string;
  /** The rules the line points to (ruleRefs.ts). */
  rules?: RuleId[];
  /** A roll's dice by side ("BS Attack of the Line Trooper of Player A": 3, 5, 20), when the line rolled. */
  rolls: { who: string; skill: string; sv: number; dice: DieShown[] }[];
  /** Hits and criticals kept, Wounds lost, pieces revealed or removed: the line's outcome in brief. */
  kind: 'roll' | 'save' | 'reveal' | 'removal' | 'note';
}

export interface ResultCard {
  /** The log line that concluded the Order: the card's identity ("seen" marks keep it). */
  endSeq: number;
  /** Whose Order it was. */
  seat: Seat;
  /** The activation line as this viewer reads it, and the rules it points to. */
  title: string;
  titleRules?: RuleId[];
  lines: CardLine[];
}

function dice(sv: number, values: readonly number[]): DieShown[] {
  return values.map((value) => {
    const r = normalRoll(sv, value);
    return { value, result: r.critical ? 'critical' : r.success ? 'success' : 'failure' };
  });
}

function cardLine(l: ViewLogLine): CardLine {
  const e = l.event;
  if (!e)
    return { seq: l.seq, text: l.text, ...(l.rules ? { rules: l.rules } : {}), rolls: [], kind: 'note' };
  switch (e.kind) {
    case 'normalRoll':
      return {
        seq: l.seq,
        text: l.text,
        ...(l.rules ? { rules: l.rules } : {}),
        rolls: [{ who: e.side.who, skill: e.side.skill, sv: e.side.sv, dice: dice(e.side.sv, e.side.dice) }],
        kind: 'roll',
      };
    case 'faceToFace':
      return {
        seq: l.seq,
        text: l.text,
        ...(l.rules ? { rules: l.rules } : {}),
        rolls: [e.a, e.b].map((s) => ({ who: s.who, skill: s.skill, sv: s.sv, dice: dice(s.sv, s.dice) })),
        kind: 'roll',
      };
    case 'savingRolls':
      return {
        seq: l.seq,
        text: l.text,
        ...(l.rules ? { rules: l.rules } : {}),
        // A Saving Roll fails (a Wound) at or under its value: shown as the attacker's success.
        rolls: [{ who: `the ${e.name}`, skill: 'Saving Roll', sv: e.value, dice: dice(e.value, e.dice) }],
        kind: 'save',
      };
    case 'revealed':
      return { seq: l.seq, text: l.text, ...(l.rules ? { rules: l.rules } : {}), rolls: [], kind: 'reveal' };
    case 'removed':
      return { seq: l.seq, text: l.text, ...(l.rules ? { rules: l.rules } : {}), rolls: [], kind: 'removal' };
    default:
      return { seq: l.seq, text: l.text, ...(l.rules ? { rules: l.rules } : {}), rolls: [], kind: 'note' };
  }
}

/**
 * The card of the last Order this viewer's log shows complete: from its activation line to its
 * conclusion, both excluded from the lines (the title is the activation as the viewer reads it).
 * Null when no Order has completed yet.
 */
export function lastOrderCard(log: readonly ViewLogLine[]): ResultCard | null {
  let end = -1;
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i]?.event;
    if (e?.kind === 'order' && e.step === 'ended') {
      end = i;
      break;
    }
  }
  const ended = log[end];
  if (!ended || ended.event?.kind !== 'order') return null;
  const seat = ended.event.seat;
  let start = end - 1;
  while (start >= 0) {
    const e = log[start]?.event;
    if (e?.kind === 'order' && e.step === 'began' && e.seat === seat) break;
    start--;
  }
  const began = log[start];
  return {
    endSeq: ended.seq,
    seat,
    title: began?.text ?? `Player ${seat}'s Order`,
    ...(began?.rules ? { titleRules: began.rules } : {}),
    lines: log.slice(start + 1, end).map(cardLine),
  };
}
