import { useMemo } from 'react';
import { Circle, Layer, Line } from '../konva.ts';
import { engagedPairs, replacementCentre } from '../../rules/index.ts';
import { TABLE_COLOURS } from '../theme.ts';
import { engagingOf, templatePreview, useSession, useView } from '../../store/index.ts';
import type { ViewPiece } from '../../engine/index.ts';
import { CoherencyLinks, EngagedMark, FireArc, ZocRing } from './Overlays.tsx';
import { splitDrawable } from './drawable.ts';
import { SightLines } from './SightLines.tsx';
import { TriggerRing } from './MineMarks.tsx';
import { FireteamMarks } from '../fireteams/FireteamMarks.tsx';
import { SpearheadMark } from '../fireteams/SpearheadMark.tsx';
import { HackingAreaShape } from './HackingMarks.tsx';
import { DeclaredLinesDrawing } from './DeclaredLines.tsx';
import { LandingArea } from './LandingArea.tsx';
import { PathArrows, type DrawnPath } from './PathArrows.tsx';

/**
 * Overlays under the pieces (ARCHITECTURE.md §7): where an arriving trooper may land, LoF arcs, ZoC
 * rings, Coherency links, the marks of Mines, Hacking and Fireteams, the Order's paths, sight and
 * declared lines, and a drill's numbered arrows (`paths`). Never listens.
 */
export function OverlayLayer({ paths = [] }: { paths?: readonly DrawnPath[] }) {
  const view = useView();
  const pieces = useMemo(() => splitDrawable(view.pieces).good, [view.pieces]);
  const selectedId = useSession((s) => s.selectedId);
  const showArcs = useSession((s) => s.showArcs);
  const showAllZoc = useSession((s) => s.showAllZoc);
  const zocFor = useSession((s) => s.zocFor);
  const arcFor = useSession((s) => s.arcFor);
  const rotate = useSession((s) => s.rotate);
  const dragId = useSession((s) => s.drag?.pieceId);
  // The template the active trooper would lay at the selected enemy (RULES.md §10.3, D27).
  const template =
    view.phase.order && (view.phase.order.stage === 'first' || view.phase.order.stage === 'second')
      ? templatePreview(view, selectedId ?? undefined)
      : null;
  // A revealed model being placed (RULES.md §12): the old rim, and where the new base would go.
  const replaceDraft = useSession((s) => s.replaceDraft);
  const pending = view.replacement;
  const replacement =
    pending && pending.owner === view.viewer
      ? {
          pieceId: pending.pieceId,
          keepFacing: pending.keepFacing,
          old: pending.old,
          newR: pending.newR,
          at: replacementCentre(
            pending.old,
            pending.newR,
            replaceDraft.edgeToward ? { edgeToward: replaceDraft.edgeToward } : 'centre',
          ),
        }
      : null;
  // Engaged pairs (RULES.md §13), from the public table.
  const engaged = useMemo(() => {
    const byId = new Map(pieces.map((p) => [p.id, p]));
    return engagedPairs(engagingOf(view)).flatMap(([a, b]) => {
      const pa = byId.get(a);
      const pb = byId.get(b);
      return pa && pb ? [{ key: `${a}-${b}`, a: pa, b: pb }] : [];
    });
  }, [pieces, view]);
  const groups = new Map<string, ViewPiece[]>();
  for (const p of pieces) {
    if (!p.trooperId) continue;
    groups.set(p.trooperId, [...(groups.get(p.trooperId) ?? []), p]);
  }
  return (
    // Clipped to the table: a Line of Fire arc or a Zone of Control near an edge stops at it.
    <Layer listening={false} clipX={0} clipY={0} clipWidth={view.table.width} clipHeight={view.table.depth}>
      <LandingArea />
      {pieces
        // The arc of the model being turned, and of a revealed model being faced, is drawn as it turns.
        .filter(
          (p) =>
            p.id !== dragId &&
            (showArcs ||
              p.id === selectedId ||
              p.id === rotate?.pieceId ||
              p.id === replacement?.pieceId ||
              arcFor.includes(p.id)),
        )
        .map((p) => (
          <FireArc
            key={`arc-${p.id}`}
            x={p.x}
            y={p.y}
            facing={
              rotate?.pieceId === p.id
                ? rotate.facing
                : p.id === replacement?.pieceId
                  ? (replacement.keepFacing ?? replaceDraft.facing ?? p.facing)
                  : p.facing
            }
            arc={p.arc}
            owner={p.owner}
          />
        ))}
      {pieces
        .filter((p) => p.id !== dragId && (showAllZoc || zocFor.includes(p.id)))
        .map((p) => (
          <ZocRing key={`zoc-${p.id}`} x={p.x} y={p.y} r={p.r} owner={p.owner} />
        ))}
      {engaged.map((e) => (
        <EngagedMark key={`eng-${e.key}`} a={e.a} b={e.b} />
      ))}
      {/* The trigger areas of the viewer's own Mines (RULES.md §18.7.2): its view alone has them. */}
      {pieces.flatMap((p) =>
        p.deployable
          ? [<TriggerRing key={`mine-${p.id}`} x={p.x} y={p.y} r={p.r} reach={p.deployable.triggerRange} />]
          : [],
      )}
      {/* The Hacking Areas of the viewer's own Hackers and Repeaters (RULES.md §18.13.1, D150): its
          view alone has them, drawn as one shape. */}
      <HackingAreaShape
        circles={pieces.flatMap((p) => {
          const reach = p.hackingArea ?? p.repeaterArea;
          return reach !== undefined && p.id !== dragId ? [{ x: p.x, y: p.y, radius: p.r + reach }] : [];
        })}
      />
      {[...groups.entries()]
        .filter(([, members]) => members.length > 1)
        .map(([tid, members]) => (
          <CoherencyLinks key={`coh-${tid}`} members={members} />
        ))}
      <FireteamMarks />
      <SpearheadMark />
      {view.phase.order?.paths.map((p, i) => (
        <Line
          key={`path-${p.pieceId}-${String(i)}`}
          name="order-path"
          points={[p.from.x, p.from.y, p.to.x, p.to.y]}
          stroke={TABLE_COLOURS.warn}
          strokeWidth={0.1}
          dash={[0.4, 0.2]}
          listening={false}
        />
      ))}
      {template && (
        <Line
          name="template-preview"
          points={template.outline.flatMap((p) => [p.x, p.y])}
          closed
          stroke={template.warning ? TABLE_COLOURS.bad : TABLE_COLOURS.ok}
          strokeWidth={0.06}
          fill={template.warning ? 'rgba(214, 40, 40, 0.14)' : 'rgba(31, 157, 85, 0.14)'}
          listening={false}
        />
      )}
      {replacement && (
        <>
          <Circle
            name="replace-old-rim"
            x={replacement.old.x}
            y={replacement.old.y}
            radius={replacement.old.r}
            stroke={TABLE_COLOURS.selection}
            strokeWidth={0.06}
            dash={[0.15, 0.1]}
            listening={false}
          />
          <Circle
            name="replace-preview"
            x={replacement.at.x}
            y={replacement.at.y}
            radius={replacement.newR}
            stroke={TABLE_COLOURS.ok}
            strokeWidth={0.08}
            listening={false}
          />
        </>
      )}
      <SightLines />
      <DeclaredLinesDrawing />
      {paths.length > 0 && <PathArrows paths={paths} />}
    </Layer>
  );
}
