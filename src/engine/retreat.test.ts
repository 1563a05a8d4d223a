// Retreat! in play (RULES.md §18.10.3, §11.3; seed rows 1.19, 2.20, 4.28; decisions D78–D80): the
// Tactical Phase count after a loss, every Marker, Holoecho, HoloMask and Decoy state of the army ending
// through the reveal code, the skills an army in Retreat! keeps, and the points that stay private.
import { describe, expect, it } from 'vitest';
import { logItems } from './logList.ts';
import { profile } from '../../tests/engineFixtures.ts';
import { ok, pieceAt, rejected } from '../../tests/engineFixtures.ts';
import { passAll, shootAndIdle, tableGame, type Put } from '../../tests/tableGame.ts';
import { RETREAT_EXEMPT_TOKEN, type DeploymentForm, type Profile } from '../rules/index.ts';
import { awaiting, viewFor, type GameState } from './index.ts';

/** What A's second trooper is, and how it stands at (40, 6). */
interface Hider {
  id: string;
  name: string;
  form: DeploymentForm;
  more?: Put['more'];
  /** HoloMask: the roster name of the trooper it shows. */
  imitating?: string;
}

const CAMO: Hider = { id: 'camo-sniper', name: 'Camo Sniper', form: 'CAMO' };
const IMP: Hider = { id: 'impersonator', name: 'Mask Infiltrator', form: 'IMP-1' };
const EXTRAS = [
  { x: 36, y: 6 },
  { x: 44, y: 6 },
];
const DECOY: Hider = {
  id: 'decoy-user',
  name: 'Lure Specialist',
  form: 'Decoy',
  more: { extras: EXTRAS, real: 1 },
};
const ECHO: Hider = {
  id: 'holoprojector',
  name: 'Echo Operative',
  form: 'Holoecho',
  more: { extras: EXTRAS, real: 2 },
};
const MASK: Hider = { id: 'holoprojector', name: 'Echo Operative', form: 'model', imitating: 'Line Trooper' };

/**
 * A: a Line Trooper at (24, 10) worth `victim` points and the hider at (40, 6) worth `hider` points; B: a
 * Line Trooper at (24, 40) worth 50. A ends its first turn; B shoots A's Line Trooper dead (Burst 3, all
 * hits; three failed saves) and ends its turn: A's second turn begins with its Tactical Phase.
 */
function afterLoss(
  h: Hider,
  points: { victim?: number; hider?: number } = { victim: 90, hider: 10 },
  edition?: null,
): {
  before: GameState;
  after: GameState;
} {
  const pts = (n: number | undefined): Partial<Profile> => (n === undefined ? {} : { points: n });
  const s = tableGame({
    a: [profile('line-trooper', pts(points.victim)), profile(h.id, pts(points.hider))],
    b: [profile('line-trooper', pts(points.victim === undefined ? undefined : 50))],
    dice: [1, 1, 1, 1, 1, 1],
    ...(edition === null ? { edition } : {}),
    steps: [
      [{ name: 'Line Trooper', form: 'model', at: [24, 10] }],
      [],
      [
        {
          name: h.name,
          form: h.form,
          at: [40, 6],
          more: h.more ?? {},
          ...(h.imitating ? { imitating: h.imitating } : {}),
        },
      ],
      [{ name: 'Line Trooper', form: 'model', at: [24, 40] }],
    ],
  });
  let t = ok(s, { type: 'endTurn', seat: 'A' });
  const before = t;
  t = shootAndIdle(t, 'B', pieceAt(t, 24, 40), pieceAt(t, 24, 10));
  t = ok(t, { type: 'endTurn', seat: 'B' });
  return { before, after: t };
}

/** Player A places its revealed models where their markers stood (RULES.md §12), facing as they were. */
function placed(s: GameState): GameState {
  let t = s;
  for (let r = t.replacements?.[0]; r; r = t.replacements?.[0]) {
    t = ok(t, { type: 'replace', seat: r.owner, pieceId: r.pieceId, mode: 'centre' });
  }
  return t;
}

const texts = (s: GameState) => logItems(s.log).map((e) => e.text);
const kindsAtRow = (s: GameState) =>
  [36, 40, 44].map((x) => Object.values(s.pieces).find((p) => p.x === x && p.y === 6)?.kind ?? 'gone');

describe('the Retreat! count of the Tactical Phase (RULES.md §18.10.3, §11.3; D79, D80)', () => {
  it('90 of 100 points lost: at its next Tactical Phase the army enters Retreat!, told to both seats', () => {
    const { after } = afterLoss(CAMO);
    expect(after.retreat).toEqual(['A']);
    expect(viewFor(after, 'B').retreat).toEqual(['A']);
    expect(viewFor(after, 'A').retreat).toEqual(['A']);
    const line = logItems(after.log).find((e) => e.text.includes('enters Retreat!'));
    expect(line?.text).not.toMatch(/points/);
    expect(line?.ownerText).toContain('10 of 100 points survive, the threshold is 25');
    expect(
      viewFor(after, 'B')
        .log.map((l) => l.text)
        .join('\n'),
    ).not.toMatch(/points/);
  });

  it('a game begun before Retreat! was played never counts it, and its CAMO marker stays (D87)', () => {
    const { after } = afterLoss(CAMO, { victim: 90, hider: 10 }, null);
    expect(after.retreat).toBeUndefined();
    expect(texts(after).join('\n')).not.toContain('Retreat!');
    expect(kindsAtRow(after)).toContain('CAMO');
  });

  it('an army whose troopers have no points never enters Retreat! (D79)', () => {
    const { after } = afterLoss(CAMO, {});
    expect(after.retreat).toBeUndefined();
    expect(after.phase.kind === 'turn' && after.phase.active).toBe('A');
  });

  it('26 of 100 points left is above the threshold of 25: no Retreat!', () => {
    const { after } = afterLoss(CAMO, { victim: 74, hider: 26 });
    expect(after.retreat).toBeUndefined();
  });

  it('an army in Retreat! has no Impetuous Phase: no token, no free activation (§18.10.1)', () => {
    const { after } = afterLoss({ id: 'impetuous-brawler', name: 'Impetuous Brawler', form: 'model' });
    expect(after.phase.kind === 'turn' && after.phase.impetuousPhase).toBeFalsy();
    expect(after.pieces[pieceAt(after, 40, 6)]?.tokens).toEqual([]);
    expect(texts(after).join('\n')).toContain('in Retreat!: there is no Impetuous Phase');
  });

  it('in Retreat! every trooper is Irregular (Loss of Lieutenant): its Order stays with it', () => {
    const { after } = afterLoss(CAMO);
    const p = after.phase.kind === 'turn' ? after.phase : undefined;
    expect(p?.orders.regular).toBe(0);
    expect(Object.values(p?.orders.irregular ?? {})).toEqual([1]);
  });
});

describe('2.20, 4.28, 1.19: entering Retreat! cancels the marker states (seeds 001, 002, 004; RULES.md §10.1, §10.3, §10.4, §10.5, §10.6)', () => {
  it('2.20: the CAMO marker is replaced by its model, as any reveal is logged (§10.1)', () => {
    const { before, after } = afterLoss(CAMO);
    expect(before.pieces[pieceAt(before, 40, 6)]?.kind).toBe('CAMO');
    const piece = after.pieces[pieceAt(after, 40, 6)];
    expect(piece?.kind).toBe('model');
    expect(piece?.shows?.name).toBe('Camo Sniper');
    expect(logItems(after.log).some((e) => e.event?.kind === 'revealed')).toBe(true);
    expect(texts(after).join('\n')).toContain('enters Retreat!: its marker state ends');
    // The owner faces the model it revealed before anything else happens (RULES.md §10.1, §12).
    expect(awaiting(after)?.step).toContain('places its revealed model');
    expect(placed(after).pieces[piece?.id ?? '']?.kind).toBe('model');
  });

  it('4.28: the IMP-1 marker is replaced by its model (§10.3)', () => {
    const { after } = afterLoss(IMP);
    expect(after.pieces[pieceAt(after, 40, 6)]).toMatchObject({
      kind: 'model',
      shows: { name: 'Mask Infiltrator' },
    });
  });

  it('1.19: the Decoy user reveals itself: both replicas go and its model stays (§10.6)', () => {
    const { before, after } = afterLoss(DECOY);
    expect(kindsAtRow(before)).toEqual(['DECOY-1', 'model', 'DECOY-2']);
    expect(kindsAtRow(after)).toEqual(['model', 'gone', 'gone']);
    expect(after.pieces[pieceAt(after, 36, 6)]?.shows?.name).toBe('Lure Specialist');
    expect(logItems(after.log).some((e) => e.event?.kind === 'removed')).toBe(true);
  });

  it('Holoecho: the other two Holoechoes go and the trooper stands where the real one was (§10.4)', () => {
    const { before, after } = afterLoss(ECHO);
    expect(kindsAtRow(before)).toEqual(['HOLOECHO-1', 'model', 'HOLOECHO-2']);
    expect(kindsAtRow(after)).toEqual(['gone', 'gone', 'model']);
    expect(after.pieces[pieceAt(after, 44, 6)]?.shows?.name).toBe('Echo Operative');
  });

  it('HoloMask: the model that showed A’s Line Trooper shows the real trooper, facing the same way (§10.5)', () => {
    const { before, after } = afterLoss(MASK);
    const id = pieceAt(before, 40, 6);
    expect(before.pieces[id]?.shows?.name).toBe('Line Trooper');
    expect(after.pieces[id]).toMatchObject({ kind: 'model', facing: 90, shows: { name: 'Echo Operative' } });
    expect(texts(after).join('\n')).toContain('it was a HoloMask');
    expect(Object.keys(after.secrets.A.imitates)).toEqual([]);
  });
});

describe('what an army in Retreat! may declare (RULES.md §18.10.3)', () => {
  it('an Attack and going back into Camouflage are refused with the reason; a Move is not', () => {
    const after = placed(afterLoss(CAMO).after);
    const camo = pieceAt(after, 40, 6);
    let t = ok(after, { type: 'activate', seat: 'A', pieceId: camo });
    const attack = rejected(
      t,
      { type: 'declare', seat: 'A', skill: 'bsAttack', target: pieceAt(t, 24, 40) },
      'RETREAT_SKILL',
    );
    expect(attack[0]?.message).toContain('Retreat!');
    rejected(t, { type: 'declare', seat: 'A', skill: 'reenterCamouflage' }, 'RETREAT_SKILL');
    t = ok(t, { type: 'declare', seat: 'A', skill: 'move', to: { [camo]: { x: 40, y: 8 } } });
    expect(t.pieces[camo]?.y).toBe(8);
  });

  it('an army in Retreat! reacts with Dodge, not with a BS Attack', () => {
    const after = placed(afterLoss(CAMO).after);
    let t = ok(after, { type: 'endTurn', seat: 'A' });
    // B's Line Trooper steps forward in the Camo Sniper's LoF.
    const b = pieceAt(t, 24, 40);
    t = ok(t, { type: 'activate', seat: 'B', pieceId: b });
    t = ok(t, { type: 'declare', seat: 'B', skill: 'move', to: { [b]: { x: 24, y: 38 } } });
    const order = t.phase.kind === 'turn' ? t.phase.order : undefined;
    const key = Object.keys(order?.reactors ?? {})[0] ?? '';
    rejected(t, { type: 'aro', seat: 'A', reactorId: key, choice: 'bsAttack', target: b }, 'RETREAT_SKILL');
    t = ok(t, { type: 'aro', seat: 'A', reactorId: key, choice: 'dodge', target: b });
    expect(passAll(t, 'A')).toBeDefined();
  });

  it.todo(
    'a trooper of an army in Retreat! leaving the table by its own Deployment Zone edge counts as surviving (no move off the table yet, D82)',
  );
  it.todo(
    'troopers with Courage, Religious Troop or Veteran ignore Retreat! (no profile has these skills yet, D82)',
  );
});

describe('a Command Token exempts one trooper from Retreat! (RULES.md §18.10.3; D106, D107)', () => {
  it('spent on the Camo Sniper: a public line and token, 3 tokens left, and it may attack again', () => {
    const after = placed(afterLoss(CAMO).after);
    const camo = pieceAt(after, 40, 6);
    let t = ok(after, { type: 'commandToken', seat: 'A', use: 'retreatExempt', pieceId: camo });
    expect(t.retreatExempt).toHaveLength(1);
    expect(t.pieces[camo]?.tokens).toContain(RETREAT_EXEMPT_TOKEN);
    expect(viewFor(t, 'B').commandTokens).toEqual({ A: 3, B: 4 });
    expect(viewFor(t, 'B').pieces.find((p) => p.id === camo)?.tokens).toContain(RETREAT_EXEMPT_TOKEN);
    const line = viewFor(t, 'B').log.at(-1);
    expect(line?.text).toBe(
      'Player A spends a Command Token: the Camo Sniper ignores Retreat! until the end of the game (3 Command Tokens left).',
    );
    expect(line?.rules).toEqual(['commandTokens', 'retreat']);
    t = ok(t, { type: 'activate', seat: 'A', pieceId: camo });
    t = ok(t, { type: 'declare', seat: 'A', skill: 'bsAttack', target: pieceAt(t, 24, 40) });
    expect(t.phase.kind === 'turn' && t.phase.order?.skills[0]?.skill).toBe('bsAttack');
  });

  it('the exempt trooper keeps a Regular Order from the next Order count; the army stays in Retreat!', () => {
    const after = placed(afterLoss(CAMO).after);
    const camo = pieceAt(after, 40, 6);
    let t = ok(after, { type: 'commandToken', seat: 'A', use: 'retreatExempt', pieceId: camo });
    expect(t.phase.kind === 'turn' && t.phase.orders.regular).toBe(0);
    t = ok(t, { type: 'endTurn', seat: 'A' });
    t = ok(t, { type: 'endTurn', seat: 'B' });
    expect(t.retreat).toEqual(['A']);
    expect(t.phase.kind === 'turn' && t.phase.orders).toEqual({
      regular: 1,
      irregular: {},
      groups: { '1': 1 },
    });
  });

  it('refused: in the other seat’s turn, during an Order, twice on one trooper, with none left, out of Retreat!', () => {
    const after = placed(afterLoss(CAMO).after);
    const camo = pieceAt(after, 40, 6);
    const spend = (seat: 'A' | 'B', pieceId = camo) =>
      ({ type: 'commandToken', seat, use: 'retreatExempt', pieceId }) as const;
    rejected(after, spend('B', pieceAt(after, 24, 40)), 'WRONG_PHASE');
    rejected(ok(after, { type: 'activate', seat: 'A', pieceId: camo }), spend('A'), 'WRONG_PHASE');
    rejected(ok(after, spend('A')), spend('A'), 'REQUIREMENT_NOT_MET');
    const none = rejected({ ...after, commandTokensSpent: { A: 4 } }, spend('A'), 'NO_ORDERS_LEFT');
    expect(none[0]?.message).toContain('no Command Token left');
    const fine = ok(after, { type: 'endTurn', seat: 'A' });
    rejected(fine, spend('B', pieceAt(fine, 24, 40)), 'REQUIREMENT_NOT_MET');
    rejected(after, spend('A', pieceAt(after, 24, 40)), 'NOT_YOUR_PIECE');
  });
});

describe('Retreat! is public, the points are not (RULES.md §18.10.3, D49): paired games', () => {
  it('two games in Retreat! that differ only in the troopers’ points give Player B the same view', () => {
    const one = afterLoss(CAMO, { victim: 90, hider: 10 }).after;
    const two = afterLoss(CAMO, { victim: 80, hider: 20 }).after;
    expect(one.retreat).toEqual(['A']);
    expect(two.retreat).toEqual(['A']);
    expect(viewFor(two, 'B')).toEqual(viewFor(one, 'B'));
    expect(viewFor(two, 'public')).toEqual(viewFor(one, 'public'));
  });

  it('two games out of Retreat! that differ only in the points give Player B the same view', () => {
    const one = afterLoss(CAMO, { victim: 70, hider: 30 }).after;
    const two = afterLoss(CAMO, { victim: 60, hider: 40 }).after;
    expect(one.retreat).toBeUndefined();
    expect(viewFor(two, 'B')).toEqual(viewFor(one, 'B'));
  });

  it('the owner reads its points in its own log', () => {
    const one = afterLoss(CAMO, { victim: 90, hider: 10 }).after;
    expect(
      viewFor(one, 'A')
        .log.map((l) => l.text)
        .join('\n'),
    ).toContain('10 of 100 points survive');
  });
});
