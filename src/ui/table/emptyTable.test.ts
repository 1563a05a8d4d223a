import { describe, expect, it } from 'vitest';
import type { View } from '../../engine/index.ts';
import { emptyTableText } from './emptyTable.ts';
import { deviceWords } from '../pointer.ts';

const phase = (kind: View['phase']['kind'], acting?: 'A' | 'B'): View['phase'] => ({
  kind,
  text: '',
  ...(acting ? { acting } : {}),
});

describe('an empty table tells how to place only to whoever may place now', () => {
  it.each<[string, Pick<View, 'viewer' | 'phase'>, string]>([
    ['the free set-up', { viewer: 'referee', phase: phase('free') }, 'pick a trooper'],
    ['the deploying seat', { viewer: 'A', phase: phase('deployment', 'A') }, 'pick a trooper'],
    ['the other seat', { viewer: 'B', phase: phase('deployment', 'A') }, 'Player A deploys now'],
    ['the audience', { viewer: 'public', phase: phase('deployment', 'B') }, 'Player B deploys now'],
    ['a finished game', { viewer: 'A', phase: phase('over') }, 'The table is empty.'],
    // The projector is never told how to place (issue 31): that hint is a player's.
    ['the audience, in the free set-up', { viewer: 'public', phase: phase('free') }, 'The table is empty.'],
  ])('%s', (_name, view, said) => {
    expect(emptyTableText(view)).toContain(said);
    if (view.viewer === 'public') expect(emptyTableText(view)).not.toMatch(/pick|click|tap/);
  });

  it.each([
    ['coarse', 'tap the table', /click/],
    ['fine', 'click the table', /\btap\b/],
  ] as const)('with a %s pointer it says "%s"', (pointer, said, never) => {
    const text = emptyTableText({ viewer: 'A', phase: phase('deployment', 'A') }, deviceWords(pointer));
    expect(text).toContain(said);
    expect(text).not.toMatch(never);
  });
});
