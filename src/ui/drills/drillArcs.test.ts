// A drill's board shows the 180° arcs its answers depend on (issue 31, the tour's bugs).
import { describe, expect, it } from 'vitest';
import type { ViewPiece } from '../../engine/index.ts';
import { drillArcs } from './drillArcs.ts';

const piece = (id: string, arc: 180 | 360) => ({ id, arc }) as ViewPiece;

describe('the arcs a drill board draws', () => {
  it.each([
    ['a model facing one way', [piece('m', 180)], ['m']],
    ['a marker sees all round: no arc drawn', [piece('c', 360)], []],
    ['both, in order', [piece('m', 180), piece('c', 360), piece('h', 180)], ['m', 'h']],
  ])('%s', (_, pieces, ids) => {
    expect(drillArcs({ pieces })).toEqual(ids);
  });
});
