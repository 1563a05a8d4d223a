// Covers RULES.md §18.11.1–§18.11.3 (Airborne Deployment: Parachutist lands touching a table edge,
// outside the enemy Deployment Zone; Combat Jump anywhere with a PH roll, the profile's own value if it
// gives one) and decisions D98 (no building to land in), D100 (the arrival forms), D101 (replicas land
// by the user's rule), with EPS = 0.01" at the edges and the zone line (D16).
import { describe, expect, it } from 'vitest';
import { EPS } from '../geometry/units.ts';
import {
  AIRBORNE_FORMS,
  airborneSkillsOf,
  combatJumpValue,
  hasAirborneDeployment,
  landingViolations,
  passesCombatJump,
  snapToEdge,
  touchesTableEdge,
} from './airborne.ts';
import type { Seat } from './pieces.ts';
import type { MarkerSkill, Profile } from './profiles.ts';
import { describeSkill } from './profiles.ts';
import { baseRadiusInches } from './silhouettes.ts';
import { DEFAULT_TABLE } from './table.ts';

const R = baseRadiusInches(2);
const W = DEFAULT_TABLE.width;
const D = DEFAULT_TABLE.depth;
const Z = DEFAULT_TABLE.zoneDepth;

const piece = (owner: Seat, x: number, y: number) => ({
  id: 'p',
  name: 'The paratrooper',
  owner,
  x,
  y,
  r: R,
});

function profile(skills: MarkerSkill[], ph = 10): Profile {
  return { id: 'x', name: 'X', s: 2, mov: [4, 4], wip: 13, bs: 11, ph, arm: 1, w: 1, skills };
}

describe('Airborne Deployment skills (RULES.md §18.11.1)', () => {
  it.each<[string, MarkerSkill[], string[]]>([
    ['no skill', [], []],
    ['Parachutist', [{ skill: 'Parachutist' }], ['Parachutist']],
    ['Combat Jump', [{ skill: 'CombatJump' }], ['CombatJump']],
    ['both', [{ skill: 'CombatJump' }, { skill: 'Parachutist' }], ['Parachutist', 'CombatJump']],
    ['Infiltration is not airborne', [{ skill: 'Infiltration' }], []],
  ])('%s', (_, skills, expected) => {
    expect(airborneSkillsOf(profile(skills))).toEqual(expected);
    expect(hasAirborneDeployment(profile(skills))).toBe(expected.length > 0);
  });

  it('names Combat Jump with its own PH when the profile gives one', () => {
    expect(describeSkill({ skill: 'CombatJump' })).toBe('Combat Jump');
    expect(describeSkill({ skill: 'CombatJump', ph: 12 })).toBe('Combat Jump (PH 12)');
  });

  it('arrives as a model, a CAMO marker or a Decoy user, never as Holoecho or IMP (D100)', () => {
    expect([...AIRBORNE_FORMS]).toEqual(['model', 'CAMO', 'Decoy']);
  });
});

describe('Combat Jump roll (RULES.md §18.11.3, §8)', () => {
  it.each<[string, MarkerSkill, number, number, boolean]>([
    ["the trooper's PH, die equal passes", { skill: 'CombatJump' }, 10, 10, true],
    ["the trooper's PH, one over fails", { skill: 'CombatJump' }, 10, 11, false],
    ['the profile value replaces PH', { skill: 'CombatJump', ph: 14 }, 10, 14, true],
    ['the profile value, one over fails', { skill: 'CombatJump', ph: 14 }, 10, 15, false],
    ['a low profile value', { skill: 'CombatJump', ph: 8 }, 13, 9, false],
  ])('%s', (_, skill, ph, die, passes) => {
    const p = profile([skill], ph);
    expect(combatJumpValue(p)).toBe(skill.skill === 'CombatJump' && skill.ph !== undefined ? skill.ph : ph);
    expect(passesCombatJump(p, die)).toBe(passes);
  });
});

describe('touching a table edge (RULES.md §18.11.2)', () => {
  it.each<[string, number, number, boolean]>([
    ['left edge', R, 24, true],
    ['left edge within EPS', R + EPS, 24, true],
    ['just off the left edge', R + 2 * EPS, 24, false],
    ['right edge', W - R, 24, true],
    ['top edge', 20, R, true],
    ['bottom edge', 20, D - R, true],
    ['the middle', 24, 24, false],
  ])('%s', (_, x, y, touches) => {
    expect(touchesTableEdge(DEFAULT_TABLE, { x, y, r: R })).toBe(touches);
  });
});

describe('where an arrival may land (RULES.md §18.11.2, §18.11.3; D98, D101)', () => {
  it.each<[string, 'Parachutist' | 'CombatJump', Seat, number, number, number]>([
    ['Parachutist at a side edge in the middle of the table', 'Parachutist', 'A', R, 24, 0],
    ['Parachutist at its own edge', 'Parachutist', 'A', 20, R, 0],
    ['Parachutist away from every edge', 'Parachutist', 'A', 24, 24, 1],
    ["Parachutist at the side edge inside B's zone (A lands)", 'Parachutist', 'A', R, D - Z + R, 1],
    ["Parachutist on B's zone line, within EPS (A lands)", 'Parachutist', 'A', R, D - Z - R + EPS, 0],
    ["Parachutist at B's own edge (A lands): edge but enemy zone", 'Parachutist', 'A', 20, D - R, 1],
    ['Parachutist in the middle, inside the enemy zone: two reasons', 'Parachutist', 'B', 24, Z / 2, 2],
    ['Combat Jump anywhere, even the enemy zone', 'CombatJump', 'A', 24, D - 2, 0],
    ['Combat Jump in the middle', 'CombatJump', 'B', 24, 24, 0],
  ])('%s', (_, skill, seat, x, y, problems) => {
    expect(landingViolations(DEFAULT_TABLE, skill, piece(seat, x, y))).toHaveLength(problems);
  });

  it('names the rule, never a section', () => {
    const [v] = landingViolations(DEFAULT_TABLE, 'Parachutist', piece('A', 24, 24));
    expect(v?.rules).toEqual(['parachutist']);
    expect(v?.message).toMatch(/touch a table edge/);
  });
});

describe('pointing near an edge with Parachutist (snapToEdge)', () => {
  it.each<[string, number, number, number, number]>([
    ['near the left edge', 0.7, 24, R, 24],
    ['just off the table on the left', 0.1, 24, R, 24],
    ['near the right edge', W - 1, 30, W - R, 30],
    ['near the top edge', 20, 1.2, 20, R],
    ['too far from every edge: kept', 5, 24, 5, 24],
  ])('%s', (_, x, y, ex, ey) => {
    const p = snapToEdge(DEFAULT_TABLE, { x, y }, R);
    expect(p.x).toBeCloseTo(ex, 9);
    expect(p.y).toBeCloseTo(ey, 9);
  });
});
