import {
  apply,
  newGame,
  readAction,
  type Action,
  type GameSetup,
  type GameState,
  type RandomSpec,
} from '../src/engine/index.ts';
import { ROSTER } from '../src/content/index.ts';
import { RULES_EDITION } from '../src/engine/index.ts';

/**
 * A long hot-seat game for the replay and save figures: ten Line Troopers a side, nobody in anybody's
 * LoF (both sides face away), the reactive player asked after every declaration, rounds enough to
 * reach `target` accepted actions. Every action is applied as it is made, so the game is real.
 */
export function longGame(target = 1000): {
  setup: GameSetup;
  random: RandomSpec;
  actions: Action[];
  state: GameState;
} {
  const line = ROSTER.find((p) => p.id === 'line-trooper');
  if (!line) throw new Error('no Line Trooper profile');
  const roster = Array.from({ length: 10 }, (_, i) => ({
    ...structuredClone(line),
    name: `Line Trooper ${String(i + 1)}`,
  }));
  const setup: GameSetup = {
    table: { width: 48, depth: 48, zoneDepth: 12 },
    scenery: [],
    game: {
      rosters: { A: roster, B: structuredClone(roster) },
      firstDeployer: 'A',
      rules: RULES_EDITION,
      pins: {},
      // About 100 actions a round: enough rounds for the target (a saved file holds at most 20).
      rounds: Math.max(20, Math.ceil(target / 90) + 1),
      askEveryDeclaration: true,
    },
  };
  const random: RandomSpec = { seed: 1000 };
  let state = newGame(setup, random);
  const actions: Action[] = [];
  const act = (a: Action): boolean => {
    // Kept as the engine read it, as the store keeps its actions.
    const read = readAction(a);
    if (!read.ok) return false;
    const r = apply(state, read.action);
    if (!r.ok) return false;
    state = r.state;
    actions.push(read.action);
    return true;
  };
  const stage = () => (state.phase.kind === 'turn' ? state.phase.order?.stage : undefined);
  const ids = (seat: 'A' | 'B') =>
    Object.values(state.troopers)
      .filter((t) => t.owner === seat)
      .sort((a, b) => (a.rosterIndex ?? 0) - (b.rosterIndex ?? 0))
      .map((t) => t.id);
  const deploy = (seat: 'A' | 'B', from: number, to: number) => {
    for (const [i, trooperId] of ids(seat).slice(from, to).entries()) {
      const x = 2.5 + (from + i) * 4.5;
      act({
        type: 'deploy',
        seat,
        trooperId,
        form: 'model',
        at: { x, y: seat === 'A' ? 6 : 42 },
        facing: seat === 'A' ? 270 : 90,
      });
    }
    act({ type: 'endDeployment', seat });
  };
  deploy('A', 0, 9);
  deploy('B', 0, 9);
  deploy('A', 9, 10);
  deploy('B', 9, 10);
  let stalled = 0;
  while (actions.length < target && state.phase.kind === 'turn') {
    const before = actions.length;
    const seat = state.phase.active;
    const mine = state.pieceOrder.filter((id) => state.pieces[id]?.owner === seat);
    for (const id of mine) {
      if (actions.length >= target) break;
      const p = state.pieces[id];
      if (!p || !act({ type: 'activate', seat, pieceId: id })) continue;
      // Step half an inch off its deployed spot, then back, so no piece ever drifts into another.
      const home = 2.5 + Math.round((p.x - 2.5) / 4.5) * 4.5;
      act({
        type: 'declare',
        seat,
        skill: 'move',
        to: { [id]: { x: p.x > home ? home : home + 0.5, y: p.y } },
      });
      // Finish the Order whatever became of the Move: hand back AROs, declare Idle.
      for (let guard = 0; guard < 6 && stage() !== undefined; guard++) {
        if (stage() === 'aro') act({ type: 'endAros', seat: seat === 'A' ? 'B' : 'A' });
        else act({ type: 'declare', seat, skill: 'idle' });
      }
    }
    if (actions.length < target) act({ type: 'endTurn', seat });
    stalled = actions.length === before ? stalled + 1 : 0;
    if (stalled > 2)
      throw new Error(
        `the long game stalled at ${String(actions.length)} actions: ${JSON.stringify(state.phase).slice(0, 300)}`,
      );
  }
  return { setup, random, actions: actions.slice(0, target), state };
}
