import { useMemo } from 'react';
import { sightlinesFor, useSession, useView } from '../../store/index.ts';
import type { ViewPiece } from '../../engine/index.ts';

function Names({
  pieces,
  testId,
  cover = {},
  coverText = (s) => `in Partial Cover: ${s}`,
}: {
  pieces: ViewPiece[];
  testId: string;
  cover?: Record<string, string>;
  coverText?: (scenery: string) => string;
}) {
  const named = pieces.map((p) => {
    const c = cover[p.id];
    return c ? `${p.label} (${coverText(c)})` : p.label;
  });
  return <dd data-testid={testId}>{named.length ? named.join(', ') : 'none'}</dd>;
}

/** The text twin of the sight lines drawn for the selected piece (RULES.md §2, §4), with Partial Cover (§18.3). */
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
        <Names pieces={sight.sees} testId="sight-sees" cover={sight.theirCover} />
        <dt>Seen by</dt>
        <Names
          pieces={sight.seenBy}
          testId="sight-seen-by"
          cover={sight.ownCover}
          coverText={(s) => `this piece in Partial Cover from it: ${s}`}
        />
        <dt>In its ZoC</dt>
        <Names pieces={sight.inZoc} testId="sight-zoc" />
      </dl>
    </section>
  );
}
