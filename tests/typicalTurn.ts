// A typical hot-seat Player Turn on the club table, played through the game store, for the count of
// curtains per Order (README bench table; store/handover.test.ts; bench/run.ts). Player A spends four
// Orders the way a turn usually goes: an advance (Move + Move), a Move then a Discover on a CAMO marker,
// a Move then a BS Attack, a Move then staying put (Idle); Player B answers every question with
// "No more AROs" (passing each trooper first), as a player with nothing worth declaring does.
import { ROSTER, defaultSetup } from '../src/content/index.ts';
import {
  RULES_EDITION,
  awaiting,
  rosterOf,
  viewFor,
  type Action,
  type GameSetup,
  type GameState,
  type RandomSpec,
} from '../src/engine/index.ts';
import type { Point, Seat } from '../src/rules/index.ts';
import { createGameStore } from '../src/store/gameStore.ts';
import { MemoryStorage } from './storeFixtures.ts';

const profile = (id: string) => {
  const p = ROSTER.find((r) => r.id === id);
  if (!p) throw new Error(`no profile ${id}`);
  return structuredClone(p);
};

/**
 * The game: A has four Line Troopers, B a Line Trooper, a Camo Sniper as a CAMO marker and a Veil
 * Stalker in Hidden Deployment (written at `hidden`, facing A unless `away`), on the club table, every
 * declaration asked (D28), the handover skipped or not (D205).
 */
export function typicalSetup(o: { skip: boolean }): GameSetup {
  const setup = defaultSetup('club');
  setup.game = {
    rosters: {
      A: [profile('line-trooper'), profile('line-trooper'), profile('line-trooper'), profile('line-trooper')],
      B: [profile('line-trooper'), profile('camo-sniper'), profile('veil-stalker')],
    },
    firstDeployer: 'A',
    rules: RULES_EDITION,
    pins: {},
    askEveryDeclaration: true,
    ...(o.skip ? { skipIdleHandover: true } : {}),
  };
  return setup;
}

export const TYPICAL_RANDOM: RandomSpec = { seed: 31 };

/** Where B's Veil Stalker is written down: in LoF of A's advance, or behind the East tower facing away. */
export const HIDDEN_SPOTS = {
  seeing: { at: { x: 10, y: 38 }, facing: 270 },
  blind: { at: { x: 44, y: 44 }, facing: 90 },
} as const;

/** The deployment of the typical game, as actions made against the state they apply to. */
function deployment(hidden: keyof typeof HIDDEN_SPOTS): ((s: GameState) => Action)[] {
  const id = (s: GameState, seat: Seat, n: number) => rosterOf(s, seat)[n]?.id ?? '';
  const put =
    (
      seat: Seat,
      n: number,
      form: 'model' | 'CAMO',
      at: Point,
      more: Partial<Extract<Action, { type: 'deploy' }>> = {},
    ) =>
    (s: GameState): Action => ({
      type: 'deploy',
      seat,
      trooperId: id(s, seat, n),
      form,
      at,
      facing: seat === 'A' ? 90 : 270,
      ...more,
    });
  const end = (seat: Seat) => (): Action => ({ type: 'endDeployment', seat });
  const spot = HIDDEN_SPOTS[hidden];
  return [
    put('A', 0, 'model', { x: 8, y: 6 }),
    put('A', 1, 'model', { x: 44, y: 6 }),
    put('A', 3, 'model', { x: 24, y: 4 }),
    end('A'),
    put('B', 0, 'model', { x: 28, y: 40 }),
    put('B', 1, 'CAMO', { x: 46, y: 38 }),
    end('B'),
    put('A', 2, 'model', { x: 36, y: 6 }),
    end('A'),
    put('B', 2, 'model', spot.at, { hidden: true, facing: spot.facing }),
    end('B'),
  ];
}

/** One Order of A's turn: the piece standing at `at`, its two skills (the second may be left out). */
interface PlannedOrder {
  at: Point;
  first: { skill: 'move'; to: Point };
  second:
    | { skill: 'move'; to: Point }
    | { skill: 'discover' | 'bsAttack'; target: 'camo' | 'model' }
    | { skill: 'idle' };
}

export const TYPICAL_ORDERS: readonly PlannedOrder[] = [
  {
    at: { x: 8, y: 6 },
    first: { skill: 'move', to: { x: 8, y: 9 } },
    second: { skill: 'move', to: { x: 9, y: 10 } },
  },
  {
    at: { x: 44, y: 6 },
    first: { skill: 'move', to: { x: 44, y: 9 } },
    second: { skill: 'discover', target: 'camo' },
  },
  {
    at: { x: 36, y: 6 },
    first: { skill: 'move', to: { x: 36, y: 9 } },
    second: { skill: 'bsAttack', target: 'model' },
  },
  { at: { x: 9, y: 10 }, first: { skill: 'move', to: { x: 10, y: 12 } }, second: { skill: 'idle' } },
];

const pieceAt = (s: GameState, at: Point): string => {
  const found = s.pieceOrder.find((id) => {
    const p = s.pieces[id];
    return p !== undefined && p.x === at.x && p.y === at.y;
  });
  if (!found) throw new Error(`no piece at (${String(at.x)}, ${String(at.y)})`);
  return found;
};

/** B's answer to whatever it is asked: pass each trooper still pending, then "No more AROs"; a Dodger stays. */
function answerOfB(s: GameState): Action {
  const order = viewFor(s, 'B').phase.order;
  const waiting = order?.reactors.find((r) => r.status === 'pending');
  if (order?.stage === 'aro' && waiting)
    return { type: 'aro', seat: 'B', reactorId: waiting.id, choice: 'pass' };
  if (order?.stage === 'aro') return { type: 'endAros', seat: 'B' };
  const dodger = order?.dodges.find((id) => s.pieces[id]?.owner === 'B');
  if (order?.stage === 'dodge' && dodger) return { type: 'dodgeMove', seat: 'B', pieceId: dodger };
  throw new Error(`B is asked for something the typical turn does not answer: ${awaiting(s)?.step ?? ''}`);
}

/** A's next action in its Order `planned`, or null when the Order is over. */
function stepOfA(
  s: GameState,
  planned: PlannedOrder,
  targets: Record<'camo' | 'model', string>,
): Action | null {
  const order = s.phase.kind === 'turn' ? s.phase.order : undefined;
  if (!order) return null;
  const id = order.pieceIds[0] ?? '';
  if (order.stage === 'first')
    return { type: 'declare', seat: 'A', skill: 'move', to: { [id]: planned.first.to } };
  if (order.stage === 'second') {
    const second = planned.second;
    if (second.skill === 'move')
      return { type: 'declare', seat: 'A', skill: 'move', to: { [id]: second.to } };
    if (second.skill === 'idle') return { type: 'declare', seat: 'A', skill: 'idle' };
    return { type: 'declare', seat: 'A', skill: second.skill, target: targets[second.target] };
  }
  const dodger = order.dodges.find((d) => s.pieces[d]?.owner === 'A');
  if (order.stage === 'dodge' && dodger) return { type: 'dodgeMove', seat: 'A', pieceId: dodger };
  throw new Error(`A is asked for something the typical turn does not play: ${awaiting(s)?.step ?? ''}`);
}

/** What playing the typical turn gave: the awaited seat after every action, and the Orders spent. */
export interface PlayedTurn {
  /** The seat awaited after each action of the turn (null: nobody), the turn's first state included. */
  awaited: (Seat | null)[];
  /** The state after each action of the turn, the turn's first state first (`awaited` is read from them). */
  states: GameState[];
  orders: number;
  state: GameState;
  /** The game as a file keeps it: set-up, seed and every action, the deployment's included. */
  record: { setup: GameSetup; random: RandomSpec; actions: Action[] };
}

/**
 * Plays the deployment, then A's typical turn to its end, through a game store (as the screen does:
 * one dispatch per decision, each by the seat awaited). Throws when a step is refused.
 */
export function playTypicalTurn(o: { skip: boolean; hidden?: keyof typeof HIDDEN_SPOTS }): PlayedTurn {
  const store = createGameStore(new MemoryStorage(), { setup: typicalSetup(o), random: TYPICAL_RANDOM });
  const act = (a: Action) => {
    const r = store.getState().dispatch(a);
    if (!r.ok) throw new Error(`${a.type} refused: ${r.violations.map((v) => v.message).join(' ')}`);
  };
  for (const step of deployment(o.hidden ?? 'seeing')) act(step(store.getState().state));
  const start = store.getState().state;
  const targets = { camo: pieceAt(start, { x: 46, y: 38 }), model: pieceAt(start, { x: 28, y: 40 }) };
  const states: GameState[] = [start];
  const after = (a: Action) => {
    act(a);
    states.push(store.getState().state);
  };
  for (const planned of TYPICAL_ORDERS) {
    after({ type: 'activate', seat: 'A', pieceId: pieceAt(store.getState().state, planned.at) });
    for (let guard = 0; guard < 20; guard++) {
      const s = store.getState().state;
      const seat = awaiting(s)?.seat;
      const next = seat === 'B' ? answerOfB(s) : stepOfA(s, planned, targets);
      if (!next) break;
      after(next);
    }
  }
  after({ type: 'endTurn', seat: 'A' });
  const awaited = states.map((x) => awaiting(x)?.seat ?? null);
  const g = store.getState();
  return {
    awaited,
    states,
    orders: TYPICAL_ORDERS.length,
    state: g.state,
    record: { setup: g.setup, random: g.random, actions: g.actions },
  };
}
