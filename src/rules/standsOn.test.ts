// RULES.md §0, §1.1 (D182): what a piece stands on, and the tape between two levels.
import { describe, expect, it } from 'vitest';
import { rectangle } from '../geometry/polygon.ts';
import { footingAt, footingText, levelBadge, levelGap, levelGapText } from './standsOn.ts';

const tower = {
  name: 'Tower',
  height: 'tall' as const,
  heightIn: 4,
  polygon: rectangle({ x: 2, y: 2 }, 4, 4),
};
const wing = { name: 'Wing', height: 'tall' as const, heightIn: 2, polygon: rectangle({ x: 4, y: 2 }, 8, 4) };
const oldBlock = { name: 'Block', height: 'tall' as const, polygon: rectangle({ x: 20, y: 2 }, 4, 4) };
const wall = { name: 'Wall', height: 'low' as const, heightIn: 1, polygon: rectangle({ x: 30, y: 2 }, 4, 1) };

describe('footingAt', () => {
  it.each([
    { at: { x: 2, y: 2 }, z: 4, roof: 'Tower', text: 'on the roof of Tower, 4" up (roof, 2 storeys)' },
    { at: { x: 6, y: 2 }, z: 2, roof: 'Wing', text: 'on the roof of Wing, 2" up (roof, 1 storey)' },
    { at: { x: 20, y: 2 }, z: 0, roof: null, text: 'on the ground' },
    { at: { x: 30, y: 2 }, z: 0, roof: null, text: 'on the ground' },
    { at: { x: 40, y: 2 }, z: 0, roof: null, text: 'on the ground' },
  ])('at ($at.x, $at.y): $text', ({ at, z, roof, text }) => {
    const f = footingAt([wing, tower, oldBlock, wall], at);
    expect(f).toEqual({ z, roof });
    expect(footingText(f)).toBe(text);
  });
});

describe('levelBadge', () => {
  it.each([
    [0, ''],
    [4, '▲4"'],
    [2.5, '▲2.5"'],
  ])('%s" → %j', (z, badge) => {
    expect(levelBadge(z)).toBe(badge);
  });
});

describe('levelGap', () => {
  it.each([
    { d: 6.2, from: 4, to: 0, rise: -4, straight: Math.hypot(6.2, 4), text: '4" down, 7.4" straight' },
    { d: 3, from: 0, to: 4, rise: 4, straight: 5, text: '4" up, 5" straight' },
    { d: 0, from: 2, to: 4, rise: 2, straight: 2, text: '2" up, 2" straight' },
  ])('$d" from $from" to $to"', ({ d, from, to, rise, straight, text }) => {
    const g = levelGap(d, from, to);
    expect(g?.rise).toBeCloseTo(rise, 9);
    expect(g?.straight).toBeCloseTo(straight, 9);
    expect(g && levelGapText(g)).toBe(text);
  });

  it('is null on one level, within the table tolerance', () => {
    expect(levelGap(5, 0, 0)).toBeNull();
    expect(levelGap(5, 4, 4.005)).toBeNull();
    expect(levelGap(5, 4, 4.05)).not.toBeNull();
  });
});
