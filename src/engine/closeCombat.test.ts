// Engaged State and close combat in play (RULES.md §13, §18.8; decisions D59–D63): what an Engaged
// trooper may declare and react with, CC Attack Face to Face, Saving Rolls, Coup de grâce, allies in the
// fight, leaving by Dodge, BS Attacks into a close combat, and replacements that may not end the fight.
// The dice are handed to the engine, so each case states what it rolls.
import { describe, expect, it } from 'vitest';
import { logItems } from './logList.ts';
import { newGame, viewFor } from './index.ts';
import { isEngaged } from './engaged.ts';
import type { Action, GameState } from './types.ts';
import { WEAPONS, type Profile } from '../rules/index.ts';
import {
  R2,
  deployRoster,
  endStep,
  ok,
  pieceAt,
  profile,
  rejected,
  rosterId,
} from '../../tests/engineFixtures.ts';
import {
  A1_AT,
  B1_AT,
  activate,
  declare,
  events,
  fight,
  finish,
  orderOf,
  place,
  texts,
} from '../../tests/closeCombatFixtures.ts';
import { RULES_EDITION } from './index.ts';

describe('when a trooper is Engaged, it may only declare close-combat skills (RULES.md §13)', () => {
  it.each<[Extract<Action, { type: 'declare' }>['skill'], boolean]>([
    ['move', true],
    ['bsAttack', true],
    ['discover', true],
    ['lookOut', true],
    ['cautiousMove', true],
    ['dodge', false],
    ['idle', false],
    ['reset', false],
    ['ccAttack', false],
  ])('%s refused: %s', (skill, refused) => {
    const { s, a1, b1 } = fight([20, 20, 20, 20, 20, 20]);
    expect(isEngaged(s, a1)).toBe(true);
    const t = activate(s, a1);
    const target = skill === 'bsAttack' || skill === 'discover' || skill === 'ccAttack' ? b1 : undefined;
    const action =
      skill === 'move' || skill === 'cautiousMove'
        ? { ...declare(skill), to: { [a1]: { x: A1_AT.x + 1, y: A1_AT.y - 1 } } }
        : declare(skill, target);
    if (refused) {
      const [v] = rejected(t, action, 'ENGAGED_SKILL_NOT_ALLOWED');
      expect(v?.message).toMatch(/Engaged/);
    } else {
      ok(t, action);
    }
  });
});

describe('a game begun before close combat was played replays as it was played (decision D87)', () => {
  it('with no edition, troopers in contact are not Engaged: the Move is accepted and the view says so', () => {
    const { s, a1 } = fight([20, 20, 20, 20, 20, 20], { edition: null });
    expect(isEngaged(s, a1)).toBe(false);
    const t = activate(s, a1);
    ok(t, { ...declare('move'), to: { [a1]: { x: A1_AT.x + 1, y: A1_AT.y - 1 } } });
    expect(viewFor(s, 'B').edition).toBe(1);
  });

  it('under the current edition the same Move is refused, and the view carries no edition', () => {
    const { s, a1 } = fight([20, 20, 20, 20, 20, 20]);
    rejected(
      activate(s, a1),
      { ...declare('move'), to: { [a1]: { x: A1_AT.x + 1, y: A1_AT.y - 1 } } },
      'ENGAGED_SKILL_NOT_ALLOWED',
    );
    expect('edition' in viewFor(s, 'B')).toBe(false);
  });
});

describe('a wound dealt in close combat counts for Frenzy (RULES.md §18.10.2)', () => {
  const frenzy = (p: Profile): Profile => ({ ...p, skills: [...p.skills, { skill: 'Frenzy' }] });

  it('the active trooper that wounds with its CC Attack is noted for Frenzy', () => {
    // A rolls 13 (a critical at CC 13), B fails both saves (1, 1).
    const { s, a1, b1 } = fight([13, 1, 1], { a1: frenzy(profile('line-trooper')) });
    const t = finish(ok(activate(s, a1), declare('ccAttack', b1)));
    const id = t.secrets.A.trooperOfPiece[a1] ?? '';
    expect(t.troopers[id]?.frenzied).toBe(true);
  });

  it('so is the reacting trooper whose CC Attack in ARO wounds', () => {
    // B's CC Attack rolls first (12), then A's Burst 1 (5): 12 beats 5; A fails its save (3).
    const { s, a1, b1 } = fight([12, 5, 3]);
    const id = s.secrets.B.trooperOfPiece[b1] ?? '';
    const b = s.troopers[id];
    if (!b) throw new Error('no trooper');
    let t: GameState = { ...s, troopers: { ...s.troopers, [id]: { ...b, profile: frenzy(b.profile) } } };
    t = ok(activate(t, a1), declare('ccAttack', b1));
    t = finish(ok(t, { type: 'aro', seat: 'B', reactorId: b1, choice: 'ccAttack', target: a1 }));
    expect(t.troopers[id]?.frenzied).toBe(true);
  });
});

describe('when the active trooper moves into contact and declares a CC Attack (RULES.md §18.8.2)', () => {
  it('the enemy it touches may answer only with Dodge, Reset or CC Attack, and the CC Attacks are Face to Face', () => {
    // B's CC Attack rolls first (12), then A's Burst 1 (5): both succeed, 12 beats 5; A saves with 3 (≤ 10).
    const { s, a1, b1 } = fight([12, 5, 3]);
    let t = activate(s, a1);
    t = ok(t, declare('ccAttack', b1));
    const against = orderOf(t)?.reactors[b1]?.against.find((a) => a.pieceId === a1);
    expect(against).toMatchObject({ contact: true, engaged: true, allowed: ['dodge', 'reset', 'ccAttack'] });
    rejected(t, { type: 'aro', seat: 'B', reactorId: b1, choice: 'bsAttack', target: a1 }, 'ARO_NOT_ALLOWED');
    t = ok(t, { type: 'aro', seat: 'B', reactorId: b1, choice: 'ccAttack', target: a1 });
    t = finish(t);
    const ftf = events(t).find((e) => e.kind === 'faceToFace');
    expect(ftf).toMatchObject({
      kind: 'faceToFace',
      a: { skill: 'CC Attack', attribute: 'CC', sv: 13, dice: [5] },
      b: { skill: 'CC Attack', attribute: 'CC', sv: 13, dice: [12] },
    });
    const saves = events(t).find((e) => e.kind === 'savingRolls');
    expect(saves).toMatchObject({ damage: WEAPONS.knife.damage, cover: 0, dice: [3], woundsLost: 1 });
    expect(t.pieces[a1]?.tokens).toContain('Unconscious');
    // A is Unconscious: nobody is Engaged any more (RULES.md §13).
    expect(isEngaged(t, b1)).toBe(false);
  });

  it('a CC Attack nobody opposes is a Normal CC roll; a critical owes two Saving Rolls (RULES.md §18.2.2)', () => {
    // A rolls 13 (critical at CC 13), B passes; B saves with 15 and 15 (both over 10: no Wound).
    const { s, a1, b1 } = fight([13, 15, 15]);
    const t = finish(ok(activate(s, a1), declare('ccAttack', b1)));
    expect(events(t).find((e) => e.kind === 'normalRoll')).toMatchObject({
      side: { skill: 'CC Attack', dice: [13] },
      kept: { hits: 0, crits: 1 },
    });
    expect(events(t).find((e) => e.kind === 'savingRolls')).toMatchObject({ dice: [15, 15], woundsLost: 0 });
  });

  it('is refused out of contact, and without a CC weapon', () => {
    const apart = fight([20, 20], {});
    const t = place(apart.s, apart.a1, { x: 20, y: 10 });
    const [v] = rejected(activate(t, apart.a1), declare('ccAttack', apart.b1), 'REQUIREMENT_NOT_MET');
    expect(v?.message).toMatch(/Silhouette contact/);
    const unarmed = fight([20, 20], { a1: profile('line-trooper', { weapons: [WEAPONS.combiRifle] }) });
    const [w] = rejected(
      activate(unarmed.s, unarmed.a1),
      declare('ccAttack', unarmed.b1),
      'REQUIREMENT_NOT_MET',
    );
    expect(w?.message).toMatch(/CC trait/);
  });

  it('with a weapon without the CC trait it is refused; with the Knife chosen it is taken', () => {
    const { s, a1, b1 } = fight([20, 20, 20]);
    const t = activate(s, a1);
    rejected(t, { ...declare('ccAttack', b1), weapon: 0 }, 'REQUIREMENT_NOT_MET');
    const u = ok(t, { ...declare('ccAttack', b1), weapon: 2 });
    expect(orderOf(u)?.skills[0]).toEqual({ skill: 'ccAttack', target: b1, weapon: 2 });
  });
});

describe('when an ally also touches the target, the CC Attack gains +1 B (RULES.md §18.8.5)', () => {
  it('A1 attacks B1 with A2 in contact: Burst 2', () => {
    const { s, a1, b1 } = fight([20, 20, 20], { a2At: { x: 20 + 2 * R2, y: 20 } });
    const t = finish(ok(activate(s, a1), declare('ccAttack', b1)));
    const roll = events(t).find((e) => e.kind === 'normalRoll');
    expect(roll).toMatchObject({ side: { skill: 'CC Attack', dice: [20, 20] } });
  });
});

describe('when the target is Unconscious, a CC Attack is a Coup de grâce (RULES.md §18.8.2)', () => {
  it('it is Dead with no roll', () => {
    const { s, a1, b1 } = fight([]);
    const p = s.pieces[b1];
    if (!p) throw new Error('no B1');
    const down = { ...s, pieces: { ...s.pieces, [b1]: { ...p, tokens: ['Unconscious', 'Prone'] } } };
    const t = finish(ok(activate(down, a1), declare('ccAttack', b1)));
    expect(t.pieces[b1]).toBeUndefined();
    expect(texts(t).some((x) => x.includes('Coup de grâce'))).toBe(true);
    expect(logItems(t.log).every((e) => !e.dice?.length)).toBe(true);
  });
});

describe('when the Engaged enemy Dodges, it may leave the fight (RULES.md §6.4, §13)', () => {
  it('B1 Dodges the CC Attack (PH 9 against a failed 20) and moves 2" out of contact', () => {
    const { s, a1, b1 } = fight([9, 20]);
    let t = ok(activate(s, a1), declare('ccAttack', b1));
    t = ok(t, { type: 'aro', seat: 'B', reactorId: b1, choice: 'dodge', target: a1 });
    t = finish(t);
    expect(orderOf(t)?.stage).toBe('dodge');
    t = ok(t, { type: 'dodgeMove', seat: 'B', pieceId: b1, to: { x: B1_AT.x, y: B1_AT.y + 1.9 } });
    expect(isEngaged(t, a1)).toBe(false);
    expect(isEngaged(t, b1)).toBe(false);
  });

  it('the Engaged active trooper may Dodge too, and step away', () => {
    const { s, a1 } = fight([5]);
    let t = finish(ok(activate(s, a1), declare('dodge')));
    t = ok(t, { type: 'dodgeMove', seat: 'A', pieceId: a1, to: { x: A1_AT.x, y: A1_AT.y - 2 } });
    expect(isEngaged(t, a1)).toBe(false);
  });
});

describe('when a trooper shoots into a close combat (RULES.md §18.8.5)', () => {
  it('−6 per ally in the fight, and each failed die hits the ally', () => {
    // A2 beside the fight, 10.4" from B1 (Combi Rifle band 8–16": +3): BS 11 + 3 − 6 = 8. Dice 2, 20,
    // 20: one hit on B1, two failures on A1. Saves: B1 17 (safe), A1 3 and 18.
    const f = fight([2, 20, 20, 3, 18, 17]);
    const { a2, a1, b1 } = f;
    const s = place(f.s, a2, { x: 32, y: 20 }, 180);
    const t = finish(ok(activate(s, a2), declare('bsAttack', b1)));
    const roll = events(t).find((e) => e.kind === 'normalRoll');
    expect(roll).toMatchObject({ side: { sv: 8, dice: [2, 20, 20] } });
    if (roll?.kind !== 'normalRoll') throw new Error('no roll');
    expect(roll.side.mods).toContainEqual({ name: 'into close combat', value: -6 });
    const stray = texts(t).filter((x) => x.includes('shot into a close combat'));
    expect(stray).toHaveLength(2);
    expect(stray[0]).toContain('Player A');
    expect(t.pieces[a1]?.tokens).toContain('Unconscious');
  });

  it('the control: the same shot at a trooper nobody fights has no such MOD', () => {
    const { s, a2, b2 } = fight([2, 20, 20, 17], { a2At: { x: 4, y: 44 - 12 - 2 * R2 } });
    const t = finish(ok(activate(s, a2), declare('bsAttack', b2)));
    const roll = events(t).find((e) => e.kind === 'normalRoll');
    if (roll?.kind !== 'normalRoll') throw new Error('no roll');
    expect(roll.side.mods.map((m) => m.name)).not.toContain('into close combat');
    expect(texts(t).some((x) => x.includes('shot into a close combat'))).toBe(false);
  });
});

describe('when an Engaged trooper sees an enemy outside its fight, it has no LoF to it (RULES.md §13, D60)', () => {
  it('B1, Engaged with A1, cannot shoot A2 walking in front of it; out of its ZoC it has no ARO at all', () => {
    const { s, a2, b1 } = fight([20, 20], { a2At: { x: 30, y: 34 } });
    const t = ok(activate(s, a2), { ...declare('move'), to: { [a2]: { x: 30, y: 31 } } });
    expect(orderOf(t)?.reactors[b1]).toBeUndefined();
  });

  it('inside its ZoC it may only Dodge or Reset', () => {
    const { s, a2, b1 } = fight([20, 20], { a2At: { x: 26, y: 26 } });
    const t = ok(activate(s, a2), { ...declare('move'), to: { [a2]: { x: 25, y: 25 } } });
    expect(orderOf(t)?.reactors[b1]?.against[0]).toMatchObject({
      engaged: true,
      allowed: ['dodge', 'reset'],
    });
  });
});

/** A's `who` as a marker (printed 40 mm tokens) and B's Line Trooper at (10, 40); pieces then set by hand. */
function tokens(who: Profile, form: 'CAMO' | 'IMP-1', markerAt: { x: number; y: number }): GameState {
  let s = newGame(
    {
      table: { width: 48, depth: 48, zoneDepth: 12 },
      scenery: [],
      game: {
        rosters: { A: [who, profile('line-trooper')], B: [profile('line-trooper'), profile('line-trooper')] },
        firstDeployer: 'A',
        rules: RULES_EDITION,
        pins: {},
        markerTokens: 'fixed40',
      },
    },
    { given: [20, 20, 20, 20] },
  );
  s = ok(s, deployRoster('A', rosterId(s, 'A', who.name), form, 10, 6));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 10, 40, { facing: 270 }));
  s = ok(s, endStep('B'));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 40, 4));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper', 1), 'model', 40, 44, { facing: 270 }));
  s = ok(s, endStep('B'));
  return place(s, pieceAt(s, 10, 6), markerAt);
}

const TOKEN_R = 40 / 25.4 / 2;

describe('seed 003 rows 3.7 and 3.8: a replacement may enter Engaged State, never end it (RULES.md §12, §13)', () => {
  it('3.8: an IMP-1 token that touched the enemy is replaced by its smaller model; centre on centre would leave the fight and is refused', () => {
    const small = profile('impersonator');
    const s = tokens(small, 'IMP-1', { x: 10, y: 36 });
    const imp = pieceAt(s, 10, 36);
    const b = pieceAt(s, 10, 40);
    let t = activate(s, imp);
    t = ok(t, { ...declare('move'), to: { [imp]: { x: 10, y: 40 - R2 - TOKEN_R } } });
    expect(t.pieces[imp]?.kind).toBe('model');
    const [v] = rejected(
      t,
      { type: 'replace', seat: 'A', pieceId: imp, mode: 'centre', facing: 90 },
      'CANNOT_LEAVE_ENGAGED',
    );
    expect(v?.message).toMatch(/never take it out/);
    expect(v?.ids).toEqual([imp, b]);
    // Edge on edge at the point where the token touched B: the model still touches it, Engaged.
    t = ok(t, {
      type: 'replace',
      seat: 'A',
      pieceId: imp,
      mode: { edgeToward: { x: 10, y: 40 - R2 } },
      facing: 90,
    });
    expect(isEngaged(t, imp)).toBe(true);
    expect(isEngaged(t, b)).toBe(true);
  });

  it('3.7: a CAMO token revealed beside the enemy is replaced by a bigger model edge on edge, into Engaged State', () => {
    const big = profile('camo-sniper', { s: 4 });
    const r4 = 55 / 25.4 / 2;
    // The bigger base grows by r4 − r(token) on each side; placed edge on edge away from B its far rim
    // moves twice that towards B: the token stands that far from B, 0.004" more (the placement is rounded
    // to a thousandth, and touching is within EPS).
    const at = { x: 10, y: 40 - R2 - 2 * r4 + TOKEN_R - 0.004 };
    const s = tokens(big, 'CAMO', at);
    const camo = pieceAt(s, at.x, at.y);
    const b = pieceAt(s, 10, 40);
    let t = ok(activate(s, camo), declare('bsAttack', b));
    expect(t.pieces[camo]?.kind).toBe('model');
    // Edge on edge at the rim point away from B: the bigger base grows towards B and touches it.
    t = ok(t, {
      type: 'replace',
      seat: 'A',
      pieceId: camo,
      mode: { edgeToward: { x: at.x, y: at.y - TOKEN_R } },
      facing: 90,
    });
    expect(isEngaged(t, camo)).toBe(true);
    expect(isEngaged(t, b)).toBe(true);
  });
});
