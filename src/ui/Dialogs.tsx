import { useState } from 'react';
import { RULES_EDITION, type GameSetup, type PinLock } from '../engine/index.ts';
import { ROSTER, SCENERY_PRESETS, defaultSetup } from '../content/index.ts';
import { DEFAULT_TABLE, SEATS, type Profile, type Seat, ruleName } from '../rules/index.ts';
import { PIN_PATTERN, lockPin, underWay, useGame, useStoreApis } from '../store/index.ts';
import { RosterEditor, rosterProblems } from './RosterEditor.tsx';
import { fitCamera } from './camera.ts';
import { Modal } from './Modal.tsx';
import { RuleText } from './help/RulesHelp.tsx';
import { FireteamSettings, NO_FIRETEAMS, fireteamSetup, type FireteamChoice } from './FireteamSettings.tsx';

export { HelpDialog } from './HelpDialog.tsx';

function fromRoster(ids: string[]): Profile[] {
  return ids.flatMap((id) => {
    const p = ROSTER.find((r) => r.id === id);
    return p ? [structuredClone(p)] : [];
  });
}

/** Rosters a new game starts with: every marker form on one side, a plainer force on the other. */
export const DEFAULT_ROSTERS: Record<Seat, string[]> = {
  A: ['line-trooper', 'holoprojector', 'decoy-user', 'veil-stalker', 'impersonator', 'camo-sniper'],
  B: ['line-trooper', 'line-trooper', 'field-officer', 'heavy-s4', 'camo-sniper', 'impersonator'],
};

type Mode = 'game' | 'free';

/**
 * A new game (hot-seat: rosters, first deployer, optional PINs) or a free set-up, on a table of the
 * chosen size and scenery. The current game is replaced, so the dialog says so first.
 */
export function NewTableDialog({
  open,
  onClose,
  onTwoDevices,
}: {
  open: boolean;
  onClose: () => void;
  /**
   * A game on two devices (issue: two devices): the same set-up goes to the game server instead of
   * this browser's table; the problem if it could not be made.
   */
  onTwoDevices?: (setup: GameSetup) => Promise<string | null>;
}) {
  const { game, session } = useStoreApis();
  const [mode, setMode] = useState<Mode>('game');
  const [width, setWidth] = useState(DEFAULT_TABLE.width);
  const [depth, setDepth] = useState(DEFAULT_TABLE.depth);
  const [zone, setZone] = useState(DEFAULT_TABLE.zoneDepth);
  const [preset, setPreset] = useState('club');
  const [rosters, setRosters] = useState<Record<Seat, Profile[]>>(() => ({
    A: fromRoster(DEFAULT_ROSTERS.A),
    B: fromRoster(DEFAULT_ROSTERS.B),
  }));
  const [first, setFirst] = useState<Seat>('A');
  const [firstTurn, setFirstTurn] = useState<Seat>('A');
  const [rounds, setRounds] = useState(3);
  const [askAlways, setAskAlways] = useState(true);
  const [skipIdle, setSkipIdle] = useState(true);
  const [tokens, setTokens] = useState<'silhouette' | 'fixed40'>('silhouette');
  const [fireteams, setFireteams] = useState<FireteamChoice>(NO_FIRETEAMS);
  const [pins, setPins] = useState<Record<Seat, string>>({ A: '', B: '' });
  const [busy, setBusy] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const tableProblem =
    width < 12 || width > 96 || depth < 12 || depth > 96
      ? 'Width and depth must be between 12" and 96".'
      : zone < 0 || zone * 2 >= depth
        ? 'Each deployment zone must be less than half the table deep.'
        : null;
  // On two devices each device is its own lock: no PIN is asked for (the server keeps none).
  const twoDevices = onTwoDevices !== undefined;
  const problems =
    mode === 'game'
      ? [
          ...SEATS.flatMap((seat) => rosterProblems(rosters[seat]).map((p) => `Player ${seat}: ${p}`)),
          ...SEATS.flatMap((seat) =>
            !twoDevices && pins[seat] && !PIN_PATTERN.test(pins[seat])
              ? [`Player ${seat}'s PIN must be 4 to 8 digits.`]
              : [],
          ),
        ]
      : [];
  const problem = tableProblem ?? problems[0] ?? null;

  const start = async () => {
    const table = { width, depth, zoneDepth: zone };
    const setup = defaultSetup(preset, table);
    if (mode === 'game') {
      setBusy(true);
      const locks: Partial<Record<Seat, PinLock>> = {};
      if (!twoDevices) for (const seat of SEATS) if (pins[seat]) locks[seat] = await lockPin(pins[seat]);
      setBusy(false);
      setup.game = {
        rosters: structuredClone(rosters),
        firstDeployer: first,
        rules: RULES_EDITION,
        pins: locks,
        firstTurn,
        rounds,
        askEveryDeclaration: askAlways,
        ...(askAlways && skipIdle ? { skipIdleHandover: true } : {}),
        ...(tokens === 'fixed40' ? { markerTokens: 'fixed40' as const } : {}),
        ...fireteamSetup(fireteams),
      };
    }
    if (onTwoDevices) {
      setBusy(true);
      const problem = await onTwoDevices(setup);
      setBusy(false);
      if (problem) setStartError(problem);
      else onClose();
      return;
    }
    const refused = game.getState().newTable(setup);
    if (refused) {
      setStartError(refused);
      return;
    }
    const s = session.getState();
    if (mode === 'game') s.raiseCurtain();
    else s.takeScreen('referee');
    s.setCamera(fitCamera(table, s.viewport.width, s.viewport.height));
    s.setFollow(true);
    s.say(
      mode === 'game'
        ? `New game on a ${String(width)}" × ${String(depth)}" table: Player ${first} deploys first.`
        : `New ${String(width)}" × ${String(depth)}" table with ${String(zone)}" deployment zones.`,
      'ok',
    );
    setPins({ A: '', B: '' });
    s.setScreen('table');
    onClose();
  };

  // The store keeps a game under way (any step, a scenario, a hot-seat game) in Saved games first.
  const kept = useGame((g) => (underWay(g) ? g.gameName : null));
  return (
    <Modal open={open} onClose={onClose} title={twoDevices ? 'New game on two devices' : 'New game'} wide>
      {twoDevices && (
        <p className="hint">
          Each player plays on their own phone, tablet or laptop, and each device is sent only what its player
          may know. You play Player A; you get a link for Player B and one for an audience.
        </p>
      )}
      {kept && !onTwoDevices && (
        <p className="hint">The game on the table ({kept}) stays in Saved games…; this starts a new one.</p>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (problem || busy) return;
          void start();
        }}
      >
        {/* Two devices play a game, never a free set-up. Left out, not `hidden`: `.seat-choice` would show it. */}
        {!twoDevices && (
          <fieldset className="seat-choice">
            <legend>Kind of game</legend>
            <label>
              <input
                type="radio"
                name="mode"
                checked={mode === 'game'}
                onChange={() => {
                  setMode('game');
                }}
              />
              Hot-seat game: two players, each sees only what the rules allow
            </label>
            <label>
              <input
                type="radio"
                name="mode"
                checked={mode === 'free'}
                onChange={() => {
                  setMode('free');
                }}
              />
              Free set-up: one referee sees everything
            </label>
          </fieldset>
        )}
        <div className="row table-fields">
          <label className="field">
            Width (inches)
            <input
              type="number"
              min={12}
              max={96}
              value={width}
              onChange={(e) => {
                setWidth(Number(e.target.value));
              }}
            />
          </label>
          <label className="field">
            Depth (inches)
            <input
              type="number"
              min={12}
              max={96}
              value={depth}
              onChange={(e) => {
                setDepth(Number(e.target.value));
              }}
            />
          </label>
          <label className="field">
            Deployment zone depth (inches)
            <input
              type="number"
              min={0}
              max={40}
              value={zone}
              onChange={(e) => {
                setZone(Number(e.target.value));
              }}
            />
          </label>
          <label className="field">
            Scenery
            <select
              value={preset}
              onChange={(e) => {
                setPreset(e.target.value);
              }}
            >
              {SCENERY_PRESETS.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
        </div>
        {mode === 'game' && (
          <>
            {SEATS.map((seat) => (
              <RosterEditor
                key={seat}
                seat={seat}
                roster={rosters[seat]}
                onChange={(roster) => {
                  setRosters((r) => ({ ...r, [seat]: roster }));
                }}
              />
            ))}
            <fieldset className="seat-choice">
              <legend>Deploys first</legend>
              {SEATS.map((seat) => (
                <label key={seat}>
                  <input
                    type="radio"
                    name="first"
                    checked={first === seat}
                    onChange={() => {
                      setFirst(seat);
                    }}
                  />
                  Player {seat}
                </label>
              ))}
            </fieldset>
            <fieldset className="seat-choice">
              <legend>Plays the first turn of each round</legend>
              {SEATS.map((seat) => (
                <label key={seat}>
                  <input
                    type="radio"
                    name="first-turn"
                    checked={firstTurn === seat}
                    onChange={() => {
                      setFirstTurn(seat);
                    }}
                  />
                  Player {seat}
                </label>
              ))}
            </fieldset>
            <label className="field">
              Rounds
              <input
                type="number"
                min={1}
                max={6}
                value={rounds}
                onChange={(e) => {
                  setRounds(Number(e.target.value));
                }}
              />
            </label>
            <FireteamSettings value={fireteams} onChange={setFireteams} />
            <label className="field">
              Marker tokens
              <select
                value={tokens}
                onChange={(e) => {
                  setTokens(e.target.value === 'fixed40' ? 'fixed40' : 'silhouette');
                }}
              >
                <option value="silhouette">As big as the trooper's base</option>
                <option value="fixed40">
                  {`Printed 40 mm tokens (revealed models are placed: ${ruleName('replacement')})`}
                </option>
              </select>
            </label>
            <label className="field inline">
              <input
                type="checkbox"
                checked={askAlways}
                aria-describedby="ask-always-help"
                onChange={(e) => {
                  setAskAlways(e.target.checked);
                }}
              />
              Ask for AROs after every declaration
            </label>
            <p
              id="ask-always-help"
              className={askAlways ? 'hint' : 'hint warn-text'}
              data-testid="ask-always-help"
            >
              {askAlways
                ? 'After each declaration the screen goes to the other player, who answers even when nothing of theirs may react: the handover tells nothing.'
                : 'Off, the screen goes to the other player only when one of their troopers may react. The active player then learns that something it cannot see, such as a Hidden Deployment trooper, has Line of Fire or its Zone of Control on the trooper it moved.'}
            </p>
            <label className="field inline">
              <input
                type="checkbox"
                checked={askAlways && skipIdle}
                disabled={!askAlways}
                aria-describedby="skip-idle-help"
                onChange={(e) => {
                  setSkipIdle(e.target.checked);
                }}
              />
              Skip the handover when the other player has nothing to decide
            </label>
            <p id="skip-idle-help" className="hint" data-testid="skip-idle-help">
              {askAlways
                ? 'Keeps the screen when nothing of your opponent’s, hidden troopers included, could react, judged from what you both see: it tells nothing.'
                : 'Only with every declaration asked: without it the screen already goes over only when something may react.'}
            </p>
            {twoDevices ? (
              <p className="hint" data-testid="no-pins">
                No PINs on two devices: each device is its own lock, and a seat opens only from its own link.
              </p>
            ) : (
              <>
                <div className="row table-fields">
                  {SEATS.map((seat) => (
                    <label key={seat} className="field">
                      PIN of Player {seat} (optional, 4–8 digits)
                      <input
                        type="password"
                        inputMode="numeric"
                        autoComplete="new-password"
                        maxLength={8}
                        value={pins[seat]}
                        onChange={(e) => {
                          setPins((p) => ({ ...p, [seat]: e.target.value }));
                        }}
                      />
                    </label>
                  ))}
                </div>
                <p className="hint">
                  A PIN is kept only as a salted hash. It stops the other player from opening your side by
                  mistake at the curtain.
                </p>
              </>
            )}
          </>
        )}
        {(problem ?? startError) && (
          <p className="error" role="alert">
            <RuleText text={problem ?? startError ?? ''} />
          </p>
        )}
        <div className="row buttons">
          <button type="submit" className="primary" disabled={problem !== null || busy}>
            {busy
              ? 'Starting…'
              : onTwoDevices
                ? 'Make the game and its links'
                : mode === 'game'
                  ? 'Start the game'
                  : 'Start the new table'}
          </button>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
