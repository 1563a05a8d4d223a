import { Group, Line, Rect, Text } from '../konva.ts';
import { TABLE_COLOURS } from '../theme.ts';
import { useSession, useView } from '../../store/index.ts';
import { outOfCoherency, placed } from './fireteamText.ts';

/**
 * Each Fireteam on the table (RULES.md §18.12.1), for both seats: a thin line from every member to its
 * Team Leader, dashed red when the member is out of the Team Leader's ZoC (also while dragging), and the
 * Team Leader token beside the leader's base. Never listens.
 */
export function FireteamMarks() {
  const view = useView();
  const drag = useSession((s) => s.drag);
  const teams = view.fireteams ?? [];
  if (!teams.length) return null;
  const byId = new Map(view.pieces.map((p) => [p.id, placed(p, drag)]));
  return (
    <Group name="fireteams" listening={false}>
      {teams.map((f) => {
        const leader = byId.get(f.leaderPieceId);
        if (!leader) return null;
        const out = new Set(outOfCoherency(view.pieces, f.leaderPieceId, f.pieceIds, drag).map((p) => p.id));
        return (
          <Group key={f.id} name="fireteam">
            {f.pieceIds.flatMap((id) => {
              const m = byId.get(id);
              if (!m || id === f.leaderPieceId) return [];
              return [
                <Line
                  key={id}
                  name="fireteam-link"
                  points={[leader.x, leader.y, m.x, m.y]}
                  stroke={out.has(id) ? TABLE_COLOURS.bad : '#7fd3ff'}
                  strokeWidth={0.06}
                  dash={out.has(id) ? [0.3, 0.2] : undefined}
                  opacity={0.85}
                />,
              ];
            })}
            <Group name="team-leader-token" x={leader.x + leader.r + 0.05} y={leader.y - leader.r - 0.45}>
              <Rect
                width={0.8}
                height={0.45}
                cornerRadius={0.08}
                fill="#0b3d5c"
                stroke="#7fd3ff"
                strokeWidth={0.04}
              />
              <Text
                width={0.8}
                height={0.45}
                y={0.08}
                align="center"
                text="TL"
                fontSize={0.3}
                fontStyle="bold"
                fill="#ffffff"
              />
            </Group>
          </Group>
        );
      })}
    </Group>
  );
}
