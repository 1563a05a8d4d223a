// Direct Template geometry and the cancellation rule (RULES.md §1 "inside an area", §10.3, T25; D27).
import { describe, expect, it } from 'vitest';
import {
  layTemplate,
  templateCancelReason,
  templateOutline,
  templateTouches,
  TEMPLATES,
  type LaidTemplate,
} from './templates.ts';
import { weaponReaches, WEAPONS } from './weapons.ts';
import { EPS } from '../geometry/units.ts';

const S2 = 0.4921259842519685;
const shooter = { x: 0, y: 0, r: 0.5 };
// Laid along +x: tip (0.5, 0), round end centred at (7, 0) with radius 1.5 → far edge at 8.5.
const laid: LaidTemplate = layTemplate(shooter, { x: 10, y: 0 }, TEMPLATES.smallTeardrop);
// Half-angle of the sides seen from the tip: sin α = 1.5 / 6.5.
const cosAlpha = Math.sqrt(1 - (1.5 / 6.5) ** 2);

describe('layTemplate (D27)', () => {
  it('puts the tip on the shooter’s base edge and the round end 8" out along the line to the target', () => {
    expect(laid.tip.x).toBeCloseTo(0.5, 9);
    expect(laid.tip.y).toBeCloseTo(0, 9);
    expect(laid.centre.x).toBeCloseTo(7, 9);
    expect(laid.radius).toBe(1.5);
    const diagonal = layTemplate({ x: 1, y: 1, r: 0.5 }, { x: 1, y: -9 }, TEMPLATES.smallTeardrop);
    expect(diagonal.tip).toEqual({ x: 1, y: 0.5 });
    expect(diagonal.centre.y).toBeCloseTo(-6, 9);
  });
  it('lays along +x when the target stands on the shooter’s centre', () => {
    expect(layTemplate(shooter, { x: 0, y: 0 }, TEMPLATES.smallTeardrop).centre).toEqual({ x: 7, y: 0 });
  });
});

describe('templateTouches: the boundaries (RULES.md §1: touching counts)', () => {
  const cases: [string, { x: number; y: number; r: number }, boolean][] = [
    ['just reaching the far edge', { x: 9, y: 0, r: 0.5 }, true],
    ['just beyond the far edge', { x: 9 + 2 * EPS, y: 0, r: 0.5 }, false],
    ['touching the widest point', { x: 7, y: 2, r: 0.5 }, true],
    ['clear of the widest point', { x: 7, y: 2 + 2 * EPS, r: 0.5 }, false],
    ['beside the tip, touching the side', { x: 0.5, y: 0.5, r: 0.5 * cosAlpha + 1e-6 }, true],
    ['beside the tip, clear of the side', { x: 0.5, y: 0.5, r: 0.5 * cosAlpha - 2 * EPS }, false],
    ['behind the shooter', { x: -2, y: 0, r: S2 }, false],
    ['inside the area', { x: 4, y: 0.2, r: S2 }, true],
  ];
  it.each(cases)('%s', (_name, disc, expected) => {
    expect(templateTouches(laid, disc)).toBe(expected);
  });
});

describe('templateOutline', () => {
  it('starts at the tip and runs round the far end, every point within the area', () => {
    const out = templateOutline(laid);
    expect(out[0]).toEqual(laid.tip);
    const farthest = Math.max(...out.map((p) => p.x));
    expect(farthest).toBeCloseTo(8.5, 6);
    for (const p of out) expect(templateTouches(laid, { ...p, r: 1e-9 })).toBe(true);
  });
});

describe('templateCancelReason (RULES.md §10.3, T25)', () => {
  const me = { id: 'me', owner: 'A' as const };
  it.each([
    ['only enemy models', [{ id: 'e', owner: 'B' as const, kind: 'model' as const }], null],
    ['an enemy IMP-2 marker', [{ id: 'm', owner: 'B' as const, kind: 'IMP-2' as const }], 'IMP'],
    ['an enemy IMP-1 marker', [{ id: 'm', owner: 'B' as const, kind: 'IMP-1' as const }], 'IMP'],
    ['an enemy CAMO marker', [{ id: 'c', owner: 'B' as const, kind: 'CAMO' as const }], null],
    ['an allied trooper', [{ id: 'f', owner: 'A' as const, kind: 'model' as const }], 'ALLIED'],
    ['the shooter itself', [{ id: 'me', owner: 'A' as const, kind: 'model' as const }], null],
  ])('%s', (_name, touched, expected) => {
    expect(templateCancelReason(me, touched)).toBe(expected);
  });
});

describe('weaponReaches', () => {
  it('a template weapon reaches what its template touches, nothing beyond', () => {
    expect(weaponReaches(WEAPONS.chainRifle, shooter, { x: 8.9, y: 0, r: 0.5 })).toBe(true);
    expect(weaponReaches(WEAPONS.chainRifle, shooter, { x: 9.1, y: 0, r: 0.5 })).toBe(false);
  });
  it('a weapon with range bands reaches to its last band that is not "–" (RULES.md §6.2)', () => {
    expect(weaponReaches(WEAPONS.pistol, shooter, { x: 16.9, y: 0, r: 0.5 })).toBe(true);
    expect(weaponReaches(WEAPONS.pistol, shooter, { x: 17.1, y: 0, r: 0.5 })).toBe(false);
  });
});
