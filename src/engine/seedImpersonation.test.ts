import { ruledText } from '../rules/index.ts';
import { logSince } from './logList.ts';
// Seed 004 (Impersonation State) played through the engine, row by row of docs/seed-coverage.md (4.x):
// Discover + BS Attack on an IMP-2, automatic skills in Impersonation (Surprise Attack, Stealth), a
// re-impersonated trooper as a new marker, an IMP revealed by its own attack, by an Entire Order or by
// Silhouette contact (RULES.md §6.3, §6.8, §7.3, §9, §10.3, §12). The dice are handed to the engine.
import { logItems } from './logList.ts';
import { describe, expect, it } from 'vitest';
import { WEAPONS, copyWeapon, type DeploymentForm, type Profile, type Scenery } from '../rules/index.ts';
import { awaiting, newGame, type Action, type GameState, type LogEvent } from './index.ts';
import {
  R2,
  TOWER,
  deployRoster,
  endStep,
  ok,
  pieceAt,
  rejected,
  rosterId,
  profile,
} from '../../tests/engineFixtures.ts';
import { RULES_EDITION } from './index.ts';

type Ev = NonNullable<LogEvent['event']>;
type Seat = 'A' | 'B';
/** One trooper placed in a deployment step: its profile name, form, spot, facing and which of that name. */
type Place = { name: string; form: DeploymentForm; at: [number, number]; facing?: number; nth?: number };

/** A hot-seat game with these rosters and dice; the four deployment steps place `steps` (A, B, A, B). */
function table(
  rosters: Record<Seat, Profile[]>,
  steps: [Place[], Place[], Place[], Place[]],
  dice: number[],
  o: { scenery?: Scenery[]; size?: { width: number; depth: number; zoneDepth: number } } = {},
): GameState {
  let s = newGame(
    {
      table: o.size ?? { width: 48, depth: 48, zoneDepth: 12 },
      scenery: o.scenery ?? [],
      game: { rosters, firstDeployer: 'A', rules: RULES_EDITION, pins: {} },
    },
    { given: dice },
  );
  steps.forEach((places, i) => {
    const seat: Seat = i % 2 === 0 ? 'A' : 'B';
    for (const p of places) {
      s = ok(
        s,
        deployRoster(
          seat,
          rosterId(s, seat, p.name, p.nth ?? 0),
          p.form,
          ...p.at,
          p.facing === undefined ? {} : { facing: p.facing },
        ),
      );
    }
    s = ok(s, endStep(seat));
  });
  return s;
}

const orderOf = (s: GameState) => (s.phase.kind === 'turn' ? s.phase.order : undefined);
const activate = (s: GameState, pieceId: string): GameState =>
  ok(s, { type: 'activate', seat: 'A', pieceId });
const declare = (
  skill: Extract<Action, { type: 'declare' }>['skill'],
  more: Partial<Extract<Action, { type: 'declare' }>> = {},
): Action => ({ type: 'declare', seat: 'A', skill, ...more });
const moveTo = (pieceId: string, x: number, y: number): Action =>
  declare('move', { to: { [pieceId]: { x, y } } });
const aro = (
  reactorId: string,
  choice: Extract<Action, { type: 'aro' }>['choice'],
  target?: string,
): Action => ({ type: 'aro', seat: 'B', reactorId, choice, ...(target ? { target } : {}) });

/** B passes with whatever may still react (nothing else is waited for). */
function endAros(s: GameState): GameState {
  let t = s;
  while (!t.replacements && orderOf(t)?.stage === 'aro') t = ok(t, { type: 'endAros', seat: 'B' });
  return t;
}

/** The structured events of the log from line `from` on, of one kind. */
function eventsOf<K extends Ev['kind']>(s: GameState, kind: K, from = 0): Extract<Ev, { kind: K }>[] {
  return logSince(s.log, from).flatMap((l) =>
    l.event?.kind === kind ? [l.event as Extract<Ev, { kind: K }>] : [],
  );
}

const texts = (s: GameState, from = 0) => logItems(s.log).slice(from).map(ruledText);

describe('4.6, 4.39: Discover + BS Attack against an IMP-2 marker (seed 004; RULES.md §9.4, §10.3)', () => {
  /** A: Line Trooper (WIP 13, BS 11) at (20, 10) facing the Mask Infiltrator as IMP-2 at (20, 16). */
  const imp2Table = (dice: number[]) =>
    table(
      {
        A: [profile('line-trooper'), profile('field-officer')],
        B: [profile('impersonator'), profile('line-trooper')],
      },
      [
        [{ name: 'Line Trooper', form: 'model', at: [20, 10] }],
        [{ name: 'Mask Infiltrator', form: 'IMP-2', at: [20, 16] }],
        [{ name: 'Field Officer', form: 'model', at: [40, 6] }],
        [{ name: 'Line Trooper', form: 'model', at: [44, 44] }],
      ],
      dice,
    );

  it('"Discover that Marker first": a passed Discover reveals the IMP-2, the BS Attack is rolled on its model, then B faces it (RULES.md §9.4, §10.3, §12)', () => {
    // Discover: WIP 13, range +3 = 16, rolled 1; then the Combi Rifle's Burst 3: 20, 20, 20.
    const s = imp2Table([1, 20, 20, 20]);
    const imp = pieceAt(s, 20, 16);
    let t = activate(s, pieceAt(s, 20, 10));
    // The control: no attack on an IMP-2 that no Discover of this Order went first to.
    rejected(t, declare('bsAttack', { target: imp }), 'ATTACK_NOT_ALLOWED_AGAINST_MARKER');
    t = endAros(ok(t, declare('discover', { target: imp })));
    const from = t.log.length;
    t = endAros(ok(t, declare('bsAttack', { target: imp })));
    const rolls = eventsOf(t, 'normalRoll', from);
    expect(rolls.map((e) => [e.side.skill, e.side.dice, e.kept])).toEqual([
      ['Discover', [1], { hits: 1, crits: 0 }],
      ['BS Attack', [20, 20, 20], { hits: 0, crits: 0 }],
    ]);
    expect(rolls[0]?.side.sv).toBe(16);
    expect(rolls[1]?.side.detail).toContain('on the Mask Infiltrator');
    expect(eventsOf(t, 'revealed', from)).toEqual([
      { kind: 'revealed', piece: imp, owner: 'B', from: 'IMP-2', shows: 'Mask Infiltrator' },
    ]);
    // The reveal comes between the Discover roll and the attack's roll.
    const at = (found: (e: Ev) => boolean) =>
      logItems(t.log).findIndex((l) => l.event !== undefined && found(l.event));
    const discoverAt = at((e) => e.kind === 'normalRoll' && e.side.skill === 'Discover');
    const revealedAt = at((e) => e.kind === 'revealed');
    const attackAt = at((e) => e.kind === 'normalRoll' && e.side.skill === 'BS Attack');
    expect(discoverAt).toBeGreaterThan(-1);
    expect(discoverAt).toBeLessThan(revealedAt);
    expect(revealedAt).toBeLessThan(attackAt);
    expect(texts(t, from).some((l) => l.includes('was not Discovered'))).toBe(false);
    expect(t.pieces[imp]).toMatchObject({ kind: 'model', shows: { name: 'Mask Infiltrator' } });
    // Seed 004: "replaced with the corresponding Model, facing in any direction its player chooses".
    expect(t.replacements).toEqual([expect.objectContaining({ pieceId: imp, owner: 'B', keepFacing: null })]);
    expect(awaiting(t)?.seat).toBe('B');
    t = ok(t, { type: 'replace', seat: 'B', pieceId: imp, mode: 'centre', facing: 10 });
    expect(t.pieces[imp]).toMatchObject({ x: 20, y: 16, facing: 10 });
  });

  it('a failed Discover: "was not Discovered; the BS Attack is resolved as Idle", and nothing is rolled for it (RULES.md §9.4)', () => {
    // Only the Discover's die is given: an attack roll would run the dice out.
    const s = imp2Table([20]);
    const imp = pieceAt(s, 20, 16);
    let t = activate(s, pieceAt(s, 20, 10));
    t = endAros(ok(t, declare('discover', { target: imp })));
    t = endAros(ok(t, declare('bsAttack', { target: imp })));
    expect(eventsOf(t, 'normalRoll').map((e) => [e.side.skill, e.kept])).toEqual([
      ['Discover', { hits: 0, crits: 0 }],
    ]);
    expect(
      texts(t).some((l) =>
        l.includes('the IMP-2 marker was not Discovered; the BS Attack is resolved as Idle'),
      ),
    ).toBe(true);
    expect(eventsOf(t, 'revealed')).toEqual([]);
    expect(t.pieces[imp]?.kind).toBe('IMP-2');
    expect(t.replacements).toBeUndefined();
    expect(t.troopers[rosterId(t, 'A', 'Line Trooper')]?.discoverLocks?.[imp]).toBeDefined();
  });

  it('an IMP-2 that "revealed itself" by its own Dodge ARO: "no Discover roll is needed" and the attack meets the Dodge Face to Face (RULES.md §9.4, §10.3)', () => {
    // B's Dodge 20 (PH 13), then A's Burst 20, 20, 20: nobody succeeds.
    const s = imp2Table([20, 20, 20, 20]);
    const line = pieceAt(s, 20, 10);
    const imp = pieceAt(s, 20, 16);
    let t = activate(s, line);
    t = ok(t, declare('discover', { target: imp }));
    t = ok(t, aro(imp, 'dodge', line));
    // A skill with a roll reveals the marker at once; its owner faces the model.
    expect(eventsOf(t, 'revealed')).toEqual([
      { kind: 'revealed', piece: imp, owner: 'B', from: 'IMP-2', shows: 'Mask Infiltrator' },
    ]);
    t = ok(t, { type: 'replace', seat: 'B', pieceId: imp, mode: 'centre', facing: 270 });
    t = endAros(t);
    t = endAros(ok(t, declare('bsAttack', { target: imp })));
    expect(texts(t)).toContain(
      'The Mask Infiltrator revealed itself: no Discover roll is needed for the attack (Discover and Attack).',
    );
    expect(eventsOf(t, 'normalRoll').filter((e) => e.side.skill === 'Discover')).toEqual([]);
    const ftf = eventsOf(t, 'faceToFace');
    expect(ftf.map((e) => [e.a.skill, e.a.dice, e.b.skill, e.b.dice])).toEqual([
      ['BS Attack', [20, 20, 20], 'Dodge', [20]],
    ]);
  });
});

describe('4.7, 4.12: automatic skills keep working in Impersonation (seed 004; RULES.md §6.3, §6.8, §10.3)', () => {
  /**
   * A: the Mask Infiltrator (`form`) at (30, 10) and a Line Trooper at (4, 6). B: a Line Trooper at
   * (10, 40) facing A, and a Field Officer at (44, 44) facing away.
   */
  const attackTable = (form: DeploymentForm, dice: number[]) =>
    table(
      {
        A: [profile('impersonator'), profile('line-trooper')],
        B: [profile('line-trooper'), profile('field-officer')],
      },
      [
        [{ name: 'Mask Infiltrator', form, at: [30, 10] }],
        [{ name: 'Line Trooper', form: 'model', at: [10, 40], facing: 270 }],
        [{ name: 'Line Trooper', form: 'model', at: [4, 6] }],
        [{ name: 'Field Officer', form: 'model', at: [44, 44], facing: 90 }],
      ],
      dice,
    );

  it('"Troopers in Impersonation State may use the Surprise Attack": B’s BS Attack ARO against the IMP-1’s Move + BS Attack takes −3 (RULES.md §6.8, §10.3)', () => {
    // B's ARO die 20, then A's Burst 20, 20, 20.
    const s = attackTable('IMP-1', [20, 20, 20, 20]);
    const imp = pieceAt(s, 30, 10);
    const bLine = pieceAt(s, 10, 40);
    let t = activate(s, imp);
    t = ok(t, moveTo(imp, 30, 12));
    t = ok(t, aro(bLine, 'delay'));
    t = ok(t, declare('bsAttack', { target: bLine }));
    t = ok(t, { type: 'replace', seat: 'A', pieceId: imp, mode: 'centre', facing: 135 });
    t = ok(t, aro(bLine, 'bsAttack', imp));
    const [ftf] = eventsOf(t, 'faceToFace');
    expect(ftf?.a).toMatchObject({ skill: 'BS Attack', dice: [20, 20, 20] });
    expect(ftf?.b).toMatchObject({ skill: 'BS Attack', base: 11, dice: [20] });
    expect(ftf?.b.mods).toContainEqual({ name: 'Surprise Attack', value: -3 });
    expect(ftf?.b.sv).toBe(11 + (ftf?.b.mods ?? []).reduce((n, m) => n + m.value, 0));
    // The attacker's own roll carries no Surprise Attack.
    expect(ftf?.a.mods.some((m) => m.name === 'Surprise Attack')).toBe(false);
  });

  it('the control: the same Move + BS Attack from the Mask Infiltrator as a model gives B’s ARO no Surprise Attack (RULES.md §6.8)', () => {
    const s = attackTable('model', [20, 20, 20, 20]);
    const mask = pieceAt(s, 30, 10);
    const bLine = pieceAt(s, 10, 40);
    let t = activate(s, mask);
    t = ok(t, moveTo(mask, 30, 12));
    t = ok(t, aro(bLine, 'bsAttack', mask));
    t = ok(t, declare('bsAttack', { target: bLine }));
    const [ftf] = eventsOf(t, 'faceToFace');
    expect(ftf?.b).toMatchObject({ skill: 'BS Attack', dice: [20] });
    expect(ftf?.b.mods.some((m) => m.name === 'Surprise Attack')).toBe(false);
  });

  /**
   * A: the Mask Infiltrator (or `imp`) as IMP-1 at (24, 34), 5" behind B's Line Trooper at (24, 40),
   * which faces away (+y): inside its ZoC, out of its LoF. B's other Line Trooper at (44, 44) faces away.
   */
  const stealthTable = (imp: Profile = profile('impersonator')) =>
    table(
      { A: [imp, profile('line-trooper')], B: [profile('line-trooper'), profile('line-trooper')] },
      [
        [{ name: 'Mask Infiltrator', form: 'IMP-1', at: [24, 34] }],
        [{ name: 'Line Trooper', form: 'model', at: [24, 40], facing: 90 }],
        [{ name: 'Line Trooper', form: 'model', at: [4, 6] }],
        [{ name: 'Line Trooper', form: 'model', at: [44, 44], facing: 90, nth: 1 }],
      ],
      [],
    );

  it('"does not interfere with Automatic Special Skills": Stealth lets the IMP-1 declare Cautious Movement inside B’s ZoC out of its LoF (RULES.md §6.3, §10.3)', () => {
    const s = stealthTable();
    const imp = pieceAt(s, 24, 34);
    let t = activate(s, imp);
    t = ok(t, declare('cautiousMove', { to: { [imp]: { x: 22, y: 33 } } }));
    expect(t.pieces[imp]).toMatchObject({ kind: 'IMP-1', x: 22, y: 33 });
    // Still inside the ZoC without LoF at the end: with Stealth no ARO arises, and the Order is over.
    expect(orderOf(t)).toBeUndefined();
    expect(texts(t).at(-1)).toBe('The Order of Player A is complete.');
    expect(eventsOf(t, 'revealed')).toEqual([]);
  });

  it('the control: a copy of the Mask Infiltrator without Stealth is refused Cautious Movement there (RULES.md §6.3)', () => {
    const base = profile('impersonator');
    const s = stealthTable({
      ...base,
      id: 'imp-no-stealth',
      skills: base.skills.filter((k) => k.skill !== 'Stealth'),
    });
    const imp = pieceAt(s, 24, 34);
    const t = activate(s, imp);
    const [v] = rejected(
      t,
      declare('cautiousMove', { to: { [imp]: { x: 22, y: 33 } } }),
      'REQUIREMENT_NOT_MET',
    );
    expect(v?.message).toContain('Zone of Control');
  });
});

describe('4.9: "a Trooper that has been revealed, and re-entered Impersonation State again, does not count as the same Marker" (seed 004; RULES.md §9.3, §10.3)', () => {
  /**
   * The tower (x, y 20–28) hides (18, 16) from B's Line Trooper at (24, 40), facing A; (14, 16) is in
   * its sight. A: the Mask Infiltrator as IMP-1 at (13, 16) and three Line Troopers (four Orders).
   * B's other Line Trooper at (44, 44) faces away.
   */
  const towerTable = (dice: number[]) =>
    table(
      {
        A: [
          profile('impersonator'),
          profile('line-trooper'),
          profile('line-trooper'),
          profile('line-trooper'),
        ],
        B: [profile('line-trooper'), profile('line-trooper')],
      },
      [
        [
          { name: 'Mask Infiltrator', form: 'IMP-1', at: [13, 16] },
          { name: 'Line Trooper', form: 'model', at: [4, 6] },
          { name: 'Line Trooper', form: 'model', at: [8, 6], nth: 1 },
        ],
        [{ name: 'Line Trooper', form: 'model', at: [24, 40], facing: 270 }],
        [{ name: 'Line Trooper', form: 'model', at: [40, 6], nth: 2 }],
        [{ name: 'Line Trooper', form: 'model', at: [44, 44], facing: 90, nth: 1 }],
      ],
      dice,
      { scenery: [TOWER] },
    );

  /** Order 1: the IMP-1 steps into sight, B's Line Trooper declares Discover, the IMP-1 goes behind the tower; B rolls 20. */
  function failedDiscover(dice: number[]): { t: GameState; imp: string; bLine: string } {
    const s = towerTable(dice);
    const imp = pieceAt(s, 13, 16);
    const bLine = pieceAt(s, 24, 40);
    let t = activate(s, imp);
    t = ok(t, moveTo(imp, 14, 16));
    t = ok(t, aro(bLine, 'discover', imp));
    t = endAros(ok(t, moveTo(imp, 18, 16)));
    const [roll] = eventsOf(t, 'normalRoll');
    expect(roll?.side).toMatchObject({ skill: 'Discover', dice: [20] });
    expect(t.pieces[imp]?.kind).toBe('IMP-1');
    return { t, imp, bLine };
  }

  it('the control: in the same Player Turn the same marker is locked out, its Discover ARO resolved as Idle (RULES.md §9.3)', () => {
    const { t: t1, imp, bLine } = failedDiscover([20, 1]);
    let t = activate(t1, imp);
    t = ok(t, moveTo(imp, 14, 16));
    t = ok(t, aro(bLine, 'discover', imp));
    const from = t.log.length;
    t = endAros(ok(t, declare('idle')));
    expect(eventsOf(t, 'normalRoll', from)).toEqual([]);
    expect(
      texts(t, from).some((l) => l.includes('Discover fails its requirements and is resolved as Idle')),
    ).toBe(true);
    expect(t.pieces[imp]?.kind).toBe('IMP-1');
  });

  it('revealed, then back in Impersonation out of LoF: a new IMP-1 under a new id, and the same Discoverer’s ARO is rolled (RULES.md §9.3, §10.3)', () => {
    // B's failed Discover 20; the Mask Infiltrator's Dodge 20; B's Discover on the new marker 1.
    const { t: t1, imp, bLine } = failedDiscover([20, 20, 1]);
    const turn = t1.phase.kind === 'turn' ? t1.phase.playerTurn : -1;
    const bTrooper = rosterId(t1, 'B', 'Line Trooper');
    const lock = t1.troopers[bTrooper]?.discoverLocks?.[imp];
    expect(lock).toBeGreaterThan(turn);
    // Order 2, out of sight: a Dodge is a skill with a roll, so the IMP-1 is revealed.
    let t = activate(t1, imp);
    t = ok(t, declare('dodge'));
    expect(eventsOf(t, 'revealed')).toEqual([
      { kind: 'revealed', piece: imp, owner: 'A', from: 'IMP-1', shows: 'Mask Infiltrator' },
    ]);
    t = ok(t, { type: 'replace', seat: 'A', pieceId: imp, mode: 'centre', facing: 90 });
    t = endAros(ok(t, declare('idle')));
    expect(t.pieces[imp]?.kind).toBe('model');
    // Order 3: back into Impersonation State, out of every enemy's LoF (an Entire Order).
    t = activate(t, imp);
    t = endAros(ok(t, declare('reenterImpersonation')));
    expect(t.pieces[imp]).toBeUndefined();
    const fresh = pieceAt(t, 18, 16);
    expect(fresh).not.toBe(imp);
    expect(t.pieces[fresh]?.kind).toBe('IMP-1');
    expect(t.secrets.A.trooperOfPiece[fresh]).toBe(rosterId(t, 'A', 'Mask Infiltrator'));
    // Order 4, still the same Player Turn: the new marker steps into sight; B's Discover is rolled.
    t = activate(t, fresh);
    t = ok(t, moveTo(fresh, 14, 16));
    t = ok(t, aro(bLine, 'discover', fresh));
    const from = t.log.length;
    t = endAros(ok(t, declare('idle')));
    expect(t.phase.kind === 'turn' && t.phase.playerTurn).toBe(turn);
    expect(t.troopers[bTrooper]?.discoverLocks?.[imp]).toBe(lock);
    const rolls = eventsOf(t, 'normalRoll', from);
    expect(rolls.map((e) => [e.side.skill, e.side.dice, e.side.sv])).toEqual([['Discover', [1], 7]]);
    expect(texts(t, from).some((l) => l.includes('fails its requirements'))).toBe(false);
    expect(t.pieces[fresh]?.kind).toBe('IMP-2');
  });
});

describe('4.15, 4.24, 4.29, 4.34, 4.37: an IMP-1 revealed by its own BS Attack with the second skill (seed 004; RULES.md §7.3, §10.3, §12)', () => {
  /** As in 4.7: the Mask Infiltrator as IMP-1 at (30, 10); B's Line Trooper at (10, 40) facing A. */
  const impTable = (dice: number[]) =>
    table(
      {
        A: [profile('impersonator'), profile('line-trooper')],
        B: [profile('line-trooper'), profile('field-officer')],
      },
      [
        [{ name: 'Mask Infiltrator', form: 'IMP-1', at: [30, 10] }],
        [{ name: 'Line Trooper', form: 'model', at: [10, 40], facing: 270 }],
        [{ name: 'Line Trooper', form: 'model', at: [4, 6] }],
        [{ name: 'Field Officer', form: 'model', at: [44, 44], facing: 90 }],
      ],
      dice,
    );

  it('"the delaying Trooper can declare their ARO": Move, B delays, BS Attack reveals it; A faces the model at 200°; B’s attack on it is accepted (RULES.md §7.3, §10.3, §12)', () => {
    const s = impTable([20, 20, 20, 20]);
    const imp = pieceAt(s, 30, 10);
    const bLine = pieceAt(s, 10, 40);
    let t = activate(s, imp);
    t = ok(t, moveTo(imp, 30, 12));
    // Seed 004: "The only AROs that can be declared against an Impersonation Marker are: Discover, Dodge…".
    rejected(t, aro(bLine, 'bsAttack', imp), 'ARO_NOT_ALLOWED');
    t = ok(t, aro(bLine, 'delay'));
    expect(orderOf(t)?.reactors[bLine]?.status).toBe('delayed');
    t = ok(t, declare('bsAttack', { target: bLine }));
    // 4.24: "declares an Attack" cancels the state at the declaration, before anything is rolled.
    expect(eventsOf(t, 'revealed')).toEqual([
      { kind: 'revealed', piece: imp, owner: 'A', from: 'IMP-1', shows: 'Mask Infiltrator' },
    ]);
    expect(t.pieces[imp]).toMatchObject({ kind: 'model', x: 30, y: 12, shows: { name: 'Mask Infiltrator' } });
    expect(eventsOf(t, 'normalRoll')).toEqual([]);
    // 4.29: "facing in any direction the player chooses": A places it before anything else happens.
    expect(t.replacements).toEqual([expect.objectContaining({ pieceId: imp, owner: 'A', keepFacing: null })]);
    expect(awaiting(t)?.seat).toBe('A');
    rejected(t, aro(bLine, 'bsAttack', imp), 'WRONG_PHASE');
    rejected(t, { type: 'replace', seat: 'B', pieceId: imp, mode: 'centre', facing: 0 }, 'WRONG_SEAT');
    t = ok(t, { type: 'replace', seat: 'A', pieceId: imp, mode: 'centre', facing: 200 });
    expect(t.pieces[imp]).toMatchObject({ x: 30, y: 12, facing: 200 });
    expect(t.replacements).toBeUndefined();
    // 4.34, 4.37: revealed for the whole Order, the delayed ARO comes back with the full menu.
    expect(awaiting(t)?.seat).toBe('B');
    const entry = orderOf(t)?.reactors[bLine];
    expect(entry).toMatchObject({ status: 'pending', round: 2 });
    expect(entry?.against.find((a) => a.pieceId === imp)?.allowed).toContain('bsAttack');
    t = ok(t, aro(bLine, 'bsAttack', imp));
    // B's die 20 against A's 20, 20, 20 from the model facing 200°: both rolled Face to Face.
    const [ftf] = eventsOf(t, 'faceToFace');
    expect(ftf?.a).toMatchObject({ skill: 'BS Attack', dice: [20, 20, 20] });
    expect(ftf?.b).toMatchObject({ skill: 'BS Attack', dice: [20] });
    expect(texts(t).some((l) => l.includes('no LoF to the target any more'))).toBe(false);
    expect(texts(t).at(-1)).toBe('The Order of Player A is complete.');
  });

  it('the control: "If the Trooper in Impersonation State does not reveal themselves, the delaying Trooper loses their right to declare an ARO" (RULES.md §7.3)', () => {
    const s = impTable([]);
    const imp = pieceAt(s, 30, 10);
    const bLine = pieceAt(s, 10, 40);
    let t = activate(s, imp);
    t = ok(t, moveTo(imp, 30, 12));
    t = ok(t, aro(bLine, 'delay'));
    t = ok(t, moveTo(imp, 30, 14));
    expect(t.pieces[imp]?.kind).toBe('IMP-1');
    expect(eventsOf(t, 'revealed')).toEqual([]);
    expect(texts(t).some((l) => l.includes('delayed its ARO and the trooper did not reveal itself'))).toBe(
      true,
    );
    expect(orderOf(t)).toBeUndefined();
  });
});

describe('4.25: "declares an Entire Order of any kind, other than Cautious Movement" cancels Impersonation (seed 004; RULES.md §10.3, §6.9)', () => {
  /** A 48" × 22" table with 10" zones: A's IMP-1 with a Chain Rifle faces B's CAMO marker across a 2" gap. */
  const chainImp = (): Profile => ({
    ...profile('impersonator'),
    id: 'imp-chain',
    weapons: [copyWeapon(WEAPONS.chainRifle), copyWeapon(WEAPONS.pistol)],
  });
  const chainTable = () =>
    table(
      { A: [chainImp(), profile('line-trooper')], B: [profile('camo-sniper'), profile('line-trooper')] },
      [
        [{ name: 'Mask Infiltrator', form: 'IMP-1', at: [20, 9.4] }],
        [{ name: 'Camo Sniper', form: 'CAMO', at: [20, 12.6], facing: 0 }],
        [{ name: 'Line Trooper', form: 'model', at: [44, 2] }],
        [{ name: 'Line Trooper', form: 'model', at: [44, 20] }],
      ],
      [],
      { size: { width: 48, depth: 22, zoneDepth: 10 } },
    );

  it('an IMP-1 declaring Intuitive Attack (an Entire Order) on a CAMO marker is revealed at the declaration; A faces its model (RULES.md §10.3, §12)', () => {
    const s = chainTable();
    const imp = pieceAt(s, 20, 9.4);
    const camo = pieceAt(s, 20, 12.6);
    let t = activate(s, imp);
    t = ok(t, declare('intuitiveAttack', { target: camo }));
    expect(eventsOf(t, 'revealed')).toEqual([
      { kind: 'revealed', piece: imp, owner: 'A', from: 'IMP-1', shows: 'Mask Infiltrator' },
    ]);
    expect(t.pieces[imp]).toMatchObject({ kind: 'model', x: 20, y: 9.4 });
    // Nothing is rolled yet: the reveal belongs to the declaration.
    expect(eventsOf(t, 'normalRoll')).toEqual([]);
    expect(t.replacements).toEqual([expect.objectContaining({ pieceId: imp, owner: 'A', keepFacing: null })]);
    expect(awaiting(t)?.seat).toBe('A');
    t = ok(t, { type: 'replace', seat: 'A', pieceId: imp, mode: 'centre', facing: 80 });
    expect(t.pieces[imp]?.facing).toBe(80);
    expect(t.pieces[camo]?.kind).toBe('CAMO');
  });

  it('the control: Cautious Movement, the one Entire Order excepted, leaves the IMP-1 a marker (RULES.md §6.3, §10.3)', () => {
    let s = table(
      {
        A: [profile('impersonator'), profile('line-trooper')],
        B: [profile('line-trooper'), profile('line-trooper')],
      },
      [
        [{ name: 'Mask Infiltrator', form: 'IMP-1', at: [24, 20] }],
        [{ name: 'Line Trooper', form: 'model', at: [24, 40], facing: 90 }],
        [{ name: 'Line Trooper', form: 'model', at: [4, 6] }],
        [{ name: 'Line Trooper', form: 'model', at: [44, 44], facing: 90, nth: 1 }],
      ],
      [],
    );
    const imp = pieceAt(s, 24, 20);
    s = activate(s, imp);
    s = ok(s, declare('cautiousMove', { to: { [imp]: { x: 24, y: 23 } } }));
    expect(s.pieces[imp]).toMatchObject({ kind: 'IMP-1', x: 24, y: 23 });
    expect(eventsOf(s, 'revealed')).toEqual([]);
    expect(s.replacements).toBeUndefined();
    expect(orderOf(s)).toBeUndefined();
  });
});

describe('4.26: "enters Silhouette contact with an enemy Model" cancels Impersonation (seed 004; RULES.md §10.3, §12)', () => {
  /** A's Mask Infiltrator as `form` at (24, 34); B's Line Trooper at (24, 38) facing A. */
  const contactTable = (form: 'IMP-1' | 'IMP-2') =>
    table(
      {
        A: [profile('impersonator'), profile('line-trooper')],
        B: [profile('line-trooper'), profile('line-trooper')],
      },
      [
        [{ name: 'Mask Infiltrator', form, at: [24, 34] }],
        [{ name: 'Line Trooper', form: 'model', at: [24, 38], facing: 270 }],
        [{ name: 'Line Trooper', form: 'model', at: [4, 6] }],
        [{ name: 'Line Trooper', form: 'model', at: [44, 44], facing: 90, nth: 1 }],
      ],
      [],
    );

  it.each(['IMP-1', 'IMP-2'] as const)(
    'an %s marker that Moves into base contact with B’s model is revealed, and A chooses its facing (RULES.md §10.3, §12)',
    (form) => {
      const s = contactTable(form);
      const imp = pieceAt(s, 24, 34);
      const bLine = pieceAt(s, 24, 38);
      let t = activate(s, imp);
      t = ok(t, moveTo(imp, 24, 38 - 2 * R2));
      expect(eventsOf(t, 'revealed')).toEqual([
        { kind: 'revealed', piece: imp, owner: 'A', from: form, shows: 'Mask Infiltrator' },
      ]);
      expect(t.pieces[imp]).toMatchObject({ kind: 'model', x: 24, y: 38 - 2 * R2 });
      expect(t.replacements).toEqual([
        expect.objectContaining({ pieceId: imp, owner: 'A', keepFacing: null }),
      ]);
      expect(awaiting(t)?.seat).toBe('A');
      rejected(t, aro(bLine, 'dodge', imp), 'WRONG_PHASE');
      t = ok(t, { type: 'replace', seat: 'A', pieceId: imp, mode: 'centre', facing: 45 });
      expect(t.pieces[imp]?.facing).toBe(45);
      // The Order goes on: B's Line Trooper may now react to a model, one it is Engaged with, so only
      // with what close combat allows (RULES.md §13).
      expect(awaiting(t)?.seat).toBe('B');
      expect(orderOf(t)?.reactors[bLine]?.against.find((a) => a.pieceId === imp)?.allowed).toEqual([
        'dodge',
        'reset',
        'ccAttack',
      ]);
    },
  );

  it.each(['IMP-1', 'IMP-2'] as const)(
    'the control: an %s marker stopping 0.1" short of contact stays a marker (RULES.md §10.3)',
    (form) => {
      const s = contactTable(form);
      const imp = pieceAt(s, 24, 34);
      let t = activate(s, imp);
      t = ok(t, moveTo(imp, 24, 38 - 2 * R2 - 0.1));
      expect(t.pieces[imp]?.kind).toBe(form);
      expect(eventsOf(t, 'revealed')).toEqual([]);
      expect(t.replacements).toBeUndefined();
    },
  );
});
