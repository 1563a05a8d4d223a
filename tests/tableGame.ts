// A hot-seat game deployed step by step from a plain description, with the dice handed to the engine:
// the fixture of the Impetuous, Frenzy and Retreat! tests (RULES.md §18.10).
import type { DeploymentForm, Profile, Scenery, Seat } from '../src/rules/index.ts';
import { newGame, type Action, type GameState } from '../src/engine/index.ts';
import { ok, rosterId } from './engineFixtures.ts';
import { RULES_EDITION } from '../src/engine/index.ts';

type Deploy = Extract<Action, { type: 'deploy' }>;

/** One trooper to deploy: its roster name (the nth of that name), form, spot and the rest of the action. */
export interface Put {
  name: string;
  nth?: number;
  form: DeploymentForm;
  at: [number, number];
  more?: Partial<Deploy>;
  /** HoloMask: the roster name of the own trooper it shows. */
  imitating?: string;
}

export interface TableGame {
  a: Profile[];
  b: Profile[];
  /** What each deployment step places: A's first step, B's, A's held-back trooper, B's. */
  steps: [Put[], Put[], Put[], Put[]];
  /** The dice, in the order the engine rolls them; nothing else may roll. */
  dice?: number[];
  scenery?: Scenery[];
  size?: { width: number; depth: number; zoneDepth: number };
  /** The rules edition; `null`: a game saved before editions (decision D87). */
  edition?: number | null;
}

/** The game after its four deployment steps: round 1, Player A's turn (A deploys and plays first). */
export function tableGame(t: TableGame): GameState {
  let s = newGame(
    {
      table: t.size ?? { width: 48, depth: 48, zoneDepth: 12 },
      scenery: t.scenery ?? [],
      game: {
        rosters: { A: t.a, B: t.b },
        firstDeployer: 'A',
        ...(t.edition === null ? {} : { rules: t.edition ?? RULES_EDITION }),
        pins: {},
      },
    },
    { given: t.dice ?? [] },
  );
  const seats: Seat[] = ['A', 'B', 'A', 'B'];
  t.steps.forEach((puts, i) => {
    const seat = seats[i] ?? 'A';
    for (const p of puts) {
      s = ok(s, {
        type: 'deploy',
        seat,
        trooperId: rosterId(s, seat, p.name, p.nth ?? 0),
        form: p.form,
        at: { x: p.at[0], y: p.at[1] },
        facing: seat === 'A' ? 90 : 270,
        ...(p.imitating ? { imitates: rosterId(s, seat, p.imitating) } : {}),
        ...p.more,
      });
    }
    s = ok(s, { type: 'endDeployment', seat });
  });
  return s;
}

/** Revealed models are placed where their markers stood, as they faced (RULES.md §12). */
export function placed(s: GameState): GameState {
  let t = s;
  for (let r = t.replacements?.[0]; r; r = t.replacements?.[0]) {
    t = ok(t, { type: 'replace', seat: r.owner, pieceId: r.pieceId, mode: 'centre' });
  }
  return t;
}

/** The seat ends every ARO step still open (a pass for whatever is pending), placing revealed models. */
export function passAll(s: GameState, seat: Seat): GameState {
  let t = placed(s);
  while (t.phase.kind === 'turn' && t.phase.order?.stage === 'aro')
    t = placed(ok(t, { type: 'endAros', seat }));
  return t;
}

/** The active seat activates the piece at `pieceId`, shoots `target` and idles; the other seat passes. */
export function shootAndIdle(s: GameState, seat: Seat, pieceId: string, target: string): GameState {
  const other: Seat = seat === 'A' ? 'B' : 'A';
  let t = ok(s, { type: 'activate', seat, pieceId });
  t = passAll(ok(t, { type: 'declare', seat, skill: 'bsAttack', target }), other);
  return passAll(ok(t, { type: 'declare', seat, skill: 'idle' }), other);
}
