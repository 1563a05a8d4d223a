import { EMPTY_LOG, logFrom } from './logList.ts';
import { SEATS } from '../rules/index.ts';
import { mintId, startRandom, type GivenDice, type RandomSpec } from './random.ts';
import type { GameSetup, GameState, SeatSecrets, TrooperState } from './types.ts';

function noSecrets(): SeatSecrets {
  return { trooperOfPiece: {}, realPieceOf: {}, imitates: {}, hidden: {} };
}

/**
 * A fresh game on this table (ARCHITECTURE.md §4). The seed fixes every die and id. With a
 * hot-seat set-up, every roster entry becomes a trooper in reserve (opaque id from the seed) and
 * the Deployment Phase begins (RULES.md §11.2).
 */
export function newGame(setup: GameSetup, spec: RandomSpec | GivenDice | number = 1): GameState {
  let random = startRandom(typeof spec === 'number' ? { seed: spec } : spec);
  const troopers: Record<string, TrooperState> = {};
  if (setup.game) {
    for (const seat of SEATS) {
      for (const [i, profile] of setup.game.rosters[seat].entries()) {
        const [id, next] = mintId(random, `${seat}:trooper`, 't', (x) => x in troopers);
        random = next;
        troopers[id] = { id, owner: seat, profile: structuredClone(profile), form: null, rosterIndex: i };
      }
    }
  }
  const log = setup.game
    ? logFrom([
        {
          seq: 1,
          text: `A new game: Player ${setup.game.firstDeployer} deploys first. Each player deploys all troopers but one, then the held-back ones.`,
          rules: ['deployment'],
        },
      ])
    : EMPTY_LOG;
  return {
    schema: 1,
    setup: structuredClone(setup),
    phase: setup.game ? { kind: 'deployment', step: 1 } : { kind: 'free' },
    pieces: {},
    pieceOrder: [],
    troopers,
    secrets: { A: noSecrets(), B: noSecrets() },
    random,
    log,
  };
}
