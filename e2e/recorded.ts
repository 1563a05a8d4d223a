import {
  apply,
  newGame,
  type Action,
  type GameSetup,
  type GameState,
  type RandomSpec,
} from '../src/engine/index.ts';

/**
 * A game built in Node with the engine, action by action, to be stored in the browser before a test
 * opens it: each step is made from the state it applies to, and a refused step fails the test at once.
 */
export function recorder(setup: GameSetup, random: RandomSpec) {
  let state: GameState = newGame(setup, random);
  const actions: Action[] = [];
  const play = (step: (s: GameState) => Action): void => {
    const action = step(state);
    const r = apply(state, action);
    if (!r.ok) throw new Error(r.violations.map((v) => v.message).join(' '));
    state = r.state;
    actions.push(action);
  };
  return {
    play,
    get state(): GameState {
      return state;
    },
    actions,
  };
}
