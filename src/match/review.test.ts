// The viewers that see everything (review.ts): the referee of a free set-up, the review of a finished
// game; a game under way gives nobody a view that is not its own.
import { describe, expect, it } from 'vitest';
import { hotSeatSetup } from '../../tests/storeFixtures.ts';
import { viewFor, type GameSetup } from '../engine/index.ts';
import { packetFor, play, recordOfMatch, startMatch, type Match } from './match.ts';
import { lensOf, reviewLogBefore, reviewView } from './review.ts';

function setup(game: boolean): GameSetup {
  const withGame = hotSeatSetup({
    A: ['line-trooper', { id: 'impersonator', name: 'Shade' }],
    B: ['line-trooper'],
  });
  if (game) return withGame;
  const { game: _none, ...free } = withGame;
  return free;
}

function underWay(): Match {
  const m = startMatch(setup(true), { seed: 5 });
  const [, imp] = Object.values(m.state.troopers)
    .filter((t) => t.owner === 'A')
    .sort((a, b) => (a.rosterIndex ?? 0) - (b.rosterIndex ?? 0));
  const r = play(m, {
    type: 'deploy',
    seat: 'A',
    trooperId: imp!.id,
    form: 'IMP-1',
    at: { x: 20, y: 6 },
    facing: 90,
  });
  if (!r.ok) throw new Error('refused');
  return r.match;
}

describe('lensOf: who sees everything', () => {
  it.each([
    ['the referee of a free set-up', false, 'referee', 'referee'],
    ['the referee of a game under way gets the public lens', true, 'referee', 'public'],
    ['a seat keeps its own', true, 'A', 'A'],
    ['the audience keeps its own', true, 'public', 'public'],
  ] as const)('%s', (_name, game, viewer, lens) => {
    const m = game ? underWay() : startMatch(setup(false), { seed: 1 });
    expect(lensOf(m, viewer)).toBe(lens);
  });

  it('the referee of a rulebook example shown as a demonstration sees everything', () => {
    expect(lensOf(underWay(), 'referee', true)).toBe('referee');
    expect(lensOf(underWay(), 'B', true)).toBe('B');
  });

  it('a referee packet of a game under way is the public one: the Impersonator stays a marker', () => {
    const m = underWay();
    expect(JSON.stringify(packetFor(m, 'referee').view)).toBe(JSON.stringify(viewFor(m.state, 'public')));
    expect(JSON.stringify(packetFor(m, 'referee'))).not.toContain('Shade');
    expect(JSON.stringify(packetFor(m, 'A'))).toContain('Shade');
  });
});

describe('reviewView: only a finished game (or a free set-up) is reviewed with everything revealed', () => {
  it('a game under way gives no review, through any lens', () => {
    const rec = recordOfMatch(underWay());
    for (const lens of ['referee', 'A', 'B', 'public'] as const) {
      expect(reviewView(rec, 1, lens)).toBeNull();
      expect(reviewLogBefore(rec, 1, lens, 10, 5)).toBeNull();
    }
  });

  it('a free set-up is reviewed as its referee saw it', () => {
    const m = startMatch(setup(false), { seed: 2 });
    expect(reviewView(recordOfMatch(m), 0, 'referee')).toStrictEqual(viewFor(m.state, 'referee'));
  });
});
