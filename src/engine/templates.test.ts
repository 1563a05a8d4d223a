// Template shots in an Order (RULES.md §10.3, T25; decision D27): the Chain Rifle's Small Teardrop
// hits every enemy it touches with no roll, and is cancelled when it touches an enemy IMP marker
// (which counts as allied) or an allied trooper.
import { logItems } from './logList.ts';
import { describe, expect, it } from 'vitest';
import type { Action, GameState } from './index.ts';
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
 * A: Assault Trooper (Chain Rifle) at (24, 6) facing B, Line Troopers at (4, 6) and (44, 6).
 * B: Line Trooper E set at (24, 12), Mask Infiltrator as IMP-2 and Camo Sniper as CAMO in B's zone;
 * `place` moves B's pieces where a test wants them.
 */
function game(
  place: Partial<Record<'imp' | 'camo' | 'ally', { x: number; y: number }>>,
  seed = 3,
): GameState {
  let s = hotSeat(
    {
      A: ['chain-trooper', 'line-trooper', 'line-trooper'],
      B: ['line-trooper', 'impersonator', 'camo-sniper'],
    },
    'A',
    seed,
  );
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Assault Trooper'), 'model', 24, 6));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 4, 6));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 24, 40));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Mask Infiltrator'), 'IMP-2', 40, 44));
  s = ok(s, endStep('B'));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper', 1), 'model', 44, 6));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Camo Sniper'), 'CAMO', 4, 44));
  s = ok(s, endStep('B'));
  const set = (id: string, at: { x: number; y: number }) => {
    s = { ...s, pieces: { ...s.pieces, [id]: { ...s.pieces[id]!, ...at } } };
  };
  const [e, imp, camo, ally] = [pieceAt(s, 24, 40), pieceAt(s, 40, 44), pieceAt(s, 4, 44), pieceAt(s, 44, 6)];
  set(e, { x: 24, y: 12 });
  if (place.imp) set(imp, place.imp);
  if (place.camo) set(camo, place.camo);
  if (place.ally) set(ally, place.ally);
  return s;
}

/** A fires the Chain Rifle at E (then Idle); every B reactor passes. */
function fire(s0: GameState): GameState {
  let s = s0;
  const shooter = pieceAt(s, 24, 6);
  const e = pieceAt(s, 24, 12);
  s = ok(s, { type: 'activate', seat: 'A', pieceId: shooter });
  s = ok(s, { type: 'declare', seat: 'A', skill: 'bsAttack', target: e });
  s = passAll(s);
  s = ok(s, { type: 'declare', seat: 'A', skill: 'idle' });
  return passAll(s);
}

function passAll(s0: GameState): GameState {
  let s = s0;
  const order = s.phase.kind === 'turn' ? s.phase.order : undefined;
  if (order?.stage !== 'aro') return s;
  for (const [id, r] of Object.entries(order.reactors)) {
    if (r.status !== 'pending') continue;
    const pass: Action = { type: 'aro', seat: 'B', reactorId: id, choice: 'pass' };
    s = ok(s, pass);
  }
  return s;
}

describe('T25: a template that touches an enemy IMP marker is cancelled (RULES.md §10.3)', () => {
  it('the shot at E is cancelled because the template also covers the IMP-2 marker; nothing is rolled', () => {
    const s = fire(game({ imp: { x: 25.5, y: 12.6 } }));
    const e = pieceAt(s, 24, 12);
    expect(
      logItems(s.log).some((l) =>
        l.text.includes(
          'template touches the IMP-2 marker of Player B, which counts as allied; the shot is cancelled',
        ),
      ),
    ).toBe(true);
    expect(logItems(s.log).some((l) => l.text.includes('Saving Roll'))).toBe(false);
    expect(logItems(s.log).some((l) => l.dice)).toBe(false);
    expect(s.troopers[rosterId(s, 'B', 'Line Trooper')]?.woundsLost ?? 0).toBe(0);
    expect(s.pieces[e]?.kind).toBe('model');
  });

  it('with the IMP-2 marker outside the template, E is hit with no roll and makes its Saving Roll', () => {
    const s = fire(game({}));
    expect(
      logItems(s.log).some((l) =>
        l.text.includes("The Chain Rifle's template hits the Line Trooper of Player B (no roll"),
      ),
    ).toBe(true);
    expect(logItems(s.log).filter((l) => l.text.startsWith('Saving Roll for the Line Trooper'))).toHaveLength(
      1,
    );
    expect(logItems(s.log).some((l) => /BS \d+.*rolled/.test(l.text))).toBe(false);
  });

  it('an allied trooper inside the template cancels it too (D27)', () => {
    const s = fire(game({ ally: { x: 22.6, y: 11 } }));
    expect(logItems(s.log).some((l) => l.text.includes('an allied trooper; the shot is cancelled'))).toBe(
      true,
    );
  });

  it('a CAMO marker the template covers is revealed and saves; E saves too (RULES.md §10.1)', () => {
    const s = fire(game({ camo: { x: 22.5, y: 12.6 } }));
    const camo = pieceAt(s, 22.5, 12.6);
    expect(s.pieces[camo]).toMatchObject({ kind: 'model', shows: { name: 'Camo Sniper' } });
    expect(logItems(s.log).filter((l) => l.text.startsWith('Saving Roll for the'))).toHaveLength(2);
  });

  it('refuses a target beyond the template’s reach, and changes nothing', () => {
    let s = game({});
    s = { ...s, pieces: { ...s.pieces, [pieceAt(s, 24, 12)]: { ...s.pieces[pieceAt(s, 24, 12)]!, y: 16 } } };
    s = ok(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, 24, 6) });
    const [v] = rejected(
      s,
      { type: 'declare', seat: 'A', skill: 'bsAttack', target: pieceAt(s, 24, 16) },
      'REQUIREMENT_NOT_MET',
    );
    expect(v?.message).toContain("out of the Chain Rifle's reach");
  });
});
