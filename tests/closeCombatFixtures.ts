// The close-combat table of the engine tests (RULES.md §13, §18.8): two troopers a side, A1 touching
// B1, and the few steps every close-combat case takes (activate, declare, end the AROs).
import { logItems } from '../src/engine/logList.ts';
import { newGame, RULES_EDITION } from '../src/engine/index.ts';
import type { EngineEvent } from '../src/engine/events.ts';
import type { Action, GameState, OrderState } from '../src/engine/types.ts';
import type { Profile } from '../src/rules/index.ts';
import { R2, deployRoster, endStep, ok, pieceAt, profile } from './engineFixtures.ts';

/** Where each piece stands once the fight is set: A1 touches B1 (A1 above it), A2 and B2 stand apart. */
export const B1_AT = { x: 20, y: 20 };
export const A1_AT = { x: 20, y: 20 - 2 * R2 };

export interface Fight {
  s: GameState;
  a1: string;
  a2: string;
  b1: string;
  b2: string;
}

/**
 * Two Line Troopers a side (CC 13, a Knife as their third weapon), deployed in their zones and then set
 * where the case needs them (positions are public, so moving pieces in a test changes no secret).
 */
export function fight(
  dice: number[],
  o: {
    a1?: Profile;
    /** A2's profile (named 'Second' on the table whatever it is). */
    a2?: Profile;
    /** B2's profile (named 'Second' on the table whatever it is). */
    b2?: Profile;
    /** A1 is deployed showing A2 (HoloMask, RULES.md §10.5). */
    a1Imitates?: boolean;
    a2At?: { x: number; y: number };
    b2At?: { x: number; y: number };
    /** The game's rules edition; `null`: a game saved before editions (decision D87). */
    edition?: number | null;
  } = {},
): Fight {
  let s = newGame(
    {
      table: { width: 48, depth: 48, zoneDepth: 12 },
      scenery: [],
      game: {
        rosters: {
          A: [
            o.a1 ?? profile('line-trooper'),
            { ...(o.a2 ?? profile('line-trooper')), id: 'a2', name: 'Second' },
          ],
          B: [profile('line-trooper'), { ...(o.b2 ?? profile('line-trooper')), id: 'b2', name: 'Second' }],
        },
        firstDeployer: 'A',
        ...(o.edition === null ? {} : { rules: o.edition ?? RULES_EDITION }),
        pins: {},
      },
    },
    { given: dice },
  );
  // Each seat's troopers in roster order (two may share a name).
  const nth = (seat: 'A' | 'B', n: number): string =>
    Object.values(s.troopers)
      .filter((t) => t.owner === seat)
      .sort((x, y) => (x.rosterIndex ?? 0) - (y.rosterIndex ?? 0))[n]?.id ?? '';
  const shows = o.a1Imitates ? { imitates: nth('A', 1) } : {};
  s = ok(s, deployRoster('A', nth('A', 0), 'model', 20, 6, shows));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', nth('B', 0), 'model', 20, 40, { facing: 270 }));
  s = ok(s, endStep('B'));
  s = ok(s, deployRoster('A', nth('A', 1), 'model', 40, 6));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', nth('B', 1), 'model', 4, 44, { facing: 270 }));
  s = ok(s, endStep('B'));
  const a1 = pieceAt(s, 20, 6);
  const a2 = pieceAt(s, 40, 6);
  const b1 = pieceAt(s, 20, 40);
  const b2 = pieceAt(s, 4, 44);
  s = place(s, a1, A1_AT);
  s = place(s, b1, B1_AT);
  if (o.a2At) s = place(s, a2, o.a2At);
  if (o.b2At) s = place(s, b2, o.b2At);
  return { s, a1, a2, b1, b2 };
}

export function place(s: GameState, id: string, at: { x: number; y: number }, facing?: number): GameState {
  const p = s.pieces[id];
  if (!p) throw new Error(`no piece ${id}`);
  return {
    ...s,
    pieces: { ...s.pieces, [id]: { ...p, ...at, ...(facing !== undefined ? { facing } : {}) } },
  };
}

export const activate = (s: GameState, pieceId: string): GameState =>
  ok(s, { type: 'activate', seat: 'A', pieceId });
export type Declare = Extract<Action, { type: 'declare' }>;
export const declare = (skill: Declare['skill'], target?: string): Declare => ({
  type: 'declare',
  seat: 'A',
  skill,
  ...(target ? { target } : {}),
});
export const orderOf = (s: GameState): OrderState | undefined =>
  s.phase.kind === 'turn' ? s.phase.order : undefined;
export const events = (s: GameState): EngineEvent[] =>
  logItems(s.log).flatMap((e) => (e.event ? [e.event] : []));
export const texts = (s: GameState): string[] => logItems(s.log).map((e) => e.text);

/** Ends every ARO step and the second skill with Idle, until the Order is over. */
export function finish(s: GameState): GameState {
  let t = s;
  for (let i = 0; i < 6; i += 1) {
    const order = orderOf(t);
    if (!order) return t;
    if (order.stage === 'aro') t = ok(t, { type: 'endAros', seat: 'B' });
    else if (order.stage === 'second') t = ok(t, declare('idle'));
    else return t;
  }
  return t;
}
