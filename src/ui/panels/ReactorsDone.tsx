import type { View, ViewOrder } from '../../engine/index.ts';
import { SKILLS } from '../../rules/index.ts';
import { SectionLink } from '../help/RulesHelp.tsx';
import { labelOf } from './orderParts.tsx';

/** The reactor's name as the panel writes it: a Hidden Deployment trooper's by its own name. */
function reactorName(view: View, r: ViewOrder['reactors'][number]): string {
  return r.hidden ? `${r.name ?? 'Trooper'} (Hidden Deployment)` : labelOf(view, r.id);
}

/**
 * The seat's troopers that already answered this Order: the ARO each declared and its target, a
 * delayed ARO waiting for the second skill, and a delayed ARO lost with the reason (RULES.md §7.3).
 */
export function ReactorsDone({ view, order }: { view: View; order: ViewOrder }) {
  const done = order.reactors.filter(
    (r) => r.status === 'declared' || r.status === 'delayed' || r.status === 'lost',
  );
  if (done.length === 0) return null;
  return (
    <ul className="plain hint" data-testid="reactors-done">
      {done.map((r) => (
        <li key={r.id} data-status={r.status}>
          <strong>{reactorName(view, r)}</strong>:{' '}
          {r.status === 'declared' ? (
            <>
              {r.skill ? SKILLS[r.skill].label : 'ARO'} declared
              {r.target ? ` against the ${labelOf(view, r.target)}` : ''}.
            </>
          ) : r.status === 'delayed' ? (
            <>its ARO is delayed until the second skill.</>
          ) : (
            <>
              its delayed ARO is lost: the active trooper stayed a marker and did not reveal itself, and a
              delayed ARO is kept only against a trooper that reveals (<SectionLink rule="aro.delay" />
              ).
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
