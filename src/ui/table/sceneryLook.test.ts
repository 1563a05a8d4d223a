// How scenery with a height is drawn (RULES.md §1.1): darker the taller, its height on a corner.
import { describe, expect, it } from 'vitest';
import { TABLE_COLOURS } from '../theme.ts';
import { heightTag, sceneryShade } from './sceneryLook.ts';
import { sceneryLines } from './legibility.ts';
import type { Scenery } from '../../rules/index.ts';

type Look = [Pick<Scenery, 'height' | 'heightIn'>, string, string[]];

const grey = (fill: string) => Number(/rgb\((\d+)/.exec(fill)?.[1]);

describe('sceneryShade', () => {
  it('draws old scenery without a height as before', () => {
    expect(sceneryShade({ height: 'tall' })).toMatchObject({ fill: TABLE_COLOURS.tall, edgeWidth: 0.12 });
    expect(sceneryShade({ height: 'low' })).toMatchObject({ fill: TABLE_COLOURS.low, shadow: 0 });
  });

  it('draws taller buildings darker, with a wider edge and a longer shadow', () => {
    const [a, b, c] = [2, 4, 12].map((h) => sceneryShade({ height: 'tall', heightIn: h }));
    expect(grey(a!.fill)).toBeGreaterThan(grey(b!.fill));
    expect(grey(b!.fill)).toBeGreaterThan(grey(c!.fill));
    expect(a!.shadow).toBeLessThan(c!.shadow);
    expect(a!.edgeWidth).toBeLessThan(c!.edgeWidth);
  });
});

describe('the height written on scenery', () => {
  it.each<Look>([
    [{ height: 'tall', heightIn: 4 }, '4"', ['Tower', '4" · roof']],
    [{ height: 'low', heightIn: 1 }, 'low 1"', ['Tower', 'low 1" · cover']],
    [{ height: 'tall' }, '', ['Tower', 'TALL · blocks LoF']],
    [{ height: 'low' }, '', ['Tower', 'low · cover']],
  ])('%j → %j', (s, tag, lines) => {
    expect(heightTag(s)).toBe(tag);
    expect(sceneryLines('Tower', s.height === 'tall', s.heightIn)).toEqual(lines);
  });
});
