import { describe, expect, it } from 'vitest';
import { apply, newGame, viewFor, type GameState } from '../engine/index.ts';
import { pieceAt, profile, rosterId } from '../../tests/engineFixtures.ts';
import { tableGame } from '../../tests/tableGame.ts';
import { baseRadiusInches } from '../rules/index.ts';
import { previewDeploy } from './deployPreview.ts';
import { previewMine } from './minePreview.ts';

/**
 * What the screen says, the engine does (ARCHITECTURE.md §4) for a Mine's spot (RULES.md §18.7.1,
 * §18.7.5, §18.7.6): the verdict measured on the placing seat's view is the engine's answer.
 */
const TOUCH = 2 * baseRadiusInches(2);

/** A's Field Sapper at (20, 6), activated; B's Camo Sniper as a CAMO marker at (20, 15.5). */
function activated(): GameState {
  const s = tableGame({
    a: [profile('sapper'), profile('line-trooper')],
    b: [profile('camo-sniper'), profile('line-trooper')],
    steps: [
      [{ name: 'Field Sapper', form: 'model', at: [20, 6] }],
      [{ name: 'Camo Sniper', form: 'CAMO', at: [20, 40] }],
      [{ name: 'Line Trooper', form: 'model', at: [40, 6] }],
      [{ name: 'Line Trooper', form: 'model', at: [44, 44] }],
    ],
  });
  const marker = pieceAt(s, 20, 40);
  const moved = { ...s, pieces: { ...s.pieces, [marker]: { ...s.pieces[marker]!, y: 15.5 } } };
  const r = apply(moved, { type: 'activate', seat: 'A', pieceId: pieceAt(moved, 20, 6) });
  if (!r.ok) throw new Error(r.violations[0]?.message);
  return r.state;
}

describe('a Mine spot in the Active Turn: the view agrees with the engine (RULES.md §18.7.1, §18.7.6)', () => {
  it.each([
    ['in contact behind the trooper', { x: 20 - TOUCH, y: 6 }, null, false],
    ['a hair out of contact', { x: 20 - TOUCH - 0.05, y: 6 }, 'DEPLOYABLE_NOT_IN_CONTACT', false],
    ['on the trooper itself', { x: 20.3, y: 6 }, 'OVERLAPS_BASE', false],
    ['towards the CAMO marker, inside its 8"', { x: 20, y: 6 + TOUCH }, 'MINE_CAMO_IN_TRIGGER_AREA', true],
  ] as const)('%s', (_, at, code, intuitive) => {
    const s = activated();
    const engine = apply(s, { type: 'declare', seat: 'A', skill: 'placeDeployable', at });
    expect(engine.ok ? null : engine.violations[0]?.code).toBe(code);
    const seen = previewMine(viewFor(s, 'A'), at)!;
    expect(seen.violations[0]?.code ?? (seen.intuitive ? 'MINE_CAMO_IN_TRIGGER_AREA' : null)).toBe(code);
    expect(seen.intuitive).toBe(intuitive);
  });
});

describe('a Mine spot at deployment (RULES.md §18.7.5)', () => {
  function deploying(): GameState {
    const p = (id: string) => profile(id);
    return newGame({
      table: { width: 48, depth: 48, zoneDepth: 12 },
      scenery: [],
      game: {
        rosters: { A: [p('sapper'), p('line-trooper')], B: [p('line-trooper')] },
        firstDeployer: 'A',
        pins: {},
      },
    });
  }
  it.each([
    ['in the zone', { x: 26, y: 6 }, null],
    ['outside the Deployment Zone', { x: 26, y: 14 }, 'OUTSIDE_DEPLOYMENT_ZONE'],
  ] as const)('the spot %s', (_, at, code) => {
    const s = deploying();
    expect(previewMine(viewFor(s, 'A'), at)?.violations[0]?.code ?? null).toBe(code);
  });

  it.each([
    ['within 8" of the trooper', 20, null],
    ['too far from the trooper', 10, 'MINE_OUT_OF_ZOC'],
  ] as const)('placing the trooper with the Mine %s', (_, x, code) => {
    const s = deploying();
    const trooperId = rosterId(s, 'A', 'Field Sapper');
    const mine = { x: x === 10 ? 28 : 26, y: 6 };
    const draft = { trooperId, form: 'model' as const, imitates: null, hidden: false, real: 0 };
    const seen = previewDeploy(viewFor(s, 'A'), draft, { x, y: 6 }, mine);
    expect(seen?.violations[0]?.code ?? null).toBe(code);
    const engine = apply(s, {
      type: 'deploy',
      seat: 'A',
      trooperId,
      form: 'model',
      at: { x, y: 6 },
      facing: 90,
      mine,
    });
    expect(engine.ok ? null : engine.violations[0]?.code).toBe(code);
  });
});
