// Hidden Deployment in play (RULES.md §10.2, A17; T38, T48; decision D28): a hidden trooper may reveal
// to react from its written position, breaking the requirement of an Order already declared; it may
// reveal in its own Active Turn with its own Order (as a CAMO marker if it has Camouflage); and the
// other seat learns nothing of it until it reveals.
import { ruledText } from '../rules/index.ts';
import { logItems } from './logList.ts';
import { describe, expect, it } from 'vitest';
import { awaiting, viewFor, type GameState } from './index.ts';
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
 * A: Mask Infiltrator as a model at (24, 6), Line Trooper at (4, 6). B: Veil Stalker written down at
 * (24, 40) facing A (or away with `away`), Line Trooper at (44, 44) facing away from A.
 */
function game(o: { away?: boolean; ask?: boolean; seed?: number } = {}): GameState {
  let s = hotSeat(
    { A: ['impersonator', 'line-trooper'], B: ['veil-stalker', 'line-trooper'] },
    'A',
    o.seed ?? 5,
  );
  if (o.ask) s = { ...s, setup: { ...s.setup, game: { ...s.setup.game!, askEveryDeclaration: true } } };
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Mask Infiltrator'), 'model', 24, 6));
  s = ok(s, endStep('A'));
  s = ok(
    s,
    deployRoster('B', rosterId(s, 'B', 'Veil Stalker'), 'model', 24, 40, {
      hidden: true,
      ...(o.away ? { facing: 90 } : {}),
    }),
  );
  s = ok(s, endStep('B'));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 4, 6));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 44, 44, { facing: 90 }));
  return ok(s, endStep('B'));
}

const order = (s: GameState) => (s.phase.kind === 'turn' ? s.phase.order : undefined);
const stalker = (s: GameState) => rosterId(s, 'B', 'Veil Stalker');

/** A's Mask Infiltrator declares the Entire Order to go back into Impersonation. */
function regain(s0: GameState): GameState {
  let s = ok(s0, { type: 'activate', seat: 'A', pieceId: pieceAt(s0, 24, 6) });
  s = ok(s, { type: 'declare', seat: 'A', skill: 'reenterImpersonation' });
  return s;
}

describe('T38: regaining Impersonation while a Hidden Deployment trooper has LoF (RULES.md §10.2, seed 004)', () => {
  it('the declaration is legal; the hidden trooper is offered an ARO from its written position', () => {
    const s = regain(game());
    expect(order(s)?.stage).toBe('aro');
    const key = `hidden:${stalker(s)}`;
    expect(order(s)?.reactors[key]).toMatchObject({ hidden: true, status: 'pending' });
    // B sees its hidden trooper's entry; A sees nothing of it.
    expect(viewFor(s, 'B').phase.order?.reactors.map((r) => r.id)).toEqual([key]);
    const a = JSON.stringify(viewFor(s, 'A'));
    expect(viewFor(s, 'A').phase.order?.reactors).toEqual([]);
    expect(a).not.toContain(stalker(s));
    expect(a).not.toContain('Veil Stalker');
    expect(a).not.toContain('hidden:');
    expect(a).not.toContain('"hidden":true');
  });

  it('it reveals and shoots: the requirement fails, the Order is lost and the trooper stays a model', () => {
    let s = regain(game());
    const key = `hidden:${stalker(s)}`;
    const target = pieceAt(s, 24, 6);
    s = ok(s, { type: 'aro', seat: 'B', reactorId: key, choice: 'bsAttack', target });
    const revealed = pieceAt(s, 24, 40);
    expect(s.pieces[revealed]).toMatchObject({ kind: 'model', owner: 'B', shows: { name: 'Veil Stalker' } });
    expect(s.secrets.B.hidden[stalker(s)]).toBeUndefined();
    expect(
      logItems(s.log).some((l) =>
        l.text.startsWith('A Hidden Deployment trooper of Player B reveals itself'),
      ),
    ).toBe(true);
    expect(
      logItems(s.log).some((l) => l.text.includes('no longer meets its requirement; the Order is lost')),
    ).toBe(true);
    expect(order(s)).toBeUndefined();
    // Unless the shot took it off the table, the Mask Infiltrator still stands as a model.
    const still = s.pieces[target];
    if (still) expect(still.kind).toBe('model');
    expect(s.troopers[rosterId(s, 'A', 'Mask Infiltrator')]?.form).not.toBe('IMP-1');
  });

  it('it stays hidden: the trooper becomes a new IMP-1 marker and A reads nothing of the pass', () => {
    let s = regain(game());
    s = ok(s, { type: 'aro', seat: 'B', reactorId: `hidden:${stalker(s)}`, choice: 'pass' });
    expect(order(s)).toBeUndefined();
    expect(s.troopers[rosterId(s, 'A', 'Mask Infiltrator')]?.form).toBe('IMP-1');
    const aLog = viewFor(s, 'A').log.map(ruledText).join('\n');
    expect(aLog).not.toContain('Veil Stalker');
    expect(aLog).not.toContain('passed');
    expect(viewFor(s, 'B').log.map(ruledText).join('\n')).toContain(
      'Veil Stalker (Hidden Deployment) of Player B passed',
    );
  });

  it('refuses a second ARO through the same trooper and an ARO it may not declare, changing nothing', () => {
    let s = regain(game());
    const key = `hidden:${stalker(s)}`;
    rejected(s, { type: 'aro', seat: 'A', reactorId: key, choice: 'pass' }, 'WRONG_SEAT');
    rejected(
      s,
      { type: 'aro', seat: 'B', reactorId: key, choice: 'bsAttack', target: 'nope' },
      'ARO_NOT_ALLOWED',
    );
    s = ok(s, { type: 'aro', seat: 'B', reactorId: key, choice: 'pass' });
    rejected(s, { type: 'aro', seat: 'B', reactorId: key, choice: 'bsAttack' }, 'WRONG_PHASE');
  });
});

describe('asking after every declaration hides whether anything hidden may react (D28)', () => {
  /** A's Line Trooper moves; B ends the ARO step; A declares Idle; B ends it again. */
  function play(s0: GameState): GameState {
    let s = ok(s0, { type: 'activate', seat: 'A', pieceId: pieceAt(s0, 4, 6) });
    s = ok(s, { type: 'declare', seat: 'A', skill: 'move', to: { [pieceAt(s, 4, 6)]: { x: 4, y: 9 } } });
    expect(order(s)?.stage).toBe('aro');
    rejected(s, { type: 'endAros', seat: 'A' }, 'WRONG_SEAT');
    s = ok(s, { type: 'endAros', seat: 'B' });
    expect(order(s)?.stage).toBe('second');
    s = ok(s, { type: 'declare', seat: 'A', skill: 'idle' });
    return ok(s, { type: 'endAros', seat: 'B' });
  }

  it('A’s view is the same whether the hidden trooper could react or not', () => {
    const seen = play(game({ ask: true }));
    const unseen = play(game({ ask: true, away: true }));
    expect(viewFor(seen, 'A')).toEqual(viewFor(unseen, 'A'));
    expect(order(seen)).toBeUndefined();
  });

  it('without the option nothing is asked when nothing may react', () => {
    let s = game({ away: true });
    s = ok(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, 4, 6) });
    s = ok(s, { type: 'declare', seat: 'A', skill: 'move', to: { [pieceAt(s, 4, 6)]: { x: 4, y: 9 } } });
    expect(order(s)?.stage).toBe('second');
    rejected(s, { type: 'endAros', seat: 'B' }, 'WRONG_PHASE');
  });
});

describe('revealing in its own Active Turn (RULES.md §10.2, A17)', () => {
  /** B's turn: the first round's second Player Turn. */
  function bTurn(): GameState {
    return ok(game(), { type: 'endTurn', seat: 'A' });
  }

  it('activating it reveals it at its written position and spends its own Order, not the pool', () => {
    const s0 = bTurn();
    const pool = s0.phase.kind === 'turn' ? s0.phase.orders.regular : -1;
    const s = ok(s0, { type: 'activateHidden', seat: 'B', trooperId: stalker(s0) });
    expect(s.pieces[pieceAt(s, 24, 40)]).toMatchObject({ kind: 'model', shows: { name: 'Veil Stalker' } });
    expect(s.phase.kind === 'turn' && s.phase.orders.regular).toBe(pool);
    expect(order(s)?.startedHidden).toBe(true);
  });

  it('with Camouflage it may come back as a CAMO marker with its Mimetism instead', () => {
    const s0 = bTurn();
    const s = ok(s0, { type: 'activateHidden', seat: 'B', trooperId: stalker(s0), asCamo: true });
    expect(s.pieces[pieceAt(s, 24, 40)]).toMatchObject({ kind: 'CAMO', mimetism: -6 });
    expect(logItems(s.log).at(-2)?.text).toContain('CAMO marker at (24.0, 40.0)');
  });

  it('refuses another seat’s trooper, a trooper not hidden, and a CAMO return without Camouflage', () => {
    const s0 = bTurn();
    rejected(s0, { type: 'activateHidden', seat: 'A', trooperId: stalker(s0) }, 'WRONG_SEAT');
    rejected(
      s0,
      { type: 'activateHidden', seat: 'B', trooperId: rosterId(s0, 'A', 'Line Trooper') },
      'UNKNOWN_TROOPER',
    );
    rejected(
      s0,
      { type: 'activateHidden', seat: 'B', trooperId: rosterId(s0, 'B', 'Line Trooper') },
      'UNKNOWN_TROOPER',
    );
  });
});

describe('D34: back as a CAMO marker on a taken spot, then revealed by its own attack (RULES.md §10.1, §10.2, §12)', () => {
  it('its owner faces the model where it stands, Immobilized-A, and the Order goes on', () => {
    // B's Line Trooper has been moved onto the Veil Stalker's written position (24, 40) meanwhile.
    const g = ok(game(), { type: 'endTurn', seat: 'A' });
    const line = pieceAt(g, 44, 44);
    const s0: GameState = { ...g, pieces: { ...g.pieces, [line]: { ...g.pieces[line]!, x: 24.5, y: 40.5 } } };
    let s = ok(s0, { type: 'activateHidden', seat: 'B', trooperId: stalker(s0), asCamo: true });
    const camo = pieceAt(s, 24, 40);
    expect(s.pieces[camo]).toMatchObject({ kind: 'CAMO', tokens: ['Immobilized-A'] });
    s = ok(s, { type: 'declare', seat: 'B', skill: 'bsAttack', target: pieceAt(s, 24, 6) });
    expect(s.pieces[camo]).toMatchObject({ kind: 'model', tokens: ['Immobilized-A'] });
    expect(awaiting(s)).toEqual({
      seat: 'B',
      step: 'Player B places its revealed model',
    });
    // The same base stands exactly where the marker stood: only the facing is chosen, not the spot.
    s = ok(s, { type: 'replace', seat: 'B', pieceId: camo, mode: 'centre', facing: 300 });
    expect(s.pieces[camo]).toMatchObject({ x: 24, y: 40, facing: 300, tokens: ['Immobilized-A'] });
    expect(s.replacements).toBeUndefined();
    expect(awaiting(s)?.seat).toBe('A');
  });
});

describe('T48: a Holoecho trooper in Hidden Deployment reveals out of Coherency (RULES.md §10.2, §10.4)', () => {
  it('the Holoecho written 11.5" from the nearest other is removed when it reveals', () => {
    let s = hotSeat({ A: ['line-trooper', 'line-trooper'], B: ['holo-lurker', 'line-trooper'] }, 'A', 9);
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 24, 6));
    s = ok(s, endStep('A'));
    const lurker = rosterId(s, 'B', 'Echo Lurker');
    s = ok(
      s,
      deployRoster('B', lurker, 'Holoecho', 4, 40, {
        hidden: true,
        extras: [
          { x: 12.5, y: 40 },
          { x: 20, y: 40 },
        ],
        real: 0,
      }),
    );
    s = ok(s, endStep('B'));
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper', 1), 'model', 44, 6));
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 44, 44));
    s = ok(s, endStep('B'));
    // The written spots as T48 has them: (0,0), (8.5,0), (20,0) shifted to (4,40), (12.5,40), (24,40).
    const note = s.secrets.B.hidden[lurker]!;
    const spots = note.spots.map((p, i) => ({ ...p, x: [4, 12.5, 24][i]! }));
    s = { ...s, secrets: { ...s.secrets, B: { ...s.secrets.B, hidden: { [lurker]: { ...note, spots } } } } };
    s = ok(s, { type: 'endTurn', seat: 'A' });
    s = ok(s, { type: 'activateHidden', seat: 'B', trooperId: lurker });
    expect(logItems(s.log).some((l) => l.text.includes('out of Coherency and removed'))).toBe(true);
    expect(() => pieceAt(s, 24, 40)).toThrow();
    expect(s.pieces[pieceAt(s, 4, 40)]?.kind).toBe('model');
    expect(s.pieces[pieceAt(s, 12.5, 40)]).toBeDefined();
  });
});
