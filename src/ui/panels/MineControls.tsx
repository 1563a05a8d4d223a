import type { View, ViewOrder, ViewPiece, ViewTrooper } from '../../engine/index.ts';
import { MINES_SPENT_KEY, minesLeft, violation, withRule, type Violation } from '../../rules/index.ts';

/** No spot set yet: the placing buttons say so. */
const NO_SPOT = violation('INVALID_ACTION', 'Set the Mine spot first.');
import { describeMineSpot, MINE_RADIUS, previewMine, useSession, useStoreApis } from '../../store/index.ts';
import { useCommands } from '../commands.ts';
import { RuleText, SectionLink } from '../help/RulesHelp.tsx';
import { tip } from './orderParts.tsx';
import { useDeviceWords } from '../pointer.ts';

/** Whether a trooper of the viewer's carries Mines (Minelayer, RULES.md §18.7.5), and how many are left. */
export function minesOf(t: ViewTrooper | undefined): number | null {
  if (!t?.profile.skills.some((k) => k.skill === 'Minelayer')) return null;
  return minesLeft(t.profile, t.spent?.[MINES_SPENT_KEY] ?? 0);
}

/** A spot in base contact with the piece, in front of it: the panel's way to set the Mine without the canvas. */
function besideSpot(p: ViewPiece): { x: number; y: number } {
  const rad = (p.facing * Math.PI) / 180;
  const d = p.r + MINE_RADIUS + 0.002;
  return { x: p.x + Math.cos(rad) * d, y: p.y + Math.sin(rad) * d };
}

/**
 * Where the next Mine goes (RULES.md §18.7): set by a click on the table, or beside the trooper from the
 * panel; the live verdict is its text twin.
 */
function MineSpot({ view, user, reactorId }: { view: View; user?: ViewPiece; reactorId?: string }) {
  const spot = useSession((s) => s.mineSpot);
  const picking = useSession((s) => s.pickingMine);
  const words = useDeviceWords();
  const { session } = useStoreApis();
  const s = session.getState();
  const verdict = spot ? previewMine(view, spot, reactorId ? { reactorId } : {}) : null;
  return (
    <div className="mine-spot" data-testid="mine-spot">
      <p className="hint" data-testid="mine-spot-text">
        {spot && verdict ? (
          <RuleText text={describeMineSpot(verdict)} />
        ) : picking ? (
          `${words.withKey(`${words.Tap} the table where the Mine goes`, 'Esc to stop')}.`
        ) : (
          'No Mine spot set yet.'
        )}
      </p>
      <div className="row buttons">
        <button
          type="button"
          aria-pressed={picking}
          onClick={() => {
            s.setPickingMine(!picking, reactorId);
          }}
        >
          {picking ? 'Stop choosing the Mine spot' : 'Set the Mine spot on the table'}
        </button>
        {user && (
          <button
            type="button"
            onClick={() => {
              s.setMineSpot(besideSpot(user), reactorId);
            }}
          >
            Mine in front of {user.label}
          </button>
        )}
        {spot && (
          <button
            type="button"
            onClick={() => {
              s.setMineSpot(null);
            }}
          >
            Clear the Mine spot
          </button>
        )}
      </div>
    </div>
  );
}

/** A Minelayer being deployed: its Mine's spot, placed with it, inside its ZoC (RULES.md §18.7.5). */
export function DeployMine({ view, trooper }: { view: View; trooper: ViewTrooper }) {
  const left = minesOf(trooper);
  if (left === null) return null;
  return (
    <fieldset className="deploy-mine" data-testid="deploy-mine">
      <legend>
        Minelayer: a Mine with it ({String(left)} left, <SectionLink rule="mines" />)
      </legend>
      <p className="hint">
        Set where the Mine goes, then place {trooper.name}: the Mine must be within 8" of its base and in your
        Deployment Zone. Without a spot, no Mine is placed.
      </p>
      <MineSpot view={view} />
    </fieldset>
  );
}

/** Place Deployable for the active trooper (RULES.md §18.7.1, §18.7.6): a Short Skill, or an Intuitive Attack. */
export function PlaceMineControls({ view, order }: { view: View; order: ViewOrder }) {
  const commands = useCommands();
  const spot = useSession((s) => s.mineSpot);
  const left = minesOf(view.troopers.find((t) => t.id === order.trooperId));
  if (left === null) return null;
  const user = order.pieceIds.flatMap((id) => view.pieces.find((p) => p.id === id) ?? [])[0];
  const verdict = spot ? previewMine(view, spot) : null;
  const first = order.stage === 'first';
  const problem: Violation | null =
    left === 0
      ? violation(
          'WEAPON_UNLOADED',
          withRule('Its Mines are Unloaded: all its uses are spent.', 'disposable'),
        )
      : !verdict
        ? NO_SPOT
        : (verdict.violations[0] ??
          (verdict.intuitive
            ? violation(
                'MINE_CAMO_IN_TRIGGER_AREA',
                withRule('Only an Intuitive Attack places a Mine there.', 'mines', 'intuitiveAttack'),
              )
            : null));
  const intuitiveProblem: Violation | null =
    left === 0
      ? problem
      : !first
        ? violation(
            'ILLEGAL_COMBINATION',
            withRule(
              'An Intuitive Attack is an Entire Order: declare it as the first skill.',
              'intuitiveAttack',
            ),
          )
        : !verdict
          ? NO_SPOT
          : (verdict.violations[0] ?? null);
  return (
    <fieldset className="place-mine" data-testid="place-mine">
      <legend>
        Place Deployable: a Mine ({String(left)} left, <SectionLink rule="mines" />)
      </legend>
      <MineSpot view={view} {...(user ? { user } : {})} />
      <div className="row buttons">
        <button
          type="button"
          disabled={problem !== null}
          title={tip(problem)}
          onClick={() => commands.placeMine(false)}
        >
          Place Deployable
        </button>
        {verdict?.intuitive && (
          <button
            type="button"
            disabled={intuitiveProblem !== null}
            title={tip(intuitiveProblem) ?? 'Entire Order: a WIP roll decides whether the Mine is placed'}
            onClick={() => commands.placeMine(true)}
          >
            Place Deployable as an Intuitive Attack
          </button>
        )}
      </div>
      {problem && spot && (
        <p className="hint" data-testid="place-mine-reason">
          <RuleText text={problem.message} {...(problem.rules ? { rules: problem.rules } : {})} />
        </p>
      )}
    </fieldset>
  );
}

/** Place Deployable as an ARO (RULES.md §18.7.1): the Mine in contact with the reacting piece. */
export function AroMineControls({
  view,
  reactorId,
  target,
  name,
}: {
  view: View;
  reactorId: string;
  target: string | undefined;
  name: string;
}) {
  const commands = useCommands();
  const spot = useSession((s) => s.mineSpot);
  const user = view.pieces.find((p) => p.id === reactorId);
  const verdict = spot ? previewMine(view, spot, { reactorId }) : null;
  const problem: Violation | null = !verdict ? NO_SPOT : (verdict.violations[0] ?? null);
  return (
    <div className="aro-mine" data-testid="aro-mine">
      <MineSpot view={view} reactorId={reactorId} {...(user ? { user } : {})} />
      <button
        type="button"
        aria-label={`${name}: Place Deployable`}
        disabled={problem !== null}
        title={tip(problem)}
        onClick={() => commands.aroMine(reactorId, target)}
      >
        Place Deployable
      </button>
    </div>
  );
}
