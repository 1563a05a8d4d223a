// Command Tokens (RULES.md §5.1, §18.10.3; decision D106): the count and the spending window.
import { describe, expect, it } from 'vitest';
import { COMMAND_TOKENS_PER_GAME, commandTokenRefusal, commandTokensLeft } from './commandTokens.ts';

describe('Command Tokens (RULES.md §5.1; D106)', () => {
  it('four per game, never fewer than none left', () => {
    expect(COMMAND_TOKENS_PER_GAME).toBe(4);
    expect([0, 1, 3, 4, 5].map(commandTokensLeft)).toEqual([4, 3, 1, 0, 0]);
  });

  const base = { seat: 'A', active: 'A', orderUnderway: false, statesPhase: false, left: 1 } as const;
  it.each([
    ['in the own Active Turn between Orders, one left', base, null],
    ['in the other seat’s turn', { ...base, active: 'B' }, 'WRONG_PHASE'],
    ['outside a Player Turn', { ...base, active: null }, 'WRONG_PHASE'],
    ['while an Order is being spent', { ...base, orderUnderway: true }, 'WRONG_PHASE'],
    ['in the States Phase', { ...base, statesPhase: true }, 'WRONG_PHASE'],
    ['with none left', { ...base, left: 0 }, 'NO_ORDERS_LEFT'],
  ] as const)('%s', (_name, input, code) => {
    const r = commandTokenRefusal(input);
    expect(r?.code ?? null).toBe(code);
    if (r) expect(r.rules).toContain('commandTokens');
  });
});
