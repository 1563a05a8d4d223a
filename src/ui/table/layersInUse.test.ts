// Which tables need the layers over the table layer (ARCHITECTURE.md §7): an empty table being looked
// at needs none; a piece, a Hidden Deployment position, a drill's arrows or any tool but selecting
// brings them.
import { describe, expect, it } from 'vitest';
import { layersInUse, type LayersSession } from './layersInUse.ts';

const idle: LayersSession = {
  tool: 'select',
  tape: null,
  drag: null,
  mineSpot: null,
  pickingMine: false,
  arrivalDraft: null,
  orderDraft: {},
};
const empty = { pieces: [], ghosts: [] };
const piece = { pieces: [{ id: 'p1' }], ghosts: [] } as unknown as Parameters<typeof layersInUse>[0];
const ghost = { pieces: [], ghosts: [{ id: 'g1' }] } as unknown as Parameters<typeof layersInUse>[0];

describe('layersInUse', () => {
  it.each([
    ['an empty table in the select tool', empty, idle, 0, false],
    ['a piece on the table', piece, idle, 0, true],
    ['a Hidden Deployment position', ghost, idle, 0, true],
    ["a drill's arrows", empty, idle, 1, true],
    ['placing', empty, { ...idle, tool: 'place' }, 0, true],
    ['measuring', empty, { ...idle, tool: 'measure' }, 0, true],
    ['editing scenery', empty, { ...idle, tool: 'scenery' }, 0, true],
    ['a tape left out', empty, { ...idle, tape: { from: { x: 1, y: 1 }, to: { x: 2, y: 2 } } }, 0, true],
    ['a Mine spot chosen', empty, { ...idle, mineSpot: { x: 3, y: 3 } }, 0, true],
    ['a Mine spot being picked', empty, { ...idle, pickingMine: true }, 0, true],
    ['a planned move', empty, { ...idle, orderDraft: { p1: { x: 1, y: 2 } } }, 0, true],
  ] as const)('%s', (_what, view, session, paths, expected) => {
    expect(layersInUse(view, session as LayersSession, paths)).toBe(expected);
  });
});
