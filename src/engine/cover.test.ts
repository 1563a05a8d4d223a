// Cover and Mimetism in play (RULES.md §18.3, §18.4; seed 001: Decoy replicas "duplicate ... the Effects
// of Skills that impose MODs on the opponent (Albedo, Mimetism...)"): every roll names its MODs.
import { logItems } from './logList.ts';
import { describe, expect, it } from 'vitest';
import { rectangle } from '../geometry/polygon.ts';
import type { Profile, Scenery } from '../rules/index.ts';
import { newGame } from './index.ts';
import type { Action, GameState } from './types.ts';
import { R2, deployRoster, endStep, ok, pieceAt, rosterId, profile } from '../../tests/engineFixtures.ts';
import { RULES_EDITION } from './index.ts';

/** A low wall with its faces at y = 38 and y = 39, between the two zones' fronts. */
const WALL: Scenery = {
  id: 's-low',
  name: 'Low wall',
  height: 'low',
  polygon: rectangle({ x: 20, y: 38.5 }, 6, 1),
};

function game(b: Profile[], seed: number, scenery: Scenery[] = [WALL]): GameState {
  return newGame(
    {
      table: { width: 48, depth: 48, zoneDepth: 12 },
      scenery,
      game: {
        rosters: { A: [profile('line-trooper'), profile('line-trooper', { id: 'lt2' })], B: b },
        firstDeployer: 'A',
        rules: RULES_EDITION,
        pins: {},
      },
    },
    seed,
  );
}

const passAll = (s: GameState): GameState => {
  let t = s;
  while (t.phase.kind === 'turn' && t.phase.order?.stage === 'aro') t = ok(t, { type: 'endAros', seat: 'B' });
  return t;
};

/** A's Line Trooper at (20, 6) shoots the B piece at `target` with a BS Attack, then Idles. */
function shootAt(s: GameState, target: [number, number]): GameState {
  let t = ok(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, 20, 6) });
  const attack: Action = { type: 'declare', seat: 'A', skill: 'bsAttack', target: pieceAt(t, ...target) };
  t = passAll(ok(t, attack));
  return passAll(ok(t, { type: 'declare', seat: 'A', skill: 'idle' }));
}

const lines = (s: GameState) => logItems(s.log).map((e) => e.text);

describe('Partial Cover in the rolls (RULES.md §18.3)', () => {
  /** B's Line Trooper with its back to the low wall (touching its y = 39 face), facing A. */
  function behindTheWall(seed: number, scenery: Scenery[] = [WALL]): GameState {
    let s = game([profile('line-trooper'), profile('line-trooper', { id: 'lt3' })], seed, scenery);
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 20, 6));
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 20, 39 + R2));
    s = ok(s, endStep('B'));
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper', 1), 'model', 40, 4));
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper', 1), 'model', 44, 44));
    return ok(s, endStep('B'));
  }

  it('the BS Attack takes −3 for the target touching low scenery between, and names it', () => {
    const t = shootAt(behindTheWall(1), [20, 39 + R2]);
    const roll = lines(t).find((l) => l.includes('BS Attack with the Combi Rifle (B3) on the'));
    expect(roll).toMatch(/BS 11, range [−+]\d+, Partial Cover −3 = \d+/);
  });

  it('the Saving Roll of a hit in Partial Cover names its −3 too', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const t = shootAt(behindTheWall(seed), [20, 39 + R2]);
      const save = lines(t).find((l) => /^(\d+ )?Saving Rolls? for/.test(l));
      if (!save) continue;
      expect(save).toMatch(/Damage 13 − ARM 1, Partial Cover −3 = 9/);
      return;
    }
    throw new Error('no seed gave a hit');
  });

  it('without the wall the same shot has no cover MOD (the control)', () => {
    const t = shootAt(behindTheWall(1, []), [20, 39 + R2]);
    const roll = lines(t).find((l) => l.includes('BS Attack with the Combi Rifle (B3) on the'));
    expect(roll).toBeDefined();
    expect(roll).not.toContain('Partial Cover');
  });
});

describe('Mimetism in the rolls: the trooper and its Decoy replicas alike (RULES.md §10.6, §18.4)', () => {
  const roster = [
    profile('decoy-user', { skills: [...profile('decoy-user').skills, { skill: 'Mimetism', mod: -6 }] }),
    profile('line-trooper'),
  ];
  /** B's Lure Specialist (with Mimetism −6) at (20, 40) and its replicas at (16, 40) and (24, 40). */
  function lure(seed: number, real: number): GameState {
    let s = game(roster, seed, []);
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 20, 6));
    s = ok(s, endStep('A'));
    s = ok(
      s,
      deployRoster('B', rosterId(s, 'B', 'Lure Specialist'), 'Decoy', 20, 40, {
        extras: [
          { x: 16, y: 40 },
          { x: 24, y: 40 },
        ],
        real,
      }),
    );
    s = ok(s, endStep('B'));
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper', 1), 'model', 40, 4));
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 44, 44));
    return ok(s, endStep('B'));
  }

  it.each([
    ['the real user', 0],
    ['a replica', 1],
  ])('a BS Attack on the model piece takes Mimetism −6 when it is %s', (_what, real) => {
    const t = shootAt(lure(1, real), [20, 40]);
    expect(lines(t).find((l) => l.includes('BS Attack with the Combi Rifle (B3) on the'))).toMatch(
      /BS 11, range [−+]\d+, Mimetism −6 = -?\d+/,
    );
  });

  it('a BS Attack on a DECOY marker takes the user’s Mimetism too, so the roll tells nothing', () => {
    const onReplica = shootAt(lure(1, 0), [16, 40]);
    const onUser = shootAt(lure(1, 1), [16, 40]);
    const roll = (s: GameState) =>
      lines(s).find((l) => l.includes('BS Attack with the Combi Rifle (B3) on the'));
    expect(roll(onReplica)).toMatch(/Mimetism −6/);
    expect(roll(onReplica)).toBe(roll(onUser));
  });
});
