// The game never freezes (ARCHITECTURE.md §4: the engine says whose decision comes next): random games
// played by the walker (tests/walker.ts) from marker-play set-ups to their end. From every state they
// reach, the awaited seat has at least one legal action; when nothing is awaited the game is over; and
// every game gets there. The walks must go through every part of marker play (RULES.md §6, §9, §10,
// §12, §18), counted over the run. A failure names the game's seed, which replays it alone:
// `WALK_GAME=<seed> npx vitest run --project unit src/engine/liveness.test.ts`.
import { describe, expect, it } from 'vitest';
import { awaiting } from './index.ts';
import { countStep, describeStuck, walkGame, type Coverage } from '../../tests/walker.ts';

/** The first game's seed, and how many actions a run plays at least (games are walked until then). */
const FIRST_SEED = Number(process.env.WALK_SEED ?? 1);
const ACTIONS = Number(process.env.WALK_ACTIONS ?? 50_000);
/** One game alone, to replay a failure. */
const ONE_GAME = process.env.WALK_GAME === undefined ? undefined : Number(process.env.WALK_GAME);

/** What the run went through (tests/walker/coverage.ts), and how many games and actions it took. */
const run = { games: 0, actions: 0, longest: 0, coverage: {} as Coverage };

function sorted(c: Coverage): Coverage {
  return Object.fromEntries(Object.entries(c).sort(([a], [b]) => a.localeCompare(b)));
}

/** The counters every run must reach: each is a part of marker play the walks have to go through. */
const MUST_COVER = [
  'marker:CAMO',
  'marker:IMP-1',
  'marker:IMP-2',
  'marker:HOLOECHO-1',
  'marker:HOLOECHO-2',
  'marker:DECOY-1',
  'marker:DECOY-2',
  'deploy:Holoecho',
  'deploy:Decoy',
  'deploy:model:hidden',
  'deploy:Holoecho:hidden',
  'deploy:HoloMask',
  'hiddenRevealed',
  'reveal',
  'burst',
  'discover+attack',
  'declare:intuitiveAttack',
  'intuitiveRoll',
  'aro:lookOut',
  'declare:lookOut',
  'declare:ccAttack',
  'aro:ccAttack',
  'removed:dead',
  'action:replace',
  'action:alertTurn',
  'action:dodgeMove',
  'action:holoechoOn',
  'aro:delay',
  'endedByAgreement',
  'impetuousActivation',
  'action:endImpetuous',
  'retreat',
  'frenzy',
  'deploy:mine',
  'removed:mineFired',
  'declare:placeDeployable',
  'aro:placeDeployable',
  'mineInPlay',
  'declare:carbonite',
  'aro:carbonite',
  'immobilizedB',
];

/** The games' seeds: one game alone, or as many from the first as the run's actions take. */
function* seeds(): Generator<number> {
  if (ONE_GAME !== undefined) {
    yield ONE_GAME;
    return;
  }
  for (let seed = FIRST_SEED; run.actions < ACTIONS; seed++) yield seed;
}

describe('the game never freezes: random play to the end of every game (tests/walker.ts)', () => {
  it(`from every state reached in ${String(ACTIONS)} actions the awaited seat can act, and every game ends`, () => {
    for (const seed of seeds()) {
      const walk = walkGame(seed, {
        onStep: (step, before) => {
          countStep(run.coverage, step.action, step.events, before, step.state);
        },
      });
      run.games++;
      run.actions += walk.actions.length;
      run.longest = Math.max(run.longest, walk.actions.length);
      if (walk.stuck) {
        throw new Error(
          `${describeStuck(walk)}\nReplay it alone: WALK_GAME=${String(seed)} npx vitest run --project unit src/engine/liveness.test.ts`,
        );
      }
      // Over means nothing is awaited any more, and the other way round (the walk stopped there).
      expect(walk.state.phase.kind, `game ${String(seed)}`).toBe('over');
      expect(awaiting(walk.state), `game ${String(seed)}`).toBeNull();
    }
  }, 600_000);

  it.skipIf(ONE_GAME !== undefined)(
    'went through every marker form, reveals, Bursts, Discover + Attack, Intuitive Attack, Look Out! and kills',
    () => {
      expect(run.actions).toBeGreaterThanOrEqual(ACTIONS);
      if (process.env.WALK_REPORT) console.info(JSON.stringify({ ...run, coverage: sorted(run.coverage) }));
      const missing = MUST_COVER.filter((k) => !run.coverage[k]);
      expect(missing, `covered: ${JSON.stringify(run.coverage)}`).toEqual([]);
    },
  );
});
