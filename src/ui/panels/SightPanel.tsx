import { useMemo } from 'react';
import { sightlinesFor, useSession, useView } from '../../store/index.ts';
import type { ViewPiece } from '../../engine/index.ts';

function Names({ pieces, testId }: { pieces: ViewPiece[]; testId: string }) {
  return <dd data-testid={testId}>{pieces.length ? pieces.map((p) => p.label).join(', ') : 'none'}</dd>;
}

/** The text twin of the sight lines drawn for the selected piece (RULES.md §2, §4). */
export function SightPanel() {
  const view = useView();
  const selectedId = useSession((s) => s.selectedId);
  const sight = useMemo(() => (selectedId ? sightlinesFor(view, selectedId) : null), [view, selectedId]);
  if (!sight) return null;
  return (
    <section className="panel" aria-labelledby="sight-title">
      <h2 id="sight-title">Who sees whom</h2>
      <dl className="facts">
        <dt>Has LoF to</dt>
        <Names pieces={sight.sees} testId="sight-sees" />
        <dt>Seen by</dt>
        <Names pieces={sight.seenBy} testId="sight-seen-by" />
        <dt>In its ZoC</dt>
        <Names pieces={sight.inZoc} testId="sight-zoc" />
      </dl>
    </section>
  );
}
