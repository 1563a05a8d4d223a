// The Order Expenditure Sequence for movement Orders (RULES.md §5.2, §5.3, §6.3, §6.4, §7, §9; T18,
// T21, T22, T24, T50, T51): activation, declarations, AROs passed, delayed and lost, resolution with
// the seeded dice, Dodge moves and the conclusion, and what each seat's view says of it.
import { ruledText } from '../rules/index.ts';
import { logItems } from './logList.ts';
import { describe, expect, it } from 'vitest';
import { apply, awaiting, viewFor, type Action, type GameState } from './index.ts';
import { faceToFaceBurst, normalRoll, type Point } from '../rules/index.ts';
import { keptText } from './rolling.ts';
import {
  deployRoster,
  endStep,
  hotSeat,
  ok,
  rejected,
  rosterId,
  pieceAt,
} from '../../tests/engineFixtures.ts';

/**
 * Open table. A: Line Trooper at (10, 6), Camo Sniper as CAMO at (30, 6), Mask Infiltrator as IMP-1
 * at (40, 6). B: Line Trooper at (10, 30) facing A, Field Officer at (44, 44) facing away.
 */
function game(seed = 7): GameState {
  let s = hotSeat(
    { A: ['line-trooper', 'camo-sniper', 'impersonator'], B: ['line-trooper', 'field-officer'] },
    'A',
    seed,
  );
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 10, 6));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Camo Sniper'), 'CAMO', 30, 6));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 10, 42));
  s = ok(s, endStep('B'));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Mask Infiltrator'), 'IMP-1', 40, 6));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Field Officer'), 'model', 44, 44));
  s = ok(s, { type: 'rotatePiece', seat: 'B', pieceId: s.pieceOrder.at(-1)!, facing: 90 });
  s = ok(s, endStep('B'));
  // B's Line Trooper steps up to (10, 30) is not possible in a Player Turn yet: set it there directly.
  const bLine = pieceAt(s, 10, 42);
  return { ...s, pieces: { ...s.pieces, [bLine]: { ...s.pieces[bLine]!, y: 30 } } };
}

/** The same game with B's Line Trooper turned away: nobody of B sees A's side of the table. */
function unseen(seed = 7): GameState {
  const s = game(seed);
  const bLine = pieceAt(s, 10, 30);
  return { ...s, pieces: { ...s.pieces, [bLine]: { ...s.pieces[bLine]!, facing: 90 } } };
}

const activate = (pieceId: string): Action => ({ type: 'activate', seat: 'A', pieceId });
const move = (pieceId: string, x: number, y: number): Action => ({
  type: 'declare',
  seat: 'A',
  skill: 'move',
  to: { [pieceId]: { x, y } },
});
const idle: Action = { type: 'declare', seat: 'A', skill: 'idle' };
const aro = (
  reactorId: string,
  choice: Extract<Action, { type: 'aro' }>['choice'],
  target?: string,
): Action => ({
  type: 'aro',
  seat: 'B',
  reactorId,
  choice,
  ...(target ? { target } : {}),
});

/** B passes with every piece still to decide. */
function passAll(s: GameState): GameState {
  let t = s;
  while (t.phase.kind === 'turn' && t.phase.order?.stage === 'aro') {
    const next = Object.entries(t.phase.order.reactors).find(([, r]) => r.status === 'pending')?.[0];
    if (!next) break;
    t = ok(t, aro(next, 'pass'));
  }
  return t;
}

function ordersLeft(s: GameState): number {
  return s.phase.kind === 'turn' ? s.phase.orders.regular : -1;
}

describe('activating a trooper (RULES.md §5.3 step 1.1, §5.1)', () => {
  const s = game();
  const line = pieceAt(s, 10, 6);

  it('spends one Order from the pool and waits for A’s first skill', () => {
    expect(ordersLeft(s)).toBe(3);
    const s1 = ok(s, activate(line));
    expect(ordersLeft(s1)).toBe(2);
    expect(awaiting(s1)).toEqual({
      seat: 'A',
      step: "Round 1 · Player A's turn · 2 Orders left · declare the first skill",
    });
    expect(ruledText(viewFor(s1, 'B').log.at(-1) ?? { text: '' })).toBe(
      'Player A activated Line Trooper (The Order sequence).',
    );
  });

  it('names a marker publicly and the trooper only to its owner', () => {
    const s1 = ok(s, activate(pieceAt(s, 30, 6)));
    expect(ruledText(viewFor(s1, 'B').log.at(-1) ?? { text: '' })).toBe(
      'Player A activated CAMO marker (The Order sequence).',
    );
    expect(ruledText(viewFor(s1, 'A').log.at(-1) ?? { text: '' })).toBe(
      'Player A activated Camo Sniper (The Order sequence).',
    );
    expect(viewFor(s1, 'B').phase.order?.trooperId).toBeUndefined();
    expect(viewFor(s1, 'A').phase.order?.trooperId).toBe(rosterId(s1, 'A', 'Camo Sniper'));
  });

  it('refuses the wrong seat, the enemy’s piece, a second activation and ending the turn mid-Order', () => {
    rejected(s, { type: 'activate', seat: 'B', pieceId: pieceAt(s, 10, 30) }, 'WRONG_SEAT');
    rejected(s, activate(pieceAt(s, 10, 30)), 'NOT_YOUR_PIECE');
    const s1 = ok(s, activate(line));
    rejected(s1, activate(pieceAt(s, 30, 6)), 'WRONG_PHASE');
    rejected(s1, { type: 'endTurn', seat: 'A' }, 'WRONG_PHASE');
  });

  it('refuses an activation when no Order is left', () => {
    let t = unseen();
    for (let i = 0; i < 3; i++) {
      t = ok(t, activate(pieceAt(s, 30, 6)));
      t = ok(t, idle);
      t = ok(t, idle);
    }
    expect(ordersLeft(t)).toBe(0);
    rejected(t, activate(line), 'NO_ORDERS_LEFT');
  });
});

describe('Move + Move out of every enemy’s sight (RULES.md §5.2, T18)', () => {
  const s = unseen();
  const line = pieceAt(s, 10, 6);

  it('moves up to the first MOV value, then the second, with no AROs, and concludes', () => {
    let t = ok(s, activate(line));
    // The Line Trooper has MOV 4-2.
    rejected(t, move(line, 10, 10.5), 'MOVE_TOO_LONG');
    t = ok(t, move(line, 10, 10));
    expect(t.pieces[line]).toMatchObject({ x: 10, y: 10 });
    expect(awaiting(t)?.seat).toBe('A');
    rejected(t, move(line, 10, 12.5), 'MOVE_TOO_LONG');
    t = ok(t, move(line, 10, 12));
    expect(t.pieces[line]).toMatchObject({ x: 10, y: 12 });
    expect(logItems(t.log).at(-1)?.text).toBe('The Order of Player A is complete.');
  });
});

describe('when a reactive trooper sees the move (RULES.md §5.3 steps 2–7, §7)', () => {
  const s = game();
  const line = pieceAt(s, 10, 6);
  const bLine = pieceAt(s, 10, 30);

  it('waits for B, offers the AROs allowed against a model, and resolves a BS Attack with the dice', () => {
    let t = ok(s, activate(line));
    t = ok(t, move(line, 10, 10));
    expect(awaiting(t)?.seat).toBe('B');
    const b = viewFor(t, 'B').phase.order!;
    expect(b.reactors.find((r) => r.id === bLine)?.against?.[0]?.allowed).toEqual([
      'discover',
      'bsAttack',
      'dodge',
      'lookOut',
      'reset',
    ]);
    // A does not see what B may declare, only that B is deciding.
    expect(viewFor(t, 'A').phase.order?.reactors[0]).toEqual({ id: bLine, status: 'pending' });
    rejected(t, { type: 'aro', seat: 'A', reactorId: bLine, choice: 'bsAttack', target: line }, 'WRONG_SEAT');
    rejected(t, move(line, 10, 11), 'WRONG_PHASE');
    t = ok(t, aro(bLine, 'bsAttack', line));
    expect(awaiting(t)?.seat).toBe('A');
    t = ok(t, idle);
    // Resolution: a BS roll against BS 11 + range MOD; a hit forces a Saving Roll.
    // An ARO rolls one die whatever the weapon's Burst (RULES.md §18.1.1).
    const attack = logItems(t.log).find((e) => e.text.includes('BS Attack with the Combi Rifle (B1)'));
    expect(attack?.dice).toHaveLength(1);
    const sv = Number(/= (\d+), rolled/.exec(attack!.text)?.[1]);
    const die = attack!.dice![0]!;
    const hit = normalRoll(sv, die).success;
    expect(attack!.text).toMatch(hit ? /: (a|a critical) hit\.$/ : /: no hit\.$/);
    expect(attack!.rules).toEqual(['bsAttack', 'rolls']);
    expect(logItems(t.log).some((e) => /^(\d+ )?Saving Rolls? for/.test(e.text))).toBe(hit);
    expect(logItems(t.log).at(-1)?.text).toBe('The Order of Player A is complete.');
    expect(t.phase.kind === 'turn' && t.phase.order).toBeFalsy();
  });

  it('T21: a trooper that passed has lost its ARO; it is not asked again after the second skill', () => {
    let t = ok(s, activate(line));
    t = ok(t, move(line, 10, 10));
    t = ok(t, aro(bLine, 'pass'));
    t = ok(t, move(line, 10, 12));
    expect(logItems(t.log).at(-1)?.text).toBe('The Order of Player A is complete.');
    expect(logItems(t.log).some((e) => e.text.includes('passed: it has lost its ARO'))).toBe(true);
  });

  it('refuses a delay against a model (RULES.md §7.3)', () => {
    let t = ok(s, activate(line));
    t = ok(t, move(line, 10, 10));
    rejected(t, aro(bLine, 'delay'), 'ARO_NOT_ALLOWED');
  });
});

describe('when the IMP-1 marker moves (RULES.md §7.3, T22, T24)', () => {
  const s = game();
  const imp = pieceAt(s, 40, 6);
  const bLine = pieceAt(s, 10, 30);

  it('refuses an attack ARO, allows a delay, and loses the delayed ARO when the trooper stays hidden', () => {
    let t = ok(s, activate(imp));
    t = ok(t, { type: 'declare', seat: 'A', skill: 'move', to: { [imp]: { x: 38, y: 9 } } });
    expect(awaiting(t)?.seat).toBe('B');
    rejected(t, aro(bLine, 'bsAttack', imp), 'ARO_NOT_ALLOWED');
    t = ok(t, aro(bLine, 'delay'));
    expect(awaiting(t)?.seat).toBe('A');
    t = ok(t, { type: 'declare', seat: 'A', skill: 'move', to: { [imp]: { x: 36, y: 12 } } });
    expect(
      logItems(t.log).some((e) => e.text.includes('delayed its ARO and the trooper did not reveal itself')),
    ).toBe(true);
    expect(t.pieces[imp]?.kind).toBe('IMP-1');
    expect(logItems(t.log).at(-1)?.text).toBe('The Order of Player A is complete.');
  });
});

describe('a Discover ARO against the CAMO marker (RULES.md §9.2, §9.3)', () => {
  it('reveals it on a success and locks the Discoverer out on a failure, as the dice fall', () => {
    const outcomes = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      const s = game(seed);
      const camo = pieceAt(s, 30, 6);
      const bLine = pieceAt(s, 10, 30);
      let t = ok(s, activate(camo));
      t = ok(t, { type: 'declare', seat: 'A', skill: 'move', to: { [camo]: { x: 28, y: 9 } } });
      t = ok(t, aro(bLine, 'discover', camo));
      t = ok(t, idle);
      const roll = logItems(t.log).find((e) => e.text.includes(': Discover on the CAMO marker'));
      expect(roll?.text).toMatch(/WIP 13(, range [^,]+ [+−]\d+)?, Mimetism −3 = \d+/);
      if (roll?.text.includes('success')) {
        outcomes.add('found');
        expect(t.pieces[camo]).toMatchObject({ kind: 'model', shows: { name: 'Camo Sniper' } });
        expect(t.pieces[camo]?.mimetism).toBeUndefined();
      } else {
        outcomes.add('missed');
        expect(t.pieces[camo]?.kind).toBe('CAMO');
        const reactor = Object.values(t.troopers).find(
          (x) => x.owner === 'B' && x.profile.name === 'Line Trooper',
        );
        expect(reactor?.discoverLocks?.[camo]).toBe(2);
      }
    }
    expect([...outcomes].sort()).toEqual(['found', 'missed']);
  });
});

describe('a Dodge ARO (RULES.md §6.4)', () => {
  it('lets a successful Dodger move up to 2", refuses more, and concludes the Order', () => {
    const outcomes = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      const s = game(seed);
      const line = pieceAt(s, 10, 6);
      const bLine = pieceAt(s, 10, 30);
      let t = ok(s, activate(line));
      t = ok(t, move(line, 10, 10));
      t = ok(t, aro(bLine, 'dodge', line));
      t = ok(t, idle);
      const rolled = logItems(t.log).find((e) => e.text.includes(': Dodge, PH'));
      if (rolled?.text.includes('success')) {
        outcomes.add('dodged');
        expect(awaiting(t)?.seat).toBe('B');
        rejected(t, { type: 'dodgeMove', seat: 'B', pieceId: bLine, to: { x: 13, y: 30 } }, 'MOVE_TOO_LONG');
        t = ok(t, { type: 'dodgeMove', seat: 'B', pieceId: bLine, to: { x: 12, y: 30 } });
        expect(t.pieces[bLine]).toMatchObject({ x: 12, y: 30 });
      } else {
        outcomes.add('failed');
      }
      expect(logItems(t.log).at(-1)?.text).toBe('The Order of Player A is complete.');
    }
    expect([...outcomes].sort()).toEqual(['dodged', 'failed']);
  });
});

describe('Cautious Movement (RULES.md §6.3, T50, T51)', () => {
  it('is refused when an enemy sees the trooper at the start', () => {
    const s = game();
    const line = pieceAt(s, 10, 6);
    const t = ok(s, activate(line));
    rejected(
      t,
      { type: 'declare', seat: 'A', skill: 'cautiousMove', to: { [line]: { x: 10, y: 8 } } },
      'REQUIREMENT_NOT_MET',
    );
  });

  it('moves out of sight with no AROs and takes the whole Order', () => {
    const hidden = unseen();
    const camo = pieceAt(hidden, 30, 6);
    let t = ok(hidden, activate(camo));
    t = ok(t, { type: 'declare', seat: 'A', skill: 'cautiousMove', to: { [camo]: { x: 30, y: 10 } } });
    expect(t.pieces[camo]).toMatchObject({ x: 30, y: 10 });
    expect(logItems(t.log).at(-1)?.text).toBe('The Order of Player A is complete.');
  });
});

describe('what a rejected Order action leaves behind', () => {
  it('changes nothing and never throws on nonsense', () => {
    const s = game();
    for (const a of [
      { type: 'declare', seat: 'A', skill: 'move', to: { nope: { x: 1, y: 1 } } },
      { type: 'aro', seat: 'B', reactorId: 'nope', choice: 'pass' },
      { type: 'dodgeMove', seat: 'B', pieceId: 'nope' },
      { type: 'activate', seat: 'A', pieceId: 'toString' },
    ] as Action[]) {
      const r = apply(s, a);
      expect(r.ok).toBe(false);
      expect(r.state).toBe(s);
    }
  });
});

describe('Short Skills of the active trooper (RULES.md §5.2, §6.2, §8, §9.4; T19, T23, T31)', () => {
  const s = game();
  const line = pieceAt(s, 10, 6);
  const camo = pieceAt(s, 30, 6);
  const bLine = pieceAt(s, 10, 30);
  const shoot = (target: string): Action => ({ type: 'declare', seat: 'A', skill: 'bsAttack', target });

  it('T19: refuses BS Attack + BS Attack, and any skill with Cautious Movement', () => {
    let t = ok(unseen(), activate(line));
    t = ok(t, { type: 'declare', seat: 'A', skill: 'dodge' });
    rejected(t, shoot(bLine), 'ILLEGAL_COMBINATION');
  });

  it('Move + BS Attack: the target’s BS Attack ARO is a Face to Face roll, B3 against B1, shown with every die', () => {
    let t = ok(s, activate(line));
    t = ok(t, move(line, 10, 10));
    t = ok(t, aro(bLine, 'bsAttack', line));
    t = ok(t, shoot(bLine));
    const ftf = logItems(t.log).find((e) => e.text.startsWith('Face to Face:'));
    // The Combi Rifle's Burst 3 in the Active Turn against Burst 1 in ARO (RULES.md §18.1.1).
    expect(ftf?.dice).toHaveLength(4);
    expect(ftf?.text).toContain('with the Combi Rifle (B3)');
    expect(ftf?.text).toContain('with the Combi Rifle (B1)');
    const [a, b] = [...ftf!.text.matchAll(/= (\d+), rolled ([\d, ]+?)[;:]/g)].map((m) => ({
      sv: Number(m[1]),
      rolls: m[2]!.split(', ').map(Number),
    }));
    expect([...a!.rolls, ...b!.rolls]).toEqual(ftf?.dice);
    const kept = faceToFaceBurst(a!, b!);
    expect(ftf!.text).toContain(
      kept.a.hits + kept.a.crits > 0
        ? `of Player A scores ${keptText(kept.a)}`
        : kept.b.hits + kept.b.crits > 0
          ? `of Player B scores ${keptText(kept.b)}`
          : 'no effect',
    );
    expect(logItems(t.log).at(-1)?.text).toBe('The Order of Player A is complete.');
  });

  it('T23: a CAMO marker that attacks with its second skill is revealed, and a delayed ARO may now be declared', () => {
    let t = ok(s, activate(camo));
    t = ok(t, { type: 'declare', seat: 'A', skill: 'move', to: { [camo]: { x: 28, y: 9 } } });
    t = ok(t, aro(bLine, 'delay'));
    t = ok(t, shoot(bLine));
    expect(t.pieces[camo]).toMatchObject({ kind: 'model', shows: { name: 'Camo Sniper' } });
    // Seed 002: "replace the Camouflage Marker with the trooper's model facing in the direction of
    // your choice" — its owner turns it before anything else happens (RULES.md §10.1, §12).
    expect(awaiting(t)?.seat).toBe('A');
    rejected(t, aro(bLine, 'bsAttack', camo), 'WRONG_PHASE');
    t = ok(t, { type: 'replace', seat: 'A', pieceId: camo, mode: 'centre', facing: 120 });
    expect(t.pieces[camo]).toMatchObject({ x: 28, y: 9, facing: 120 });
    expect(awaiting(t)?.seat).toBe('B');
    const entry = viewFor(t, 'B').phase.order?.reactors.find((r) => r.id === bLine);
    expect(entry?.status).toBe('pending');
    expect(entry?.against?.[0]?.allowed).toContain('bsAttack');
    t = ok(t, aro(bLine, 'bsAttack', camo));
    // Surprise Attack (−3): the target's ARO roll carries it (RULES.md §6.8, T49).
    const ftf = logItems(t.log).find((e) => e.text.startsWith('Face to Face:'));
    // The revealed Camo Sniper keeps its Mimetism against the attack (RULES.md §18.4).
    expect(ftf?.text).toMatch(
      /Player B BS Attack with the Combi Rifle \(B1\), BS 11(, range [−+]\d+)?, Mimetism −3, Surprise Attack −3 = \d+/,
    );
  });
});

describe('attacking and Discovering markers (RULES.md §6.2, §9.1, §9.4; T24, T31)', () => {
  function markers(): GameState {
    let s = hotSeat({ A: ['line-trooper', 'field-officer'], B: ['camo-sniper', 'impersonator'] }, 'A', 5);
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 10, 6));
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Camo Sniper'), 'CAMO', 12, 40));
    s = ok(s, endStep('B'));
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Field Officer'), 'model', 30, 6));
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Mask Infiltrator'), 'IMP-1', 20, 40));
    return ok(s, endStep('B'));
  }
  const s = markers();
  const line = pieceAt(s, 10, 6);
  const camo = pieceAt(s, 12, 40);
  const imp = pieceAt(s, 20, 40);

  it('refuses a BS Attack on an undiscovered CAMO marker and on an IMP-1 marker, naming the rule', () => {
    const t = ok(s, activate(line));
    const [v] = rejected(
      t,
      { type: 'declare', seat: 'A', skill: 'bsAttack', target: camo },
      'ATTACK_NOT_ALLOWED_AGAINST_MARKER',
    );
    expect(v?.rules).toEqual(['camouflaged', 'aro.delay']);
    rejected(
      t,
      { type: 'declare', seat: 'A', skill: 'bsAttack', target: imp },
      'ATTACK_NOT_ALLOWED_AGAINST_MARKER',
    );
  });

  it('allows Discover + BS Attack on the CAMO marker, and refuses Discover twice on it (T31)', () => {
    let t = ok(s, activate(line));
    t = ok(t, { type: 'declare', seat: 'A', skill: 'discover', target: camo });
    t = passAll(t);
    rejected(t, { type: 'declare', seat: 'A', skill: 'discover', target: camo }, 'REQUIREMENT_NOT_MET');
    t = ok(t, { type: 'declare', seat: 'A', skill: 'bsAttack', target: camo });
    t = passAll(t);
    const discover = logItems(t.log).find((e) => e.text.includes(': Discover on the CAMO marker'));
    expect(discover?.dice).toHaveLength(1);
    if (discover?.text.includes('success')) {
      expect(logItems(t.log).some((e) => e.text.includes('BS Attack with the Combi Rifle on the'))).toBe(
        true,
      );
    } else {
      expect(
        logItems(t.log).some((e) => e.text.includes('was not Discovered; the BS Attack is resolved as Idle')),
      ).toBe(true);
    }
  });
});

describe('T34: a marker that reveals itself with its ARO needs no Discover roll (RULES.md §9.4)', () => {
  it('resolves the attack Face to Face against its Dodge', () => {
    let s = hotSeat({ A: ['line-trooper', 'field-officer'], B: ['camo-sniper', 'impersonator'] }, 'A', 5);
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 10, 6));
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Camo Sniper'), 'CAMO', 12, 40));
    s = ok(s, endStep('B'));
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Field Officer'), 'model', 30, 6));
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Mask Infiltrator'), 'model', 44, 44));
    s = ok(s, endStep('B'));
    const line = pieceAt(s, 10, 6);
    const camo = pieceAt(s, 12, 40);
    let t = ok(s, activate(line));
    t = ok(t, { type: 'declare', seat: 'A', skill: 'discover', target: camo });
    t = ok(t, aro(camo, 'dodge', line));
    expect(t.pieces[camo]?.kind).toBe('model');
    t = ok(t, { type: 'replace', seat: 'B', pieceId: camo, mode: 'centre', facing: 300 });
    expect(t.pieces[camo]?.facing).toBe(300);
    t = passAll(t);
    t = ok(t, { type: 'declare', seat: 'A', skill: 'bsAttack', target: camo });
    t = passAll(t);
    expect(logItems(t.log).some((e) => e.text.includes('revealed itself: no Discover roll is needed'))).toBe(
      true,
    );
    expect(logItems(t.log).some((e) => e.text.includes(': Discover on the'))).toBe(false);
    expect(logItems(t.log).find((e) => e.text.startsWith('Face to Face:'))?.text).toContain('Dodge');
  });
});

describe('a Discovered IMP-2 gives way to its model, facing as its owner chooses (seed 004, RULES.md §10.3, §12)', () => {
  it('waits for Player B to face it, then the Order goes on', () => {
    for (let seed = 1; seed <= 40; seed++) {
      let s = hotSeat(
        { A: ['line-trooper', 'field-officer'], B: ['impersonator', 'line-trooper'] },
        'A',
        seed,
      );
      s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 20, 10));
      s = ok(s, endStep('A'));
      s = ok(s, deployRoster('B', rosterId(s, 'B', 'Mask Infiltrator'), 'IMP-2', 20, 16));
      s = ok(s, endStep('B'));
      s = ok(s, deployRoster('A', rosterId(s, 'A', 'Field Officer'), 'model', 40, 6));
      s = ok(s, endStep('A'));
      s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 44, 44));
      s = ok(s, endStep('B'));
      const imp = pieceAt(s, 20, 16);
      let t = ok(s, activate(pieceAt(s, 20, 10)));
      t = ok(t, { type: 'declare', seat: 'A', skill: 'discover', target: imp });
      t = passAll(t);
      t = ok(t, idle);
      t = passAll(t);
      if (t.pieces[imp]?.kind !== 'model') continue;
      expect(awaiting(t)?.seat).toBe('B');
      expect(viewFor(t, 'A').replacement).toMatchObject({ pieceId: imp, owner: 'B', keepFacing: null });
      rejected(t, { type: 'replace', seat: 'A', pieceId: imp, mode: 'centre', facing: 0 }, 'WRONG_SEAT');
      t = ok(t, { type: 'replace', seat: 'B', pieceId: imp, mode: 'centre', facing: 45 });
      expect(t.pieces[imp]).toMatchObject({ kind: 'model', x: 20, y: 16, facing: 45 });
      expect(t.replacements).toBeUndefined();
      return;
    }
    throw new Error('no seed gave a successful Discover');
  });
});

describe('going back into a marker state with an Entire Order (RULES.md §10.1, §10.3, §10.4; T39)', () => {
  function revealed(): { s: GameState; sniper: string } {
    // The Camo Sniper deployed as a model, out of every enemy's sight.
    let s = hotSeat({ A: ['camo-sniper', 'holoprojector', 'impersonator'], B: ['line-trooper'] }, 'A', 3);
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Camo Sniper'), 'model', 10, 6));
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Echo Operative'), 'model', 20, 6));
    s = ok(s, endStep('A'));
    s = ok(s, endStep('B'));
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Mask Infiltrator'), 'model', 30, 6));
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 40, 44));
    s = ok(s, { type: 'rotatePiece', seat: 'B', pieceId: s.pieceOrder.at(-1)!, facing: 90 });
    s = ok(s, endStep('B'));
    return { s, sniper: pieceAt(s, 10, 6) };
  }

  it('puts a new CAMO marker with its Mimetism label where the model stood, under a new id', () => {
    const { s, sniper } = revealed();
    let t = ok(s, activate(sniper));
    t = ok(t, { type: 'declare', seat: 'A', skill: 'reenterCamouflage' });
    expect(t.pieces[sniper]).toBeUndefined();
    const marker = Object.values(t.pieces).find((p) => p.kind === 'CAMO');
    expect(marker).toMatchObject({ x: 10, y: 6, mimetism: -3 });
    expect(marker?.id).not.toBe(sniper);
    expect(t.secrets.A.trooperOfPiece[marker!.id]).toBe(rosterId(t, 'A', 'Camo Sniper'));
    expect(logItems(t.log).at(-1)?.text).toBe('The Order of Player A is complete.');
    expect(viewFor(t, 'B').log.map(ruledText).join('\n')).toContain(
      'goes back into Camouflaged State: a new CAMO marker stands in its place',
    );
  });

  it('puts an IMP-1 marker for an Impersonator, and two HOLOECHO markers in contact for Holoecho', () => {
    const { s } = revealed();
    let t = ok(s, activate(pieceAt(s, 30, 6)));
    t = ok(t, { type: 'declare', seat: 'A', skill: 'reenterImpersonation' });
    expect(Object.values(t.pieces).filter((p) => p.kind === 'IMP-1')).toHaveLength(1);
    let u = ok(s, activate(pieceAt(s, 20, 6)));
    u = ok(u, { type: 'declare', seat: 'A', skill: 'reenterHoloecho' });
    const echoes = Object.values(u.pieces).filter((p) => p.kind.startsWith('HOLOECHO'));
    expect(echoes).toHaveLength(2);
    for (const e of echoes) expect(Math.hypot(e.x - 20, e.y - 6)).toBeCloseTo(2 * e.r, 6);
  });

  it('refuses it in an enemy’s LoF, without the skill, or as the second skill', () => {
    const { s, sniper } = revealed();
    const seen: GameState = {
      ...s,
      pieces: { ...s.pieces, [pieceAt(s, 40, 44)]: { ...s.pieces[pieceAt(s, 40, 44)]!, facing: 270 } },
    };
    const t = ok(seen, activate(sniper));
    rejected(t, { type: 'declare', seat: 'A', skill: 'reenterCamouflage' }, 'REQUIREMENT_NOT_MET');
    const u = ok(s, activate(sniper));
    rejected(u, { type: 'declare', seat: 'A', skill: 'reenterImpersonation' }, 'FORM_NOT_ALLOWED');
    let v = ok(s, activate(sniper));
    v = ok(v, { type: 'declare', seat: 'A', skill: 'move', to: { [sniper]: { x: 11, y: 6 } } });
    rejected(v, { type: 'declare', seat: 'A', skill: 'reenterCamouflage' }, 'ILLEGAL_COMBINATION');
  });
});

/**
 * Player A: an Echo Operative deployed in Holoecho (at, then its two Holoechoes) and a Line Trooper;
 * Player B: two Line Troopers. The four deployment steps played; A has the first turn.
 */
function holoechoTable(o: {
  seed: number;
  at: [number, number];
  extras: [Point, Point];
  real?: number;
  b1: [number, number];
  a2: [number, number];
  b2: [number, number];
  beforeLastStep?: (s: GameState) => GameState;
}): GameState {
  let s = hotSeat({ A: ['holoprojector', 'line-trooper'], B: ['line-trooper', 'line-trooper'] }, 'A', o.seed);
  s = ok(
    s,
    deployRoster('A', rosterId(s, 'A', 'Echo Operative'), 'Holoecho', o.at[0], o.at[1], {
      extras: o.extras,
      ...(o.real !== undefined ? { real: o.real } : {}),
    }),
  );
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', o.b1[0], o.b1[1]));
  s = ok(s, endStep('B'));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', o.a2[0], o.a2[1]));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper', 1), 'model', o.b2[0], o.b2[1]));
  if (o.beforeLastStep) s = o.beforeLastStep(s);
  return ok(s, endStep('B'));
}

describe('T26: against a Holoecho trooper each reactive piece picks one Holoecho (RULES.md §7.2, §10.4)', () => {
  it('activates the three pieces together and takes different targets from different reactors', () => {
    const s = holoechoTable({
      seed: 4,
      at: [24, 6],
      extras: [
        { x: 20, y: 6 },
        { x: 28, y: 6 },
      ],
      b1: [18, 40],
      a2: [4, 6],
      b2: [30, 40],
    });
    const h1 = pieceAt(s, 20, 6);
    const h3 = pieceAt(s, 28, 6);
    let t = ok(s, activate(pieceAt(s, 24, 6)));
    expect(t.phase.kind === 'turn' && t.phase.order?.pieceIds.length).toBe(3);
    t = ok(t, idle);
    const [r1, r2] = [pieceAt(t, 18, 40), pieceAt(t, 30, 40)];
    t = ok(t, aro(r1, 'bsAttack', h1));
    t = ok(t, aro(r2, 'bsAttack', h3));
    const declared = logItems(t.log).filter((e) => e.text.includes('declared BS Attack against the'));
    expect(declared).toHaveLength(2);
    expect(declared[0]?.text).toContain('against the HOLOECHO-1 marker');
    expect(declared[1]?.text).toContain('against the HOLOECHO-2 marker');
  });
});

describe('the active trooper’s Dodge (RULES.md §6.4, §5.3 step 6)', () => {
  it('is Face to Face against an attack ARO; when it succeeds A moves its piece first', () => {
    const outcomes = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      const s = game(seed);
      const line = pieceAt(s, 10, 6);
      const bLine = pieceAt(s, 10, 30);
      let t = ok(s, activate(line));
      t = ok(t, move(line, 10, 9));
      t = ok(t, aro(bLine, 'bsAttack', line));
      t = ok(t, { type: 'declare', seat: 'A', skill: 'dodge' });
      // The Dodge against the ARO's attack, as the engine's event says it (events.ts).
      const ftf = logItems(t.log).find(
        (e) => e.event?.kind === 'faceToFace' && e.event.a.skill === 'Dodge',
      )?.event;
      expect(ftf?.kind === 'faceToFace' && ftf.b.skill).toBe('BS Attack');
      if (awaiting(t)?.step.includes('Player A moves its Dodging pieces')) {
        outcomes.add('moved');
        expect(ftf?.kind === 'faceToFace' && ftf.kept.b).toEqual({ hits: 0, crits: 0 });
        rejected(t, { type: 'dodgeMove', seat: 'B', pieceId: line }, 'WRONG_SEAT');
        t = ok(t, { type: 'dodgeMove', seat: 'A', pieceId: line, to: { x: 11.5, y: 9 } });
        expect(t.pieces[line]).toMatchObject({ x: 11.5, y: 9 });
      } else {
        outcomes.add('stayed');
      }
      expect(logItems(t.log).at(-1)?.text).toBe('The Order of Player A is complete.');
    }
    expect([...outcomes].sort()).toEqual(['moved', 'stayed']);
  });
});

describe('T22: Discover against an IMP-1 marker makes it IMP-2, still a marker (RULES.md §9.3, §10.3)', () => {
  it('turns the marker into IMP-2 on a success; the delayed ARO is lost', () => {
    let seen = false;
    for (let seed = 1; seed <= 40 && !seen; seed++) {
      let s = hotSeat(
        { A: ['impersonator', 'line-trooper'], B: ['line-trooper', 'line-trooper'] },
        'A',
        seed,
      );
      s = ok(s, deployRoster('A', rosterId(s, 'A', 'Mask Infiltrator'), 'IMP-1', 24, 30));
      s = ok(s, endStep('A'));
      s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 22, 38));
      s = ok(s, endStep('B'));
      s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 4, 6));
      s = ok(s, endStep('A'));
      s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper', 1), 'model', 26, 38));
      s = ok(s, endStep('B'));
      const imp = pieceAt(s, 24, 30);
      const [r1, r2] = [pieceAt(s, 22, 38), pieceAt(s, 26, 38)];
      let t = ok(s, activate(imp));
      t = ok(t, { type: 'declare', seat: 'A', skill: 'move', to: { [imp]: { x: 24, y: 29 } } });
      t = ok(t, aro(r1, 'delay'));
      t = ok(t, aro(r2, 'discover', imp));
      t = ok(t, { type: 'declare', seat: 'A', skill: 'move', to: { [imp]: { x: 24, y: 28 } } });
      expect(
        logItems(t.log).some((e) => e.text.includes('delayed its ARO and the trooper did not reveal itself')),
      ).toBe(true);
      const roll = logItems(t.log).find((e) => e.text.includes(': Discover on the IMP-1 marker'));
      // T22: WIP 13, range MOD 0 (8–16"), IMP-1 −6 → SV 7 (RULES.md §9.2).
      expect(roll?.text).toContain('WIP 13, IMP-1 −6 = 7');
      if (roll?.text.includes('success')) {
        seen = true;
        expect(t.pieces[imp]?.kind).toBe('IMP-2');
      }
    }
    expect(seen).toBe(true);
  });
});

describe('marker states in an Order (RULES.md §10.4, §10.5, §10.6; T42, T45)', () => {
  /** Tries seeds until `found` says the dice fell the wanted way; returns that final state. */
  function firstSeed(play: (seed: number) => GameState, found: (s: GameState) => boolean): GameState {
    for (let seed = 1; seed <= 60; seed++) {
      const s = play(seed);
      if (found(s)) return s;
    }
    throw new Error('no seed gave the wanted roll');
  }

  it('T42: Discovering the real bearer shown as HOLOECHO-2 ends the state at the end of the Order', () => {
    let h2 = '';
    const end = firstSeed(
      (seed) => {
        const s = holoechoTable({
          seed,
          at: [24, 10],
          extras: [
            { x: 21, y: 10 },
            { x: 27, y: 10 },
          ],
          real: 2,
          b1: [27, 38],
          a2: [4, 6],
          b2: [44, 44],
        });
        h2 = pieceAt(s, 27, 10);
        let t = ok(s, activate(pieceAt(s, 24, 10)));
        t = ok(t, idle);
        t = ok(t, aro(pieceAt(t, 27, 38), 'discover', h2));
        t = passAll(t);
        return ok(t, idle);
      },
      (s) => logItems(s.log).some((e) => e.text.includes('was the real trooper: its Holoecho State ends')),
    );
    const echo = rosterId(end, 'A', 'Echo Operative');
    const left = Object.keys(end.secrets.A.trooperOfPiece).filter(
      (pid) => end.secrets.A.trooperOfPiece[pid] === echo,
    );
    expect(left).toEqual([h2]);
    expect(end.pieces[h2]).toMatchObject({
      kind: 'model',
      x: 27,
      y: 10,
      facing: 90,
      shows: { name: 'Echo Operative' },
    });
    const log = logItems(end.log).map(ruledText);
    expect(log.findIndex((t) => t.includes('Holoecho State ends: 2 Holoechoes are removed'))).toBeLessThan(
      log.lastIndexOf('The Order of Player A is complete.'),
    );
  });

  it('T45: a Decoy replica hit by a BS Attack is removed with no Saving Roll', () => {
    const end = firstSeed(
      (seed) => {
        let s = hotSeat(
          { A: ['line-trooper', 'field-officer'], B: ['decoy-user', 'line-trooper'] },
          'A',
          seed,
        );
        s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 20, 10));
        s = ok(s, endStep('A'));
        s = ok(
          s,
          deployRoster('B', rosterId(s, 'B', 'Lure Specialist'), 'Decoy', 20, 40, {
            extras: [
              { x: 16, y: 40 },
              { x: 24, y: 40 },
            ],
          }),
        );
        s = ok(s, endStep('B'));
        s = ok(s, deployRoster('A', rosterId(s, 'A', 'Field Officer'), 'model', 40, 6));
        s = ok(s, endStep('A'));
        s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 4, 44));
        s = ok(s, endStep('B'));
        let t = ok(s, activate(pieceAt(s, 20, 10)));
        t = ok(t, idle);
        t = passAll(t);
        t = ok(t, { type: 'declare', seat: 'A', skill: 'bsAttack', target: pieceAt(t, 16, 40) });
        return passAll(t);
      },
      (s) =>
        logItems(s.log).some((e) =>
          e.text.includes('was a Decoy replica: it is removed without a Saving Roll'),
        ),
    );
    expect(Object.values(end.pieces).filter((p) => p.kind === 'DECOY-1')).toEqual([]);
    expect(logItems(end.log).some((e) => e.text.startsWith('Saving Roll'))).toBe(false);
  });

  it('Discovering a HoloMask shows the real trooper, facing the same way (RULES.md §10.5)', () => {
    const end = firstSeed(
      (seed) => {
        let s = hotSeat(
          { A: ['line-trooper', 'field-officer'], B: ['holoprojector', 'line-trooper'] },
          'A',
          seed,
        );
        s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 20, 10));
        s = ok(s, endStep('A'));
        s = ok(
          s,
          deployRoster('B', rosterId(s, 'B', 'Echo Operative'), 'model', 20, 38, {
            imitates: rosterId(s, 'B', 'Line Trooper'),
          }),
        );
        s = ok(s, endStep('B'));
        s = ok(s, deployRoster('A', rosterId(s, 'A', 'Field Officer'), 'model', 40, 6));
        s = ok(s, endStep('A'));
        s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 4, 44));
        s = ok(s, endStep('B'));
        let t = ok(s, activate(pieceAt(s, 20, 10)));
        t = ok(t, { type: 'declare', seat: 'A', skill: 'discover', target: pieceAt(t, 20, 38) });
        t = passAll(t);
        t = ok(t, idle);
        return passAll(t);
      },
      (s) => logItems(s.log).some((e) => e.text.includes('was a HoloMask')),
    );
    const masked = pieceAt(end, 20, 38);
    expect(end.pieces[masked]).toMatchObject({ facing: 270, shows: { name: 'Echo Operative' } });
    expect(viewFor(end, 'A').pieces.find((p) => p.id === masked)?.label).toBe('Echo Operative');
    expect(end.secrets.B.imitates).toEqual({});
  });

  // Seed 000: "Coherency Checks at the start and end of the Order"; a decoy is cancelled when "It breaks
  // Coherency with the other Holoechoes" (RULES.md §3, §10.4).
  const threeInALine = (real: number) =>
    holoechoTable({
      seed: 4,
      at: [24, 6],
      extras: [
        { x: 16.5, y: 6 },
        { x: 31.5, y: 6 },
      ],
      real,
      b1: [44, 44],
      a2: [4, 6],
      b2: [40, 44],
    });

  it('accepts a Move that runs a decoy out of Coherency, and removes that decoy at the end of the Order', () => {
    const s = threeInALine(0);
    const far = pieceAt(s, 31.5, 6);
    let t = ok(s, activate(pieceAt(s, 24, 6)));
    t = ok(t, move(far, 34.5, 6));
    expect(t.pieces[far]).toMatchObject({ x: 34.5, y: 6 });
    t = passAll(t);
    t = ok(t, idle);
    t = passAll(t);
    expect(t.phase.kind === 'turn' && t.phase.order).toBeUndefined();
    expect(t.pieces[far]).toBeUndefined();
    expect(
      logItems(t.log).some((e) =>
        e.text.includes('HOLOECHO-2 marker of Player A is out of Coherency and removed'),
      ),
    ).toBe(true);
    const echo = rosterId(t, 'A', 'Echo Operative');
    expect(t.troopers[echo]?.form).toBe('Holoecho');
    expect(Object.values(t.secrets.A.trooperOfPiece).filter((id) => id === echo)).toHaveLength(2);
  });

  it('accepts running the real one out of Coherency: at the end of the Order its decoys go and it shows its model', () => {
    const s = threeInALine(2);
    const real = pieceAt(s, 31.5, 6);
    let t = ok(s, activate(pieceAt(s, 24, 6)));
    t = ok(t, move(real, 34.5, 6));
    t = passAll(t);
    t = ok(t, idle);
    t = passAll(t);
    const echo = rosterId(t, 'A', 'Echo Operative');
    expect(t.troopers[echo]?.form).toBe('model');
    expect(t.pieces[real]).toMatchObject({ kind: 'model', x: 34.5, shows: { name: 'Echo Operative' } });
    expect(Object.values(t.secrets.A.trooperOfPiece).filter((id) => id === echo)).toHaveLength(1);
  });

  it('ends a Holoecho left out of Coherency at the end of the Order: the stranded decoy goes, the bearer shows its model (RULES.md §3, §10.4)', () => {
    let h2 = '';
    const end = firstSeed(
      (seed) => {
        const s = holoechoTable({
          seed,
          at: [17, 6],
          extras: [
            { x: 10, y: 6 },
            { x: 24, y: 6 },
          ],
          real: 2,
          b1: [17, 38],
          a2: [44, 4],
          b2: [44, 44],
          beforeLastStep: (t) =>
            ok(t, { type: 'rotatePiece', seat: 'B', pieceId: t.pieceOrder.at(-1)!, facing: 90 }),
        });
        h2 = pieceAt(s, 24, 6);
        let t = ok(s, activate(pieceAt(s, 17, 6)));
        t = ok(t, idle);
        t = ok(t, aro(pieceAt(t, 17, 38), 'bsAttack', pieceAt(t, 17, 6)));
        t = passAll(t);
        t = ok(t, idle);
        return passAll(t);
      },
      (s) =>
        logItems(s.log).some((e) => e.text.includes('was a Holoecho: it is removed without a Saving Roll')),
    );
    expect(
      logItems(end.log).some((e) =>
        e.text.includes('HOLOECHO-1 marker of Player A is out of Coherency and removed'),
      ),
    ).toBe(true);
    const echo = rosterId(end, 'A', 'Echo Operative');
    expect(
      Object.entries(end.secrets.A.trooperOfPiece)
        .filter(([, t]) => t === echo)
        .map(([p]) => p),
    ).toEqual([h2]);
    expect(end.pieces[h2]).toMatchObject({ kind: 'model', x: 24, y: 6, shows: { name: 'Echo Operative' } });
    expect(end.troopers[echo]?.form).toBe('model');
  });
});
