// Covers RULES.md §18.11.4 (Infiltration: free in the own half, a Normal PH−3 roll in the enemy half,
// never inside the enemy Deployment Zone), A31 and decisions D94 (the −3 MOD), D96 (IMP forms keep
// Impersonation's area), with EPS = 0.01" on the centre line and the zone line (D16).
import { describe, expect, it } from 'vitest';
import { EPS } from '../geometry/units.ts';
import {
  adjustmentViolations,
  deploymentArea,
  deploymentViolations,
  needsInfiltrationRoll,
} from './deployment.ts';
import {
  INFILTRATION_PH_MOD,
  hasInfiltration,
  infiltrationDeployValue,
  passesInfiltration,
} from './infiltration.ts';
import type { PlacedPiece } from './movement.ts';
import type { Seat } from './pieces.ts';
import type { DeploymentForm, MarkerSkill, Profile } from './profiles.ts';
import { baseRadiusInches } from './silhouettes.ts';
import { DEFAULT_TABLE, ownHalf } from './table.ts';

const R = baseRadiusInches(2); // 25 mm base: 0.492"
const HALF = DEFAULT_TABLE.depth / 2; // 24"
const Z = DEFAULT_TABLE.zoneDepth; // 12"
const D = DEFAULT_TABLE.depth; // 48"

const piece = (owner: Seat, y: number, x = 20): PlacedPiece => ({
  id: 'p',
  owner,
  kind: 'CAMO',
  name: 'The infiltrator',
  x,
  y,
  r: R,
});

function profile(skills: MarkerSkill[], ph = 10): Profile {
  return { id: 'x', name: 'X', s: 2, mov: [4, 4], wip: 13, bs: 11, ph, arm: 1, w: 1, skills };
}

describe('ownHalf', () => {
  it.each<[Seat, number]>([
    ['A', 0],
    ['B', HALF],
  ])('seat %s: from its own edge to the centre line, starting at y = %d', (seat, y) => {
    expect(ownHalf(DEFAULT_TABLE, seat)).toEqual({ x: 0, y, width: DEFAULT_TABLE.width, depth: HALF });
  });
});

describe('needsInfiltrationRoll: a base not totally inside the own half (RULES.md §18.11.4)', () => {
  it.each<[string, Seat, number, boolean]>([
    ['A, deep in its own zone', 'A', 6, false],
    ['A, own half outside the zone', 'A', 20, false],
    ['A, touching the centre line from its side', 'A', HALF - R, false],
    ['A, over the centre line by EPS (still inside)', 'A', HALF - R + EPS, false],
    ['A, over the centre line by 2 EPS', 'A', HALF - R + 2 * EPS, true],
    ['A, centre on the line', 'A', HALF, true],
    ['A, in the enemy half', 'A', 30, true],
    ['B, touching the centre line from its side', 'B', HALF + R, false],
    ['B, over the centre line by 2 EPS', 'B', HALF + R - 2 * EPS, true],
    ['B, in the enemy half', 'B', 18, true],
  ])('%s', (_, seat, y, expected) => {
    expect(needsInfiltrationRoll(DEFAULT_TABLE, seat, piece(seat, y))).toBe(expected);
  });
});

describe('the infiltration area: never inside the enemy Deployment Zone', () => {
  it.each<[string, Seat, number, boolean]>([
    ['A, own zone', 'A', 6, true],
    ['A, own half outside the zone', 'A', 20, true],
    ['A, enemy half', 'A', 30, true],
    ['A, touching the enemy zone line', 'A', D - Z - R, true],
    ['A, into the enemy zone by EPS', 'A', D - Z - R + EPS, true],
    ['A, into the enemy zone by 2 EPS', 'A', D - Z - R + 2 * EPS, false],
    ['A, deep in the enemy zone', 'A', 42, false],
    ['B, touching the enemy zone line', 'B', Z + R, true],
    ['B, into the enemy zone by 2 EPS', 'B', Z + R - 2 * EPS, false],
  ])('%s: allowed %s', (_, seat, y, allowed) => {
    const v = deploymentViolations(DEFAULT_TABLE, 'infiltration', piece(seat, y), []);
    expect(v.length === 0).toBe(allowed);
    for (const x of v) {
      expect(x.code).toBe('OUTSIDE_DEPLOYMENT_ZONE');
      expect(x.rules).toEqual(['infiltration']);
    }
  });

  it.each<[string, number, number, boolean]>([
    ['own half to own half', 20, 22, true],
    ['own half into the enemy half: that takes the roll of a new placement', 20, 30, false],
    ['enemy half within the enemy half', 30, 31, true],
  ])('adjusting a placed piece, %s', (_, from, to, allowed) => {
    const v = adjustmentViolations(DEFAULT_TABLE, 'infiltration', piece('A', from), { x: 20, y: to }, []);
    expect(v.length === 0).toBe(allowed);
  });
});

describe('deploymentArea with Infiltration (decision D96)', () => {
  const inf: MarkerSkill[] = [{ skill: 'Infiltration' }];
  it.each<[DeploymentForm, MarkerSkill[] | null, string]>([
    ['CAMO', inf, 'infiltration'],
    ['model', inf, 'infiltration'],
    ['Holoecho', inf, 'infiltration'],
    ['Decoy', inf, 'infiltration'],
    ['IMP-1', inf, 'impersonation'],
    ['IMP-2', inf, 'impersonation'],
    ['model', [], 'own-zone'],
    ['CAMO', null, 'own-zone'],
  ])('%s with skills %j: %s', (form, skills, area) => {
    expect(deploymentArea(form, skills ? profile(skills) : undefined)).toBe(area);
  });

  it('reads the skill from the profile', () => {
    expect(hasInfiltration(profile([{ skill: 'Infiltration' }]))).toBe(true);
    expect(hasInfiltration(profile([{ skill: 'Camouflage' }]))).toBe(false);
  });
});

describe('the Normal PH−3 roll (A31, decision D94)', () => {
  it('is one MOD of −3', () => {
    expect(INFILTRATION_PH_MOD).toBe(-3);
  });

  it.each<[number, number, boolean]>([
    [10, 1, true],
    [10, 7, true], // equal to the SV: a critical, a pass
    [10, 8, false],
    [13, 10, true],
    [13, 11, false],
    [3, 1, false], // SV 0: nothing passes
    [25, 20, true], // SV 22: every die passes (A14)
  ])('PH %d, die %d: passes %s', (ph, die, passes) => {
    expect(infiltrationDeployValue({ ph })).toBe(ph - 3);
    expect(passesInfiltration({ ph }, die)).toBe(passes);
  });
});
