// The result of the last Order, as a seat may know it (issue: a result card after every Order): the
// lines of its view's log from the activation to the conclusion, each roll with its numbers. Built
// from the viewer's own view only, so a card tells nothing its log does not.
import { normalRoll, type RuleId, type Seat } from '../rules/index.ts';
import type { EngineEvent, ViewLogLine } from '../engine/index.ts';

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
  /**
   * The Order in one line, part by part ("the Line Trooper of Player A scores 2 hits", "Line Trooper:
   * a Wound lost"): what each roll's side kept, then what it cost. Written from the events only.
   */
  headline: string[];
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

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function plural(n: number, one: string, many: string): string {
  return n === 1 ? one : `${String(n)} ${many}`;
}

/** One part of the headline for a line's event, or null when the line adds nothing to it. */
function headlinePart(e: EngineEvent): string | null {
  switch (e.kind) {
    case 'normalRoll':
    case 'faceToFace':
      return e.outcome;
    case 'savingRolls': {
      const n = e.dice.length;
      if (e.program) return `${e.name}: ${e.woundsLost ? e.program.state : 'saved'}`;
      const cost = e.woundsLost
        ? `${plural(e.woundsLost, 'a Wound', 'Wounds')} lost`
        : n === 1
          ? 'saved'
          : 'all saved';
      return `${e.name}: ${cost}`;
    }
    case 'revealed':
      return `the ${e.from} marker is revealed`;
    default:
      return null;
  }
}

/**
 * The headline of an Order's lines: every roll's outcome and every save's cost, in order, the same
 * words repeated once; "nothing was rolled" when nothing was.
 */
export function orderHeadline(lines: readonly ViewLogLine[]): string[] {
  const parts: string[] = [];
  for (const l of lines) {
    const part = l.event ? headlinePart(l.event) : null;
    if (part && parts[parts.length - 1] !== part) parts.push(part);
  }
  return parts.length ? parts.map(capital) : ['Nothing was rolled'];
}

/**
 * Where the last Order this viewer's log shows complete lies in it: its activation line (`start`, -1
 * when the log no longer holds it) and its conclusion (`end`), and whose Order it was.
 */
export function lastOrderSpan(
  log: readonly ViewLogLine[],
): { start: number; end: number; seat: Seat } | null {
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
  return { start, end, seat };
}

/**
 * The card of the last Order this viewer's log shows complete: from its activation line to its
 * conclusion, both excluded from the lines (the title is the activation as the viewer reads it).
 * Null when no Order has completed yet.
 */
export function lastOrderCard(log: readonly ViewLogLine[]): ResultCard | null {
  const span = lastOrderSpan(log);
  return span ? cardOf(log, span) : null;
}

/** Every Order this viewer's log shows complete, oldest first (`start` -1 when the log lost it). */
export function orderSpans(log: readonly ViewLogLine[]): { start: number; end: number; seat: Seat }[] {
  const spans: { start: number; end: number; seat: Seat }[] = [];
  let start = -1;
  log.forEach((l, i) => {
    const e = l.event;
    if (e?.kind !== 'order') return;
    if (e.step === 'began') {
      start = i;
      return;
    }
    const began = log[start]?.event;
    const own = began?.kind === 'order' && began.step === 'began' && began.seat === e.seat;
    spans.push({ start: own ? start : -1, end: i, seat: e.seat });
    start = -1;
  });
  return spans;
}

/**
 * The card a seat is to read next, given the last card it dismissed (`seenEnd`, the log line that
 * ended that Order; undefined: none in this game): the other seat's Orders it has not read, oldest
 * first, as a screen it did not hold leaves them (a handover skipped, D207); else its own last Order,
 * unless dismissed. An Order ended before the seat's own latest one was played over, and is not shown.
 */
export function nextOrderCard(
  log: readonly ViewLogLine[],
  viewer: Seat,
  seenEnd: number | undefined,
): ResultCard | null {
  const unread = orderSpans(log).filter((s) => seenEnd === undefined || (log[s.end]?.seq ?? 0) > seenEnd);
  let own = -1;
  unread.forEach((s, i) => {
    if (s.seat === viewer) own = i;
  });
  const next = unread[own + 1] ?? unread[own];
  return next ? cardOf(log, next) : null;
}

function cardOf(log: readonly ViewLogLine[], span: { start: number; end: number; seat: Seat }): ResultCard {
  const { start, end, seat } = span;
  const began = log[start];
  return {
    endSeq: log[end]?.seq ?? 0,
    seat,
    title: began?.text ?? `Player ${seat}'s Order`,
    ...(began?.rules ? { titleRules: began.rules } : {}),
    headline: orderHeadline(log.slice(start + 1, end)),
    lines: log.slice(start + 1, end).map(cardLine),
  };
}
