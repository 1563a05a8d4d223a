import { useView } from '../../store/index.ts';
import { useDegrees } from '../useTurned.ts';
import { useCommands } from '../commands.ts';
import { point } from '../format.ts';
import { SectionLink } from '../help/RulesHelp.tsx';

/**
 * Alert (RULES.md §6.7, T52): after an Order, a trooper that was attacked, or has an attacked ally in
 * its ZoC, and did not act in the Order may turn on the spot. Its owner turns each such piece (to face
 * the nearest enemy, or by degrees) and then hands the screen on.
 */
export function AlertPanel() {
  // Directions in the words of this screen (a table seen from its own side reads them turned).
  const degrees = useDegrees();
  const view = useView();
  const commands = useCommands();
  const alert = view.alert;
  if (!alert) return null;
  if (alert.seat !== view.viewer) {
    return (
      <section className="panel" aria-labelledby="alert-title">
        <h2 id="alert-title">Alert</h2>
        <p className="hint">
          Player {alert.seat} may turn its alerted troopers (<SectionLink rule="alert" />
          ).
        </p>
      </section>
    );
  }
  const enemies = view.pieces.filter((p) => p.owner !== view.viewer);
  return (
    <section className="panel" aria-labelledby="alert-title" data-testid="alert-panel">
      <h2 id="alert-title">Alert</h2>
      <p className="hint">
        These troopers were attacked, or an ally in their ZoC was, and did not act in the Order: each may turn
        on the spot to any facing, with no roll and no ARO (<SectionLink rule="alert" />
        ). Select one on the table and drag its yellow handle round it, or use its buttons here.
      </p>
      <ul className="plain">
        {alert.pieceIds.flatMap((id) => {
          const p = view.pieces.find((x) => x.id === id);
          if (!p) return [];
          const nearest = enemies.reduce<(typeof enemies)[number] | undefined>(
            (best, e) =>
              !best || Math.hypot(e.x - p.x, e.y - p.y) < Math.hypot(best.x - p.x, best.y - p.y) ? e : best,
            undefined,
          );
          return [
            <li key={id} data-testid="alerted">
              <strong>{p.label}</strong>{' '}
              <span className="hint">
                {point(p)}, facing {degrees(p.facing)}
              </span>
              <div className="row buttons">
                {nearest && (
                  <button
                    type="button"
                    onClick={() =>
                      commands.alertTurn(id, (Math.atan2(nearest.y - p.y, nearest.x - p.x) * 180) / Math.PI)
                    }
                  >
                    Face the {nearest.label} {point(nearest)}
                  </button>
                )}
                <button
                  type="button"
                  aria-label={`${p.label}: turn 45° left`}
                  onClick={() => commands.alertTurn(id, p.facing - 45)}
                >
                  ⟲ 45°
                </button>
                <button
                  type="button"
                  aria-label={`${p.label}: turn 45° right`}
                  onClick={() => commands.alertTurn(id, p.facing + 45)}
                >
                  ⟳ 45°
                </button>
              </div>
            </li>,
          ];
        })}
      </ul>
      <div className="row buttons">
        <button type="button" className="primary handover" onClick={() => commands.alertDone()}>
          Done turning
        </button>
      </div>
    </section>
  );
}
