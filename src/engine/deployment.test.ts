// The hot-seat Deployment Phase (RULES.md §11.2, §10.2–§10.6; ARCHITECTURE.md §3–§5): steps and
// seats, the zone and contact rules, every deployment form, and what each seat's view holds.
import { ruledText } from '../rules/index.ts';
import { logItems } from './logList.ts';
import { describe, expect, it } from 'vitest';
import { apply, awaiting, viewFor, type GameState } from './index.ts';
import { findProfile } from '../content/index.ts';
import {
  R2,
  deployRoster,
  endStep,
  hotSeat,
  ok,
  rejected,
  rosterId,
  TOWER,
} from '../../tests/engineFixtures.ts';

const A_ROSTER = [
  'line-trooper',
  'holoprojector',
  'decoy-user',
  'veil-stalker',
  'impersonator',
  'camo-sniper',
];
const B_ROSTER = ['line-trooper', 'heavy-s4'];

function fresh(seed = 7): GameState {
  return hotSeat({ A: A_ROSTER, B: B_ROSTER }, 'A', seed);
}

describe('when a hot-seat game starts', () => {
  const s = fresh();

  it('turns every roster entry into a trooper in reserve, with opaque ids', () => {
    const troopers = Object.values(s.troopers);
    expect(troopers).toHaveLength(A_ROSTER.length + B_ROSTER.length);
    expect(troopers.every((t) => t.form === null)).toBe(true);
    for (const t of troopers) expect(t.id).toMatch(/^t[a-z2-9]{8}$/);
    expect(s.pieceOrder).toEqual([]);
  });

  it('waits for the first deployer in step 1', () => {
    expect(s.phase).toEqual({ kind: 'deployment', step: 1 });
    expect(awaiting(s)).toEqual({ seat: 'A', step: expect.stringContaining('step 1 of 4') as unknown });
  });

  it('lets B start when B deploys first', () => {
    expect(awaiting(hotSeat({ A: A_ROSTER, B: B_ROSTER }, 'B'))?.seat).toBe('B');
  });

  it('shows each seat only its own roster', () => {
    expect(viewFor(s, 'A').troopers.map((t) => t.name)).toEqual([
      'Line Trooper',
      'Echo Operative',
      'Lure Specialist',
      'Veil Stalker',
      'Mask Infiltrator',
      'Camo Sniper',
    ]);
    expect(viewFor(s, 'B').troopers.map((t) => t.name)).toEqual(['Line Trooper', 'Bulwark Walker']);
    expect(JSON.stringify(viewFor(s, 'B'))).not.toContain('Echo Operative');
  });
});

describe('when a seat acts out of turn or out of phase', () => {
  const s = fresh();
  const bLine = rosterId(s, 'B', 'Line Trooper');

  it('refuses B deploying in A’s step with WRONG_SEAT', () => {
    const [v] = rejected(s, deployRoster('B', bLine, 'model', 10, 40), 'WRONG_SEAT');
    expect(v?.message).toContain('Player A deploys now');
  });

  it('refuses B ending A’s step with WRONG_SEAT', () => {
    rejected(s, endStep('B'), 'WRONG_SEAT');
  });

  it('refuses a trooper of the other seat as if it did not exist', () => {
    rejected(s, deployRoster('A', bLine, 'model', 10, 6), 'UNKNOWN_TROOPER');
  });

  it('refuses the free set-up deploy in a game with WRONG_PHASE', () => {
    rejected(
      s,
      {
        type: 'deployTrooper',
        seat: 'A',
        profileId: 'line-trooper',
        profile: findProfile('line-trooper'),
        form: 'model',
        at: { x: 5, y: 5 },
        facing: 90,
      },
      'WRONG_PHASE',
    );
  });

  it('refuses scenery changes in a game with WRONG_PHASE', () => {
    rejected(s, { type: 'addScenery', name: 'Box', height: 'tall', polygon: TOWER.polygon }, 'WRONG_PHASE');
  });

  it('refuses a move naming no seat in a game with INVALID_ACTION', () => {
    const s1 = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 10, 6));
    const id = s1.pieceOrder[0]!;
    rejected(s1, { type: 'movePiece', pieceId: id, to: { x: 11, y: 6 }, limit: 'free' }, 'INVALID_ACTION');
  });

  it('refuses a deploy once deployment is complete with WRONG_PHASE', () => {
    const done = deployAll(fresh());
    rejected(done, deployRoster('A', rosterId(done, 'A', 'Line Trooper'), 'model', 10, 6), 'WRONG_PHASE');
  });
});

describe('where a model may deploy (RULES.md §11.2)', () => {
  const s = fresh();
  const line = rosterId(s, 'A', 'Line Trooper');

  it.each([
    ['centre of the zone', 20, 6, true],
    ['touching the zone line from inside', 20, 12 - R2, true],
    ['just over the zone line', 20, 12 - R2 + 0.02, false],
    ['centre on the zone line', 20, 12, false],
    ['in the middle of the table', 20, 24, false],
    ['in the enemy zone', 20, 40, false],
  ])('%s (y = %d): allowed %s', (_what, x, y, allowed) => {
    const action = deployRoster('A', line, 'model', x, y);
    if (allowed) ok(s, action);
    else {
      const [v] = rejected(s, action, 'OUTSIDE_DEPLOYMENT_ZONE');
      expect(v?.message).toContain('totally inside');
      expect(v?.rules).toEqual(['deployment']);
    }
  });

  it('refuses touching an enemy model with TOUCHES_ENEMY, naming it publicly', () => {
    // On a 24"-deep table with 12" zones the two zones meet at y = 12.
    const small = hotSeat({ A: ['line-trooper', 'line-trooper'], B: ['line-trooper', 'line-trooper'] }, 'B');
    const meet: GameState = {
      ...small,
      setup: { ...small.setup, table: { width: 48, depth: 24, zoneDepth: 12 } },
    };
    const m1 = ok(meet, deployRoster('B', rosterId(meet, 'B', 'Line Trooper'), 'model', 10, 12 + R2));
    const m2 = ok(m1, endStep('B'));
    const [v] = rejected(
      m2,
      deployRoster('A', rosterId(m2, 'A', 'Line Trooper'), 'model', 10, 12 - R2),
      'TOUCHES_ENEMY',
    );
    expect(v?.message).toContain('Line Trooper');
    ok(m2, deployRoster('A', rosterId(m2, 'A', 'Line Trooper'), 'model', 10, 12 - R2 - 0.05));
  });
});

describe('the four steps of the Deployment Phase', () => {
  it('makes each seat hold one trooper back, then hands over, then deploys the held-back ones', () => {
    let s = hotSeat({ A: ['line-trooper', 'field-officer'], B: ['line-trooper', 'heavy-s4'] }, 'A');
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 10, 6));
    rejected(s, deployRoster('A', rosterId(s, 'A', 'Field Officer'), 'model', 20, 6), 'MUST_HOLD_BACK');
    s = ok(s, endStep('A'));
    expect(awaiting(s)?.seat).toBe('B');
    rejected(s, endStep('B'), 'DEPLOYMENT_NOT_DONE');
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Bulwark Walker'), 'model', 10, 42));
    s = ok(s, endStep('B'));
    expect(s.phase).toEqual({ kind: 'deployment', step: 3 });
    expect(awaiting(s)?.seat).toBe('A');
    rejected(s, endStep('A'), 'DEPLOYMENT_NOT_DONE');
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Field Officer'), 'model', 20, 6));
    s = ok(s, endStep('A'));
    expect(awaiting(s)?.seat).toBe('B');
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 20, 42));
    s = ok(s, endStep('B'));
    // The first Player Turn begins at once: A deployed first and plays first (decision D21).
    expect(s.phase).toEqual({
      kind: 'turn',
      round: 1,
      playerTurn: 1,
      active: 'A',
      orders: { regular: 2, irregular: {}, groups: { '1': 2 } },
    });
    expect(awaiting(s)?.seat).toBe('A');
  });

  it('lets a one-trooper roster deploy nothing in step 1', () => {
    const s = hotSeat({ A: ['line-trooper'], B: ['line-trooper'] }, 'A');
    rejected(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 10, 6), 'MUST_HOLD_BACK');
    expect(apply(s, endStep('A')).ok).toBe(true);
  });

  it('freezes what the opponent has seen: an earlier step’s piece cannot move, turn or go back', () => {
    let s = hotSeat({ A: ['line-trooper', 'field-officer'], B: ['line-trooper', 'heavy-s4'] }, 'A');
    const line = rosterId(s, 'A', 'Line Trooper');
    s = ok(s, deployRoster('A', line, 'model', 10, 6));
    const id = s.pieceOrder[0]!;
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Bulwark Walker'), 'model', 10, 42));
    s = ok(s, endStep('B'));
    rejected(
      s,
      { type: 'movePiece', seat: 'A', pieceId: id, to: { x: 11, y: 6 }, limit: 'free' },
      'NOT_DEPLOYED_THIS_STEP',
    );
    rejected(s, { type: 'rotatePiece', seat: 'A', pieceId: id, facing: 0 }, 'NOT_DEPLOYED_THIS_STEP');
    rejected(s, { type: 'withdrawTrooper', seat: 'A', trooperId: line }, 'NOT_DEPLOYED_THIS_STEP');
  });

  it('lets the deploying seat adjust, turn and take back what it placed in this step', () => {
    let s = fresh();
    const line = rosterId(s, 'A', 'Line Trooper');
    s = ok(s, deployRoster('A', line, 'model', 10, 6));
    const id = s.pieceOrder[0]!;
    s = ok(s, { type: 'movePiece', seat: 'A', pieceId: id, to: { x: 12, y: 7 }, limit: 'mov' });
    expect(s.pieces[id]).toMatchObject({ x: 12, y: 7 });
    rejected(
      s,
      { type: 'movePiece', seat: 'A', pieceId: id, to: { x: 12, y: 20 }, limit: 'free' },
      'OUTSIDE_DEPLOYMENT_ZONE',
    );
    s = ok(s, { type: 'rotatePiece', seat: 'A', pieceId: id, facing: 45 });
    s = ok(s, { type: 'withdrawTrooper', seat: 'A', trooperId: line });
    expect(s.pieceOrder).toEqual([]);
    expect(s.troopers[line]?.form).toBeNull();
  });

  it('refuses B moving A’s piece with NOT_YOUR_PIECE', () => {
    const s = ok(fresh(), deployRoster('A', rosterId(fresh(), 'A', 'Line Trooper'), 'model', 10, 6));
    rejected(
      s,
      { type: 'movePiece', seat: 'B', pieceId: s.pieceOrder[0]!, to: { x: 11, y: 6 }, limit: 'free' },
      'NOT_YOUR_PIECE',
    );
  });
});

describe('Impersonation deployment (RULES.md §10.3)', () => {
  const roster = { A: ['impersonator', 'line-trooper'], B: ['line-trooper'] };

  it('deploys IMP-1 anywhere outside the enemy zone with no roll', () => {
    const s = hotSeat(roster, 'A', 1);
    const s1 = ok(s, deployRoster('A', rosterId(s, 'A', 'Mask Infiltrator'), 'IMP-1', 20, 30));
    expect(s1.pieces[s1.pieceOrder[0]!]?.kind).toBe('IMP-1');
    expect(logItems(s1.log).at(-1)?.dice).toBeUndefined();
  });

  it('rolls WIP inside the enemy zone: a pass keeps the IMP-1 marker there, shown to both seats', () => {
    const s = hotSeat(roster, 'A', 2);
    const s1 = ok(s, deployRoster('A', rosterId(s, 'A', 'Mask Infiltrator'), 'IMP-1', 20, 40));
    const piece = s1.pieces[s1.pieceOrder[0]!]!;
    expect(piece).toMatchObject({ kind: 'IMP-1', x: 20, y: 40 });
    const e = logItems(s1.log).at(-1)!;
    expect(e.dice).toEqual([10]);
    expect(e.only).toBe('A');
    expect(e.text).toContain('against 14');
    // Decision D52: B reads the roll with the finished step, in a line that names no trooper.
    expect(viewFor(s1, 'B').log.map(ruledText).join('\n')).not.toContain('WIP');
    const ended = ok(s1, endStep('A'));
    const told = ruledText(viewFor(ended, 'B').log.at(-1) ?? { text: '' });
    expect(told).toContain(
      "An IMP-1 marker deploying inside Player B's Deployment Zone rolled WIP 10: passed (Impersonation).",
    );
    expect(told).not.toContain('Mask Infiltrator');
  });

  it('rolls WIP inside the enemy zone: a fail deploys a model at its own table edge (decision D15)', () => {
    const s = hotSeat(roster, 'A', 3);
    const t = rosterId(s, 'A', 'Mask Infiltrator');
    const s1 = ok(s, deployRoster('A', t, 'IMP-1', 20, 40));
    const piece = s1.pieces[s1.pieceOrder[0]!]!;
    expect(piece).toMatchObject({ kind: 'model', x: 20, y: R2 });
    expect(s1.troopers[t]?.form).toBe('model');
    expect(logItems(s1.log).at(-1)?.dice).toEqual([17]);
    expect(logItems(s1.log).at(-1)?.text).toContain('failed');
  });

  it('makes a rolled placement final: no taking back to roll again', () => {
    const s = hotSeat(roster, 'A', 3);
    const t = rosterId(s, 'A', 'Mask Infiltrator');
    const s1 = ok(s, deployRoster('A', t, 'IMP-1', 20, 40));
    rejected(s1, { type: 'withdrawTrooper', seat: 'A', trooperId: t }, 'DICE_ROLLED');
  });

  it('refuses adjusting an IMP marker into the enemy zone without the roll', () => {
    const s = hotSeat(roster, 'A', 1);
    const s1 = ok(s, deployRoster('A', rosterId(s, 'A', 'Mask Infiltrator'), 'IMP-1', 20, 30));
    rejected(
      s1,
      { type: 'movePiece', seat: 'A', pieceId: s1.pieceOrder[0]!, to: { x: 20, y: 40 }, limit: 'free' },
      'OUTSIDE_DEPLOYMENT_ZONE',
    );
  });
});

describe('Holoecho deployment (RULES.md §10.4)', () => {
  const s = fresh();
  const echo = rosterId(s, 'A', 'Echo Operative');

  it('places the model and two HOLOECHO markers where the player says, the real one chosen', () => {
    const s1 = ok(
      s,
      deployRoster('A', echo, 'Holoecho', 10, 6, {
        extras: [
          { x: 16, y: 6 },
          { x: 22, y: 6 },
        ],
        real: 2,
      }),
    );
    const pieces = s1.pieceOrder.map((id) => s1.pieces[id]!);
    expect(pieces.map((p) => [p.kind, p.x])).toEqual([
      ['model', 10],
      ['HOLOECHO-1', 16],
      ['HOLOECHO-2', 22],
    ]);
    expect(s1.secrets.A.realPieceOf[echo]).toBe(pieces[2]!.id);
    expect(viewFor(s1, 'A').pieces.map((p) => p.real)).toEqual([false, false, true]);
  });

  it('refuses a HOLOECHO marker with no other within 8" with OUT_OF_COHERENCY', () => {
    rejected(
      s,
      deployRoster('A', echo, 'Holoecho', 10, 6, {
        extras: [
          { x: 16, y: 6 },
          { x: 30, y: 6 },
        ],
      }),
      'OUT_OF_COHERENCY',
    );
  });

  // Seed 000: "placing up to three Holoechoes" (RULES.md §10.4); one alone is not the state (a model).
  it('places two Holoechoes (the model and HOLOECHO-1) when the player wants fewer', () => {
    const given = ok(s, deployRoster('A', echo, 'Holoecho', 10, 6, { extras: [{ x: 16, y: 6 }], real: 1 }));
    expect(given.pieceOrder.map((id) => given.pieces[id]?.kind)).toEqual(['model', 'HOLOECHO-1']);
    expect(given.secrets.A.realPieceOf[echo]).toBe(given.pieceOrder[1]);
    const placed = ok(s, deployRoster('A', echo, 'Holoecho', 10, 6, { extraCount: 1 }));
    expect(placed.pieceOrder.map((id) => placed.pieces[id]?.kind)).toEqual(['model', 'HOLOECHO-1']);
  });

  it.each([
    ['no Holoecho at all', { extraCount: 0 }],
    [
      'two positions for one Holoecho',
      {
        extraCount: 1,
        extras: [
          { x: 16, y: 6 },
          { x: 22, y: 6 },
        ],
      },
    ],
    ['the real one beyond the pieces placed', { extraCount: 1, real: 2 }],
  ])('refuses %s with INVALID_GROUP', (_name, more) => {
    rejected(s, deployRoster('A', echo, 'Holoecho', 10, 6, more), 'INVALID_GROUP');
  });

  it('lets the owner change which one is real while the step lasts', () => {
    const s1 = ok(s, deployRoster('A', echo, 'Holoecho', 10, 6));
    const s2 = ok(s1, { type: 'setReal', seat: 'A', trooperId: echo, real: 1 });
    expect(s2.secrets.A.realPieceOf[echo]).toBe(s2.pieceOrder[1]);
    expect(logItems(s2.log).at(-1)?.only).toBe('A');
  });
});

describe('Decoy deployment (RULES.md §10.6)', () => {
  const s = fresh();
  const lure = rosterId(s, 'A', 'Lure Specialist');

  it('places two replicas within 8" of the real user; a replica may be the real one', () => {
    const s1 = ok(
      s,
      deployRoster('A', lure, 'Decoy', 20, 6, {
        extras: [
          { x: 16, y: 6 },
          { x: 24, y: 6 },
        ],
        real: 1,
      }),
    );
    const [model, d1, d2] = s1.pieceOrder.map((id) => s1.pieces[id]!);
    expect([model?.kind, d1?.kind, d2?.kind]).toEqual(['model', 'DECOY-1', 'DECOY-2']);
    expect(s1.secrets.A.realPieceOf[lure]).toBe(d1!.id);
  });

  // Seed 001: "deploy up to two Decoy Markers" (RULES.md §10.6).
  it('places one replica for Decoy (2) when the player wants fewer, and none is refused', () => {
    const one = ok(s, deployRoster('A', lure, 'Decoy', 20, 6, { extras: [{ x: 16, y: 6 }] }));
    expect(one.pieceOrder.map((id) => one.pieces[id]?.kind)).toEqual(['model', 'DECOY-1']);
    rejected(s, deployRoster('A', lure, 'Decoy', 20, 6, { extraCount: 0 }), 'INVALID_GROUP');
  });

  it('places one replica for Decoy (1), and refuses a second', () => {
    const g = hotSeat({ A: ['decoy-scout', 'line-trooper'], B: ['line-trooper'] });
    const s1 = ok(g, deployRoster('A', rosterId(g, 'A', 'Lure Scout'), 'Decoy', 20, 6));
    expect(s1.pieceOrder.map((id) => s1.pieces[id]?.kind)).toEqual(['model', 'DECOY-1']);
    rejected(
      g,
      deployRoster('A', rosterId(g, 'A', 'Lure Scout'), 'Decoy', 20, 6, { extraCount: 2 }),
      'INVALID_GROUP',
    );
  });

  it('refuses a replica more than 8" from the real user with OUT_OF_COHERENCY', () => {
    rejected(
      s,
      deployRoster('A', lure, 'Decoy', 20, 6, {
        extras: [
          { x: 11, y: 6 },
          { x: 26, y: 6 },
        ],
      }),
      'OUT_OF_COHERENCY',
    );
  });
});

describe('HoloMask deployment (RULES.md §10.5)', () => {
  const s = fresh();
  const echo = rosterId(s, 'A', 'Echo Operative');
  const line = rosterId(s, 'A', 'Line Trooper');

  it('shows the imitated trooper’s model and public profile; the link stays with the owner', () => {
    const s1 = ok(s, deployRoster('A', echo, 'model', 10, 6, { imitates: line }));
    const piece = s1.pieces[s1.pieceOrder[0]!]!;
    expect(piece.shows?.name).toBe('Line Trooper');
    expect(s1.secrets.A.imitates[echo]).toBe(line);
    // B sees the step once it is finished (decision D52).
    expect(viewFor(s1, 'B').pieces).toEqual([]);
    const two = hotSeat({ A: ['holoprojector', 'line-trooper'], B: B_ROSTER }, 'A', 7);
    const twoEcho = rosterId(two, 'A', 'Echo Operative');
    const twoLine = rosterId(two, 'A', 'Line Trooper');
    const ended = ok(
      ok(two, deployRoster('A', twoEcho, 'model', 10, 6, { imitates: twoLine })),
      endStep('A'),
    );
    const b = viewFor(ended, 'B');
    expect(b.pieces[0]?.label).toBe('Line Trooper');
    expect(b.pieces[0]?.profile).toEqual({
      name: 'Line Trooper',
      s: 2,
      mov: [4, 2],
      wip: 13,
      bs: 11,
      ph: 10,
      cc: 13,
      arm: 1,
      w: 1,
      skills: [],
      weapons: [
        { name: 'Combi Rifle', ranges: [3, 3, -3, -3, -6, -6, null], damage: 13, burst: 3 },
        { name: 'Sidearm', ranges: [3, -3, null, null, null, null, null], damage: 11, burst: 2 },
        { name: 'Knife', ranges: [null, null, null, null, null, null, null], damage: 11, burst: 1, cc: true },
      ],
    });
    expect(viewFor(s1, 'A').pieces[0]).toMatchObject({ label: 'Echo Operative', imitates: 'Line Trooper' });
  });

  it('refuses a trooper of another Silhouette with INVALID_IMITATION', () => {
    const mixed = hotSeat({ A: ['holoprojector', 'field-officer', 'line-trooper'], B: ['line-trooper'] });
    const [v] = rejected(
      mixed,
      deployRoster('A', rosterId(mixed, 'A', 'Echo Operative'), 'model', 10, 6, {
        imitates: rosterId(mixed, 'A', 'Field Officer'),
      }),
      'INVALID_IMITATION',
    );
    expect(v?.message).toContain('same Silhouette');
  });

  it('refuses imitating itself, an enemy trooper, or without the skill', () => {
    rejected(s, deployRoster('A', echo, 'model', 10, 6, { imitates: echo }), 'INVALID_IMITATION');
    rejected(
      s,
      deployRoster('A', echo, 'model', 10, 6, { imitates: rosterId(s, 'B', 'Line Trooper') }),
      'INVALID_IMITATION',
    );
    rejected(s, deployRoster('A', line, 'model', 10, 6, { imitates: echo }), 'INVALID_IMITATION');
  });
});

describe('Hidden Deployment (RULES.md §10.2)', () => {
  const s = fresh();
  const veil = rosterId(s, 'A', 'Veil Stalker');
  const echo = rosterId(s, 'A', 'Echo Operative');

  it('writes the position down: no piece, a ghost for the owner, nothing for the opponent', () => {
    const s1 = ok(s, deployRoster('A', veil, 'model', 30.125, 7.375, { hidden: true }));
    expect(s1.pieceOrder).toEqual([]);
    expect(s1.secrets.A.hidden[veil]?.spots).toEqual([
      { kind: 'model', x: 30.125, y: 7.375, facing: 90, s: 2, r: R2 },
    ]);
    expect(viewFor(s1, 'A').ghosts).toMatchObject([{ trooperId: veil, x: 30.125, y: 7.375, real: true }]);
    const b = viewFor(s1, 'B');
    expect(b.ghosts).toEqual([]);
    expect(b.log.map(ruledText).join('\n')).not.toMatch(/30\.1|Veil|Hidden/);
  });

  it('writes three positions for a Holoecho trooper, one of them real', () => {
    const hd = hotSeat({ A: ['holoprojector', 'line-trooper'], B: ['line-trooper'] });
    // The profile has no Hidden Deployment: refused.
    rejected(
      hd,
      deployRoster('A', rosterId(hd, 'A', 'Echo Operative'), 'Holoecho', 10, 6, { hidden: true }),
      'FORM_NOT_ALLOWED',
    );
    const custom = hotSeat({ A: ['holoprojector', 'line-trooper'], B: ['line-trooper'] });
    const t = rosterId(custom, 'A', 'Echo Operative');
    custom.troopers[t]!.profile.skills.push({ skill: 'HiddenDeployment' });
    const s1 = ok(
      custom,
      deployRoster('A', t, 'Holoecho', 10, 6, {
        hidden: true,
        extras: [
          { x: 18, y: 6 },
          { x: 26, y: 6 },
        ],
        real: 2,
      }),
    );
    expect(s1.pieceOrder).toEqual([]);
    expect(s1.secrets.A.hidden[t]?.spots.map((x) => x.kind)).toEqual(['model', 'HOLOECHO-1', 'HOLOECHO-2']);
    expect(s1.secrets.A.hidden[t]?.real).toBe(2);
    expect(viewFor(s1, 'A').ghosts.map((g) => g.real)).toEqual([false, false, true]);
  });

  it('lets the owner rewrite a written spot within the rules, Coherency included', () => {
    const custom = hotSeat({ A: ['holoprojector', 'line-trooper'], B: ['line-trooper'] });
    const t = rosterId(custom, 'A', 'Echo Operative');
    custom.troopers[t]!.profile.skills.push({ skill: 'HiddenDeployment' });
    const s1 = ok(
      custom,
      deployRoster('A', t, 'Holoecho', 10, 6, {
        hidden: true,
        extras: [
          { x: 18, y: 6 },
          { x: 26, y: 6 },
        ],
      }),
    );
    const s2 = ok(s1, { type: 'moveHidden', seat: 'A', trooperId: t, index: 2, to: { x: 24, y: 9 } });
    expect(s2.secrets.A.hidden[t]?.spots[2]).toMatchObject({ x: 24, y: 9 });
    expect(logItems(s2.log).at(-1)?.only).toBe('A');
    // 26 − 18 = 8" centre to centre is in Coherency; 18 → 30 is 12 − 0.98 = 11.02" edge to edge: not.
    rejected(
      s2,
      { type: 'moveHidden', seat: 'A', trooperId: t, index: 2, to: { x: 30, y: 6 } },
      'OUT_OF_COHERENCY',
    );
    rejected(
      s2,
      { type: 'moveHidden', seat: 'A', trooperId: t, index: 0, to: { x: 10, y: 20 } },
      'OUTSIDE_DEPLOYMENT_ZONE',
    );
    rejected(
      s2,
      { type: 'moveHidden', seat: 'A', trooperId: t, index: 1, to: { x: 24.3, y: 9 } },
      'OVERLAPS_BASE',
    );
    rejected(
      s2,
      { type: 'moveHidden', seat: 'B', trooperId: t, index: 1, to: { x: 20, y: 9 } },
      'WRONG_SEAT',
    );
    rejected(
      ok(s2, endStep('A')),
      { type: 'moveHidden', seat: 'A', trooperId: t, index: 1, to: { x: 20, y: 9 } },
      'WRONG_SEAT',
    );
  });

  it('refuses a Hidden Deployment for a trooper without the skill', () => {
    rejected(s, deployRoster('A', echo, 'model', 10, 6, { hidden: true }), 'FORM_NOT_ALLOWED');
  });

  it('keeps the owner from placing another piece on its own written position', () => {
    const s1 = ok(s, deployRoster('A', veil, 'model', 30, 7, { hidden: true }));
    rejected(s1, deployRoster('A', rosterId(s1, 'A', 'Line Trooper'), 'model', 30.2, 7), 'OVERLAPS_BASE');
  });
});

describe('the log of a deployment step', () => {
  it('keeps the deploying seat’s notes private and tells the opponent only the summary, with no gaps', () => {
    let s = fresh();
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 10, 6));
    s = ok(
      s,
      deployRoster('A', rosterId(s, 'A', 'Echo Operative'), 'model', 16, 6, {
        imitates: rosterId(s, 'A', 'Line Trooper'),
      }),
    );
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Camo Sniper'), 'CAMO', 24, 6));
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Veil Stalker'), 'model', 34, 6, { hidden: true }));
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Lure Specialist'), 'Decoy', 40, 6));
    s = ok(s, endStep('A'));
    const b = viewFor(s, 'B').log;
    expect(b.map((l) => l.seq)).toEqual([1, 2]);
    expect(b[1]?.text).toBe(
      'Player A ended deployment step 1: CAMO marker (-3), DECOY-1 marker, DECOY-2 marker, Line Trooper, Line Trooper, Lure Specialist.',
    );
    const a = viewFor(s, 'A').log;
    expect(a).toHaveLength(7);
    expect(a.map(ruledText).join('\n')).toContain('Veil Stalker');
  });

  it('puts nothing on the table for a written position', () => {
    let s = fresh();
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Veil Stalker'), 'model', 34, 6, { hidden: true }));
    expect(viewFor(s, 'B').pieces).toEqual([]);
    expect(viewFor(s, 'A').pieces).toEqual([]);
  });
});

/** Deploys a simple game to the end: A and B each place two models. */
function deployAll(s0: GameState): GameState {
  let s = s0;
  const step = (seat: 'A' | 'B', name: string, x: number) => {
    s = ok(s, deployRoster(seat, rosterId(s, seat, name), 'model', x, seat === 'A' ? 6 : 42));
  };
  step('A', 'Line Trooper', 4);
  step('A', 'Echo Operative', 8);
  step('A', 'Lure Specialist', 12);
  step('A', 'Veil Stalker', 16);
  step('A', 'Mask Infiltrator', 20);
  s = ok(s, endStep('A'));
  step('B', 'Line Trooper', 4);
  s = ok(s, endStep('B'));
  step('A', 'Camo Sniper', 28);
  s = ok(s, endStep('A'));
  step('B', 'Bulwark Walker', 12);
  return ok(s, endStep('B'));
}

describe('a deployment step under way is the deploying seat’s alone (decision D52)', () => {
  it('B and the audience see nothing of A’s step until it ends, then all of it at once', () => {
    const s = fresh();
    const id = (name: string) => rosterId(s, 'A', name);
    const steps = [
      deployRoster('A', id('Line Trooper'), 'model', 10, 6),
      deployRoster('A', id('Lure Specialist'), 'Decoy', 20, 6, { extras: [{ x: 24, y: 6 }] }),
      deployRoster('A', id('Veil Stalker'), 'model', 30, 8, { hidden: true }),
      deployRoster('A', id('Mask Infiltrator'), 'IMP-1', 36, 40),
      deployRoster('A', id('Camo Sniper'), 'CAMO', 40, 6),
    ];
    const before = { B: JSON.stringify(viewFor(s, 'B')), public: JSON.stringify(viewFor(s, 'public')) };
    let state = s;
    for (const action of steps) {
      state = ok(state, action);
      expect(JSON.stringify(viewFor(state, 'B'))).toBe(before.B);
      expect(JSON.stringify(viewFor(state, 'public'))).toBe(before.public);
    }
    const ended = ok(state, endStep('A'));
    const b = viewFor(ended, 'B');
    expect(b.pieces).toHaveLength(5);
    expect(b.pieces.map((p) => p.kind)).toContain('DECOY-1');
    // The Impersonation roll made inside B's zone is told with the finished step.
    expect(b.log.at(-1)?.text).toContain('rolled WIP');
    // The order of placing is nowhere: pieces by opaque id, the summary sorted by name.
    expect(b.pieces.map((p) => p.id)).toEqual(b.pieces.map((p) => p.id).sort());
    expect(b.log.at(-1)?.text).toMatch(/^Player A ended deployment step 1: /);
  });
});
