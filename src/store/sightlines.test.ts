// Who sees whom and who can react, as a viewer knows the table (ARCHITECTURE.md §4, RULES.md §2, §4, §7.1).
import { describe, expect, it } from 'vitest';
import { apply, newGame, viewFor, type Action, type GameState } from '../engine/index.ts';
import { defaultSetup, findProfile } from '../content/index.ts';
import { lofSceneOf, previewCover, previewReactions, sightlinesFor } from './sightlines.ts';

function play(actions: Action[]): GameState {
  let s = newGame(defaultSetup('open'), 3);
  for (const a of actions) {
    const r = apply(s, a);
    if (!r.ok) throw new Error(r.violations.map((v) => v.message).join(' '));
    s = r.state;
  }
  return s;
}
const deploy = (
  seat: 'A' | 'B',
  profileId: string,
  form: 'model' | 'CAMO',
  x: number,
  y: number,
  facing: number,
): Action => ({
  type: 'deployTrooper',
  seat,
  profileId,
  profile: findProfile(profileId),
  form,
  at: { x, y },
  facing,
});

describe('when an A trooper faces a B model and a B CAMO marker', () => {
  const s = play([
    deploy('A', 'line-trooper', 'model', 10, 10, 90),
    deploy('B', 'line-trooper', 'model', 10, 16, 270),
    deploy('B', 'camo-sniper', 'CAMO', 14, 20, 0),
  ]);
  const view = viewFor(s, 'A');
  const mine = view.pieces.find((p) => p.owner === 'A');
  const bModel = view.pieces.find((p) => p.owner === 'B' && p.kind === 'model');
  const bCamo = view.pieces.find((p) => p.kind === 'CAMO');

  it('lists the model and the marker it sees, the model that sees it, and who is in its ZoC', () => {
    const sight = sightlinesFor(view, mine!.id)!;
    expect(sight.sees.map((p) => p.id).sort()).toEqual([bModel!.id, bCamo!.id].sort());
    // The CAMO marker sees 360° too.
    expect(sight.seenBy.map((p) => p.id).sort()).toEqual([bModel!.id, bCamo!.id].sort());
    expect(sight.inZoc.map((p) => p.id)).toEqual([bModel!.id]);
  });

  it('names reactors only by what A knows: the marker stays a marker', () => {
    const r = previewReactions(view, mine!.id, [
      { x: 10, y: 10 },
      { x: 12, y: 10 },
    ]);
    expect(r.map((x) => x.id).sort()).toEqual([bModel!.id, bCamo!.id].sort());
    const labels = r.map((x) => view.pieces.find((p) => p.id === x.id)?.label);
    expect(labels).toContain('CAMO marker');
    expect(JSON.stringify(labels)).not.toContain('Camo Sniper');
  });

  it('builds the LoF scene from the view only: markers do not block, models do (decision A8)', () => {
    const scene = lofSceneOf(view);
    expect(scene.pieces.map((p) => p.id)).toEqual(view.pieces.map((p) => p.id));
    expect(scene.pieces.map((p) => [p.id, p.blocksLoF])).toEqual(
      view.pieces.map((p) => [p.id, p.kind === 'model']),
    );
  });

  it('an unknown piece has no sight lines', () => {
    expect(sightlinesFor(view, 'nope')).toBeNull();
    expect(previewReactions(view, 'nope', [{ x: 0, y: 0 }])).toEqual([]);
  });
});

describe('Partial Cover in the who-sees-whom list (RULES.md §18.3)', () => {
  // A low wall with faces y = 14 and y = 15; B's trooper touches its far face, A's stands in the open.
  const wall = {
    id: 's-wall',
    name: 'Low wall',
    height: 'low' as const,
    polygon: [
      { x: 6, y: 14 },
      { x: 14, y: 14 },
      { x: 14, y: 15 },
      { x: 6, y: 15 },
    ],
  };
  const R = 0.4921259842519685;
  function table(withWall: boolean) {
    let s = newGame({ table: { width: 48, depth: 48, zoneDepth: 12 }, scenery: withWall ? [wall] : [] }, 3);
    for (const a of [
      deploy('A', 'line-trooper', 'model', 10, 8, 90),
      deploy('B', 'line-trooper', 'model', 10, 15 + R, 270),
    ]) {
      const r = apply(s, a);
      if (!r.ok) throw new Error(r.violations.map((v) => v.message).join(' '));
      s = r.state;
    }
    return viewFor(s, 'A');
  }

  it('says the B trooper is in cover from A, and from B’s side that A’s trooper sees it covered', () => {
    const view = table(true);
    const a = view.pieces.find((p) => p.owner === 'A')!;
    const b = view.pieces.find((p) => p.owner === 'B')!;
    expect(sightlinesFor(view, a.id)).toMatchObject({ theirCover: { [b.id]: 'Low wall' }, ownCover: {} });
    expect(sightlinesFor(view, b.id)).toMatchObject({ ownCover: { [a.id]: 'Low wall' }, theirCover: {} });
  });

  it('the drag preview says a piece dropped against the wall would be in cover from a reactor with LoF', () => {
    const view = table(true);
    const a = view.pieces.find((p) => p.owner === 'A')!;
    const b = view.pieces.find((p) => p.owner === 'B')!;
    const sees = { id: a.id, lof: true, zoc: false, allowed: 'any' as const };
    expect(previewCover(view, b.id, { x: 10, y: 15 + R }, [sees])).toStrictEqual({ [a.id]: 'Low wall' });
    expect(previewCover(view, b.id, { x: 10, y: 20 }, [sees])).toStrictEqual({});
    expect(
      previewCover(view, b.id, { x: 10, y: 15 + R }, [{ ...sees, lof: false, zoc: true }]),
    ).toStrictEqual({});
  });

  it('says nothing of cover without the wall (the control)', () => {
    const view = table(false);
    const a = view.pieces.find((p) => p.owner === 'A')!;
    expect(sightlinesFor(view, a.id)).toMatchObject({ theirCover: {}, ownCover: {} });
  });
});
