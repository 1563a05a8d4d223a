// Seed 000: "Coherency Checks at the start and end of the Order or ARO" (RULES.md §3, §10.4): a reactive
// Holoecho group's Coherency is checked when it declares its ARO, and what fails goes at once.
import { logItems } from './logList.ts';
import { describe, expect, it } from 'vitest';
import type { GameState } from './types.ts';
import { R2, deployRoster, endStep, hotSeat, ok, pieceAt, rosterId } from '../../tests/engineFixtures.ts';

/**
 * A small table (zones 10" deep, 4" apart). B's Echo Operative is real at (24, 14) with Holoechoes at
 * (30, 14) and (36, 14): the one at 36 is in Coherency only through the one at 30. A's Line Trooper at
 * (30, 9.5) moves into contact with the Holoecho at 30, which is removed.
 */
function touched(): GameState {
  let s = hotSeat({ A: ['line-trooper', 'line-trooper'], B: ['holoprojector', 'line-trooper'] }, 'A', 7);
  s = {
    ...s,
    setup: { ...s.setup, table: { width: 48, depth: 23, zoneDepth: 10 } },
  };
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 30, 9.5));
  s = ok(s, endStep('A'));
  s = ok(
    s,
    deployRoster('B', rosterId(s, 'B', 'Echo Operative'), 'Holoecho', 24, 14, {
      extras: [
        { x: 30, y: 14 },
        { x: 36, y: 14 },
      ],
      real: 0,
    }),
  );
  s = ok(s, endStep('B'));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper', 1), 'model', 2, 2));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 46, 21));
  s = ok(s, endStep('B'));
  const mover = pieceAt(s, 30, 9.5);
  let t = ok(s, { type: 'activate', seat: 'A', pieceId: mover });
  t = ok(t, { type: 'declare', seat: 'A', skill: 'move', to: { [mover]: { x: 30, y: 14 - 2 * R2 } } });
  return t;
}

const echoesOf = (s: GameState) =>
  Object.values(s.pieces)
    .filter((p) => p.owner === 'B' && p.y === 14)
    .map((p) => p.x)
    .sort((a, b) => a - b);

describe('a reactive Holoecho group is checked for Coherency when it declares its ARO (seed 000, RULES.md §10.4)', () => {
  it('the contact removed the linking Holoecho; the stranded one goes as soon as the group reacts', () => {
    const t = touched();
    expect(echoesOf(t)).toEqual([24, 36]);
    const order = t.phase.kind === 'turn' ? t.phase.order : undefined;
    const key = Object.entries(order?.reactors ?? {}).find(([, e]) => (e.pieceIds?.length ?? 0) > 1)?.[0];
    expect(key).toBeDefined();
    const u = ok(t, {
      type: 'aro',
      seat: 'B',
      reactorId: key ?? '',
      choice: 'lookOut',
      target: pieceAt(t, 30, 14 - 2 * R2),
    });
    expect(echoesOf(u)).toEqual([24]);
    expect(logItems(u.log).some((e) => e.event?.kind === 'removed' && e.event.why === 'outOfCoherency')).toBe(
      true,
    );
  });

  it('the control: while the group does not react, the stranded Holoecho stays until the Order ends', () => {
    const t = touched();
    const u = ok(t, { type: 'endAros', seat: 'B' });
    // A's second skill is still to come: nothing has checked the group yet.
    expect(u.phase.kind === 'turn' && u.phase.order?.stage).toBe('second');
    expect(echoesOf(u)).toEqual([24, 36]);
  });
});
