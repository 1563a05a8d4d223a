import { useEffect, useMemo, useState } from 'react';
import { renderSVG } from 'uqr';
import type { GameSetup } from '../engine/index.ts';
import { useGame, useStoreApis, type Stores } from '../store/index.ts';
import { audienceAddress, seatAddress, shareBase, PLAY_QUERY } from '../store/net/twoDevices.ts';
import { createRemoteGame } from '../store/net/remoteMatch.ts';

/**
 * Two devices (issue: two devices): the game is made on the game server that served this page, this
 * device takes Player A's seat, and the links for Player B and the audience are shown to hand out.
 * Loaded only when a player chooses two devices.
 */
export async function startOnTwoDevices(stores: Stores, setup: GameSetup): Promise<string | null> {
  const server = `${window.location.origin}/`;
  const made = await createRemoteGame(server, setup);
  if (!made.ok) return made.error;
  // The links follow the page's address; a page opened as localhost, which the other devices cannot
  // open, gives them this computer's address on its network instead (store/net/twoDevices.ts).
  const base = shareBase(window.location.href, made.lan);
  const shares = {
    seat: 'A' as const,
    other: seatAddress(base, made.game, made.secrets.B),
    audience: audienceAddress(base, made.game),
  };
  // The address names the game, not the seat's secret: it is kept in this browser instead.
  window.history.pushState(null, '', `?${PLAY_QUERY}=${encodeURIComponent(made.game)}`);
  stores.game.getState().openRemote({ server, game: made.game, secret: made.secrets.A }, shares);
  const s = stores.session.getState();
  s.setScreen('table');
  s.say('The game is made: give Player B their link, and open the audience link on the projector.', 'ok');
  return null;
}

/** Leaves the two-device game on this device and goes home (the seat stays: its link opens it again). */
export function leaveTwoDevices(stores: Stores): void {
  stores.game.getState().leaveRemote();
  window.history.pushState(null, '', window.location.pathname);
  stores.session.getState().takeScreen('referee');
  stores.session.getState().setScreen('home');
}

/** Who is at the table, in the banner of a two-device game. */
export function DevicePresence() {
  const stores = useStoreApis();
  const remote = useGame((g) => g.remote);
  const resting = remote?.connection === 'resting';
  useEffect(() => {
    if (!resting) return;
    // A game the server put away opens again at the player's first touch, key or return to the page.
    const wake = () => {
      stores.game.getState().wakeRemote();
    };
    const seen = () => {
      if (document.visibilityState === 'visible') wake();
    };
    window.addEventListener('pointerdown', wake, true);
    window.addEventListener('keydown', wake, true);
    window.addEventListener('focus', wake);
    document.addEventListener('visibilitychange', seen);
    return () => {
      window.removeEventListener('pointerdown', wake, true);
      window.removeEventListener('keydown', wake, true);
      window.removeEventListener('focus', wake);
      document.removeEventListener('visibilitychange', seen);
    };
  }, [resting, stores]);
  if (!remote?.packet) return null;
  if (resting) {
    return (
      <span className="device-presence" data-testid="device-presence" role="status">
        <strong>put away after a long time without a move</strong> ·{' '}
        <button
          type="button"
          onClick={() => {
            stores.game.getState().wakeRemote();
          }}
        >
          Open the game again
        </button>
      </span>
    );
  }
  const seat = remote.packet.viewer;
  const other = seat === 'A' ? 'B' : 'A';
  const here = remote.presence;
  const state =
    remote.connection === 'open'
      ? null
      : remote.connection === 'reconnecting' || remote.connection === 'connecting'
        ? 'reconnecting…'
        : remote.connection === 'taken'
          ? 'this seat was opened on another device'
          : 'connection lost, trying again…';
  return (
    <span className="device-presence" data-testid="device-presence">
      {state ? <strong>{state}</strong> : 'connected'} · Player {other}:{' '}
      {here?.[other] ? 'connected' : 'not connected'}
      {here && here.audience > 0 ? ` · audience: ${String(here.audience)}` : ''}
    </span>
  );
}

/** The card shown while the device has no packet yet, or cannot reach its game. */
export function DeviceWaiting() {
  const stores = useStoreApis();
  const remote = useGame((g) => g.remote);
  if (!remote) return null;
  return (
    <div className="curtain" data-testid="device-waiting">
      <div className="curtain-card">
        <h1>Game on two devices</h1>
        <p role="status">{remote.problem ?? 'Connecting to the game…'}</p>
        <div className="row buttons">
          {remote.problem && remote.connection !== 'connecting' && (
            <button
              type="button"
              className="primary"
              onClick={() => {
                stores.game.getState().openRemote(remote.link);
              }}
            >
              {remote.connection === 'taken' ? 'Take the seat back here' : 'Try again'}
            </button>
          )}
          <button
            type="button"
            onClick={() => {
              leaveTwoDevices(stores);
            }}
          >
            Leave
          </button>
        </div>
      </div>
    </div>
  );
}

/** One link to hand out: its QR code, the address, and a Copy button. */
function ShareLink({ label, href, testId }: { label: string; href: string; testId: string }) {
  const [copied, setCopied] = useState(false);
  const svg = useMemo(() => renderSVG(href, { border: 2 }), [href]);
  useEffect(() => {
    if (!copied) return undefined;
    const t = setTimeout(() => {
      setCopied(false);
    }, 2000);
    return () => {
      clearTimeout(t);
    };
  }, [copied]);
  return (
    <figure className="share-link">
      <div
        className="share-qr"
        role="img"
        aria-label={`QR code of ${label}`}
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <figcaption>
        <strong>{label}</strong>
        <input
          readOnly
          value={href}
          data-testid={testId}
          aria-label={label}
          onFocus={(e) => {
            e.target.select();
          }}
        />
        <button
          type="button"
          onClick={() => {
            void navigator.clipboard.writeText(href).then(
              () => {
                setCopied(true);
              },
              () => undefined,
            );
          }}
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
      </figcaption>
    </figure>
  );
}

/** The links the player who made the game hands out, until the other player is there (then folded). */
export function SharePanel() {
  const remote = useGame((g) => g.remote);
  const shares = remote?.shares;
  const otherHere = remote?.presence?.[shares?.seat === 'A' ? 'B' : 'A'] ?? false;
  if (!shares) return null;
  const other = shares.seat === 'A' ? 'B' : 'A';
  return (
    <details className="panel share-panel" open={!otherHere} data-testid="share-panel">
      <summary>Links for Player {other} and the audience</summary>
      <p className="hint">
        Player {other} opens their link on their own device; keep it from anybody else: it opens Player{' '}
        {other}’s side. The audience link shows only what both players know.
      </p>
      <ShareLink label={`Player ${other}’s link`} href={shares.other} testId="share-seat" />
      <ShareLink label="Audience link" href={shares.audience} testId="share-audience" />
    </details>
  );
}
