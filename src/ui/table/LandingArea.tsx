import { Group, Rect, Text } from '../konva.ts';
import { baseRadiusInches, deploymentZone, otherSeat, type Seat } from '../../rules/index.ts';
import { useSession, useView } from '../../store/index.ts';

const ALLOWED = 'rgba(30, 140, 60, 0.28)';
const FALLBACK = 'rgba(200, 140, 20, 0.35)';

/**
 * Where a trooper kept off the table may land, drawn while its arrival is armed (RULES.md §18.11.2,
 * §18.11.3): with Parachutist the strips along the table edges a base can touch, outside the enemy
 * Deployment Zone; with Combat Jump the whole table (tall scenery is solid, so nothing lands in a
 * building, decision D98), and the own table edge where a failed roll puts it. Drawn first in the
 * overlay layer, under everything else there.
 */
export function LandingArea() {
  const view = useView();
  const draft = useSession((s) => s.arrivalDraft);
  const tool = useSession((s) => s.tool);
  const seat: Seat | null = view.viewer === 'A' || view.viewer === 'B' ? view.viewer : null;
  const trooper = draft ? view.troopers.find((t) => t.id === draft.trooperId) : undefined;
  if (!draft || !seat || tool !== 'place' || !trooper) return null;
  const { table } = view;
  const band = 2 * baseRadiusInches(trooper.profile.s);
  const enemy = deploymentZone(table, otherSeat(seat));
  // The part of the table outside the enemy zone, along its length.
  const top = seat === 'A' ? 0 : enemy.depth;
  const length = table.depth - enemy.depth;
  const ownEdgeY = seat === 'A' ? 0 : table.depth - band;
  const label =
    draft.skill === 'Parachutist' ? 'Parachutist: land touching a table edge' : 'Combat Jump: anywhere';
  return (
    <Group name="landing-area" listening={false}>
      {draft.skill === 'Parachutist' ? (
        <>
          <Rect x={0} y={top} width={band} height={length} fill={ALLOWED} />
          <Rect x={table.width - band} y={top} width={band} height={length} fill={ALLOWED} />
          <Rect x={0} y={ownEdgeY} width={table.width} height={band} fill={ALLOWED} />
        </>
      ) : (
        <>
          <Rect
            x={0}
            y={0}
            width={table.width}
            height={table.depth}
            stroke="rgba(30,140,60,0.9)"
            strokeWidth={0.15}
            fill="rgba(30,140,60,0.08)"
          />
          <Rect x={0} y={ownEdgeY} width={table.width} height={band} fill={FALLBACK} />
        </>
      )}
      <Text text={label} x={band + 0.3} y={table.depth / 2 - 0.4} fontSize={0.7} fill="#1d5e2e" />
    </Group>
  );
}
