import { useState } from 'react';
import type { Difficulty } from '../content/index.ts';
import { SCENARIOS } from '../store/scenarioKit.ts';
import { currentView, useStoreApis, underWay } from '../store/index.ts';
import { fitCamera } from './camera.ts';
import { RuleText } from './help/RulesHelp.tsx';

const DIFFICULTY_LABEL: Record<Difficulty, string> = {
  introduction: 'Introduction',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

/**
 * The scenario gallery: the rulebook's examples and the situations written for this table, each with
 * where it comes from, a difficulty and what it shows. Loading one replaces the game on the table (the
 * game there is kept among the saved games) and hands the screen to whoever plays first; `onLoaded`
 * then shows the table.
 */
export function ScenarioGallery({ onLoaded }: { onLoaded: () => void }) {
  const { game, session } = useStoreApis();
  const [error, setError] = useState<string | null>(null);
  const load = async (id: string, title: string, guided = false) => {
    const g = game.getState();
    // The game on the table is kept in the saved-games list, so nothing is lost by loading.
    const kept = underWay(g) ? ` "${g.gameName}" was kept in Games….` : '';
    const problem = await g.loadScenario(id);
    if (problem) {
      setError(problem);
      return;
    }
    const s = session.getState();
    if (guided) {
      s.takeScreen('referee');
      s.setGuided(true);
    } else {
      s.raiseCurtain();
    }
    const table = currentView(game.getState(), s.viewer).table;
    s.setCamera(fitCamera(table, s.viewport.width, s.viewport.height));
    s.setFollow(true);
    s.say(
      guided
        ? `Guided demonstration: ${title}. Step it with Forward and Back.${kept}`
        : `Scenario loaded: ${title}. The screen goes to the player who acts first.${kept}`,
      'info',
    );
    s.setScreen('table');
    onLoaded();
  };
  return (
    <>
      {error && (
        <p className="error" role="alert">
          <RuleText text={error} />
        </p>
      )}
      <ul className="plain scenario-list">
        {SCENARIOS.map((s) => (
          <li key={s.id} className="scenario-card" data-testid="scenario-card">
            <h3>{s.title}</h3>
            <p className="hint">
              {DIFFICULTY_LABEL[s.difficulty]} · {s.source}
            </p>
            <p>{s.description}</p>
            <div className="row buttons">
              <button
                type="button"
                className="primary"
                aria-label={`Load the scenario: ${s.title}`}
                onClick={() => {
                  void load(s.id, s.title);
                }}
              >
                Play hot-seat
              </button>
              <button
                type="button"
                aria-label={`Guided demonstration: ${s.title}`}
                onClick={() => {
                  void load(s.id, s.title, true);
                }}
              >
                Guided
              </button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
