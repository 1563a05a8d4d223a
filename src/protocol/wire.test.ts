// The packets on the wire (ARCHITECTURE.md §10): a whole view, then the changes from the view held,
// named by the viewer's own packet number; and the server's test of whether a packet changed.
import { describe, expect, it } from 'vitest';
import { longGame } from '../../bench/longGame.ts';
import { judge } from '../match/judge.ts';
import { seatOf } from '../match/undoRequest.ts';
import { packetFor, startMatch, type Packet } from '../match/match.ts';
import { packetKey, readWirePacket, samePacket, wirePacket, type HeldView } from './wire.ts';

const game = longGame(240);

describe('a device rebuilds each packet from the changes after the view it holds', () => {
  it('exactly, for every viewer at every step of a long game; samePacket says what the packet text says', () => {
    let m = startMatch(game.setup, game.random, 'two');
    const viewers = ['A', 'B', 'public'] as const;
    const held = new Map<string, HeldView>();
    const last = new Map<string, Packet>();
    let sent = 0;
    for (const action of game.actions) {
      const verdict = judge(m, seatOf(action) ?? 'A', { type: 'play', action });
      if (!verdict.ok) throw new Error('the long game does not play');
      m = verdict.match;
      for (const v of viewers) {
        const packet = packetFor(m, v);
        const before = last.get(v);
        if (before) expect(samePacket(before, packet)).toBe(packetKey(before) === packetKey(packet));
        if (before && samePacket(before, packet)) continue;
        last.set(v, packet);
        const hold = held.get(v) ?? null;
        const wire = JSON.parse(JSON.stringify(wirePacket(packet, hold))) as ReturnType<typeof wirePacket>;
        const rebuilt = readWirePacket(wire, hold);
        expect(rebuilt && packetKey(rebuilt)).toBe(packetKey(packet));
        held.set(v, { view: rebuilt!.view, rev: (hold?.rev ?? 0) + 1 });
        sent++;
      }
    }
    expect(sent).toBeGreaterThan(game.actions.length);
    // A long game for three viewers: seconds on a busy machine (its speed is the bench's, not this test's).
  }, 30_000);

  it('refuses changes made from another packet than the one held (the device then asks for the whole view)', () => {
    const m = startMatch(game.setup, game.random, 'two');
    const packet = packetFor(m, 'A');
    const wire = wirePacket(packet, { view: packet.view, rev: 3 });
    expect(readWirePacket(wire, { view: packet.view, rev: 2 })).toBeNull();
    expect(readWirePacket(wire, null)).toBeNull();
    expect(readWirePacket(wire, { view: packet.view, rev: 3 })?.view).toStrictEqual(packet.view);
  });
});
