// Game files and scenery heights (D166): a file saved before scenery had heights still opens, and its
// tall and low scenery read as before (tall blocks every line, low none, no roofs); a height round-trips
// and a height the table does not take is refused with the field named.
import { describe, expect, it } from 'vitest';
import { hasLineOfFire, elevationAt, lofScenery, sceneryTop } from '../../rules/index.ts';
import { truthScene } from '../../engine/scene.ts';
import { exportGame, openGame } from './saveFile.ts';
import beforeHeights from '../../../tests/fixtures/game-v3-before-heights.marker-table.json?raw';

describe('a game file saved before scenery had heights', () => {
  const opened = openGame(beforeHeights);
  if (!opened.ok) throw new Error(opened.error);
  const { state } = opened;
  const scenery = state.setup.scenery;

  it('opens with all its scenery, the added pieces included, and no height on any', () => {
    expect(scenery.map((s) => s.name)).toContain('Barn');
    expect(scenery.map((s) => s.name)).toContain('Hedge');
    expect(scenery).toHaveLength(11);
    for (const s of scenery) expect(s).not.toHaveProperty('heightIn');
  });

  it('reads tall as blocking every line and low as blocking none, as before', () => {
    const tops = lofScenery(scenery).map((s) => [s.blocksLoF, s.top]);
    scenery.forEach((s, i) => {
      expect(tops[i]).toStrictEqual(s.height === 'tall' ? [true, Infinity] : [false, 0]);
      expect(sceneryTop(s)).toBe(s.height === 'tall' ? Infinity : 0);
    });
  });

  it('keeps every piece on the ground, and the towers between them still block their Line of Fire', () => {
    const [a, b] = state.pieceOrder;
    for (const id of state.pieceOrder) expect(elevationAt(scenery, state.pieces[id]!)).toBe(0);
    const scene = truthScene(state);
    expect(scene.pieces.every((p) => p.z === undefined)).toBe(true);
    expect(hasLineOfFire(scene, a!, b!)).toBe(false);
  });
});

describe('a game file with scenery heights', () => {
  const opened = openGame(beforeHeights);
  if (!opened.ok) throw new Error(opened.error);
  const withHeights = {
    ...opened.game,
    setup: {
      ...opened.game.setup,
      scenery: opened.game.setup.scenery.map((s) =>
        s.height === 'tall' ? { ...s, heightIn: 6 } : { ...s, heightIn: 1 },
      ),
    },
  };

  it('round-trips the heights', () => {
    const again = openGame(exportGame(withHeights));
    if (!again.ok) throw new Error(again.error);
    // The set-up's scenery carries its heights; the two added by the file's actions have none.
    expect(again.state.setup.scenery.map((s) => s.heightIn)).toStrictEqual([
      ...withHeights.setup.scenery.map((s) => s.heightIn),
      undefined,
      undefined,
    ]);
  });

  it.each([
    ['higher than 12"', 12.5],
    ['at the table', 0],
    ['below the table', -1],
  ])('refuses a height %s, naming the field', (_name, h) => {
    const bad = {
      ...withHeights,
      setup: { ...withHeights.setup, scenery: [{ ...withHeights.setup.scenery[0]!, heightIn: h }] },
    };
    const r = openGame(exportGame(bad));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/setup\.scenery\.0\.heightIn/);
  });
});
