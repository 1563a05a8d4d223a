import { useState } from 'react';
import { scenarioProgress, useGame, useStoreApis, useView } from '../../store/index.ts';
import { RuleText } from '../help/RulesHelp.tsx';

/**
 * The scenario under way: its title, and for the seat whose step comes next, what the script does
 * there (with the rule it shows) and a button that plays it. The other seat reads nothing of the
 * coming step, so a scripted reveal stays a surprise. Played by hand, a step counts just the same.
 */
export function ScenarioPanel() {
  const view = useView();
  const { game, session } = useStoreApis();
  const progress = useGame((g) => scenarioProgress(g));
  const [collapsed, setCollapsed] = useState(false);
  const scenario = progress.scenario;
  if (!scenario) return null;
  const total = scenario.script.length;
  const next = progress.next;
  const mine = next !== null && next.seat === view.viewer;
  const done = !progress.offScript && progress.played === total;
  return (
    <section className="panel scenario-panel" aria-labelledby="scenario-title" data-testid="scenario-panel">
      <h2 id="scenario-title">
        Scenario: {scenario.title}{' '}
        <button
          type="button"
          className="link"
          aria-expanded={!collapsed}
          onClick={() => {
            setCollapsed(!collapsed);
          }}
        >
          {collapsed ? 'Show' : 'Hide'}
        </button>
      </h2>
      {!collapsed && (
        <>
          <p className="hint">
            {scenario.source} · step {Math.min(progress.played + 1, total)} of {total}
          </p>
          {progress.offScript && (
            <p className="hint" data-testid="scenario-status">
              You have left the script: play on freely, or load the scenario again from the gallery.
            </p>
          )}
          {done && (
            <p data-testid="scenario-status">
              <strong>Script complete.</strong> {scenario.outcome}
            </p>
          )}
          {mine && (
            <div data-testid="scenario-next">
              <p>
                Next: <RuleText text={next.says} rules={[next.rule]} />
              </p>
              <button
                type="button"
                onClick={() => {
                  const problem = game.getState().playScenarioStep(view.viewer);
                  if (problem) session.getState().say(problem.message, 'error', problem.rules);
                }}
              >
                Play this step
              </button>
            </div>
          )}
          {next && !mine && !progress.offScript && (
            <p className="hint" data-testid="scenario-status">
              The next step is Player {next.seat}'s.
            </p>
          )}
        </>
      )}
    </section>
  );
}
