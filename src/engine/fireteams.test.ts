// Fireteams on the table (RULES.md §18.12.1, §3, §10.4, §10.6; decisions D115–D123; seed 000 row 0.29,
// seed 001 row 1.26): forming one in the deploying seat's step, the refusals, the Team Leader, and who
// leaves (Holoecho switch, Decoy, marker state, Unconscious, taken back).
import { describe, expect, it } from 'vitest';
import type { Profile, Seat } from '../rules/index.ts';
import { logItems } from './logList.ts';
import { newGame, RULES_EDITION, viewFor, type Action, type GameState } from './index.ts';
import { syncFireteams } from './fireteams.ts';
import { deployRoster, endStep, ok, profile, rejected, rosterId } from '../../tests/engineFixtures.ts';

/** A's army: three Line Troopers, an Echo Operative, a Lure Stalker, a Camo Sniper (group 1), a Line
 * Trooper of group 2 and a Field Officer held back; B: a Line Trooper and a Field Officer. */
function game(opts: { sectorial?: boolean; echo?: Partial<Profile> } = {}): GameState {
  const a: Profile[] = [
    profile('line-trooper'),
    profile('line-trooper'),
    profile('line-trooper'),
    profile('holoprojector', opts.echo ?? {}),
    profile('lure-stalker'),
    profile('camo-sniper'),
    profile('line-trooper', { combatGroup: 2 }),
    profile('field-officer'),
  ];
  return newGame(
    {
      table: { width: 48, depth: 48, zoneDepth: 12 },
      scenery: [],
      game: {
        rosters: { A: a, B: [profile('line-trooper'), profile('field-officer')] },
        firstDeployer: 'A' as Seat,
        rules: RULES_EDITION,
        pins: {},
        ...(opts.sectorial === false ? {} : { sectorial: { A: true, B: true } }),
      },
    },
    { key: '7a'.repeat(32) },
  );
}

const lt = (s: GameState, n: number) => rosterId(s, 'A', 'Line Trooper', n);
const echo = (s: GameState) => rosterId(s, 'A', 'Echo Operative');

/** A's step 1: the Line Troopers 4" apart, the Echo Operative beside them, the others further on. */
function deployed(opts: Parameters<typeof game>[0] = {}): GameState {
  let s = game(opts);
  s = ok(s, deployRoster('A', lt(s, 0), 'model', 10, 6));
  s = ok(s, deployRoster('A', lt(s, 1), 'model', 14, 6));
  s = ok(s, deployRoster('A', lt(s, 2), 'model', 30, 6));
  s = ok(s, deployRoster('A', echo(s), 'model', 18, 6));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Lure Stalker'), 'model', 6, 10));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Camo Sniper'), 'CAMO', 40, 6));
  return ok(s, deployRoster('A', lt(s, 3), 'model', 22, 6));
}

const form = (members: string[], leader: string): Action => ({
  type: 'formFireteam',
  seat: 'A',
  members,
  leader,
});
const texts = (s: GameState, viewer: Seat) => viewFor(s, viewer).log.map((l) => l.text);

/** B's step 2 and the rest of deployment, B's troopers far away and facing away from A. */
function throughDeployment(s: GameState): GameState {
  let t = ok(s, endStep('A'));
  t = ok(t, deployRoster('B', rosterId(t, 'B', 'Line Trooper'), 'model', 10, 44, { facing: 90 }));
  t = ok(t, endStep('B'));
  t = ok(t, deployRoster('A', rosterId(t, 'A', 'Field Officer'), 'model', 44, 10));
  t = ok(t, endStep('A'));
  t = ok(t, deployRoster('B', rosterId(t, 'B', 'Field Officer'), 'model', 40, 44, { facing: 90 }));
  return ok(t, endStep('B'));
}

describe('forming a Fireteam in the deployment step (RULES.md §18.12.1, D118, D119)', () => {
  it('is the deploying seat’s alone until its step ends, then public by its pieces', () => {
    const s = deployed();
    const f = ok(s, form([lt(s, 0), lt(s, 1), echo(s)], lt(s, 1)));
    expect(viewFor(f, 'A').fireteams?.[0]?.members?.map((m) => [m.name, m.leader])).toEqual([
      ['Line Trooper', true],
      ['Line Trooper', false],
      ['Echo Operative', false],
    ]);
    expect(viewFor(f, 'B').fireteams).toBeUndefined();
    expect(viewFor(f, 'public').fireteams).toBeUndefined();
    expect(texts(f, 'B')).toEqual(texts(s, 'B'));
    const e = ok(f, endStep('A'));
    const b = viewFor(e, 'B').fireteams?.[0];
    expect(b?.members).toBeUndefined();
    expect(b?.pieceIds).toHaveLength(3);
    expect(b?.bonus).toMatchObject({ oneOrder: true, burst: 1, sixthSense: false });
    expect(e.pieces[b?.leaderPieceId ?? '']?.x).toBe(14);
    expect(texts(e, 'B').join('\n')).toContain(
      "Player A's Fireteams: [Echo Operative, Line Trooper, Line Trooper (Team Leader)].",
    );
  });

  it('a member moved out of the Team Leader’s ZoC after forming leaves when the step ends (D118)', () => {
    const s = deployed();
    let f = ok(s, form([lt(s, 0), lt(s, 1), echo(s)], lt(s, 0)));
    const piece = viewFor(f, 'A').fireteams?.[0]?.members?.[2]?.pieceId ?? '';
    f = ok(f, { type: 'movePiece', seat: 'A', pieceId: piece, to: { x: 34, y: 10 }, limit: 'free' });
    expect(viewFor(f, 'A').fireteams?.[0]?.pieceIds).toHaveLength(3);
    const e = ok(f, endStep('A'));
    expect(viewFor(e, 'B').fireteams?.[0]?.pieceIds).toHaveLength(2);
    expect(texts(e, 'A').join('\n')).toContain(
      'leaves its Fireteam: it is out of Coherency with the Team Leader.',
    );
    expect(texts(e, 'B').join('\n')).not.toContain('out of Coherency');
  });

  it.each<[string, (s: GameState) => Action, string]>([
    ['one member', (s) => form([lt(s, 0)], lt(s, 0)), 'INVALID_GROUP'],
    ['another Combat Group', (s) => form([lt(s, 0), lt(s, 3)], lt(s, 0)), 'INVALID_GROUP'],
    ['a CAMO marker', (s) => form([lt(s, 0), rosterId(s, 'A', 'Camo Sniper')], lt(s, 0)), 'INVALID_GROUP'],
    [
      'a trooper still in reserve',
      (s) => form([lt(s, 0), rosterId(s, 'A', 'Field Officer')], lt(s, 0)),
      'INVALID_GROUP',
    ],
    [
      'a member beyond the Team Leader’s ZoC',
      (s) => form([lt(s, 0), lt(s, 2)], lt(s, 0)),
      'OUT_OF_COHERENCY',
    ],
    ['the other seat', (s) => ({ ...form([lt(s, 0), lt(s, 1)], lt(s, 0)), seat: 'B' }), 'WRONG_SEAT'],
  ])('refuses %s', (_, action, code) => {
    const s = deployed();
    rejected(s, action(s), code as never);
  });

  it('refuses a member already in another Fireteam, and an army that is not Sectorial (D116)', () => {
    const s = deployed();
    const f = ok(s, form([lt(s, 0), lt(s, 1)], lt(s, 0)));
    const [v] = rejected(f, form([lt(f, 1), echo(f)], echo(f)), 'INVALID_GROUP');
    expect(v?.message).toContain('already in another Fireteam');
    const plain = deployed({ sectorial: false });
    rejected(plain, form([lt(plain, 0), lt(plain, 1)], lt(plain, 0)), 'REQUIREMENT_NOT_MET');
  });

  it('a Decoy user cannot join; deploying with Decoy takes a member out (seed 001, row 1.26)', () => {
    let s = deployed();
    const lure = rosterId(s, 'A', 'Lure Stalker');
    s = ok(s, form([lt(s, 0), lure], lt(s, 0)));
    s = ok(s, { type: 'withdrawTrooper', seat: 'A', trooperId: lure });
    expect(viewFor(s, 'A').fireteams).toBeUndefined();
    expect(texts(s, 'A').at(-1)).toContain('The Fireteam is cancelled');
    expect(texts(s, 'B')).not.toContain(texts(s, 'A').at(-1));
    s = ok(
      s,
      deployRoster('A', lure, 'Decoy', 6, 10, {
        extras: [
          { x: 6, y: 8 },
          { x: 8, y: 10 },
        ],
        real: 0,
      }),
    );
    const [v] = rejected(s, form([lt(s, 0), lure], lt(s, 0)), 'INVALID_GROUP');
    expect(v?.message).toContain('Decoy');
  });
});

describe('a trooper in Holoecho State cannot join (seed 000, row 0.29)', () => {
  it('refuses an Echo Operative deployed as three Holoechoes', () => {
    let s = game();
    s = ok(s, deployRoster('A', lt(s, 0), 'model', 10, 6));
    s = ok(
      s,
      deployRoster('A', echo(s), 'Holoecho', 14, 6, {
        extras: [
          { x: 16, y: 8 },
          { x: 12, y: 8 },
        ],
        real: 0,
      }),
    );
    const [v] = rejected(s, form([lt(s, 0), echo(s)], lt(s, 0)), 'INVALID_GROUP');
    expect(v?.message).toBe(
      'Echo Operative is in Holoecho State, and a Holoecho trooper cannot be part of a Fireteam.',
    );
  });
});

describe('the Team Leader and disbanding (D120)', () => {
  it('changes the Team Leader and disbands, in the step and in the own turn between Orders', () => {
    const s = deployed();
    let f = ok(s, form([lt(s, 0), lt(s, 1), echo(s)], lt(s, 0)));
    const id = viewFor(f, 'A').fireteams?.[0]?.id ?? '';
    f = ok(f, { type: 'setTeamLeader', seat: 'A', fireteamId: id, leader: echo(f) });
    expect(viewFor(f, 'A').fireteams?.[0]?.members?.[0]?.name).toBe('Echo Operative');
    rejected(f, { type: 'setTeamLeader', seat: 'A', fireteamId: id, leader: lt(f, 2) }, 'INVALID_GROUP');
    let t = throughDeployment(f);
    expect(t.phase).toMatchObject({ kind: 'turn', active: 'A' });
    t = ok(t, { type: 'setTeamLeader', seat: 'A', fireteamId: id, leader: lt(t, 1) });
    expect(texts(t, 'B').at(-1)).toBe("Player A's Line Trooper is now the Team Leader of its Fireteam.");
    rejected(t, { type: 'disbandFireteam', seat: 'B', fireteamId: id }, 'WRONG_PHASE');
    t = ok(t, { type: 'disbandFireteam', seat: 'A', fireteamId: id });
    expect(viewFor(t, 'B').fireteams).toBeUndefined();
    rejected(t, form([lt(t, 0), lt(t, 1)], lt(t, 0)), 'WRONG_PHASE');
  });
});

describe('who leaves a Fireteam (D121; seed 000 row 0.29)', () => {
  it('a member that switches Holoecho on leaves, told in public words; a Fireteam of one is cancelled', () => {
    const s = deployed();
    let t = throughDeployment(ok(s, form([lt(s, 1), echo(s)], lt(s, 1))));
    const piece =
      viewFor(t, 'A').fireteams?.[0]?.members?.find((m) => m.name === 'Echo Operative')?.pieceId ?? '';
    t = ok(t, { type: 'holoechoOn', seat: 'A', pieceId: piece });
    expect(viewFor(t, 'B').fireteams).toBeUndefined();
    const said = texts(t, 'B').at(-1) ?? '';
    expect(said).toBe(
      "Player A's Echo Operative leaves its Fireteam: a trooper in Holoecho State cannot be part of a Fireteam. The Fireteam is cancelled.",
    );
  });

  it('a Team Leader that goes Unconscious cancels the Fireteam; a member that does leaves it', () => {
    const s = deployed();
    const t = throughDeployment(ok(s, form([lt(s, 0), lt(s, 1), echo(s)], lt(s, 0))));
    const members = viewFor(t, 'A').fireteams?.[0]?.members ?? [];
    const knock = (state: GameState, pieceId: string): GameState => {
      const p = state.pieces[pieceId];
      return p
        ? { ...state, pieces: { ...state.pieces, [pieceId]: { ...p, tokens: [...p.tokens, 'Unconscious'] } } }
        : state;
    };
    const one = syncFireteams(knock(t, members[2]?.pieceId ?? ''));
    expect(viewFor(one, 'B').fireteams?.[0]?.pieceIds).toHaveLength(2);
    expect(logItems(one.log).at(-1)?.text).toContain('an Unconscious trooper cannot be part of a Fireteam.');
    const lead = syncFireteams(knock(t, members[0]?.pieceId ?? ''));
    expect(lead.fireteams).toBeUndefined();
    expect(logItems(lead.log).at(-1)?.text).toContain('The Fireteam is cancelled: its Team Leader left.');
  });
});

describe('paired views: the Holoecho switch tells no more than the switch (D122)', () => {
  /** The game up to the switch: the Echo Operative's private skills differ between the two games. */
  function switched(echo: Partial<Profile>): GameState {
    const s = deployed({ echo });
    let t = throughDeployment(
      ok(s, form([lt(s, 0), lt(s, 1), rosterId(s, 'A', 'Echo Operative')], lt(s, 0))),
    );
    const piece =
      viewFor(t, 'A').fireteams?.[0]?.members?.find((m) => m.name === 'Echo Operative')?.pieceId ?? '';
    t = ok(t, { type: 'holoechoOn', seat: 'A', pieceId: piece });
    return t;
  }

  it('gives Player B and the audience the same views whatever else the switching trooper hides', () => {
    const one = switched({});
    const other = switched({
      skills: [{ skill: 'Holoecho' }, { skill: 'HoloMask' }, { skill: 'HiddenDeployment' }],
    });
    expect(viewFor(one, 'A')).not.toEqual(viewFor(other, 'A'));
    expect(viewFor(one, 'B')).toEqual(viewFor(other, 'B'));
    expect(viewFor(one, 'public')).toEqual(viewFor(other, 'public'));
    expect(viewFor(one, 'B').fireteams?.[0]?.pieceIds).toHaveLength(2);
  });
});

describe('paired views: a former member deployed with Decoy (D119, D121; seed 001 row 1.26)', () => {
  /** The Lure Stalker joins, is taken back and deploys with Decoy, `real` the piece that is the trooper. */
  function redeployed(real: number): GameState {
    let s = deployed();
    const lure = rosterId(s, 'A', 'Lure Stalker');
    s = ok(s, form([lt(s, 0), lt(s, 1), lure], lt(s, 0)));
    s = ok(s, { type: 'withdrawTrooper', seat: 'A', trooperId: lure });
    s = ok(
      s,
      deployRoster('A', lure, 'Decoy', 6, 10, {
        extras: [
          { x: 6, y: 8 },
          { x: 8, y: 10 },
        ],
        real,
      }),
    );
    return ok(s, endStep('A'));
  }

  it('gives Player B and the audience the same views whichever piece is real', () => {
    const one = redeployed(0);
    const other = redeployed(2);
    expect(viewFor(one, 'A')).not.toEqual(viewFor(other, 'A'));
    expect(viewFor(one, 'B')).toEqual(viewFor(other, 'B'));
    expect(viewFor(one, 'public')).toEqual(viewFor(other, 'public'));
    expect(viewFor(one, 'B').fireteams?.[0]?.pieceIds).toHaveLength(2);
    expect(texts(one, 'B').join('\n')).not.toContain('leaves its Fireteam');
  });
});

describe('Fireteams: not played yet', () => {
  it.todo('forms a Fireteam during the game by spending a Command Token (N4 update of March 2022)');
  it.todo(
    'limits who may join by the army’s Fireteams Chart (which units, how many Fireteams): any trooper of the Combat Group may join',
  );
});
