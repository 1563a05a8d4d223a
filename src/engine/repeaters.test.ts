// Covers RULES.md §18.13.1 and §18.13.2 with Repeaters (decisions D150, D151): a seat's Repeaters add
// their ZoC to the Hacking Area of every one of its Hackers, drawn for the owner only; a Hacker may
// react through that area out of its LoF and ZoC, with Reset (and the programs); and whether such a
// Hacker exists, or whether a marker carries the Repeater, never reaches the active seat: the ARO
// step opens, lasts and reads the same for it (paired views).
import { describe, expect, it } from 'vitest';
import {
  HACKING_AREA_REACH,
  REPEATER_REACH,
  type Equipment,
  type Profile,
  type Scenery,
} from '../rules/index.ts';
import { newGame, viewFor, RULES_EDITION } from './index.ts';
import type { GameState } from './types.ts';
import { deployRoster, endStep, ok, profile, rosterId } from '../../tests/engineFixtures.ts';
import { inHackingAreaOf, programmerFor } from './hacking.ts';

/** A tall wall across the table between y = 13 and y = 13.5, from x = 16 to x = 32. */
const WALL: Scenery = {
  id: 's-wall',
  name: 'Wall',
  height: 'tall',
  polygon: [
    { x: 16, y: 13 },
    { x: 32, y: 13 },
    { x: 32, y: 13.5 },
    { x: 16, y: 13.5 },
  ],
};

const moveTo = (s: GameState, id: string, x: number, y: number): GameState => ({
  ...s,
  pieces: { ...s.pieces, [id]: { ...s.pieces[id]!, x, y } },
});

const pieceOf = (s: GameState, seat: 'A' | 'B', trooperId: string) =>
  s.pieceOrder.find((p) => s.secrets[seat].trooperOfPiece[p] === trooperId)!;

interface Scene {
  /** B's Camo Hacker carries a Hacking Device. */
  hacker?: boolean;
  /** B's Camo Relay carries a Repeater (with a TinBot when 'TinBot'). */
  repeater?: boolean | 'TinBot';
  hackerForm?: 'model' | 'CAMO';
  relayForm?: 'model' | 'CAMO';
  /** Where the relay stands; (24, 16) behind the wall, 6" from the mover's end. */
  relayAt?: { x: number; y: number };
  /** Where the hacker stands; (40, 30), far from the mover, the wall between them. */
  hackerAt?: { x: number; y: number };
  /** The game's "ask for AROs after every declaration" option (D28). */
  ask?: boolean;
  /** A's mover is a Camo Sniper as a CAMO marker (AROs against it may be delayed). */
  camoMover?: boolean;
}

/**
 * A's two Line Troopers at (24, 6) and (4, 6); B's Camo Hacker and Camo Relay (camouflaged troopers)
 * moved to `hackerAt` and `relayAt`. Deployment played, A to play first.
 */
function deployed(o: Scene = {}) {
  const equipment: Equipment[] =
    o.repeater === 'TinBot' ? ['TinBot', 'Repeater'] : o.repeater === false ? [] : ['Repeater'];
  const B: Profile[] = [
    profile('camo-sniper', { id: 'camo-hacker', name: 'Camo Hacker', hacker: o.hacker ?? true }),
    profile('camo-sniper', { id: 'camo-relay', name: 'Camo Relay', equipment }),
  ];
  let s = newGame(
    {
      table: { width: 48, depth: 48, zoneDepth: 12 },
      scenery: [WALL],
      game: {
        rosters: {
          A: [profile(o.camoMover ? 'camo-sniper' : 'line-trooper'), profile('line-trooper')],
          B,
        },
        firstDeployer: 'A',
        rules: RULES_EDITION,
        pins: {},
        ...(o.ask ? { askEveryDeclaration: true } : {}),
      },
    },
    { given: [] },
  );
  const moverId = rosterId(s, 'A', o.camoMover ? 'Camo Sniper' : 'Line Trooper');
  s = ok(s, deployRoster('A', moverId, o.camoMover ? 'CAMO' : 'model', 24, 6));
  s = ok(s, endStep('A'));
  const hackerId = rosterId(s, 'B', 'Camo Hacker');
  s = ok(s, deployRoster('B', hackerId, o.hackerForm ?? 'CAMO', 30, 44, { facing: 90 }));
  s = ok(s, endStep('B'));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper', o.camoMover ? 0 : 1), 'model', 4, 6));
  s = ok(s, endStep('A'));
  const relayId = rosterId(s, 'B', 'Camo Relay');
  s = ok(s, deployRoster('B', relayId, o.relayForm ?? 'model', 20, 44, { facing: 90 }));
  s = ok(s, endStep('B'));
  const hacker = pieceOf(s, 'B', hackerId);
  const relay = pieceOf(s, 'B', relayId);
  const h = o.hackerAt ?? { x: 40, y: 30 };
  const r = o.relayAt ?? { x: 24, y: 16 };
  s = moveTo(moveTo(s, hacker, h.x, h.y), relay, r.x, r.y);
  const mover = s.pieceOrder.find((id) => s.pieces[id]!.x === 24 && s.pieces[id]!.y === 6)!;
  return { s, hacker, relay, mover, hackerId, relayId };
}

/** The scene with A's trooper at (24, 6) activated and moved to (24, 10). */
function moved(o: Scene = {}) {
  const d = deployed(o);
  let s = ok(d.s, { type: 'activate', seat: 'A', pieceId: d.mover });
  s = ok(s, { type: 'declare', seat: 'A', skill: 'move', to: { [d.mover]: { x: 24, y: 10 } } });
  return { ...d, s };
}

const json = (s: GameState, viewer: 'A' | 'B' | 'public') => JSON.stringify(viewFor(s, viewer));

describe('Repeaters in the views (§18.13.1, D150)', () => {
  it('the owner’s view gives its Repeater its reach while it has a Hacker on the table; the enemy never', () => {
    const { s, relay, hacker } = deployed();
    const b = viewFor(s, 'B');
    expect(b.pieces.find((p) => p.id === relay)?.repeaterArea).toBe(REPEATER_REACH);
    expect(b.pieces.find((p) => p.id === hacker)?.hackingArea).toBe(HACKING_AREA_REACH);
    expect(viewFor(s, 'A').pieces.some((p) => p.repeaterArea !== undefined)).toBe(false);
    expect(viewFor(s, 'public').pieces.some((p) => p.repeaterArea !== undefined)).toBe(false);
  });

  it('a Repeater under a CAMO marker too, for its owner only', () => {
    const { s, relay } = deployed({ relayForm: 'CAMO' });
    expect(viewFor(s, 'B').pieces.find((p) => p.id === relay)?.repeaterArea).toBe(REPEATER_REACH);
    expect(viewFor(s, 'A').pieces.find((p) => p.id === relay)).not.toHaveProperty('repeaterArea');
  });

  it('no Hacker on the table: a Repeater extends nothing and is drawn as nothing', () => {
    const { s } = deployed({ hacker: false });
    expect(viewFor(s, 'B').pieces.some((p) => p.repeaterArea !== undefined)).toBe(false);
  });

  it('an Unconscious carrier’s Repeater stops working (a Null State)', () => {
    const d = deployed();
    const s = {
      ...d.s,
      pieces: { ...d.s.pieces, [d.relay]: { ...d.s.pieces[d.relay]!, tokens: ['Unconscious'] } },
    };
    expect(viewFor(s, 'B').pieces.find((p) => p.id === d.relay)?.repeaterArea).toBeUndefined();
    expect(inHackingAreaOf(s, s.troopers[d.hackerId]!, { x: 24, y: 10, r: 0.5 })).toBe(false);
  });

  it.each([
    ['just inside the Repeater’s ZoC (8" less 0.005")', -0.005, true],
    ['on its edge within the tolerance (8.009")', 0.009, true],
    ['just outside it (8.02")', 0.02, false],
  ])('the Hacker’s area reaches a disc %s, far from the Hacker', (_name, beyond, inside) => {
    const { s, hackerId, relay } = deployed();
    const r = s.pieces[relay]!.r;
    const disc = { x: 24 + r + 0.5 + REPEATER_REACH + beyond, y: 16, r: 0.5 };
    expect(inHackingAreaOf(s, s.troopers[hackerId]!, disc)).toBe(inside);
  });

  it('a TinBot carrying the Repeater (TinBot and Repeater) extends the area the same way', () => {
    const { s, relay } = deployed({ repeater: 'TinBot' });
    const seen = viewFor(s, 'B').pieces.find((p) => p.id === relay);
    expect(seen?.repeaterArea).toBe(REPEATER_REACH);
    expect(seen?.tokens).toEqual(expect.arrayContaining(['TinBot', 'Repeater']));
    // The opponent reads it too on the model: equipment is public (D92).
    expect(viewFor(s, 'A').pieces.find((p) => p.id === relay)?.profile?.equipment).toEqual([
      'TinBot',
      'Repeater',
    ]);
  });

  it('an enemy Repeater adds nothing to a Hacker’s area (the enemy-Repeater clause is not played, D153)', () => {
    // B's hacker in the ZoC of an A Repeater: B's area is still its own ZoC and its own Repeaters.
    const { s, hackerId } = deployed({ repeater: false });
    expect(inHackingAreaOf(s, s.troopers[hackerId]!, { x: 24, y: 6, r: 0.5 })).toBe(false);
  });
});

describe('Carbonite’s range through a Repeater (§18.13.1, D144, D150)', () => {
  it.each([
    ['with the Repeater, the mover at (24, 10) is in range of the far Hacker', true],
    ['without it, it is not', false],
  ])('%s', (_what, repeater) => {
    const { s, hackerId, hacker, mover } = moved({ repeater });
    const target = s.pieces[mover]!;
    expect(programmerFor(s, s.troopers[hackerId]!, target)?.id).toBe(repeater ? hacker : undefined);
  });
});

describe('AROs through a Repeater (§18.13.2, D151)', () => {
  it('the Hacker far away may Reset against the mover inside the Repeater’s ZoC; only its seat sees the entry', () => {
    const { s, hacker, relay, mover } = moved();
    const b = viewFor(s, 'B').phase.order?.reactors ?? [];
    const entry = b.find((r) => r.id === hacker);
    expect(entry).toMatchObject({ status: 'pending', area: true });
    expect(entry?.against).toEqual([
      { pieceId: mover, lof: false, zoc: false, allowed: ['reset'], area: true },
    ]);
    // The relay has the mover in its ZoC: the step opens for it anyway.
    expect(b.find((r) => r.id === relay)?.against?.[0]).toMatchObject({ zoc: true });
    expect(viewFor(s, 'B').phase.acting).toBe('B');
    const a = viewFor(s, 'A').phase.order?.reactors ?? [];
    expect(a.map((r) => r.id)).toEqual([relay]);
  });

  it('out of the Repeater’s ZoC there is no such entry', () => {
    const { s, hacker } = moved({ relayAt: { x: 24, y: 30 }, hackerAt: { x: 44, y: 30 } });
    expect(viewFor(s, 'B').phase.order?.reactors.find((r) => r.id === hacker)).toBeUndefined();
  });

  it('declaring Reset through it puts the Hacker in the open, revealed as any marker that rolls', () => {
    const { s, hacker, mover } = moved();
    const next = ok(s, { type: 'aro', seat: 'B', reactorId: hacker, choice: 'reset', target: mover });
    const log = viewFor(next, 'A').log.map((l) => l.text);
    expect(log.some((t) => t.includes('declared Reset'))).toBe(true);
  });

  it('the step ends with the last reactor in the open: the Hacker behind the Repeater has lost its ARO', () => {
    const { s, relay, hacker } = moved();
    const next = ok(s, { type: 'aro', seat: 'B', reactorId: relay, choice: 'pass' });
    const order = viewFor(next, 'B').phase.order;
    expect(order?.stage).toBe('second');
    expect(order?.reactors.find((r) => r.id === hacker)?.status).toBe('passed');
    expect(
      viewFor(next, 'B').log.some((l) => l.text.includes('did not react through its Hacking Area')),
    ).toBe(true);
    expect(viewFor(next, 'A').log.some((l) => l.text.includes('Hacking Area'))).toBe(false);
  });

  describe('paired: the active seat’s view never depends on the secret', () => {
    const pairs: [string, Scene, Scene][] = [
      ['whether the distant CAMO marker is a Hacker', { hacker: true }, { hacker: false }],
      [
        'whether a CAMO marker carries the Repeater',
        { relayForm: 'CAMO', repeater: true },
        { relayForm: 'CAMO', repeater: false },
      ],
    ];
    it.each(pairs)('%s: the same views when the step opens', (_name, one, other) => {
      const x = moved(one).s;
      const y = moved(other).s;
      expect(json(x, 'A')).toBe(json(y, 'A'));
      expect(json(x, 'public')).toBe(json(y, 'public'));
    });

    it.each(pairs)(
      '%s: the same views after B passes in the open and after No more AROs',
      (_n, one, other) => {
        for (const answer of ['pass', 'end'] as const) {
          const [x, y] = [moved(one), moved(other)].map(({ s, relay }) =>
            answer === 'pass'
              ? ok(s, { type: 'aro', seat: 'B', reactorId: relay, choice: 'pass' })
              : ok(s, { type: 'endAros', seat: 'B' }),
          );
          expect(json(x!, 'A')).toBe(json(y!, 'A'));
          expect(json(x!, 'public')).toBe(json(y!, 'public'));
        }
      },
    );
  });
});

describe('a Hacker reached only in the second skill, its Repeater’s carrier having answered (D151)', () => {
  /** The relay at (34, 9) sees the first Move to (24, 10) from more than 8"; the second, to (26, 10), enters its ZoC. */
  function twice(o: Scene) {
    const d = deployed({ relayAt: { x: 34, y: 9 }, ...o });
    let s = ok(d.s, { type: 'activate', seat: 'A', pieceId: d.mover });
    s = ok(s, { type: 'declare', seat: 'A', skill: 'move', to: { [d.mover]: { x: 24, y: 10 } } });
    const first = viewFor(s, 'B').phase.order?.reactors ?? [];
    s = ok(s, { type: 'aro', seat: 'B', reactorId: d.relay, choice: 'pass' });
    s = ok(s, { type: 'declare', seat: 'A', skill: 'move', to: { [d.mover]: { x: 26, y: 10 } } });
    return { ...d, s, first };
  }

  it('no step opens for it alone: it has lost its ARO, and only its seat reads so', () => {
    const { s, relay, first } = twice({});
    expect(first.map((r) => r.id)).toEqual([relay]);
    expect(first[0]?.against?.[0]).toMatchObject({ lof: true, zoc: false });
    // The Order went on to its end: nobody was asked.
    expect(viewFor(s, 'B').phase.order?.stage).not.toBe('aro');
    expect(viewFor(s, 'A').log.some((l) => l.text.includes('Hacking Area'))).toBe(false);
    expect(viewFor(s, 'B').log.some((l) => l.text.includes('did not react through its Hacking Area'))).toBe(
      true,
    );
    const plain = twice({ hacker: false }).s;
    expect(json(s, 'A')).toBe(json(plain, 'A'));
    expect(json(s, 'public')).toBe(json(plain, 'public'));
  });

  it('with "ask after every declaration" the step opens anyway and the Hacker may Reset', () => {
    const { s, hacker } = twice({ ask: true });
    const b = viewFor(s, 'B');
    expect(b.phase.acting).toBe('B');
    expect(b.phase.order?.reactors.find((r) => r.id === hacker)).toMatchObject({
      status: 'pending',
      area: true,
    });
    const plain = twice({ ask: true, hacker: false }).s;
    expect(json(s, 'A')).toBe(json(plain, 'A'));
  });
});

describe('a Hacker that let its private chance go, then in ZoC in the second skill (D151)', () => {
  /** The hacker at (30, 18) behind the wall; the first Move reaches it through the relay only, the second enters its ZoC. */
  function later(o: Scene) {
    const d = deployed({ hackerAt: { x: 30, y: 18 }, ...o });
    let s = ok(d.s, { type: 'activate', seat: 'A', pieceId: d.mover });
    s = ok(s, { type: 'declare', seat: 'A', skill: 'move', to: { [d.mover]: { x: 24, y: 10 } } });
    const first = viewFor(s, 'B').phase.order?.reactors.find((r) => r.id === d.hacker);
    s = ok(s, { type: 'endAros', seat: 'B' });
    s = ok(s, { type: 'declare', seat: 'A', skill: 'move', to: { [d.mover]: { x: 25.8, y: 10.6 } } });
    return { ...d, s, first };
  }

  it('is asked in the open like any marker newly in ZoC, so its earlier pass never shows', () => {
    const { s, hacker, first } = later({});
    expect(first).toMatchObject({ area: true });
    const entry = viewFor(s, 'A').phase.order?.reactors.find((r) => r.id === hacker);
    expect(entry).toMatchObject({ status: 'pending' });
    const plain = later({ hacker: false }).s;
    expect(json(s, 'A')).toBe(json(plain, 'A'));
    expect(json(s, 'public')).toBe(json(plain, 'public'));
  });
});

describe('a Hacker behind a Repeater that delays its ARO against a marker (D151)', () => {
  /** A's CAMO marker moves twice without revealing itself; B delays the relay's ARO, and the Hacker's when it has one. */
  function delayed(o: Scene) {
    const d = deployed({ camoMover: true, ...o });
    let s = ok(d.s, { type: 'activate', seat: 'A', pieceId: d.mover });
    s = ok(s, { type: 'declare', seat: 'A', skill: 'move', to: { [d.mover]: { x: 24, y: 10 } } });
    // The Hacker first: the step ends with the last reactor in the open.
    if (o.hacker !== false) s = ok(s, { type: 'aro', seat: 'B', reactorId: d.hacker, choice: 'delay' });
    s = ok(s, { type: 'aro', seat: 'B', reactorId: d.relay, choice: 'delay' });
    s = ok(s, { type: 'declare', seat: 'A', skill: 'move', to: { [d.mover]: { x: 24, y: 9 } } });
    return { ...d, s };
  }

  it('its delayed ARO is lost unseen: the active seat reads only the relay’s', () => {
    const { s } = delayed({});
    const lost = (v: 'A' | 'B') => viewFor(s, v).log.filter((l) => l.text.includes('the ARO is lost')).length;
    expect([lost('A'), lost('B')]).toEqual([1, 2]);
    const plain = delayed({ hacker: false }).s;
    expect(json(s, 'A')).toBe(json(plain, 'A'));
    expect(json(s, 'public')).toBe(json(plain, 'public'));
  });
});
