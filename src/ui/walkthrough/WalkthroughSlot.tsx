import { Suspense } from 'react';
import { useWalkthrough } from './walkthroughStore.ts';
import { lazyPart } from '../lazyPart.ts';

// The coach card loads only when a walkthrough is under way: the first table does without it.
const WalkthroughCoach = lazyPart(() => import('./WalkthroughCoach.tsx'), 'WalkthroughCoach');

/**
 * Where the walkthrough's coach card appears: at the bottom of the table area while a seat looks at
 * the table, at the bottom of the screen over the curtain while the screen changes hands.
 */
export function WalkthroughSlot({ place }: { place: 'table' | 'curtain' }) {
  const active = useWalkthrough((w) => w.gameId !== null);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <WalkthroughCoach place={place} />
    </Suspense>
  );
}
