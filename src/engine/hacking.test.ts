// Covers RULES.md §18.13 (the Hacking Area is drawn for its owner; Hackable is Open inside an enemy
// Hacking Area for a trooper in Holoecho or HoloMask State, seed 000 row 0.40) and decisions D128
// (every piece measured alike, the trooper's own value on each) and D129 (the real piece on the table).
import { describe, expect, it } from 'vitest';
import { HACKING_AREA_REACH, hackingAroOffer, type Profile, type Scenery } from '../rules/index.ts';
import { newGame, viewFor, RULES_EDITION } from './index.ts';
import type { GameState } from './types.ts';
import { logItems } from './logList.ts';
import { deployRoster, endStep, ok, profile, rosterId } from '../../tests/engineFixtures.ts';

const HACKER = profile('line-trooper', { id: 'hacker', name: 'Field Hacker', hacker: true });
const CAMO_HACKER = profile('camo-sniper', { id: 'camo-hacker', hacker: true });

/** A game with these rosters, deployed by `deploy`, then its pieces moved to the given spots. */
function given(A: Profile[], B: Profile[], scenery: Scenery[] = []): GameState {
  return newGame(
    {
      table: { width: 48, depth: 48, zoneDepth: 12 },
      scenery,
      game: { rosters: { A, B }, firstDeployer: 'A', rules: RULES_EDITION, pins: {} },
    },
    { given: [] },
  );
}

const moveTo = (s: GameState, id: string, x: number, y: number): GameState => ({
  ...s,
  pieces: { ...s.pieces, [id]: { ...s.pieces[id]!, x, y } },
});

const piecesOf = (s: GameState, seat: 'A' | 'B', trooperId: string) =>
  s.pieceOrder.filter((p) => s.secrets[seat].trooperOfPiece[p] === trooperId);

/**
 * A's `hacker` deployed as `form` at (24, 6); B's Echo Operative (`echo`) in Holoecho State at (24, 40)
 * with its Holoechoes at (20, 40) and (28, 40), the real one chosen by `real`; a Line Trooper each, A's
 * at (4, 6) and B's at (4, 44), held back to the last step. Then A's hacker is set
 * at (24, 32): 8" from the real spot centre to centre, so all three stand in its Hacking Area, and
 * `far` moves the piece at (28, 40) away to (44, 44).
 */
function scene(o: {
  real: number;
  echo?: Profile;
  hacker?: Profile;
  form?: 'model' | 'CAMO';
  far?: boolean;
}) {
  let s = given(
    [o.hacker ?? HACKER, profile('line-trooper')],
    [o.echo ?? profile('holoprojector'), profile('line-trooper')],
  );
  const hackerId = rosterId(s, 'A', (o.hacker ?? HACKER).name);
  s = ok(s, deployRoster('A', hackerId, o.form ?? 'model', 24, 6));
  s = ok(s, endStep('A'));
  const echoId = rosterId(s, 'B', (o.echo ?? profile('holoprojector')).name);
  s = ok(
    s,
    deployRoster('B', echoId, 'Holoecho', 24, 40, {
      extras: [
        { x: 20, y: 40 },
        { x: 28, y: 40 },
      ],
      real: o.real,
    }),
  );
  s = ok(s, endStep('B'));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 4, 6));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 4, 44));
  s = ok(s, endStep('B'));
  const [hackerPiece] = piecesOf(s, 'A', hackerId);
  s = moveTo(s, hackerPiece!, 24, 32);
  if (o.far) {
    const at28 = piecesOf(s, 'B', echoId).find((p) => s.pieces[p]!.x === 28)!;
    s = moveTo(s, at28, 44, 44);
  }
  return { s, hackerId, echoId, hackerPiece: hackerPiece! };
}

describe('the Hacking Area in the views (§18.13.1)', () => {
  it('the owner sees its Hacker’s area on its real piece; the enemy never does', () => {
    const { s, hackerPiece } = scene({ real: 0 });
    expect(viewFor(s, 'A').pieces.find((p) => p.id === hackerPiece)?.hackingArea).toBe(HACKING_AREA_REACH);
    expect(viewFor(s, 'B').pieces.find((p) => p.id === hackerPiece)?.hackingArea).toBeUndefined();
    expect(viewFor(s, 'public').pieces.some((p) => p.hackingArea !== undefined)).toBe(false);
  });

  it('a trooper without a Hacking Device has no area', () => {
    const { s, hackerPiece } = scene({ real: 0, hacker: profile('line-trooper', { name: 'Field Hacker' }) });
    expect(viewFor(s, 'A').pieces.find((p) => p.id === hackerPiece)?.hackingArea).toBeUndefined();
  });

  it('a hacker under a CAMO marker: its owner sees the area, the enemy sees a marker and nothing more', () => {
    const { s, hackerPiece } = scene({ real: 0, hacker: CAMO_HACKER, form: 'CAMO' });
    expect(viewFor(s, 'A').pieces.find((p) => p.id === hackerPiece)?.hackingArea).toBe(HACKING_AREA_REACH);
    // Paired: the enemy's view is the same whether the marker is a Hacker or not.
    const plain = scene({ real: 0, hacker: { ...CAMO_HACKER, hacker: false }, form: 'CAMO' }).s;
    expect(JSON.stringify(viewFor(s, 'B'))).toBe(JSON.stringify(viewFor(plain, 'B')));
  });
});

describe('Hackable is Open inside an enemy Hacking Area (§18.13.3, seed 000)', () => {
  it('every Holoecho piece in the area shows the trooper’s Hackable to the hacker’s player', () => {
    const { s, echoId } = scene({ real: 1 });
    const ids = piecesOf(s, 'B', echoId);
    expect(ids).toHaveLength(3);
    const a = viewFor(s, 'A').pieces.filter((p) => ids.includes(p.id));
    expect(a.map((p) => p.hackable)).toEqual([false, false, false]);
    const hiScene = scene({ real: 1, echo: profile('holoprojector', { troopType: 'HI' }) });
    const hi = hiScene.s;
    expect(
      viewFor(hi, 'A')
        .pieces.filter((p) => piecesOf(hi, 'B', hiScene.echoId).includes(p.id))
        .map((p) => p.hackable),
    ).toEqual([true, true, true]);
    const hackerScene = scene({ real: 1, echo: profile('holoprojector', { hacker: true }) });
    const hacker = hackerScene.s;
    expect(
      viewFor(hacker, 'A')
        .pieces.filter((p) => piecesOf(hacker, 'B', hackerScene.echoId).includes(p.id))
        .map((p) => p.hackable),
    ).toEqual([true, true, true]);
  });

  it('never to the Holoecho’s owner, nor the public; a piece outside the area shows nothing', () => {
    const { s } = scene({ real: 0, far: true });
    expect(viewFor(s, 'B').pieces.some((p) => p.hackable !== undefined)).toBe(false);
    expect(viewFor(s, 'public').pieces.some((p) => p.hackable !== undefined)).toBe(false);
    const shown = viewFor(s, 'A').pieces.filter((p) => p.owner === 'B');
    expect(shown.filter((p) => p.hackable !== undefined)).toHaveLength(2);
    expect(shown.find((p) => p.x === 44)?.hackable).toBeUndefined();
  });

  it('without an enemy Hacker nothing is shown', () => {
    const { s } = scene({ real: 0, hacker: profile('line-trooper', { name: 'Field Hacker' }) });
    expect(viewFor(s, 'A').pieces.some((p) => p.hackable !== undefined)).toBe(false);
  });

  it.each([false, true])(
    'paired: which piece is real gives the hacker’s player identical views (one piece away: %s)',
    (far) => {
      const views = [0, 1, 2].map((real) => JSON.stringify(viewFor(scene({ real, far }).s, 'A')));
      expect(views[1]).toBe(views[0]);
      expect(views[2]).toBe(views[0]);
    },
  );

  it('paired: two Holoecho troopers alike in what the enemy sees, differing in private facts, give identical views', () => {
    const a = scene({ real: 0, echo: profile('holoprojector', { points: 20, lieutenant: true }) }).s;
    const b = scene({ real: 2, echo: profile('holoprojector', { points: 35 }) }).s;
    expect(JSON.stringify(viewFor(a, 'A'))).toBe(JSON.stringify(viewFor(b, 'A')));
  });

  it('on the HOLOECHO markers the Hackable value is the one thing that differs when it differs', () => {
    // The model shows the public profile, Hacking Device included (D124); the markers show no profile.
    const plain = viewFor(scene({ real: 0 }).s, 'A');
    const hi = viewFor(scene({ real: 0, echo: profile('holoprojector', { hacker: true }) }).s, 'A');
    const strip = (v: typeof plain) =>
      JSON.stringify(v.pieces.filter((p) => p.kind !== 'model').map(({ hackable: _h, ...p }) => p));
    expect(strip(hi)).toBe(strip(plain));
    expect(hi.pieces.filter((p) => p.owner === 'B' && p.kind !== 'model')).toHaveLength(2);
    expect(hi.pieces.filter((p) => p.hackable).length).toBe(3);
  });

  it('with HoloMask the model shows the bearer’s own Hackable, not the imitated trooper’s (§18.13.3)', () => {
    const heavy = profile('line-trooper', { id: 'heavy', name: 'Heavy Line', troopType: 'HI' });
    let s = given([HACKER, profile('line-trooper')], [profile('holoprojector'), heavy]);
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Field Hacker'), 'model', 24, 6));
    s = ok(s, endStep('A'));
    const echoId = rosterId(s, 'B', 'Echo Operative');
    s = ok(s, deployRoster('B', echoId, 'model', 24, 40, { imitates: rosterId(s, 'B', 'Heavy Line') }));
    s = ok(s, endStep('B'));
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 4, 6));
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Heavy Line'), 'model', 4, 44));
    s = ok(s, endStep('B'));
    const [hackerPiece] = piecesOf(s, 'A', rosterId(s, 'A', 'Field Hacker'));
    s = moveTo(s, hackerPiece!, 24, 32);
    const [masked] = piecesOf(s, 'B', echoId);
    const seen = viewFor(s, 'A').pieces.find((p) => p.id === masked);
    expect(seen?.profile?.troopType).toBe('HI');
    expect(seen?.hackable).toBe(false);
  });
});

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

/**
 * A's two Line Troopers at (24, 6) and (4, 6); B's `camo` as a CAMO marker moved to (24, 16), behind
 * the wall, and a Line Trooper at (4, 44). A plays first; its trooper at (24, 6) then declares a Move to
 * (24, 10): inside the marker's ZoC (its Hacking Area when it is a Hacker), out of its LoF.
 */
function pastCamo(
  camo: Profile,
  moverPatch: Partial<Profile> = {},
): { s: GameState; camoPiece: string; mover: string } {
  let s = given(
    [profile('line-trooper', moverPatch), profile('line-trooper')],
    [camo, profile('line-trooper')],
    [WALL],
  );
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 24, 6));
  s = ok(s, endStep('A'));
  const camoId = rosterId(s, 'B', camo.name);
  s = ok(s, deployRoster('B', camoId, 'CAMO', 24, 40, { facing: 90 }));
  s = ok(s, endStep('B'));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper', 1), 'model', 4, 6));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 4, 44));
  s = ok(s, endStep('B'));
  const [camoPiece] = piecesOf(s, 'B', camoId);
  s = moveTo(s, camoPiece!, 24, 16);
  const mover = s.pieceOrder.find((id) => s.pieces[id]!.x === 24 && s.pieces[id]!.y === 6)!;
  s = ok(s, { type: 'activate', seat: 'A', pieceId: mover });
  s = ok(s, { type: 'declare', seat: 'A', skill: 'move', to: { [mover]: { x: 24, y: 10 } } });
  return { s, camoPiece: camoPiece!, mover };
}

describe('AROs through the Hacking Area (§18.13.2, A33; D137, D138)', () => {
  it('a Hacker out of LoF, the mover in its Hacking Area: Dodge or Reset as the ZoC gives, and Carbonite named with why it cannot be declared on a target that is not Hackable', () => {
    const { s, camoPiece, mover } = pastCamo(CAMO_HACKER);
    const reactor = viewFor(s, 'B').phase.order?.reactors.find((r) => r.id === camoPiece);
    const against = reactor?.against?.find((a) => a.pieceId === mover);
    expect(against).toMatchObject({ lof: false, zoc: true });
    expect([...(against?.allowed ?? [])].sort()).toEqual(['dodge', 'reset']);
    const target = viewFor(s, 'B').pieces.find((p) => p.id === mover);
    expect(
      hackingAroOffer({ hacker: CAMO_HACKER, targetInArea: against!.zoc, targetHackable: target?.hackable }),
    ).toEqual({ program: 'Carbonite', reason: 'the target is not Hackable' });
  });

  it('against a Hackable mover the CAMO Hacker declares Carbonite through the area, and is revealed (D147)', () => {
    const { s, camoPiece, mover } = pastCamo(CAMO_HACKER, { troopType: 'HI' });
    const target = viewFor(s, 'B').pieces.find((p) => p.id === mover);
    expect(
      hackingAroOffer({ hacker: CAMO_HACKER, targetInArea: true, targetHackable: target?.hackable }),
    ).toEqual({
      program: 'Carbonite',
      reason: null,
    });
    const t = ok(s, { type: 'aro', seat: 'B', reactorId: camoPiece, choice: 'carbonite', target: mover });
    expect(Object.values(t.pieces).some((p) => p.owner === 'B' && p.kind === 'CAMO')).toBe(false);
    expect(logItems(t.log).some((l) => l.text.includes('declared Carbonite (Hacking Program)'))).toBe(true);
  });

  it('a non-Hacker in ZoC without LoF keeps Dodge or Reset, and is offered no program', () => {
    const plain = { ...CAMO_HACKER, hacker: false };
    const { s, camoPiece, mover } = pastCamo(plain);
    const against = viewFor(s, 'B')
      .phase.order?.reactors.find((r) => r.id === camoPiece)
      ?.against?.find((a) => a.pieceId === mover);
    expect([...(against?.allowed ?? [])].sort()).toEqual(['dodge', 'reset']);
    expect(hackingAroOffer({ hacker: plain, targetInArea: true, targetHackable: false })).toBeNull();
  });

  it('paired: whether a CAMO marker is a Hacker never shows to the active seat through its ARO', () => {
    const hacker = pastCamo(CAMO_HACKER).s;
    const plain = pastCamo({ ...CAMO_HACKER, hacker: false }).s;
    expect(JSON.stringify(viewFor(hacker, 'A'))).toBe(JSON.stringify(viewFor(plain, 'A')));
    expect(JSON.stringify(viewFor(hacker, 'public'))).toBe(JSON.stringify(viewFor(plain, 'public')));
  });
});

describe('Carbonite on a Holoecho piece (§18.13, D128, D144)', () => {
  /** A's Hacker (at (24, 32)) runs Carbonite on the Holoecho piece at (20, 40); B's Echo Operative is HI. */
  function declared(real: number): GameState {
    const { s, hackerPiece, echoId } = scene({ real, echo: profile('holoprojector', { troopType: 'HI' }) });
    const target = piecesOf(s, 'B', echoId).find((p) => s.pieces[p]!.x === 20)!;
    let t = ok(s, { type: 'activate', seat: 'A', pieceId: hackerPiece });
    t = ok(t, { type: 'declare', seat: 'A', skill: 'carbonite', target });
    return t;
  }

  it('paired: which Holoecho piece is real never shows to the hacker’s seat when it is targeted', () => {
    const realHere = declared(1);
    const realElsewhere = declared(0);
    expect(realHere.phase.kind === 'turn' && realHere.phase.order?.skills[0]?.skill).toBe('carbonite');
    expect(JSON.stringify(viewFor(realHere, 'A'))).toBe(JSON.stringify(viewFor(realElsewhere, 'A')));
    expect(JSON.stringify(viewFor(realHere, 'public'))).toBe(
      JSON.stringify(viewFor(realElsewhere, 'public')),
    );
  });
});

describe('left for later (D152, D153)', () => {
  it.todo('Deployable Repeaters placed with Place Deployable add their ZoC to the Hacking Area (D152)');
  it.todo(
    'the enemy-Repeater clause: a Hacker in an enemy Repeater’s ZoC reaches every enemy trooper, Firewall −3 (D153)',
  );
});
