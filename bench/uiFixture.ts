// The busy club table as a saved game the app can resume: 40 scenery pieces, 30 troopers of both sides.
import { rectangle } from '../src/geometry/polygon.ts';
import { apply, newGame, type Action, type GameSetup } from '../src/engine/index.ts';
import { defaultSetup, findProfile, ROSTER } from '../src/content/index.ts';
import { serialize } from '../src/store/persist/persistence.ts';
import { seeded } from './fixtures.ts';

export interface UiFixture {
  saved: string;
  setup: GameSetup;
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
      at: { x: 2 + rnd() * 44, y: 2 + rnd() * 44 },
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
  return { saved: serialize({ random: { seed: seedNo }, setup, actions, redo: [] }), setup, mover, path };
}
