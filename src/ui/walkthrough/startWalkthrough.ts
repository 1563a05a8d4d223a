import { underWay, type Stores } from '../../store/index.ts';
import { freshSpec } from '../../store/persist/persistence.ts';
import { fitCamera } from '../camera.ts';
import { walkthroughApi } from './walkthroughStore.ts';
import { loadReducer } from '../../engine/reducer.ts';

/**
 * Puts the walkthrough's table on the table (issue: a first game in 60 seconds) and hands the screen to
 * Player A: a hot-seat game like any other, so the walkthrough drives the real table. The game that was
 * on the table is kept in Games… (as loading a scenario does); an earlier walkthrough's table is not
 * kept, so Restart leaves nothing behind. The walkthrough's texts and table load on first use.
 * Returns the problem, or null.
 */
export async function startWalkthrough(stores: Stores): Promise<string | null> {
  // Its prelude is played by the rules engine (engine/reducer.ts), which comes with its texts.
  const [{ FIRST_ORDER }, { scenarioStart }] = await Promise.all([
    import('../../content/walkthrough.ts'),
    import('../../content/scenarios.ts'),
    loadReducer(),
  ]);
  const { game, session } = stores;
  const walk = walkthroughApi();
  const before = game.getState();
  const previous = walk.getState().gameId;
  const replacing = previous !== null && before.gameId === previous;
  const kept = underWay(before) && !replacing ? before.gameName : null;
  // The dice fall as the walkthrough's seed tells; the ids come from a secret key, as in any game.
  const begun = scenarioStart(FIRST_ORDER, freshSpec().key);
  if (!begun.ok) return begun.problem;
  const problem = before.newTable(begun.setup, begun.random);
  if (problem) return problem;
  for (const action of begun.actions) {
    const r = game.getState().dispatch(action);
    if (!r.ok) return r.violations.map((v) => v.message).join(' ');
  }
  const renamed = await game.getState().rename(FIRST_ORDER.title);
  if (renamed) return renamed;
  if (replacing) await game.getState().forget(previous);
  const s = session.getState();
  // The result cards read in another game say nothing of this one's.
  session.setState({ resultSeen: {} });
  s.takeScreen('A');
  s.setCamera(fitCamera(FIRST_ORDER.setup.table, s.viewport.width, s.viewport.height));
  s.setFollow(true);
  s.setScreen('table');
  s.say(
    `Walkthrough: one Order on a small table, Player A first.${kept ? ` "${kept}" was kept in Games….` : ''}`,
    'info',
  );
  walk.getState().begin(game.getState().gameId);
  return null;
}
