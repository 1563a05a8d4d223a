// The live readout while a trooper lands from Airborne Deployment (RULES.md §18.11.2, §18.11.3): the
// reason a spot is refused is known while the pointer hovers, before the click, and it is the
// engine's own reason for the same spot; a Combat Jump says its roll decides.
import { describe, expect, it } from 'vitest';
import { newGame, RULES_EDITION, viewFor, type GameState } from '../engine/index.ts';
import { apply } from '../engine/apply.ts';
import type { MarkerSkill, Profile, Seat } from '../rules/index.ts';
import { deployRoster, endStep, ok, profile, rosterId } from '../../tests/engineFixtures.ts';
import { previewArrival } from './arrivalPreview.ts';

function para(skill: MarkerSkill): Profile {
  const p = profile('line-trooper');
  return { ...p, name: 'Paratrooper', skills: [...p.skills, skill] };
}

/** A 48" table; A's Paratrooper kept off the table, A's and B's Line Troopers deployed; A's first turn. */
function landingGame(skill: MarkerSkill): { s: GameState; kept: string } {
  let s = newGame(
    {
      table: { width: 48, depth: 48, zoneDepth: 12 },
      scenery: [],
      game: {
        rosters: { A: [para(skill), profile('line-trooper')], B: [profile('line-trooper')] },
        firstDeployer: 'A' as Seat,
        rules: RULES_EDITION,
        pins: {},
      },
    },
    { given: [1, 1, 1, 1] },
  );
  const kept = rosterId(s, 'A', 'Paratrooper');
  s = ok(s, { type: 'keepAirborne', seat: 'A', trooperId: kept });
  s = ok(s, endStep('A'));
  s = ok(s, endStep('B'));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 10, 6));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 40, 42));
  s = ok(s, endStep('B'));
  return { s, kept };
}

describe('the live readout while landing (RULES.md §18.11.2, §18.11.3)', () => {
  it('Parachutist: a spot inland, or in the enemy zone, is refused with the engine’s reason before the click', () => {
    const { s, kept } = landingGame({ skill: 'Parachutist' });
    const draft = { trooperId: kept, skill: 'Parachutist' as const, form: 'model' as const };
    const view = viewFor(s, 'A');
    for (const at of [
      { x: 24, y: 24 },
      { x: 0.5, y: 44 },
    ]) {
      const seen = previewArrival(view, draft, at);
      const engine = apply(s, { type: 'arrive', seat: 'A', ...draft, at: seen?.at ?? at, facing: 90 });
      expect(engine.ok).toBe(false);
      if (engine.ok) continue;
      expect(seen?.violations.map((v) => v.message)).toEqual(engine.violations.map((v) => v.message));
      expect(seen?.verb).toBe('land');
    }
  });

  it('Parachutist: a spot near a side edge is snapped to it, as the click is, and allowed there', () => {
    const { s, kept } = landingGame({ skill: 'Parachutist' });
    const draft = { trooperId: kept, skill: 'Parachutist' as const, form: 'model' as const };
    const seen = previewArrival(viewFor(s, 'A'), draft, { x: 1.2, y: 24 });
    expect(seen?.violations).toEqual([]);
    expect(seen?.at.x).toBeCloseTo(seen?.r ?? 0);
    ok(s, { type: 'arrive', seat: 'A', ...draft, at: seen?.at ?? { x: 0, y: 0 }, facing: 90 });
  });

  it('Combat Jump: anywhere open, its PH roll named; on another trooper, refused; not the other seat’s to read', () => {
    const { s, kept } = landingGame({ skill: 'CombatJump' });
    const draft = { trooperId: kept, skill: 'CombatJump' as const, form: 'model' as const };
    const open = previewArrival(viewFor(s, 'A'), draft, { x: 24, y: 24 });
    expect(open?.violations).toEqual([]);
    expect(open?.roll).toMatchObject({ sv: 10, rule: 'combatJump' });
    const onTop = previewArrival(viewFor(s, 'A'), draft, { x: 40, y: 42 });
    expect(onTop?.violations.length).toBeGreaterThan(0);
    expect(apply(s, { type: 'arrive', seat: 'A', ...draft, at: { x: 40, y: 42 }, facing: 90 }).ok).toBe(
      false,
    );
    // Player B does not know the trooper: no readout from its view.
    expect(previewArrival(viewFor(s, 'B'), draft, { x: 24, y: 24 })).toBeNull();
  });
});
