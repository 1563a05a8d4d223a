import { Suspense } from 'react';
import { useSession, useView } from '../../store/index.ts';
import { useDeviceWords } from '../pointer.ts';
import { lazyPart } from '../lazyPart.ts';

// The selected piece's facts load when a piece is first selected, not with the first table.
const InfoPanel = lazyPart(() => import('./InfoPanel.tsx'), 'InfoPanel');

/** The "Selected piece" panel while nothing is selected (and while its facts load). */
export function NoPieceSelected({ phase, deploying = true }: { phase: string; deploying?: boolean }) {
  const { Tap } = useDeviceWords();
  return (
    <section className="panel" aria-labelledby="info-title">
      <h2 id="info-title">Selected piece</h2>
      <p className="hint">
        {phase === 'free'
          ? `${Tap} a piece to see what it is. Drag it to move; drag the yellow handle to turn it.`
          : phase === 'deployment' && deploying
            ? `${Tap} a piece to see what it is. Pieces you placed in this step can be dragged and turned.`
            : `${Tap} a piece to see what it is.`}
      </p>
    </section>
  );
}

/** The selected piece's panel: its facts once a piece is selected, the hint before. */
export function InfoSlot() {
  const view = useView();
  const selectedId = useSession((s) => s.selectedId);
  const none = <NoPieceSelected phase={view.phase.kind} deploying={view.phase.acting === view.viewer} />;
  if (!view.pieces.some((p) => p.id === selectedId)) return none;
  return (
    <Suspense fallback={none}>
      <InfoPanel />
    </Suspense>
  );
}
