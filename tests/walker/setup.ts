// The walker's games (RULES.md §11): hot-seat set-ups from the built-in roster with every marker skill
// (Camouflage, Hidden Deployment, Impersonation, Holoecho with HoloMask, Decoy in both forms, Minelayer), a
// template weapon for Intuitive Attack and an S4 for replacements of another base size, on small
// tables where the two sides soon meet.
import type { Profile, Scenery, Seat } from '../../src/rules/index.ts';
import type { GameSetup } from '../../src/engine/index.ts';
import { ROSTER } from '../../src/content/index.ts';
import { shuffled, type Rng } from './rng.ts';
import { RULES_EDITION } from '../../src/engine/index.ts';

/** Every marker skill of the roster, and what marker play meets them with. */
const MARKER_TROOPERS = [
  'camo-sniper',
  'veil-stalker',
  'impersonator',
  'holoprojector',
  'decoy-user',
  'holo-lurker',
  'decoy-scout',
  'lure-stalker',
  'sapper',
];
const OTHERS = [
  'chain-trooper',
  'heavy-s4',
  'field-officer',
  'line-trooper',
  'impetuous-brawler',
  'frenzy-raider',
  'field-hacker',
];

/**
 * Players' own troopers made from built-in profiles: marker skills on other Silhouettes, so a revealed
 * model's base differs from a 40 mm token both ways (RULES.md §12, T46, T47).
 */
const VARIANTS: Record<string, { from: string; patch: Partial<Profile> }> = {
  'camo-walker': {
    from: 'heavy-s4',
    patch: { name: 'Camo Walker', skills: [{ skill: 'Camouflage' }, { skill: 'Mimetism', mod: -3 }] },
  },
  'echo-walker': { from: 'heavy-s4', patch: { name: 'Echo Walker', skills: [{ skill: 'Holoecho' }] } },
  // A Heavy Infantry Hacker: it runs Carbonite and is a Carbonite target (RULES.md §18.13, D144).
  'hack-walker': { from: 'heavy-s4', patch: { name: 'Hack Walker', troopType: 'HI', hacker: true } },
  'small-mask': { from: 'impersonator', patch: { name: 'Small Mask', s: 1 } },
  'lure-officer': {
    from: 'field-officer',
    patch: { name: 'Lure Officer', skills: [{ skill: 'Camouflage' }, { skill: 'Decoy', count: 2 }] },
  },
};

function profileOf(id: string, seat: Seat): Profile {
  const variant = VARIANTS[id];
  if (variant) {
    const base = profileOf(variant.from, seat);
    return { ...base, ...variant.patch, id, name: `${variant.patch.name ?? id} ${seat}` };
  }
  const p = ROSTER.find((x) => x.id === id);
  if (!p) throw new Error(`no profile ${id} in the roster`);
  // Names told apart by seat, so a leak check can tell whose name a view holds.
  return { ...structuredClone(p), name: `${p.name} ${seat}` };
}

/** Four to six marker troopers and one or two others; an Assault Trooper (template) in most rosters. */
function rosterFor(rng: Rng, seat: Seat): Profile[] {
  const markers = shuffled(rng, MARKER_TROOPERS).slice(0, 4 + rng.int(3));
  const others = rng.chance(0.75) ? ['chain-trooper'] : [];
  if (rng.chance(0.25)) others.push(rng.pick(Object.keys(VARIANTS)) ?? 'camo-walker');
  // A Heavy Infantry Hacker in half the armies: Carbonite and Immobilized-B in play (RULES.md §18.13).
  if (rng.chance(0.5)) others.push('hack-walker');
  const extra = rng.pick(OTHERS);
  if (extra && rng.chance(0.6)) others.push(extra);
  const roster = [...markers, ...others].map((id) => profileOf(id, seat));
  // Points in some games, so that an army may fall into Retreat! (RULES.md §18.10.3).
  if (rng.chance(0.4)) for (const p of roster) p.points = 5 + rng.int(40);
  return roster;
}

/**
 * A skirmish of three troopers a side: one side's Assault Troopers against the other's Camouflage, so
 * that a template meets undiscovered CAMO markers (Intuitive Attack, RULES.md §6.9) in most games.
 */
function skirmish(rng: Rng): Record<Seat, Profile[]> {
  const hunter = ['chain-trooper', 'chain-trooper', rng.pick(MARKER_TROOPERS) ?? 'holoprojector'];
  const hiding = ['camo-sniper', 'veil-stalker', 'lure-stalker'];
  const rosters = rng.chance(0.5) ? { A: hunter, B: hiding } : { A: hiding, B: hunter };
  return { A: rosters.A.map((id) => profileOf(id, 'A')), B: rosters.B.map((id) => profileOf(id, 'B')) };
}

const TABLES = [
  // Close quarters: the zones 8" apart, within a template's reach of a move (Intuitive Attack).
  { width: 24, depth: 18, zoneDepth: 5 },
  { width: 32, depth: 24, zoneDepth: 6 },
  { width: 24, depth: 24, zoneDepth: 6 },
  { width: 36, depth: 30, zoneDepth: 8 },
] as const;

function block(id: string, height: 'tall' | 'low', x: number, y: number, w: number, d: number): Scenery {
  return {
    id,
    name: height === 'tall' ? 'Tower' : 'Wall',
    height,
    polygon: [
      { x, y },
      { x: x + w, y },
      { x: x + w, y: y + d },
      { x, y: y + d },
    ],
  };
}

/** A random hot-seat set-up: table, scenery in no-man's-land, rosters, and the game's options. */
export function walkerSetup(rng: Rng): GameSetup {
  const small = rng.chance(0.4);
  const table = { ...((small ? TABLES[0] : rng.pick(TABLES)) ?? TABLES[0]) };
  const mid = table.depth / 2;
  const scenery: Scenery[] = [];
  if (rng.chance(0.5)) scenery.push(block('s-tower', 'tall', table.width / 2 - 2, mid - 2, 4, 4));
  if (rng.chance(0.4)) scenery.push(block('s-wall', 'low', table.width / 4, mid - 0.5, 5, 1));
  const seat = (): Seat => (rng.chance(0.5) ? 'A' : 'B');
  const firstDeployer = seat();
  return {
    table,
    scenery,
    game: {
      rosters: small ? skirmish(rng) : { A: rosterFor(rng, 'A'), B: rosterFor(rng, 'B') },
      firstDeployer,
      rules: RULES_EDITION,
      pins: {},
      rounds: (small ? 2 : 1) + rng.int(small ? 2 : 3),
      ...(rng.chance(0.3) ? { firstTurn: seat() } : {}),
      ...(rng.chance(0.3) ? { askEveryDeclaration: true } : {}),
      ...(rng.chance(0.4) ? { markerTokens: 'fixed40' as const } : {}),
    },
  };
}
