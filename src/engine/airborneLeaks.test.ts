// Airborne Deployment and hidden information (RULES.md §10.7, §18.11; decisions D97, D102): paired
// games that differ only in a secret give the other seat, and the audience, identical views.
import { describe, expect, it } from 'vitest';
import type { MarkerSkill, Profile, Seat } from '../rules/index.ts';
import { logItems } from './logList.ts';
import { newGame, RULES_EDITION, viewFor, type GameState } from './index.ts';
import type { Action } from './types.ts';
import { deployRoster, endStep, ok, profile, rosterId } from '../../tests/engineFixtures.ts';

const JUMP: MarkerSkill = { skill: 'CombatJump' };

function withJump(p: Profile): Profile {
  return { ...p, skills: [...p.skills, JUMP] };
}

function game(a: Profile[], dice: number[]): GameState {
  return newGame(
    {
      table: { width: 48, depth: 48, zoneDepth: 12 },
      scenery: [],
      game: {
        rosters: { A: a, B: [profile('line-trooper')] },
        firstDeployer: 'A' as Seat,
        rules: RULES_EDITION,
        pins: {},
      },
    },
    { given: dice },
  );
}

/** Keeps `kept` off the table, places the rest of A's step-1 troopers, and plays deployment to A's turn. */
function toTurn(s: GameState, kept: string[], placed: string[]): GameState {
  let t = s;
  for (const id of kept) t = ok(t, { type: 'keepAirborne', seat: 'A', trooperId: id });
  for (const [i, id] of placed.entries()) t = ok(t, deployRoster('A', id, 'model', 10 + 4 * i, 6));
  t = ok(t, endStep('A'));
  t = ok(t, endStep('B'));
  t = ok(t, deployRoster('A', rosterId(t, 'A', 'Line Trooper'), 'model', 30, 6));
  t = ok(t, endStep('A'));
  t = ok(t, deployRoster('B', rosterId(t, 'B', 'Line Trooper'), 'model', 40, 42));
  return ok(t, endStep('B'));
}

function expectSameFor(x: GameState, y: GameState): void {
  expect(viewFor(x, 'B')).toEqual(viewFor(y, 'B'));
  expect(viewFor(x, 'public')).toEqual(viewFor(y, 'public'));
}

describe('which trooper arrives under a CAMO marker stays private (RULES.md §10.7, §18.11.3)', () => {
  /** Both Camouflaged jumpers are kept off the table; `under` arrives as a CAMO marker and passes its roll. */
  function arrived(under: 'Camo Sniper' | 'Frenzied Raider'): { kept: GameState; landed: GameState } {
    const s = game(
      [withJump(profile('camo-sniper')), withJump(profile('frenzy-raider')), profile('line-trooper')],
      [3],
    );
    const kept = toTurn(s, [rosterId(s, 'A', 'Camo Sniper'), rosterId(s, 'A', 'Frenzied Raider')], []);
    const action: Action = {
      type: 'arrive',
      seat: 'A',
      trooperId: rosterId(s, 'A', under),
      skill: 'CombatJump',
      form: 'CAMO',
      at: { x: 24, y: 30 },
      facing: 90,
    };
    return { kept, landed: ok(kept, action) };
  }

  it('gives B identical views before and after the arrival (PH 10 or PH 12 behind the roll)', () => {
    const sniper = arrived('Camo Sniper');
    const raider = arrived('Frenzied Raider');
    expect(logItems(sniper.landed.log).some((e) => e.ownerText?.includes('against 10'))).toBe(true);
    expect(logItems(raider.landed.log).some((e) => e.ownerText?.includes('against 12'))).toBe(true);
    expectSameFor(sniper.kept, raider.kept);
    expectSameFor(sniper.landed, raider.landed);
  });
});

describe('whether a trooper kept off the table is a Decoy user stays private (decision D97)', () => {
  /** A's jumper is a Decoy user or the same profile without Decoy; it stays off the table. */
  function kept(decoy: boolean): GameState {
    const user = withJump(profile('decoy-user'));
    const plain: Profile = { ...user, skills: user.skills.filter((k) => k.skill !== 'Decoy') };
    const s = game([decoy ? user : plain, profile('line-trooper')], []);
    return toTurn(s, [rosterId(s, 'A', 'Lure Specialist')], []);
  }

  it('gives B identical views through deployment and into the first turn', () => {
    const withDecoy = kept(true);
    const without = kept(false);
    expect(withDecoy.phase.kind).toBe('turn');
    expectSameFor(withDecoy, without);
  });
});
