// Marker states through a game (RULES.md §10.4, §10.6; T40): switching Holoecho on in the States Phase,
// the Coherency check at the start of an Order, and Silhouette contact with Decoys and Holoechoes.
import { logItems } from './logList.ts';
import { describe, expect, it } from 'vitest';
import { viewFor, type GameState } from './index.ts';
import {
  deployRoster,
  endStep,
  hotSeat,
  ok,
  rejected,
  rosterId,
  pieceAt,
} from '../../tests/engineFixtures.ts';

const order = (s: GameState) => (s.phase.kind === 'turn' ? s.phase.order : undefined);
const set = (s: GameState, id: string, at: { x: number; y: number }): GameState => ({
  ...s,
  pieces: { ...s.pieces, [id]: { ...s.pieces[id]!, ...at } },
});

/** A: Echo Operative as a model at (24, 6) and a Line Trooper at (4, 6). B: two Line Troopers facing `bFacing`. */
function holoGame(bFacing: number, form: 'model' | 'Holoecho' = 'model'): GameState {
  let s = hotSeat({ A: ['holoprojector', 'line-trooper'], B: ['line-trooper', 'line-trooper'] }, 'A', 4);
  s = ok(
    s,
    deployRoster('A', rosterId(s, 'A', 'Echo Operative'), form, 24, 6, {
      ...(form === 'Holoecho'
        ? {
            extras: [
              { x: 20, y: 6 },
              { x: 28, y: 6 },
            ],
            real: 0,
          }
        : {}),
    }),
  );
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 10, 40, { facing: bFacing }));
  s = ok(s, endStep('B'));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 4, 6));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper', 1), 'model', 40, 40, { facing: bFacing }));
  return ok(s, endStep('B'));
}

describe('T40: switching Holoecho on in the States Phase (RULES.md §10.4, A21)', () => {
  it('outside every enemy LoF it is free: two HOLOECHO markers in contact, and no more Orders this turn', () => {
    const s0 = holoGame(90);
    const pool = s0.phase.kind === 'turn' ? s0.phase.orders.regular : -1;
    const s = ok(s0, { type: 'holoechoOn', seat: 'A', pieceId: pieceAt(s0, 24, 6) });
    const trooper = s.troopers[rosterId(s, 'A', 'Echo Operative')];
    expect(trooper?.form).toBe('Holoecho');
    const markers = Object.values(s.pieces).filter((p) => p.kind === 'HOLOECHO-1' || p.kind === 'HOLOECHO-2');
    expect(markers).toHaveLength(2);
    const model = s.pieces[pieceAt(s, 24, 6)]!;
    for (const m of markers) expect(Math.hypot(m.x - model.x, m.y - model.y)).toBeCloseTo(m.r + model.r, 6);
    expect(s.phase.kind === 'turn' && s.phase.orders.regular).toBe(pool);
    rejected(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, 4, 6) }, 'WRONG_PHASE');
    expect(logItems(s.log).some((l) => l.text.includes('States Phase of Player A'))).toBe(true);
  });

  // Seed 000: "the bearer may automatically activate this State during the States Phase" — of either
  // player's turn (RULES.md §18.14.2, A21). Made before the player's first Order (decision D43).
  it('in the other player’s States Phase too: before its first Order, free, and the turn goes on', () => {
    let s = holoGame(90);
    s = ok(s, { type: 'endTurn', seat: 'A' });
    s = ok(s, { type: 'endTurn', seat: 'B' });
    expect(s.phase.kind === 'turn' && s.phase.active === 'A' && s.phase.opening).toBe(true);
    const on = ok(s, { type: 'holoechoOn', seat: 'A', pieceId: pieceAt(s, 24, 6) });
    expect(on.troopers[rosterId(on, 'A', 'Echo Operative')]?.form).toBe('Holoecho');
    expect(on.phase.kind === 'turn' && on.phase.statesPhase).toBeFalsy();
    expect(logItems(on.log).some((l) => l.text.startsWith("States Phase of Player B's turn"))).toBe(true);
    const acted = ok(on, { type: 'activate', seat: 'A', pieceId: pieceAt(on, 4, 6) });
    expect(acted.phase.kind === 'turn' && acted.phase.opening).toBeFalsy();
    expect(viewFor(on, 'B').phase.opening).toBe(true);
  });

  it('the first Player Turn has no earlier States Phase: a switch there is the turn’s own', () => {
    const s = holoGame(90);
    expect(s.phase.kind === 'turn' && s.phase.opening).toBeFalsy();
  });

  it('refused in an enemy’s LoF, out of turn, and for the opponent’s piece; nothing changes', () => {
    const seen = holoGame(270);
    rejected(seen, { type: 'holoechoOn', seat: 'A', pieceId: pieceAt(seen, 24, 6) }, 'REQUIREMENT_NOT_MET');
    const s = holoGame(90);
    rejected(s, { type: 'holoechoOn', seat: 'B', pieceId: pieceAt(s, 24, 6) }, 'WRONG_SEAT');
    rejected(s, { type: 'holoechoOn', seat: 'A', pieceId: pieceAt(s, 10, 40) }, 'NOT_YOUR_PIECE');
    rejected(s, { type: 'holoechoOn', seat: 'A', pieceId: pieceAt(s, 4, 6) }, 'FORM_NOT_ALLOWED');
  });
});

describe('the Coherency check at the start of an Order (RULES.md §3, §10.4)', () => {
  it('a stranded decoy is removed at once, before anything is declared', () => {
    let s = holoGame(90, 'Holoecho');
    s = set(s, pieceAt(s, 28, 6), { x: 44, y: 6 });
    s = ok(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, 24, 6) });
    expect(() => pieceAt(s, 44, 6)).toThrow();
    expect(order(s)?.pieceIds).toHaveLength(2);
    expect(logItems(s.log).some((l) => l.text.includes('out of Coherency and removed'))).toBe(true);
  });

  it('a stranded bearer loses its Holoecho State at once: the decoys go and it acts alone', () => {
    let s = holoGame(90, 'Holoecho');
    s = set(s, pieceAt(s, 24, 6), { x: 44, y: 6 });
    s = ok(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, 44, 6) });
    expect(order(s)?.pieceIds).toEqual([pieceAt(s, 44, 6)]);
    expect(s.troopers[rosterId(s, 'A', 'Echo Operative')]?.form).toBe('model');
    expect(Object.values(s.pieces).some((p) => p.kind === 'HOLOECHO-1' || p.kind === 'HOLOECHO-2')).toBe(
      false,
    );
  });
});

describe('Silhouette contact with an enemy Model (RULES.md §10.6, §10.4)', () => {
  /** B: a Lure Specialist (Decoy 1) at (24, 40) with its replica at (20, 40); A's Line Trooper set near them. */
  function decoyGame(real: number): GameState {
    let s = hotSeat({ A: ['line-trooper', 'line-trooper'], B: ['decoy-scout', 'line-trooper'] }, 'A', 4);
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 24, 6));
    s = ok(s, endStep('A'));
    s = ok(
      s,
      deployRoster('B', rosterId(s, 'B', 'Lure Scout'), 'Decoy', 24, 40, {
        extras: [{ x: 20, y: 40 }],
        real,
      }),
    );
    s = ok(s, endStep('B'));
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper', 1), 'model', 4, 6));
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 44, 44, { facing: 90 }));
    s = ok(s, endStep('B'));
    return set(s, pieceAt(s, 24, 6), { x: 20, y: 36 });
  }
  const touch = (s0: GameState): GameState => {
    const line = pieceAt(s0, 20, 36);
    let s = ok(s0, { type: 'activate', seat: 'A', pieceId: line });
    s = ok(s, {
      type: 'declare',
      seat: 'A',
      skill: 'move',
      to: { [line]: { x: 20, y: 40 - 2 * 0.4921259842519685 } },
    });
    return s;
  };

  it('touching a replica removes it with nothing revealed', () => {
    const s = touch(decoyGame(0));
    expect(() => pieceAt(s, 20, 40)).toThrow();
    expect(logItems(s.log).some((l) => l.text.includes('it was a Decoy replica and is removed'))).toBe(true);
    expect(s.pieces[pieceAt(s, 24, 40)]?.kind).toBe('model');
  });

  it('touching the real user reveals it: its replicas go', () => {
    const s = touch(decoyGame(1));
    expect(logItems(s.log).some((l) => l.text.includes("Player B's Decoy user reveals itself"))).toBe(true);
    expect(() => pieceAt(s, 24, 40)).toThrow();
    expect(s.pieces[pieceAt(s, 20, 40)]).toMatchObject({ kind: 'model', shows: { name: 'Lure Scout' } });
  });
});

describe('T52: Alert at the Conclusion (RULES.md §6.7)', () => {
  /** A's Line Trooper shoots B's E at (20, 40); B's R at (25, 40) faces away; B's third trooper is far off. */
  function shot(): GameState {
    let s = hotSeat(
      { A: ['line-trooper', 'line-trooper'], B: ['line-trooper', 'line-trooper', 'line-trooper'] },
      'A',
      6,
    );
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 20, 10));
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 20, 40));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper', 1), 'model', 25, 40, { facing: 90 }));
    s = ok(s, endStep('B'));
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper', 1), 'model', 44, 4, { facing: 270 }));
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper', 2), 'model', 44, 44, { facing: 90 }));
    s = ok(s, endStep('B'));
    const line = pieceAt(s, 20, 10);
    s = ok(s, { type: 'activate', seat: 'A', pieceId: line });
    s = ok(s, { type: 'declare', seat: 'A', skill: 'bsAttack', target: pieceAt(s, 20, 40) });
    s = ok(s, { type: 'aro', seat: 'B', reactorId: pieceAt(s, 20, 40), choice: 'pass' });
    return ok(s, { type: 'declare', seat: 'A', skill: 'idle' });
  }

  it('the target that did not react and the ally 5" away may turn; the far trooper may not', () => {
    const s = shot();
    const [e, r, far] = [pieceAt(s, 20, 40), pieceAt(s, 25, 40), pieceAt(s, 44, 44)];
    const alive = [e, r].filter((id) => s.pieces[id] && !s.pieces[id].tokens.includes('Unconscious'));
    expect(s.alerts).toEqual([{ seat: 'B', pieceIds: alive }]);
    expect(s.alerts?.[0]?.pieceIds).toContain(r);
    expect(s.alerts?.[0]?.pieceIds).not.toContain(far);
    rejected(s, { type: 'endTurn', seat: 'A' }, 'WRONG_PHASE');
    rejected(s, { type: 'alertTurn', seat: 'A', pieceId: r, facing: 0 }, 'WRONG_SEAT');
    rejected(s, { type: 'alertTurn', seat: 'B', pieceId: far, facing: 270 }, 'INVALID_ACTION');
    const turned = ok(s, { type: 'alertTurn', seat: 'B', pieceId: r, facing: 270 });
    expect(turned.pieces[r]?.facing).toBe(270);
    expect(logItems(turned.log).at(-1)?.text).toContain('Alert: the Line Trooper of Player B turns to 270°');
    const done = ok(turned, { type: 'alertDone', seat: 'B' });
    expect(done.alerts).toBeUndefined();
    expect(ok(done, { type: 'endTurn', seat: 'A' }).phase.kind).toBe('turn');
  });
});

describe('T43: a Decoy user moving stays hidden (RULES.md §10.6)', () => {
  function decoy(): GameState {
    let s = hotSeat({ A: ['decoy-user', 'line-trooper'], B: ['line-trooper', 'line-trooper'] }, 'A', 4);
    s = ok(
      s,
      deployRoster('A', rosterId(s, 'A', 'Lure Specialist'), 'Decoy', 24, 6, {
        extras: [
          { x: 20, y: 6 },
          { x: 28, y: 6 },
        ],
        real: 0,
      }),
    );
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 10, 40, { facing: 90 }));
    s = ok(s, endStep('B'));
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 4, 6));
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper', 1), 'model', 40, 40, { facing: 90 }));
    return ok(s, endStep('B'));
  }
  const replicas = (s: GameState) =>
    Object.values(s.pieces).filter((p) => p.kind === 'DECOY-1' || p.kind === 'DECOY-2');

  it('Cautious Movement, then Move + Move: the replicas stay and nothing is revealed', () => {
    let s = decoy();
    const user = pieceAt(s, 24, 6);
    s = ok(s, { type: 'activate', seat: 'A', pieceId: user });
    s = ok(s, { type: 'declare', seat: 'A', skill: 'cautiousMove', to: { [user]: { x: 24, y: 8 } } });
    expect(replicas(s)).toHaveLength(2);
    s = ok(s, { type: 'activate', seat: 'A', pieceId: user });
    s = ok(s, { type: 'declare', seat: 'A', skill: 'move', to: { [user]: { x: 24, y: 11 } } });
    s = ok(s, { type: 'declare', seat: 'A', skill: 'move', to: { [user]: { x: 24, y: 12.5 } } });
    expect(replicas(s)).toHaveLength(2);
    expect(logItems(s.log).some((l) => l.text.includes('Decoy user reveals itself'))).toBe(false);
  });

  it('a replica cannot be activated: replicas never move (bad input, nothing changes)', () => {
    const s = decoy();
    rejected(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, 20, 6) }, 'REQUIREMENT_NOT_MET');
  });
});

describe('switching Holoecho on while already in Holoecho State (found by the fuzz test)', () => {
  it('is refused for any of the three pieces, and nothing changes', () => {
    let s = hotSeat({ A: ['line-trooper', 'line-trooper'], B: ['holoprojector', 'line-trooper'] }, 'A', 7);
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 24, 6, { facing: 270 }));
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Echo Operative'), 'Holoecho', 24, 40, { real: 1 }));
    s = ok(s, endStep('B'));
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper', 1), 'model', 4, 4, { facing: 270 }));
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 44, 44));
    s = ok(s, endStep('B'));
    s = ok(s, { type: 'endTurn', seat: 'A' });
    const echo = rosterId(s, 'B', 'Echo Operative');
    for (const id of s.pieceOrder.filter((p) => s.secrets.B.trooperOfPiece[p] === echo)) {
      rejected(s, { type: 'holoechoOn', seat: 'B', pieceId: id }, 'REQUIREMENT_NOT_MET');
    }
  });
});
