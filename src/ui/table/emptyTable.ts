// What an empty table says: how to place, only to whoever may place now (ARCHITECTURE.md §7: what a
// screen says is what the engine will do). The other seat's device, and the audience, read who deploys.
import type { View } from '../../engine/index.ts';
import { deviceWords, type DeviceWords } from '../pointer.ts';

export function emptyTableText(
  view: Pick<View, 'viewer' | 'phase'>,
  words: DeviceWords = deviceWords('fine'),
): string {
  const { phase, viewer } = view;
  // The audience places nothing: it is never told how (issue 31: no player's hint on the projector).
  if (viewer === 'public') {
    return phase.kind === 'deployment' && phase.acting
      ? `The table is empty: Player ${phase.acting} deploys now.`
      : 'The table is empty.';
  }
  if (phase.kind === 'free' || (phase.kind === 'deployment' && phase.acting === viewer)) {
    return `The table is empty: pick a trooper on the right and ${words.tap} the table to place it.`;
  }
  if (phase.kind === 'deployment' && phase.acting) {
    return `The table is empty: Player ${phase.acting} deploys now.`;
  }
  return 'The table is empty.';
}
