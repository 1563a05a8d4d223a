// One ARO per reactive trooper (RULES.md §7.2): a Holoecho or Decoy trooper's pieces declare one ARO
// together, the real piece carries it out, and the entry's key does not point at the real piece
// (decision D25). Also the active Holoecho trooper acting from its real piece (RULES.md §10.4).
import { logItems } from './logList.ts';
import { describe, expect, it } from 'vitest';
import { viewFor, type Action, type GameState } from './index.ts';
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
 * A: two Line Troopers at (24, 6) and (4, 6). B: an Echo Operative in Holoecho State at (24, 40) with
 * its two Holoechoes at (20, 40) and (28, 40), the real one chosen by `real`, and a Line Trooper at
 * (44, 40). Everybody of B faces A's side.
 */
function game(real: number, seed = 7): GameState {
  let s = hotSeat({ A: ['line-trooper', 'line-trooper'], B: ['holoprojector', 'line-trooper'] }, 'A', seed);
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 24, 6));
  s = ok(s, endStep('A'));
  s = ok(
    s,
    deployRoster('B', rosterId(s, 'B', 'Echo Operative'), 'Holoecho', 24, 40, {
      extras: [
        { x: 20, y: 40 },
        { x: 28, y: 40 },
      ],
      real,
    }),
  );
  s = ok(s, endStep('B'));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper', 1), 'model', 4, 6));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 44, 40));
  return ok(s, endStep('B'));
}

const group = (s: GameState) => [pieceAt(s, 24, 40), pieceAt(s, 20, 40), pieceAt(s, 28, 40)];
const reactorsOf = (s: GameState) => (s.phase.kind === 'turn' ? (s.phase.order?.reactors ?? {}) : {});
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

/** A's Line Trooper moves up in sight of all three Holoechoes and B's Line Trooper. */
function moved(real: number, seed = 7): GameState {
  let s = game(real, seed);
  const line = pieceAt(s, 24, 6);
  s = ok(s, { type: 'activate', seat: 'A', pieceId: line });
  return ok(s, { type: 'declare', seat: 'A', skill: 'move', to: { [line]: { x: 24, y: 10 } } });
}

describe('one ARO per reactive trooper (RULES.md §7.2, D25)', () => {
  it('the three Holoechoes form one entry keyed by the lowest of their ids, whichever is real', () => {
    for (const real of [0, 1, 2]) {
      const s = moved(real);
      const reactors = reactorsOf(s);
      const ids = group(s);
      const key = [...ids].sort()[0]!;
      expect(Object.keys(reactors).sort()).toEqual([key, pieceAt(s, 44, 40)].sort());
      expect([...(reactors[key]?.pieceIds ?? [])].sort()).toEqual([...ids].sort());
      expect(reactors[key]?.against.map((a) => a.allowed.includes('bsAttack'))).toEqual([true]);
    }
  });

  it('refuses a second ARO for the same trooper through another of its pieces, and changes nothing', () => {
    const s = moved(0);
    const ids = group(s);
    const key = [...ids].sort()[0]!;
    const other = ids.find((id) => id !== key)!;
    const line = pieceAt(s, 24, 10);
    rejected(s, aro(other, 'bsAttack', line), 'ARO_NOT_ALLOWED');
    const t = ok(s, aro(key, 'lookOut', line));
    rejected(t, aro(key, 'bsAttack', line), 'ARO_NOT_ALLOWED');
    rejected(t, aro(other, 'bsAttack', line), 'ARO_NOT_ALLOWED');
  });

  it('the active seat sees the group and its declaration, never which piece is real or what each could do', () => {
    const s = moved(2);
    const view = viewFor(s, 'A');
    const key = [...group(s)].sort()[0]!;
    const entry = view.phase.order?.reactors.find((r) => r.id === key);
    expect(entry).toBeDefined();
    expect(JSON.stringify(view)).not.toContain('eligible');
    expect(entry && 'against' in entry).toBe(false);
    const viewB = viewFor(s, 'B');
    expect(viewB.phase.order?.reactors.find((r) => r.id === key)?.against).toHaveLength(1);
    expect(JSON.stringify(viewB)).not.toContain('eligible');
  });

  it('a BS Attack ARO is rolled once, by the real piece, and ends the Holoecho State with the Order', () => {
    for (const real of [0, 1, 2]) {
      let s = moved(real);
      const ids = group(s);
      const key = [...ids].sort()[0]!;
      const line = pieceAt(s, 24, 10);
      s = ok(s, aro(key, 'bsAttack', line));
      expect(logItems(s.log).at(-1)?.text).toContain('ends its Holoecho State');
      s = ok(s, aro(pieceAt(s, 44, 40), 'pass'));
      s = ok(s, { type: 'declare', seat: 'A', skill: 'idle' });
      const shots = logItems(s.log).filter(
        (e) => e.text.includes('Echo Operative') || e.text.includes('HOLOECHO'),
      );
      const rolled = logItems(s.log).filter(
        (e) => e.dice && /BS Attack with the/.test(e.text) && !e.text.includes('Saving'),
      );
      expect(rolled).toHaveLength(1);
      const realId = ids[real]!;
      // Only the real piece is left, as the trooper's model, where it stood.
      expect(ids.filter((id) => s.pieces[id])).toEqual([realId]);
      expect(s.pieces[realId]).toMatchObject({ kind: 'model', shows: { name: 'Echo Operative' } });
      expect(shots.length).toBeGreaterThan(0);
    }
  });

  it('Look Out! keeps the Holoecho State: all three stay (RULES.md §10.4)', () => {
    let s = moved(1);
    const ids = group(s);
    const key = [...ids].sort()[0]!;
    s = ok(s, aro(key, 'lookOut', pieceAt(s, 24, 10)));
    s = ok(s, aro(pieceAt(s, 44, 40), 'pass'));
    s = ok(s, { type: 'declare', seat: 'A', skill: 'idle' });
    expect(ids.every((id) => s.pieces[id])).toBe(true);
    expect(s.troopers[rosterId(s, 'B', 'Echo Operative')]?.form).toBe('Holoecho');
  });

  it('an attack on a Holoecho decoy opposes nobody: the decoy is removed and the real piece’s ARO is a Normal roll', () => {
    // A shoots the HOLOECHO piece at (20, 40); B's group shoots back from the real model at (24, 40).
    let removed = 0;
    for (let seed = 1; seed <= 20; seed++) {
      let s = game(0, seed);
      const line = pieceAt(s, 24, 6);
      s = ok(s, { type: 'activate', seat: 'A', pieceId: line });
      const decoy = pieceAt(s, 20, 40);
      s = ok(s, { type: 'declare', seat: 'A', skill: 'bsAttack', target: decoy });
      const key = [...group(s)].sort()[0]!;
      s = ok(s, aro(key, 'bsAttack', line));
      s = ok(s, aro(pieceAt(s, 44, 40), 'pass'));
      s = ok(s, { type: 'declare', seat: 'A', skill: 'idle' });
      expect(logItems(s.log).some((e) => e.text.startsWith('Face to Face'))).toBe(false);
      const shots = logItems(s.log).filter((e) => e.dice && e.text.includes('BS Attack with the'));
      expect(shots).toHaveLength(2);
      if (
        logItems(s.log).some((e) => e.text.includes('was a Holoecho: it is removed without a Saving Roll'))
      ) {
        removed++;
        expect(s.pieces[decoy]).toBeUndefined();
      }
    }
    expect(removed).toBeGreaterThan(0);
  });
});
