import { useEffect, useMemo, useRef, useState } from 'react';
import { SEATS, type Seat, ruledText } from '../rules/index.ts';
import { currentStatus, reopenAsked, stepsPlayed, undoAsker, useGame, useStoreApis } from '../store/index.ts';
import { SEAT_COLOURS } from './theme.ts';
import { withRules } from './withRules.ts';

/**
 * The curtain (ARCHITECTURE.md §5): it covers the whole app whenever the screen must change hands.
 * Nothing of the table is mounted behind it. The awaited seat takes the screen with a button and,
 * if it set one, its PIN. It reads only the public table status, never a view.
 */
export function Curtain({
  onNewGame,
  onScenarios,
  onGames,
  onHelp,
}: {
  onNewGame: () => void;
  onScenarios: () => void;
  onGames: () => void;
  onHelp: () => void;
}) {
  const base = useGame(currentStatus);
  const asker = useGame(undoAsker);
  const reopen = useGame(reopenAsked);
  // A request to take a step back (or to reopen the finished game) hands the screen to the other seat.
  const status = useMemo(() => {
    if (!asker) return base;
    const other: Seat = asker === 'A' ? 'B' : 'A';
    return {
      ...base,
      awaiting: other,
      text: `Player ${asker} asks Player ${other} to agree to ${reopen ? 'reopen the game' : 'take back a step'}`,
    };
  }, [base, asker, reopen]);
  const seats: readonly Seat[] = status.awaiting ? [status.awaiting] : SEATS;
  const [asking, setAsking] = useState<Seat | null>(null);
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const { game, session } = useStoreApis();
  const pinRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (asking) pinRef.current?.focus();
  }, [asking]);

  const take = (seat: Seat) => {
    session.getState().takeScreen(seat);
  };
  const choose = (seat: Seat) => {
    setError(null);
    setPin('');
    if (status.pin[seat]) setAsking(seat);
    else take(seat);
  };
  const submitPin = async (seat: Seat) => {
    setChecking(true);
    const ok = await game.getState().checkPin(seat, pin);
    setChecking(false);
    if (ok) take(seat);
    else {
      setError(`That is not Player ${seat}'s PIN.`);
      setPin('');
      pinRef.current?.focus();
    }
  };

  // The step as a player reads it, its rules by their names.
  const text = ruledText(status);
  const waiting = status.awaiting
    ? `Player ${status.awaiting} to play · ${text}`
    : `${text[0]?.toUpperCase() ?? ''}${text.slice(1)} · either player may look at the table`;
  const other = status.awaiting === 'A' ? 'B' : status.awaiting === 'B' ? 'A' : null;
  return (
    <div
      className="curtain"
      role="dialog"
      aria-modal="true"
      aria-labelledby="curtain-title"
      data-testid="curtain"
    >
      <div className="curtain-card">
        <h1 id="curtain-title">Marker-play table</h1>
        <p className="curtain-status" data-testid="curtain-status">
          {waiting}
        </p>
        {other && (
          <p className="hint">
            Pass the screen to Player {status.awaiting}. Player {other}, please look away.
          </p>
        )}
        {asking ? (
          <form
            className="curtain-pin"
            onKeyDown={(e) => {
              if (e.key === 'Escape') setAsking(null);
            }}
            onSubmit={(e) => {
              e.preventDefault();
              void submitPin(asking);
            }}
          >
            <label className="field">
              PIN of Player {asking}
              <input
                ref={pinRef}
                type="password"
                inputMode="numeric"
                autoComplete="off"
                maxLength={8}
                value={pin}
                onChange={(e) => {
                  setPin(e.target.value);
                }}
              />
            </label>
            {error && (
              <p className="error" role="alert">
                {error}
              </p>
            )}
            <div className="row buttons">
              <button type="submit" className="primary" disabled={checking || pin.length === 0}>
                {checking ? 'Checking…' : 'Open'}
              </button>
              <button
                type="button"
                onClick={() => {
                  setAsking(null);
                }}
              >
                Back
              </button>
            </div>
          </form>
        ) : (
          <div className="row buttons curtain-seats">
            {seats.map((seat, i) => (
              <button
                key={seat}
                type="button"
                // The awaited seat's button takes the focus, so Enter takes the screen.
                autoFocus={i === 0}
                className="primary seat-button"
                style={{ background: SEAT_COLOURS[seat].rim, borderColor: SEAT_COLOURS[seat].text }}
                onClick={() => {
                  choose(seat);
                }}
              >
                I am Player {seat}
                {status.pin[seat] ? ' (PIN)' : ''}
              </button>
            ))}
          </div>
        )}
        {status.over && !asker && (
          <div className="row buttons">
            <button
              type="button"
              className="primary"
              onClick={() => {
                // The review replays the game: it opens once the rules engine is here.
                withRules(session, () => {
                  const s = session.getState();
                  s.takeScreen('referee');
                  s.setReview({ index: stepsPlayed(game.getState()), lens: 'referee' });
                });
              }}
            >
              Review the game, everything revealed
            </button>
          </div>
        )}
        <div className="row buttons curtain-more">
          <button
            type="button"
            onClick={() => {
              session.getState().setScreen('home');
            }}
          >
            Home
          </button>
          <button type="button" onClick={onNewGame}>
            New game…
          </button>
          <button type="button" onClick={onScenarios}>
            Scenarios…
          </button>
          <button type="button" onClick={onGames}>
            Games…
          </button>
          <button type="button" onClick={onHelp}>
            Help
          </button>
        </div>
      </div>
    </div>
  );
}
