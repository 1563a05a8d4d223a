import { ruledText } from '../../rules/index.ts';
import { Fragment, useState } from 'react';
import './home.css';
import { defaultSetup } from '../../content/index.ts';
import { DRILLS, ROUND_LENGTH, drillRuleLinks, type DrillKind } from '../../content/drills/index.ts';
import { currentStatus, currentView, useGame, useStoreApis } from '../../store/index.ts';
import { drillStoreApi, useDrill } from '../drills/drillStore.ts';
import { ScenarioGallery } from '../ScenarioGallery.tsx';
import { SectionLink } from '../help/RulesHelp.tsx';
import { newSeed, parseSeed } from './seed.ts';
import { underWay } from '../screen.ts';
import { fitCamera } from '../camera.ts';
import { WalkthroughButton, WalkthroughOffer } from '../walkthrough/WalkthroughOffer.tsx';

/**
 * The home screen: what the table is for, the game under way to go back to, the scenario gallery and
 * the drills. It reads only public facts of the game (its name and status), never a seat's view.
 */
export function HomeScreen({
  onNewGame,
  onTwoDevices,
  onGames,
  onHelp,
}: {
  onNewGame: () => void;
  /** A new game whose players each use their own device, over the game server that served this page. */
  onTwoDevices: () => void;
  onGames: () => void;
  onHelp: () => void;
}) {
  const { game, session } = useStoreApis();
  const drill = drillStoreApi();
  const run = useDrill((d) => d.run);
  const best = useDrill((d) => d.best);
  const started = useGame(underWay);
  const name = useGame((g) => g.gameName);
  const status = useGame(currentStatus);
  const [seedText, setSeedText] = useState(() => String(newSeed()));
  const seed = parseSeed(seedText);
  const hotSeat = status.mode === 'game';
  const [refused, setRefused] = useState<string | null>(null);
  // A free table, never a curtain: a hot-seat game on the table is kept in Saved games first.
  const freeTable = () => {
    const g = game.getState();
    if (currentStatus(g).mode === 'game') {
      const problem = g.newTable(defaultSetup());
      setRefused(problem);
      if (problem) return;
      const s = session.getState();
      s.takeScreen('referee');
      s.setCamera(
        fitCamera(currentView(game.getState(), s.viewer).table, s.viewport.width, s.viewport.height),
      );
      s.setFollow(true);
      s.say(`A free set-up table. "${g.gameName}" was kept in Games….`, 'info');
    }
    session.getState().setScreen('table');
  };
  const startDrill = (kind: DrillKind) => {
    if (seed === null) return;
    drill.getState().start(kind, seed);
    session.getState().setScreen('drills');
  };
  return (
    <main className="home" aria-labelledby="home-title">
      <header className="home-head">
        <h1 id="home-title">Marker-play table</h1>
        <p className="home-tagline">
          Practise Infinity N4 marker play, hot-seat on one screen or each player on their own device: CAMO,
          Impersonation, Holoecho, Decoy, HoloMask and Hidden Deployment. Each player sees only what the rules
          let them know.
        </p>
        <div className="row buttons home-actions">
          {started && (
            <button
              type="button"
              className="primary"
              onClick={() => {
                session.getState().setScreen('table');
              }}
            >
              Back to the table: {name}
              <span className="sub">{status.over ? 'game over' : ruledText(status)}</span>
            </button>
          )}
          <button type="button" className={started ? undefined : 'primary'} onClick={onNewGame}>
            New game…
          </button>
          <button
            type="button"
            onClick={onTwoDevices}
            title="Each player on their own phone, tablet or laptop; needs this page to come from a game server (npm run serve)"
          >
            Play on two devices…
          </button>
          {(!started || hotSeat) && (
            <button type="button" onClick={freeTable}>
              Free set-up table
            </button>
          )}
          <button type="button" onClick={onGames}>
            Saved games…
          </button>
          <button
            type="button"
            onClick={() => {
              session.getState().setRulesHelp('');
            }}
          >
            Rules help
          </button>
          <button type="button" onClick={onHelp}>
            How to use the table
          </button>
          <WalkthroughButton />
        </div>
        {refused && (
          <p className="error" role="alert">
            {refused}
          </p>
        )}
        <WalkthroughOffer />
      </header>
      <TwoDeviceGames />

      <section className="home-section" aria-labelledby="drills-title">
        <h2 id="drills-title">Drills</h2>
        <p className="hint">
          {ROUND_LENGTH} questions a round, scored, each answer explained with the rule. The same seed always
          gives the same questions: share it to set a club the same test.
        </p>
        {run && (
          <p>
            <button
              type="button"
              className="primary"
              onClick={() => {
                session.getState().setScreen('drills');
              }}
            >
              Go on with the drill under way ({DRILLS.find((d) => d.kind === run.kind)?.title}, question{' '}
              {Math.min(run.results.length + 1, ROUND_LENGTH)} of {ROUND_LENGTH})
            </button>
          </p>
        )}
        <label className="seed-field">
          Seed{' '}
          <input
            type="text"
            inputMode="numeric"
            value={seedText}
            aria-invalid={seed === null}
            aria-describedby="seed-help"
            onChange={(e) => {
              setSeedText(e.target.value);
            }}
          />
        </label>{' '}
        <button
          type="button"
          onClick={() => {
            setSeedText(String(newSeed()));
          }}
        >
          New seed
        </button>
        <span id="seed-help" className={seed === null ? 'error-text' : 'hint'}>
          {seed === null ? ' A seed is a whole number from 0 to 4294967295.' : ' Any whole number will do.'}
        </span>
        <ul className="plain drill-list">
          {DRILLS.map((d) => (
            <li key={d.kind} className="drill-card" data-testid="drill-card">
              <h3>{d.title}</h3>
              <p>{d.summary}</p>
              <p className="hint">
                Rules:{' '}
                {drillRuleLinks(d).map((l, i, all) => (
                  <Fragment key={'rule' in l ? l.rule : l.section}>
                    {i > 0 && ' '}
                    {/* A link and its comma: the line wraps between them, never before a comma. */}
                    <span className="rule-link">
                      <SectionLink {...l} />
                      {i < all.length - 1 && ','}
                    </span>
                  </Fragment>
                ))}
                {best[d.kind] !== undefined && (
                  <>
                    {' '}
                    · best round: {best[d.kind]} of {ROUND_LENGTH}
                  </>
                )}
              </p>
              <button
                type="button"
                className="primary"
                disabled={seed === null}
                aria-label={`Start the drill: ${d.title}`}
                onClick={() => {
                  startDrill(d.kind);
                }}
              >
                Start
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section className="home-section" aria-labelledby="scenarios-title">
        <h2 id="scenarios-title">Scenarios</h2>
        <p className="hint">
          The rulebook’s own examples and situations written for this table. Play them hot-seat, or step
          through a guided demonstration that names the rule at every step.
        </p>
        <ScenarioGallery onLoaded={() => undefined} />
      </section>
    </main>
  );
}

/**
 * The two-device games this browser holds a seat of: rejoined with the seat kept here (the address
 * carries only the game), or forgotten. Nothing of a game is kept here but its seat's secret.
 */
function TwoDeviceGames() {
  const { game } = useStoreApis();
  const [games, setGames] = useState(() => game.getState().twoDeviceGames());
  if (games.length === 0) return null;
  const day = (at: number) =>
    at
      ? new Date(at).toLocaleString(undefined, {
          day: 'numeric',
          month: 'short',
          hour: '2-digit',
          minute: '2-digit',
        })
      : '';
  return (
    <section className="home-section" aria-labelledby="two-devices-title" data-testid="two-device-games">
      <h2 id="two-devices-title">Games on two devices</h2>
      <p className="hint">
        This browser holds a seat of these games on a game server. Rejoin takes the seat again.
      </p>
      <ul className="plain">
        {games.map((g) => {
          const address = new URL(g.server);
          address.search = `?play=${encodeURIComponent(g.game)}`;
          return (
            <li key={g.game} className="row buttons">
              <span>
                {g.made ? 'A game you made' : 'A game you joined'}
                {g.at ? `, ${day(g.at)}` : ''} ({address.host})
              </span>
              <button
                type="button"
                className="primary"
                onClick={() => {
                  window.location.assign(address.toString());
                }}
              >
                Rejoin
              </button>
              <button
                type="button"
                onClick={() => {
                  game.getState().forgetTwoDeviceGame(g.game);
                  setGames(game.getState().twoDeviceGames());
                }}
              >
                Forget
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
