import type { StoreApi } from 'zustand/vanilla';
import type { Viewer, ViewLogLine } from '../../engine/index.ts';
import { judge, type Ask } from '../../match/judge.ts';
import type { Match } from '../../match/match.ts';
import type { GameStore } from '../gameStore.ts';
import type { KeyValueStorage } from '../persist/persistence.ts';
import type { Answered, AsksInFlight, RemoteMatch, SeatLink } from './remoteMatch.ts';
import { isFinalRefusal, type TwoDevices } from './twoDevices.ts';
import { withSchemas } from '../../engine/zod.ts';

/**
 * The store's one way to the referee (ARCHITECTURE.md §10), with two implementations: the match held
 * in this page (hot-seat, a free set-up, a scenario), judged at once; and the game server's
 * (two devices), answered once it has judged and kept the step. Either way the referee is `judge`.
 */
export interface MatchPort {
  ask: (by: Viewer, ask: Ask) => Answered | Promise<Answered>;
}

/** The port to the referee in this page: its answers come at once. */
export interface LocalPort extends MatchPort {
  ask: (by: Viewer, ask: Ask) => Answered;
}

/** The referee in this page: the match is read from the store and the new one written back. */
export function localPort(read: () => Match, write: (m: Match) => void): LocalPort {
  return {
    ask: (by, ask) => {
      const verdict = judge(read(), by, ask);
      // A refused redo still empties the redo list (judge gives that match back with the refusal).
      if (verdict.match) write(verdict.match);
      return verdict.ok ? { ok: true } : { ok: false, violations: verdict.violations };
    },
  };
}

/**
 * The remote implementation: one connection to the game server at a time. A first opening that fails
 * is tried again (after a second, then every few seconds) until the player leaves; once open, the
 * match opens the game again by itself whenever its connection dies (RemoteMatch). The reconnection
 * token is kept in the tab's storage, so a reload comes back to the same seat.
 */
export function remotePort(
  store: StoreApi<Pick<GameStore, 'remote'>>,
  tab: KeyValueStorage | undefined,
): MatchPort & {
  open: (link: SeatLink) => void;
  close: () => void;
  older: (beforeSeq: number, count: number) => Promise<ViewLogLine[]>;
  wake: () => void;
} {
  let match: RemoteMatch | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let generation = 0;
  // The asks in flight outlive a connection: the next one's first packet answers them.
  let asks: AsksInFlight | null = null;
  const tokenKey = (game: string) => `marker-table:token:${game}`;
  const keepToken = (game: string, m: RemoteMatch) => {
    try {
      tab?.setItem(tokenKey(game), m.token);
    } catch {
      // Without the token a reload opens the seat with its link instead.
    }
  };
  const update = (change: Partial<TwoDevices>) => {
    const d = store.getState().remote;
    if (d) store.setState({ remote: { ...d, ...change } });
  };
  const open = (link: SeatLink) => {
    const mine = ++generation;
    const current = () => mine === generation;
    const retry = (problem: string) => {
      if (!current()) return;
      update({ connection: 'lost', problem });
      attempt++;
      timer = setTimeout(
        () => {
          if (current()) open(link);
        },
        Math.min(1000 * attempt, 5000),
      );
    };
    void withSchemas(import('./remoteMatch.ts'))
      .then(({ RemoteMatch, AsksInFlight }) =>
        RemoteMatch.open(
          link,
          {
            packet: (packet, rev) => {
              if (current()) update({ packet, rev });
            },
            presence: (presence) => {
              if (current()) update({ presence });
            },
            connection: (connection, problem) => {
              if (!current()) return;
              if (connection === 'open' && match) keepToken(link.game, match);
              if (connection === 'lost') {
                // Refused for good (the link is not this game's, or the game is gone): said, not retried.
                generation++;
                match = null;
                update({ connection, problem: problem ?? 'The connection to the game server was lost.' });
                return;
              }
              if (connection === 'taken') {
                // Another device holds the seat now: this connection is over (the player may take it back).
                generation++;
                match = null;
              }
              update({ connection, problem: problem ?? null });
            },
          },
          tab?.getItem(tokenKey(link.game)) ?? undefined,
          (asks ??= new AsksInFlight()),
        ),
      )
      .then(
        (m) => {
          if (!current()) {
            void m.leave();
            return;
          }
          match = m;
          attempt = 0;
          keepToken(link.game, m);
        },
        (e: unknown) => {
          const message = e instanceof Error ? e.message : String(e);
          // A refused link is final; a server that cannot be reached is tried again.
          if (isFinalRefusal(message)) {
            if (current()) update({ connection: 'lost', problem: message });
            return;
          }
          retry('The game server cannot be reached: trying again…');
        },
      );
  };
  return {
    open: (link: SeatLink) => {
      attempt = 0;
      asks?.clear();
      asks = null;
      open(link);
    },
    close: () => {
      generation++;
      if (timer) clearTimeout(timer);
      asks?.clear();
      asks = null;
      const m = match;
      match = null;
      if (m) void m.leave();
    },
    older: (beforeSeq: number, count: number) =>
      match ? match.older(beforeSeq, count) : Promise.resolve([]),
    wake: () => {
      match?.wake();
    },
    // The seat is the connection's: the server never reads it from the ask.
    ask: (_by: Viewer, ask: Ask): Promise<Answered> =>
      match
        ? match.ask(ask)
        : Promise.resolve({
            ok: false,
            violations: [
              { code: 'INVALID_ACTION', message: 'Not connected to the game server: wait a moment.' },
            ],
          }),
  };
}
