import { describe, expect, it } from 'vitest';
import { apply, newGame, viewFor, type GameState } from '../engine/index.ts';
import { profile, rosterId } from '../../tests/engineFixtures.ts';
import { previewDeploy } from './deployPreview.ts';

/**
 * What the screen says while placing an Infiltration trooper (RULES.md §18.11.4): the verdict from the
 * placing seat's view agrees with the engine, and in the enemy half it announces the PH−3 roll instead
 * of refusing.
 */
function deploying(): GameState {
  const sniper = profile('camo-sniper');
  return newGame(
    {
      table: { width: 48, depth: 48, zoneDepth: 12 },
      scenery: [],
      game: {
        rosters: {
          A: [{ ...sniper, skills: [...sniper.skills, { skill: 'Infiltration' }] }, profile('line-trooper')],
          B: [profile('line-trooper')],
        },
        firstDeployer: 'A',
        pins: {},
      },
    },
    { given: [1] },
  );
}

describe('a Minelayer with Infiltration: its Mine in the enemy half announces the roll (RULES.md §18.11.4)', () => {
  it('in its own half with the Mine over the centre line', () => {
    const sapper = profile('sapper');
    const s = newGame(
      {
        table: { width: 48, depth: 48, zoneDepth: 12 },
        scenery: [],
        game: {
          rosters: {
            A: [
              { ...sapper, skills: [...sapper.skills, { skill: 'Infiltration' }] },
              profile('line-trooper'),
            ],
            B: [profile('line-trooper')],
          },
          firstDeployer: 'A',
          pins: {},
        },
      },
      { given: [1] },
    );
    const trooperId = rosterId(s, 'A', 'Field Sapper');
    const draft = { trooperId, form: 'model' as const, imitates: null, hidden: false, real: 0 };
    const seen = previewDeploy(viewFor(s, 'A'), draft, { x: 20, y: 22 }, { x: 20, y: 27 });
    expect(seen?.violations).toEqual([]);
    expect(seen?.roll?.rule).toBe('infiltration');
    expect(previewDeploy(viewFor(s, 'A'), draft, { x: 20, y: 22 }, { x: 20, y: 20 })?.roll).toBeUndefined();
  });
});

describe('placing an Infiltration trooper: the verdict agrees with the engine (RULES.md §18.11.4)', () => {
  it.each([
    ['in its own zone', 6, null, null],
    ['in its own half, outside its zone', 20, null, null],
    ['in the enemy half', 30, null, 'in the enemy half, a PH−3 roll (7) after placement decides'],
    ['inside the enemy Deployment Zone', 40, 'OUTSIDE_DEPLOYMENT_ZONE', null],
  ] as const)('%s', (_, y, code, says) => {
    const s = deploying();
    const trooperId = rosterId(s, 'A', 'Camo Sniper');
    const draft = { trooperId, form: 'CAMO' as const, imitates: null, hidden: false, real: 0 };
    const seen = previewDeploy(viewFor(s, 'A'), draft, { x: 20, y });
    expect(seen?.violations[0]?.code ?? null).toBe(code);
    // A refused spot reads as refused whatever roll it would take (the status bar shows the violations first).
    if (!code) expect(seen?.roll?.says ?? null).toBe(says);
    if (says) expect(seen?.roll?.rule).toBe('infiltration');
    const engine = apply(s, {
      type: 'deploy',
      seat: 'A',
      trooperId,
      form: 'CAMO',
      at: { x: 20, y },
      facing: 90,
    });
    expect(engine.ok ? null : engine.violations[0]?.code).toBe(code);
  });
});
