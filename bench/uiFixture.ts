// The busy club table as a saved game the app can resume: 40 scenery pieces, 30 troopers of both sides;
// and the same with heights: buildings with roofs, low walls, a few old pieces without a height, and
// troopers standing on roofs (issue 30; RULES.md §4.2, D166–D168).
import { discPenetration, pointInPolygon, rectangle } from '../src/geometry/polygon.ts';
import { baseRadiusInches, type Point, type Scenery } from '../src/rules/index.ts';
import { LOW_WALL_HEIGHT, STOREY, elevationAt, hasRoof } from '../src/rules/elevation.ts';
import { apply, newGame, type Action, type GameSetup } from '../src/engine/index.ts';
import { defaultSetup, findProfile, ROSTER } from '../src/content/index.ts';
import { serialize } from '../src/store/persist/persistence.ts';
import { polygonNearPath, seeded } from './fixtures.ts';
import { heightsScenery } from './heightsTable.ts';

export interface UiFixture {
  saved: string;
  setup: GameSetup;
  /** How many pieces stand on the table (the app lists them as "On the table (n)"). */
  pieces: number;
  /** A piece of seat A in the open, and an 8" path for it across the table. */
  mover: { x: number; y: number };
  path: { x: number; y: number }[];
}

export function busyClubSession(seed = 7): UiFixture {
  const rnd = seeded(seed);
  const setup = defaultSetup('club');
  while (setup.scenery.length < 40) {
    const i = setup.scenery.length;
    const tall = rnd() < 0.5;
    const c = { x: 3 + rnd() * 42, y: 14 + rnd() * 20 };
    setup.scenery.push({
      id: `bench-${String(i)}`,
      name: tall ? 'Block' : 'Crates',
      height: tall ? 'tall' : 'low',
      polygon: rectangle(c, 1 + rnd() * 2.5, 1 + rnd() * 2.5, rnd() * 90),
    });
  }
  return deployed(rnd, setup, () => null);
}

/** Heights for the club preset: towers of three storeys, the block two, the hab one, walls and crates 1". */
const CLUB_HEIGHTS: Record<string, number> = {
  's-tower-w': 3 * STOREY,
  's-tower-e': 3 * STOREY,
  's-block-c': 2 * STOREY,
  's-hab': STOREY,
  's-wall-n': LOW_WALL_HEIGHT,
  's-wall-s': LOW_WALL_HEIGHT,
  's-crates-w': LOW_WALL_HEIGHT,
  's-crates-e': LOW_WALL_HEIGHT,
};

/**
 * The busy club table with heights: the club preset with heights (its rubble left without one: an old
 * low piece), 31 more pieces mixed as bench/heightsTable.ts mixes them (buildings 2–6" with roofs and
 * towers, low walls, old tall and low), and every fourth trooper deployed on a roof with room for it.
 */
export function heightsClubSession(seed = 7): UiFixture {
  const rnd = seeded(seed);
  const setup = defaultSetup('club');
  for (const s of setup.scenery) if (CLUB_HEIGHTS[s.id] !== undefined) s.heightIn = CLUB_HEIGHTS[s.id];
  const preset = setup.scenery.map((s) => [...s.polygon, s.polygon[0]!]);
  const more = heightsScenery(rnd, 40 - setup.scenery.length, 48, (poly) =>
    preset.some((outline) => polygonNearPath(poly, outline, 1)),
  );
  more.forEach((v, i) =>
    setup.scenery.push({
      id: `bench-${String(i)}`,
      name: hasRoof(v)
        ? 'Building'
        : v.height === 'tall'
          ? 'Block'
          : v.heightIn === undefined
            ? 'Crates'
            : 'Low wall',
      height: v.height,
      ...(v.heightIn === undefined ? {} : { heightIn: v.heightIn }),
      polygon: [...v.polygon],
    }),
  );
  const roofs = setup.scenery.filter(hasRoof);
  return deployed(rnd, setup, (i, r) => (i % 4 === 2 ? spotOnRoof(rnd, roofs, r) : null));
}

/** A point on one of the roofs with room for a base of radius r around it, or null. */
function spotOnRoof(rnd: () => number, roofs: readonly Scenery[], r: number): Point | null {
  for (let tries = 0; tries < 200 && roofs.length > 0; tries++) {
    const roof = roofs[Math.floor(rnd() * roofs.length)]!;
    const xs = roof.polygon.map((q) => q.x);
    const ys = roof.polygon.map((q) => q.y);
    const at = {
      x: Math.min(...xs) + rnd() * (Math.max(...xs) - Math.min(...xs)),
      y: Math.min(...ys) + rnd() * (Math.max(...ys) - Math.min(...ys)),
    };
    if (pointInPolygon(at, roof.polygon) && discPenetration({ ...at, r }, roof.polygon) >= 2 * r) return at;
  }
  return null;
}

/**
 * 30 troopers of both seats deployed on `setup` (where `spot` gives a point for the i-th, there; else
 * anywhere on the table), then a seat A mover on the table near the middle, and its 8" path.
 */
function deployed(
  rnd: () => number,
  setup: GameSetup,
  spot: (i: number, r: number) => Point | null,
): UiFixture {
  const seedNo = 11;
  let state = newGame(setup, seedNo);
  const actions: Action[] = [];
  const profiles = ROSTER.filter((p) => p.id !== 'decoy-user' && p.id !== 'holoprojector');
  let placed = 0;
  for (let tries = 0; placed < 30 && tries < 5000; tries++) {
    const seat = placed % 2 === 0 ? 'A' : 'B';
    const profile = profiles[Math.floor(rnd() * profiles.length)] ?? ROSTER[0]!;
    const forms = profile.skills.some((s) => s.skill === 'Camouflage')
      ? (['CAMO', 'model'] as const)
      : (['model'] as const);
    const action: Action = {
      type: 'deployTrooper',
      seat,
      profileId: profile.id,
      profile,
      form: forms[Math.floor(rnd() * forms.length)] ?? 'model',
      at: spot(placed, baseRadiusInches(profile.s)) ?? { x: 2 + rnd() * 44, y: 2 + rnd() * 44 },
      facing: Math.round(rnd() * 360),
    };
    const r = apply(state, action);
    if (!r.ok) continue;
    state = r.state;
    actions.push(action);
    placed++;
  }
  // The mover: a seat A trooper placed at the first free spot near the middle of the table.
  let mover = { x: 0, y: 0 };
  for (let tries = 0; tries < 500; tries++) {
    const at = { x: 12 + rnd() * 12, y: 18 + rnd() * 12 };
    if (elevationAt(setup.scenery, at) > 0) continue;
    const r = apply(state, {
      type: 'deployTrooper',
      seat: 'A',
      profileId: 'line-trooper',
      profile: findProfile('line-trooper'),
      form: 'model',
      at,
      facing: 0,
    });
    if (!r.ok) continue;
    state = r.state;
    actions.push({
      type: 'deployTrooper',
      seat: 'A',
      profileId: 'line-trooper',
      profile: findProfile('line-trooper'),
      form: 'model',
      at,
      facing: 0,
    });
    mover = at;
    break;
  }
  const path = Array.from({ length: 9 }, (_, i) => ({ x: mover.x + i, y: mover.y }));
  return {
    saved: serialize({ random: { seed: seedNo }, setup, actions, redo: [] }),
    setup,
    pieces: state.pieceOrder.length,
    mover,
    path,
  };
}
