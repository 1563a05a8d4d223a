// Airborne Deployment (RULES.md §18.11.1–§18.11.3; decisions D97–D102; seed 001 rows 1.13, 1.14, 1.15
// and 1.28, the Combat Jump halves): kept off the table at deployment, its Order not in the pool; the
// arrival with its own Entire Order, placed where the skill allows, the Combat Jump roll and its fallback
// to the own table edge, a Decoy user's replicas in Coherency, the ARO round after placement, and what
// the other seat learns.
import { describe, expect, it } from 'vitest';
import {
  ruledText,
  type ViolationCode,
  type MarkerSkill,
  type Profile,
  type Scenery,
  type Seat,
} from '../rules/index.ts';
import { logItems } from './logList.ts';
import { newGame, parseWith, profileSchema, RULES_EDITION, viewFor, type GameState } from './index.ts';
import { coveredFrom } from './rolling.ts';
import type { Action } from './types.ts';
import { R2, deployRoster, endStep, ok, profile, rejected, rosterId } from '../../tests/engineFixtures.ts';

const PARA: MarkerSkill = { skill: 'Parachutist' };
const JUMP: MarkerSkill = { skill: 'CombatJump' };

/** A paratrooper: the roster profile with an Airborne Deployment skill added. */
function para(id: string, skill: MarkerSkill, patch: Partial<Profile> = {}): Profile {
  const p = profile(id, patch);
  return { ...p, skills: [...p.skills, skill] };
}

/** A hot-seat game, A deploying first on the small-y edge of a 48" table (zones 12" deep); dice given. */
function game(
  a: Profile[],
  dice: number[] = [],
  b: Profile[] = [profile('line-trooper')],
  scenery: Scenery[] = [],
): GameState {
  return newGame(
    {
      table: { width: 48, depth: 48, zoneDepth: 12 },
      scenery,
      game: { rosters: { A: a, B: b }, firstDeployer: 'A' as Seat, rules: RULES_EDITION, pins: {} },
    },
    { given: dice },
  );
}

const keep = (seat: Seat, trooperId: string): Action => ({ type: 'keepAirborne', seat, trooperId });

/**
 * Deployment done with A's first trooper kept off the table: A's Line Trooper at (10, 6), B's at
 * `bAt`. A plays the first turn.
 */
function toTurn(s: GameState, bAt = { x: 40, y: 42 }): { s: GameState; kept: string } {
  const kept = rosterId(s, 'A', s.setup.game!.rosters.A[0]!.name);
  let t = ok(s, keep('A', kept));
  t = ok(t, endStep('A'));
  t = ok(t, endStep('B'));
  t = ok(t, deployRoster('A', rosterId(t, 'A', 'Line Trooper'), 'model', 10, 6));
  t = ok(t, endStep('A'));
  t = ok(t, deployRoster('B', rosterId(t, 'B', 'Line Trooper'), 'model', bAt.x, bAt.y));
  t = ok(t, endStep('B'));
  return { s: t, kept };
}

function arrive(
  trooperId: string,
  skill: 'Parachutist' | 'CombatJump',
  form: 'model' | 'CAMO' | 'Decoy',
  x: number,
  y: number,
  more: Partial<Extract<Action, { type: 'arrive' }>> = {},
): Action {
  return { type: 'arrive', seat: 'A', trooperId, skill, form, at: { x, y }, facing: 90, ...more };
}

const turnOf = (s: GameState) => (s.phase.kind === 'turn' ? s.phase : undefined);
const piecesOf = (s: GameState, seat: Seat) =>
  s.pieceOrder.map((id) => s.pieces[id]!).filter((p) => p.owner === seat);

describe('kept off the table at deployment (RULES.md §18.11.1, decision D97)', () => {
  it('counts as deployed in the step, its Order not in the pool; the other seat reads only that a trooper was kept', () => {
    const s = game([para('camo-sniper', PARA), profile('line-trooper')]);
    const t = rosterId(s, 'A', 'Camo Sniper');
    const s1 = ok(s, keep('A', t));
    expect(s1.troopers[t]).toMatchObject({ form: null, airborne: true, deployedInStep: 1 });
    expect(logItems(s1.log).at(-1)).toMatchObject({ only: 'A', rules: ['airborne'] });
    // All but one is placed: the Line Trooper is the one held back.
    rejected(s1, deployRoster('A', rosterId(s1, 'A', 'Line Trooper'), 'model', 10, 6), 'MUST_HOLD_BACK');
    const s2 = ok(s1, endStep('A'));
    const told = ruledText(viewFor(s2, 'B').log.at(-1)!);
    expect(told).toBe(
      'Player A ended deployment step 1: a trooper kept off the table (Airborne Deployment).',
    );
    expect(JSON.stringify(viewFor(s2, 'B'))).not.toContain('Camo Sniper');
    const { s: turn } = toTurn(s);
    expect(turnOf(turn)?.orders.regular).toBe(1);
  });

  it('is refused without the skill, and may be taken back while the step lasts', () => {
    const s = game([profile('camo-sniper'), para('line-trooper', JUMP)]);
    rejected(s, keep('A', rosterId(s, 'A', 'Camo Sniper')), 'FORM_NOT_ALLOWED');
    const t = rosterId(s, 'A', 'Line Trooper');
    const s1 = ok(s, keep('A', t));
    rejected(s1, keep('A', t), 'ALREADY_DEPLOYED');
    const s2 = ok(s1, { type: 'withdrawTrooper', seat: 'A', trooperId: t });
    expect(s2.troopers[t]?.airborne).toBeUndefined();
    expect(s2.troopers[t]?.form).toBeNull();
  });
});

describe('arriving with Parachutist (RULES.md §18.11.2)', () => {
  it('lands touching a side edge as a CAMO marker with its own Order; the pool is untouched and nothing is revealed', () => {
    const { s, kept } = toTurn(game([para('camo-sniper', PARA), profile('line-trooper')]));
    const s1 = ok(s, arrive(kept, 'Parachutist', 'CAMO', R2, 24));
    const turn = turnOf(s1)!;
    expect(turn.orders.regular).toBe(1);
    const landed = piecesOf(s1, 'A').find((p) => p.kind === 'CAMO');
    expect(landed).toMatchObject({ x: R2, y: 24, mimetism: -3, tokens: [] });
    expect(s1.troopers[kept]).toMatchObject({ form: 'CAMO' });
    expect(s1.troopers[kept]?.airborne).toBeUndefined();
    const shown = viewFor(s1, 'B').log.map(ruledText).join('\n');
    expect(shown).toContain(
      "Player A spends a trooper's own Order on an Airborne Deployment with Parachutist",
    );
    expect(shown).not.toContain('Camo Sniper');
    expect(turn.order?.landing).toBe('Parachutist');
  });

  it('a Decoy user lands with its replicas, each touching the edge, and stays hidden (row 1.14, D101)', () => {
    const { s, kept } = toTurn(game([para('decoy-user', PARA), profile('line-trooper')]));
    const inland = {
      extras: [
        { x: R2, y: 23 },
        { x: 3, y: 17 },
      ],
    };
    rejected(s, arrive(kept, 'Parachutist', 'Decoy', R2, 20, inland), 'OUTSIDE_DEPLOYMENT_ZONE');
    const s1 = ok(
      s,
      arrive(kept, 'Parachutist', 'Decoy', R2, 20, {
        extras: [
          { x: R2, y: 23 },
          { x: R2, y: 17 },
        ],
      }),
    );
    expect(s1.troopers[kept]?.form).toBe('Decoy');
    expect(turnOf(s1)?.order).toMatchObject({ revealed: false, startedHidden: true });
    expect(piecesOf(s1, 'A').filter((p) => p.x === R2)).toHaveLength(3);
    expect(logItems(s1.log).some((e) => e.dice?.length)).toBe(false);
  });

  it.each<[string, number, number, ViolationCode]>([
    ['away from every edge', 24, 24, 'OUTSIDE_DEPLOYMENT_ZONE'],
    ["at the side edge inside B's Deployment Zone", R2, 40, 'OUTSIDE_DEPLOYMENT_ZONE'],
    ["touching B's Line Trooper", 40, 42 - 2 * R2, 'TOUCHES_ENEMY'],
  ])('is refused %s', (_, x, y, code) => {
    const { s, kept } = toTurn(game([para('camo-sniper', PARA), profile('line-trooper')]), {
      x: 40,
      y: 42,
    });
    rejected(s, arrive(kept, 'Parachutist', 'model', x, y), code);
  });

  it('is refused with the wrong skill, a form the trooper lacks, or out of its turn', () => {
    const { s, kept } = toTurn(game([para('line-trooper', PARA, { name: 'Para' }), profile('line-trooper')]));
    rejected(s, arrive(kept, 'CombatJump', 'model', R2, 24), 'FORM_NOT_ALLOWED');
    rejected(s, arrive(kept, 'Parachutist', 'CAMO', R2, 24), 'FORM_NOT_ALLOWED');
    rejected(s, arrive(kept, 'Parachutist', 'model', R2, 24, { seat: 'B' }), 'WRONG_SEAT');
  });
});

describe('arriving with Combat Jump (RULES.md §18.11.3, decisions D99, D101)', () => {
  it('a pass keeps a Decoy user and its replicas where they were placed, in Coherency, none revealed (rows 1.14, 1.28)', () => {
    const { s, kept } = toTurn(game([para('decoy-user', JUMP), profile('line-trooper')], [12]));
    const s1 = ok(
      s,
      arrive(kept, 'CombatJump', 'Decoy', 24, 30, {
        extras: [
          { x: 27, y: 30 },
          { x: 21, y: 30 },
        ],
        real: 1,
      }),
    );
    const landed = piecesOf(s1, 'A').filter((p) => p.y === 30);
    expect(landed.map((p) => p.kind).sort()).toEqual(['DECOY-1', 'DECOY-2', 'model']);
    expect(s1.troopers[kept]?.form).toBe('Decoy');
    const order = turnOf(s1)?.order;
    expect(order?.pieceIds).toHaveLength(3);
    expect(order?.revealed).toBe(false);
    const roll = logItems(s1.log).find((e) => e.dice?.length);
    expect(roll?.text).toBe("Player A's Combat Jump: PH roll 12, passed.");
    expect(roll?.ownerText).toContain('against 12');
  });

  it('places Decoy replicas with the Deployment Phase Coherency Check (row 1.28)', () => {
    const { s, kept } = toTurn(game([para('decoy-user', JUMP), profile('line-trooper')], [1]));
    rejected(
      s,
      arrive(kept, 'CombatJump', 'Decoy', 24, 30, {
        extras: [
          { x: 34, y: 30 },
          { x: 21, y: 30 },
        ],
      }),
      'OUT_OF_COHERENCY',
    );
  });

  it('a failure reveals the Decoy user: replicas never land, its model stands at its own table edge (row 1.15)', () => {
    const { s, kept } = toTurn(game([para('decoy-user', JUMP), profile('line-trooper')], [13]));
    const before = piecesOf(s, 'A').length;
    const s1 = ok(
      s,
      arrive(kept, 'CombatJump', 'Decoy', 24, 30, {
        extras: [
          { x: 27, y: 30 },
          { x: 21, y: 30 },
        ],
      }),
    );
    const landed = piecesOf(s1, 'A').slice(before);
    expect(landed).toHaveLength(1);
    expect(landed[0]).toMatchObject({ kind: 'model', x: 24, y: R2 });
    expect(s1.troopers[kept]?.form).toBe('model');
    const roll = logItems(s1.log).find((e) => e.dice?.length);
    expect(roll?.text).toContain('PH roll 13, failed');
    expect(roll?.text).toContain('it is revealed');
  });

  it("rolls against the profile's own Combat Jump value", () => {
    const { s, kept } = toTurn(
      game(
        [para('line-trooper', { skill: 'CombatJump', ph: 14 }, { name: 'Jumper' }), profile('line-trooper')],
        [14],
      ),
    );
    const s1 = ok(s, arrive(kept, 'CombatJump', 'model', 24, 30));
    expect(s1.troopers[kept]?.form).toBe('model');
    expect(piecesOf(s1, 'A').some((p) => p.x === 24 && p.y === 30)).toBe(true);
  });
});

describe('after the landing (RULES.md §18.11.1, §18.3.5; decision D102)', () => {
  it('the reactive seat gets its ARO round against the arrived model, which has no Partial Cover this Order', () => {
    // A low wall the landed base touches, between it and B's Line Trooper: Partial Cover but for the landing.
    const wall: Scenery = {
      id: 'wall',
      name: 'Low wall',
      height: 'low',
      polygon: [
        { x: 2 * R2, y: 29 },
        { x: 2 * R2 + 0.5, y: 29 },
        { x: 2 * R2 + 0.5, y: 31 },
        { x: 2 * R2, y: 31 },
      ],
    };
    const g = game([para('line-trooper', PARA, { name: 'Para' }), profile('line-trooper')], [], undefined, [
      wall,
    ]);
    const { s, kept } = toTurn(g, { x: 20, y: 40 });
    const s1 = ok(s, arrive(kept, 'Parachutist', 'model', R2, 30));
    const order = turnOf(s1)?.order;
    expect(order?.stage).toBe('aro');
    const reactor = Object.values(order?.reactors ?? {})[0];
    expect(reactor?.status).toBe('pending');
    expect(reactor?.against[0]?.allowed).toContain('bsAttack');
    const landed = s1.pieces[order!.pieceIds[0]!]!;
    const b = piecesOf(s1, 'B')[0]!;
    expect(coveredFrom(s1, b, landed)).toBe(false);
    const later = structuredClone(s1);
    if (later.phase.kind === 'turn' && later.phase.order) delete later.phase.order.landing;
    expect(coveredFrom(later, b, landed)).toBe(true);
  });
});

describe('the profile skills in saved files (RULES.md §18.11)', () => {
  it('reads Parachutist and Combat Jump, with or without its own PH, and refuses a bad PH', () => {
    const jumper = para('line-trooper', { skill: 'CombatJump', ph: 14 });
    expect(parseWith(profileSchema, jumper)).toStrictEqual({ ok: true, value: jumper });
    const plain = para('line-trooper', PARA);
    expect(parseWith(profileSchema, plain)).toStrictEqual({ ok: true, value: plain });
    const bad = { ...jumper, skills: [{ skill: 'CombatJump', ph: 31 }] };
    expect(parseWith(profileSchema, bad).ok).toBe(false);
  });

  // The drill "A paratrooper lands: who may react?" is played in content/drills/airborne.test.ts.
});
