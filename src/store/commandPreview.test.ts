// What the Order panel refuses before anything is sent, for the Command Token rules: a Coordinated
// Order's participants Move, stay Idle or attack one target (RULES.md §18.12.3, D109, D160), and a trooper a Command Token
// exempted from Retreat! may attack again (§18.10.3, D107). The same rules the engine asks.
import { describe, expect, it } from 'vitest';
import { ok, pieceAt, profile } from '../../tests/engineFixtures.ts';
import { tableGame } from '../../tests/tableGame.ts';
import { RETREAT_EXEMPT_TOKEN, WEAPONS } from '../rules/index.ts';
import { viewFor, type View } from '../engine/index.ts';
import { declareProblem } from './orderPreview.ts';
import { orderBurstText } from './teamPreview.ts';

function game() {
  return tableGame({
    a: [profile('line-trooper'), profile('line-trooper'), profile('line-trooper')],
    b: [profile('line-trooper')],
    steps: [
      [
        { name: 'Line Trooper', form: 'model', at: [10, 10] },
        { name: 'Line Trooper', nth: 1, form: 'model', at: [20, 10] },
      ],
      [],
      [{ name: 'Line Trooper', nth: 2, form: 'model', at: [30, 10] }],
      [{ name: 'Line Trooper', form: 'model', at: [24, 40] }],
    ],
  });
}

describe('the Order panel’s refusals for Command Token rules', () => {
  it('a Coordinated Order: Idle and a BS Attack may be declared, a Discover is refused with the reason (D109, D160)', () => {
    const s = game();
    const t = ok(s, { type: 'coordinated', seat: 'A', pieceIds: [pieceAt(s, 10, 10), pieceAt(s, 20, 10)] });
    const view = viewFor(t, 'A');
    expect(view.phase.order?.team).toBe('coordinated');
    expect(viewFor(t, 'B').phase.order?.team).toBe('coordinated');
    expect(declareProblem(view, 'idle')).toBeNull();
    expect(declareProblem(view, 'discover', pieceAt(t, 24, 40))?.code).toBe('ILLEGAL_COMBINATION');
    // The Spearhead's BS Attack: the view's verdict is the engine's (its LoF and reach from its piece).
    expect(declareProblem(view, 'bsAttack', pieceAt(t, 24, 40))).toBeNull();
    expect(view.phase.order?.teamLead).toBe(pieceAt(s, 10, 10));
    expect(viewFor(t, 'B').phase.order?.teamLead).toBe(pieceAt(s, 10, 10));
    expect(orderBurstText(view, WEAPONS.combiRifle)).toBe('B2 as the Spearhead');
  });

  it('an army in Retreat!: a BS Attack is refused, unless the trooper carries the exemption token (D107)', () => {
    const s = game();
    const one = pieceAt(s, 10, 10);
    const v = viewFor(ok(s, { type: 'activate', seat: 'A', pieceId: one }), 'A');
    const inRetreat: View = { ...v, retreat: ['A'] };
    expect(declareProblem(inRetreat, 'bsAttack', pieceAt(s, 24, 40))?.code).toBe('RETREAT_SKILL');
    const exempt: View = {
      ...inRetreat,
      pieces: inRetreat.pieces.map((p) => (p.id === one ? { ...p, tokens: [RETREAT_EXEMPT_TOKEN] } : p)),
    };
    expect(declareProblem(exempt, 'bsAttack', pieceAt(s, 24, 40))?.code).not.toBe('RETREAT_SKILL');
  });
});
