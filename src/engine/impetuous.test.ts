// Impetuous and Frenzy in play (RULES.md §18.10.1, §18.10.2, §18.3.5; seed rows 1.19, 2.20, 4.28;
// decisions D75–D77, D81): the Impetuous Phase with its tokens, its free activation, fixed combinations
// and forced movement; never a Marker State, never Partial Cover; Frenzy's gain of Impetuous in the
// States Phase ending the trooper's Camouflaged, Impersonation, Holoecho and Decoy State.
import { describe, expect, it } from 'vitest';
import { rectangle } from '../geometry/polygon.ts';
import { logItems } from './logList.ts';
import { R2, ok, pieceAt, profile, rejected, rosterId } from '../../tests/engineFixtures.ts';
import { passAll, placed, shootAndIdle, tableGame, type Put } from '../../tests/tableGame.ts';
import { IMPETUOUS_TOKEN, inContact, type Profile, type Scenery } from '../rules/index.ts';
import { awaiting, newGame, viewFor, type GameState } from './index.ts';
import { impetuousMoveTarget } from './impetuous.ts';
import { coveredFrom } from './rolling.ts';
import { RULES_EDITION } from './index.ts';

const texts = (s: GameState) => logItems(s.log).map((e) => e.text);
const turn = (s: GameState) => (s.phase.kind === 'turn' ? s.phase : undefined);
const orderOf = (s: GameState) => turn(s)?.order;

/**
 * A: an Impetuous Brawler at (24, 10) and a Line Trooper at (40, 6); B: a Line Trooper at `b` (far away
 * by default). Round 1, A's turn: its Tactical Phase has placed the Impetuous token.
 */
function brawler(b: [number, number] = [4, 44], more: Put[] = []): GameState {
  return tableGame({
    a: [profile('impetuous-brawler'), profile('line-trooper')],
    b: [profile('line-trooper'), profile('line-trooper')],
    steps: [
      [{ name: 'Impetuous Brawler', form: 'model', at: [24, 10] }],
      [{ name: 'Line Trooper', form: 'model', at: b }],
      [{ name: 'Line Trooper', form: 'model', at: [40, 6] }, ...more],
      [{ name: 'Line Trooper', nth: 1, form: 'model', at: [44, 44] }],
    ],
  });
}

describe('the Impetuous Phase (RULES.md §11.3, §18.10.1)', () => {
  it('opens with a token beside the Impetuous trooper, shown to both seats, and says so', () => {
    const s = brawler();
    const id = pieceAt(s, 24, 10);
    expect(turn(s)?.impetuousPhase).toBe(true);
    expect(s.pieces[id]?.tokens).toEqual([IMPETUOUS_TOKEN]);
    expect(awaiting(s)?.step).toContain('Impetuous Phase');
    const seen = viewFor(s, 'B');
    expect(seen.phase.impetuousPhase).toBe(true);
    expect(seen.pieces.find((p) => p.id === id)?.tokens).toEqual([IMPETUOUS_TOKEN]);
    expect(texts(s).join('\n')).toContain(
      'Impetuous Phase: Player A may activate each of its 1 Impetuous trooper',
    );
  });

  it('refuses any other activation until the phase ends', () => {
    const s = brawler();
    const v = rejected(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, 40, 6) }, 'WRONG_PHASE');
    expect(v[0]?.message).toContain('Impetuous');
    rejected(s, { type: 'endImpetuous', seat: 'B' }, 'WRONG_SEAT');
  });

  it('the activation spends no Order, takes the token and ends the phase with the last one', () => {
    const s = brawler();
    const before = turn(s)?.orders.regular;
    const t = ok(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, 24, 10) });
    expect(turn(t)?.orders.regular).toBe(before);
    expect(orderOf(t)?.impetuous).toBe(true);
    expect(turn(t)?.impetuousPhase).toBeUndefined();
    expect(t.pieces[pieceAt(t, 24, 10)]?.tokens).toEqual([]);
    expect(texts(t).at(-1)).toContain('Impetuous activation, without an Order');
  });

  it('the player may end the phase instead: the token goes, and Orders are spent as usual', () => {
    const s = brawler();
    const t = ok(s, { type: 'endImpetuous', seat: 'A' });
    expect(turn(t)?.impetuousPhase).toBeUndefined();
    expect(t.pieces[pieceAt(t, 24, 10)]?.tokens).toEqual([]);
    ok(t, { type: 'activate', seat: 'A', pieceId: pieceAt(t, 40, 6) });
    rejected(t, { type: 'endImpetuous', seat: 'A' }, 'WRONG_PHASE');
  });

  it('ending the turn in the phase takes the tokens off the table', () => {
    const t = ok(brawler(), { type: 'endTurn', seat: 'A' });
    expect(Object.values(t.pieces).some((p) => p.tokens.includes(IMPETUOUS_TOKEN))).toBe(false);
  });
});

describe('what an Impetuous activation may declare (RULES.md §18.10.1, D75, D77)', () => {
  const active = () => {
    const s = brawler();
    return { t: ok(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, 24, 10) }), id: pieceAt(s, 24, 10) };
  };

  it('refuses a skill outside the combinations, and a Move short of its full MOV or sideways', () => {
    const { t, id } = active();
    rejected(
      t,
      { type: 'declare', seat: 'A', skill: 'cautiousMove', to: { [id]: { x: 24, y: 12 } } },
      'IMPETUOUS_COMBINATION',
    );
    rejected(t, { type: 'declare', seat: 'A', skill: 'reset' }, 'IMPETUOUS_COMBINATION');
    const short = rejected(
      t,
      { type: 'declare', seat: 'A', skill: 'move', to: { [id]: { x: 24, y: 13 } } },
      'IMPETUOUS_MOVE',
    );
    expect(short[0]?.message).toContain('full MOV');
    rejected(
      t,
      { type: 'declare', seat: 'A', skill: 'move', to: { [id]: { x: 28, y: 10 } } },
      'IMPETUOUS_MOVE',
    );
    rejected(
      t,
      { type: 'declare', seat: 'A', skill: 'move', to: { [id]: { x: 24, y: 14 } }, prone: true },
      'IMPETUOUS_MOVE',
    );
  });

  it('Move 4" towards the enemy zone, then a Move or Idle; a Discover second is refused', () => {
    const { t: t0, id } = active();
    expect(impetuousMoveTarget(t0, orderOf(t0)!)).toEqual({ [id]: { x: 24, y: 14 } });
    const t = passAll(
      ok(t0, { type: 'declare', seat: 'A', skill: 'move', to: { [id]: { x: 24, y: 14 } } }),
      'B',
    );
    expect(t.pieces[id]).toMatchObject({ x: 24, y: 14 });
    rejected(
      t,
      { type: 'declare', seat: 'A', skill: 'discover', target: pieceAt(t, 4, 44) },
      'IMPETUOUS_COMBINATION',
    );
    // A slanting second Move, most of it towards the enemy zone, is still forced movement.
    const u = ok(t, { type: 'declare', seat: 'A', skill: 'move', to: { [id]: { x: 26.4, y: 17.2 } } });
    expect(orderOf(u)).toBeUndefined();
  });

  it('Idle first, then the forced Move', () => {
    const { t, id } = active();
    const u = passAll(ok(t, { type: 'declare', seat: 'A', skill: 'idle' }), 'B');
    rejected(u, { type: 'declare', seat: 'A', skill: 'idle' }, 'IMPETUOUS_COMBINATION');
    ok(u, { type: 'declare', seat: 'A', skill: 'move', to: { [id]: { x: 24, y: 14 } } });
  });

  it('an enemy Model within reach must be contacted; the forced target is the contact point', () => {
    // A 14"-deep table with 6" zones: B's Line Trooper at (24, 9) is 3" from the Brawler at (24, 5).
    const s = tableGame({
      a: [profile('impetuous-brawler'), profile('line-trooper')],
      b: [profile('line-trooper'), profile('line-trooper')],
      size: { width: 48, depth: 14, zoneDepth: 6 },
      steps: [
        [{ name: 'Impetuous Brawler', form: 'model', at: [24, 5] }],
        [{ name: 'Line Trooper', form: 'model', at: [24, 9] }],
        [{ name: 'Line Trooper', form: 'model', at: [40, 3] }],
        [{ name: 'Line Trooper', nth: 1, form: 'model', at: [44, 12] }],
      ],
    });
    const id = pieceAt(s, 24, 5);
    const t = ok(s, { type: 'activate', seat: 'A', pieceId: id });
    rejected(
      t,
      { type: 'declare', seat: 'A', skill: 'move', to: { [id]: { x: 21, y: 7 } } },
      'IMPETUOUS_MOVE',
    );
    const target = impetuousMoveTarget(t, orderOf(t)!)[id]!;
    const u = ok(t, { type: 'declare', seat: 'A', skill: 'move', to: { [id]: target } });
    expect(inContact(u.pieces[id]!, u.pieces[pieceAt(u, 24, 9)]!)).toBe(true);
  });

  it('a trooper blocked straight ahead may stand still (0"): its forced Move is always possible', () => {
    // A solid block from just in front of the Brawler to 6" beyond: no spot ahead within 4" is free.
    const block: Scenery = {
      id: 's-block',
      name: 'Block',
      height: 'tall',
      polygon: rectangle({ x: 24, y: 14 }, 6, 6),
    };
    const blocked = tableGame({
      a: [profile('impetuous-brawler'), profile('line-trooper')],
      b: [profile('line-trooper'), profile('line-trooper')],
      scenery: [block],
      steps: [
        [{ name: 'Impetuous Brawler', form: 'model', at: [24, 11 - R2] }],
        [{ name: 'Line Trooper', form: 'model', at: [4, 44] }],
        [{ name: 'Line Trooper', form: 'model', at: [40, 6] }],
        [{ name: 'Line Trooper', nth: 1, form: 'model', at: [44, 44] }],
      ],
    });
    const id = pieceAt(blocked, 24, 11 - R2);
    const t = ok(blocked, { type: 'activate', seat: 'A', pieceId: id });
    expect(impetuousMoveTarget(t, orderOf(t)!)[id]).toEqual({ x: 24, y: 11 - R2 });
    ok(t, { type: 'declare', seat: 'A', skill: 'move', to: { [id]: { x: 24, y: 11 - R2 } } });
  });

  it('outside its Impetuous activation the trooper moves as it likes', () => {
    let t = ok(brawler(), { type: 'endImpetuous', seat: 'A' });
    const id = pieceAt(t, 24, 10);
    t = ok(t, { type: 'activate', seat: 'A', pieceId: id });
    t = ok(t, { type: 'declare', seat: 'A', skill: 'move', to: { [id]: { x: 25, y: 10 } } });
    expect(t.pieces[id]).toMatchObject({ x: 25, y: 10 });
  });
});

describe('an Impetuous trooper never enters a Marker State (RULES.md §18.10.2, D76, D81)', () => {
  const camoBrawler = (): Profile =>
    profile('impetuous-brawler', {
      skills: [
        { skill: 'Impetuous' },
        { skill: 'Camouflage' },
        { skill: 'Holoecho' },
        { skill: 'HiddenDeployment' },
      ],
    });

  it.each<[string, Partial<Put>]>([
    ['as a CAMO marker', { form: 'CAMO' }],
    ['in Holoecho', { form: 'Holoecho', more: { extras: [{ x: 20, y: 6 }], real: 0 } }],
    ['in Hidden Deployment', { form: 'model', more: { hidden: true } }],
  ])('deploying %s is refused with the reason', (_what, put) => {
    const game = tableGameUntilA(camoBrawler());
    const v = rejected(
      game,
      {
        type: 'deploy',
        seat: 'A',
        trooperId: rosterId(game, 'A', 'Impetuous Brawler'),
        form: put.form ?? 'model',
        at: { x: 24, y: 6 },
        facing: 90,
        ...put.more,
      },
      'IMPETUOUS_NO_MARKER_STATE',
    );
    expect(v[0]?.message).toContain('Impetuous');
  });

  it('going back into Camouflage is refused with the reason', () => {
    const s = tableGame({
      a: [camoBrawler(), profile('line-trooper')],
      b: [profile('line-trooper')],
      steps: [
        [{ name: 'Impetuous Brawler', form: 'model', at: [24, 6] }],
        [],
        [{ name: 'Line Trooper', form: 'model', at: [40, 6] }],
        [{ name: 'Line Trooper', form: 'model', at: [4, 44], more: { facing: 90 } }],
      ],
    });
    let t = ok(s, { type: 'endImpetuous', seat: 'A' });
    t = ok(t, { type: 'activate', seat: 'A', pieceId: pieceAt(t, 24, 6) });
    rejected(t, { type: 'declare', seat: 'A', skill: 'reenterCamouflage' }, 'IMPETUOUS_NO_MARKER_STATE');
  });

  it('HoloMask may not show an Impetuous trooper, whose token it could not copy (D81)', () => {
    const s = tableGameUntilA(profile('impetuous-brawler'), [profile('holoprojector')]);
    rejected(
      s,
      {
        type: 'deploy',
        seat: 'A',
        trooperId: rosterId(s, 'A', 'Echo Operative'),
        form: 'model',
        at: { x: 30, y: 6 },
        facing: 90,
        imitates: rosterId(s, 'A', 'Impetuous Brawler'),
      },
      'INVALID_IMITATION',
    );
  });
});

/** A fresh game in A's first deployment step: A's `first`, `others` and a Line Trooper; B a Line Trooper. */
function tableGameUntilA(first: Profile, others: Profile[] = []): GameState {
  return newGame(
    {
      table: { width: 48, depth: 48, zoneDepth: 12 },
      scenery: [],
      game: {
        rosters: { A: [first, ...others, profile('line-trooper')], B: [profile('line-trooper')] },
        firstDeployer: 'A',
        rules: RULES_EDITION,
        pins: {},
      },
    },
    1,
  );
}

const WALL: Scenery = {
  id: 's-low',
  name: 'Low wall',
  height: 'low',
  polygon: rectangle({ x: 20, y: 38.5 }, 6, 1),
};

describe('Impetuous troopers never get Partial Cover (RULES.md §18.3.5, §18.10.2)', () => {
  it.each<[string, string, boolean]>([
    ['a Line Trooper', 'line-trooper', true],
    ['an Impetuous Brawler', 'impetuous-brawler', false],
  ])('%s touching the low wall, behind it from A’s view → in cover %s', (_what, id, covered) => {
    const name = id === 'line-trooper' ? 'Line Trooper' : 'Impetuous Brawler';
    const s = tableGame({
      a: [profile('line-trooper'), profile('line-trooper')],
      b: [profile(id), profile('line-trooper', { name: 'Other' })],
      scenery: [WALL],
      steps: [
        [{ name: 'Line Trooper', form: 'model', at: [20, 6] }],
        [{ name, form: 'model', at: [20, 39 + R2] }],
        [{ name: 'Line Trooper', nth: 1, form: 'model', at: [40, 4] }],
        [{ name: 'Other', form: 'model', at: [44, 44] }],
      ],
    });
    const from = s.pieces[pieceAt(s, 20, 6)]!;
    const to = s.pieces[pieceAt(s, 20, 39 + R2)]!;
    expect(coveredFrom(s, from, to)).toBe(covered);
  });
});

/**
 * Frenzy (RULES.md §18.10.2): A's `who` shoots B's only Line Trooper dead from (24, 10) (its Burst all
 * hits, three failed saves), goes back into its marker state with a second Order, and ends the turn.
 */
function frenzied(
  who: Profile,
  form: 'CAMO' | 'IMP-1' | 'model',
  reenter: 'reenterCamouflage' | 'reenterImpersonation' | 'reenterHoloecho',
): {
  shot: GameState;
  hidden: GameState;
  after: GameState;
} {
  const s = tableGame({
    a: [who, profile('line-trooper')],
    b: [profile('line-trooper')],
    dice: [1, 1, 1, 1, 1, 1],
    steps: [
      [{ name: who.name, form, at: [24, 10] }],
      [],
      [{ name: 'Line Trooper', form: 'model', at: [40, 4] }],
      [{ name: 'Line Trooper', form: 'model', at: [24, 40] }],
    ],
  });
  let t = shootAndIdle(s, 'A', pieceAt(s, 24, 10), pieceAt(s, 24, 40));
  const shot = t;
  t = ok(t, { type: 'activate', seat: 'A', pieceId: pieceAt(t, 24, 10) });
  t = passAll(ok(t, { type: 'declare', seat: 'A', skill: reenter }), 'B');
  const hidden = t;
  return { shot, hidden, after: ok(t, { type: 'endTurn', seat: 'A' }) };
}

const raider = (): Profile => profile('frenzy-raider');

describe('2.20: a Camouflaged trooper that becomes Impetuous through Frenzy is revealed (seed 002, RULES.md §10.1, §18.10.2)', () => {
  it('the wound is noted at once; in the States Phase it is Impetuous and its CAMO marker becomes its model', () => {
    const { shot, hidden, after } = frenzied(raider(), 'CAMO', 'reenterCamouflage');
    const id = Object.values(shot.troopers).find((t) => t.profile.name === 'Frenzied Raider')?.id ?? '';
    expect(shot.troopers[id]?.frenzied).toBe(true);
    expect(viewFor(shot, 'A').troopers.find((t) => t.id === id)?.frenzied).toBe(true);
    expect(hidden.pieces[pieceAt(hidden, 24, 10)]?.kind).toBe('CAMO');
    expect(after.troopers[id]).toMatchObject({ impetuous: true });
    expect(after.troopers[id]?.frenzied).toBeUndefined();
    expect(after.pieces[pieceAt(after, 24, 10)]?.kind).toBe('model');
    const lines = texts(after).join('\n');
    expect(lines).toContain(
      'Frenzy. The Frenzied Raider of Player A caused a wound and is Impetuous from now on',
    );
    expect(lines).toContain('becomes Impetuous: its marker state ends');
    expect(logItems(after.log).some((e) => e.event?.kind === 'revealed')).toBe(true);
  });

  it('from then on it gets its Impetuous Phase, and Camouflage is refused', () => {
    let t = placed(frenzied(raider(), 'CAMO', 'reenterCamouflage').after);
    t = ok(t, { type: 'endTurn', seat: 'B' });
    expect(turn(t)?.impetuousPhase).toBe(true);
    t = ok(t, { type: 'endImpetuous', seat: 'A' });
    t = ok(t, { type: 'activate', seat: 'A', pieceId: pieceAt(t, 24, 10) });
    rejected(t, { type: 'declare', seat: 'A', skill: 'reenterCamouflage' }, 'IMPETUOUS_NO_MARKER_STATE');
  });

  it('the control: without Frenzy the trooper stays Camouflaged', () => {
    const plain = profile('frenzy-raider', {
      skills: [{ skill: 'Camouflage' }, { skill: 'Mimetism', mod: -3 }],
    });
    const { after } = frenzied(plain, 'CAMO', 'reenterCamouflage');
    expect(after.pieces[pieceAt(after, 24, 10)]?.kind).toBe('CAMO');
    expect(Object.values(after.troopers).some((t) => t.impetuous)).toBe(false);
  });
});

describe('4.28: an IMP marker that becomes Impetuous through Frenzy is revealed (seed 004, RULES.md §10.3, §18.10.2)', () => {
  it('the IMP-1 marker it went back into becomes its model', () => {
    const who = profile('impersonator', { skills: [{ skill: 'Impersonation' }, { skill: 'Frenzy' }] });
    const { hidden, after } = frenzied(who, 'IMP-1', 'reenterImpersonation');
    expect(hidden.pieces[pieceAt(hidden, 24, 10)]?.kind).toBe('IMP-1');
    expect(after.pieces[pieceAt(after, 24, 10)]).toMatchObject({
      kind: 'model',
      shows: { name: 'Mask Infiltrator' },
    });
  });
});

describe('Holoecho: a bearer that becomes Impetuous through Frenzy loses its Holoechoes (RULES.md §10.4, §18.10.2)', () => {
  it('the two HOLOECHO markers go', () => {
    const who = profile('holoprojector', { skills: [{ skill: 'Holoecho' }, { skill: 'Frenzy' }] });
    const { hidden, after } = frenzied(who, 'model', 'reenterHoloecho');
    const count = (s: GameState) => Object.values(s.pieces).filter((p) => p.owner === 'A').length;
    expect(count(hidden)).toBe(4);
    expect(count(after)).toBe(2);
    expect(after.pieces[pieceAt(after, 24, 10)]?.kind).toBe('model');
  });
});

describe('1.19: a Decoy user that becomes Impetuous loses its replicas (seed 001, RULES.md §10.6, §18.10.2)', () => {
  it('the States Phase after its Frenzy removes both replicas (the note set by hand: the attack that gives it reveals the user already)', () => {
    const who = profile('decoy-user', { skills: [{ skill: 'Decoy', count: 2 }, { skill: 'Frenzy' }] });
    const s = tableGame({
      a: [who, profile('line-trooper')],
      b: [profile('line-trooper')],
      steps: [
        [
          {
            name: 'Lure Specialist',
            form: 'Decoy',
            at: [24, 6],
            more: {
              extras: [
                { x: 20, y: 6 },
                { x: 28, y: 6 },
              ],
              real: 2,
            },
          },
        ],
        [],
        [{ name: 'Line Trooper', form: 'model', at: [40, 4] }],
        [{ name: 'Line Trooper', form: 'model', at: [24, 40] }],
      ],
    });
    const id = rosterId(s, 'A', 'Lure Specialist');
    const noted: GameState = {
      ...s,
      troopers: { ...s.troopers, [id]: { ...s.troopers[id]!, frenzied: true } },
    };
    const after = ok(noted, { type: 'endTurn', seat: 'A' });
    const left = Object.values(after.pieces).filter((p) => p.owner === 'A' && p.y === 6 && p.x < 30);
    expect(left.map((p) => [p.x, p.kind])).toEqual([[28, 'model']]);
    expect(texts(after).join('\n')).toContain('Decoy user reveals itself: 2 replicas are removed');
  });
});
