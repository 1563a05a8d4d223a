// The remote side of the referee port (ARCHITECTURE.md §10): the referee is on the game server, and
// this device holds only its own viewer's packets. Loaded only when a player chooses two devices.
import { Client, type Room } from '@colyseus/sdk';
import type { Ask } from '../match/judge.ts';
import type { Packet } from '../match/match.ts';
import { readWirePacket, type Presence, type ServerMessage, type WireAsk } from '../match/wire.ts';
import type { GameSetup, View, ViewLogLine } from '../engine/index.ts';
import type { Seat, Violation } from '../rules/index.ts';

/** Where a device finds its game: the server's address, the game, and its seat's secret (none to watch). */
export interface SeatLink {
  server: string;
  game: string;
  secret?: string;
}

/** How the device's connection stands. */
export type Connection = 'connecting' | 'open' | 'reconnecting' | 'lost' | 'taken';

export interface RemoteEvents {
  packet: (packet: Packet, rev: number) => void;
  presence: (presence: Presence) => void;
  connection: (connection: Connection, problem?: string) => void;
}

/** The answer to one ask: played and kept by the server, or refused with its reasons. */
export type Answered = { ok: true } | { ok: false; violations: Violation[] };

/** How long an ask waits for its answer before the device says the server is not answering. */
const ASK_TIMEOUT_MS = 15_000;

/** What an ask is told when the server came back without having played it. */
export const NOT_PLAYED: Violation = {
  code: 'INVALID_ACTION',
  message:
    'The connection to the game server broke before it kept that step: it was not played. Look at the table and try again.',
};

/** An ask's id: 96 random bits, made on the device, that outlive its connection. */
function askId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The device's asks waiting for an answer. They outlive a connection: when the device is back on the
 * server (the same process after a drop, or a new one after a restart), the first packet says which of
 * them were played, and each is answered accordingly.
 */
export class AsksInFlight {
  private next = 1;
  private readonly waiting = new Map<
    number,
    { id: string; done: (a: Answered) => void; timer: ReturnType<typeof setTimeout> }
  >();

  /** Registers an ask; its number and id go to the server with it. */
  add(done: (a: Answered) => void): { n: number; id: string } {
    const n = this.next++;
    const id = askId();
    const timer = setTimeout(() => {
      this.answer(n, {
        ok: false,
        violations: [
          {
            code: 'INVALID_ACTION',
            message:
              'The game server did not answer: the table shows what it has kept. Look at it and try again.',
          },
        ],
      });
    }, ASK_TIMEOUT_MS);
    this.waiting.set(n, { id, done, timer });
    return { n, id };
  }

  /** A number for a message that is no ask (older log lines). */
  number(): number {
    return this.next++;
  }

  answer(n: number, a: Answered): void {
    const w = this.waiting.get(n);
    if (!w) return;
    clearTimeout(w.timer);
    this.waiting.delete(n);
    w.done(a);
  }

  /** The server says which asks it played: every ask still waiting is answered now. */
  settle(played: readonly string[]): void {
    for (const [n, w] of [...this.waiting]) {
      this.answer(n, played.includes(w.id) ? { ok: true } : { ok: false, violations: [NOT_PLAYED] });
    }
  }

  /** Forgets every waiting ask (the player left the game). */
  clear(): void {
    for (const [, w] of this.waiting) clearTimeout(w.timer);
    this.waiting.clear();
  }
}

function socketAddress(server: string): string {
  const u = new URL(server);
  u.protocol = u.protocol === 'https:' ? 'wss:' : 'ws:';
  return u.toString().replace(/\/$/, '');
}

/** Makes a game on the server from a New game set-up; each seat's secret comes back once. */
export async function createRemoteGame(
  server: string,
  setup: GameSetup,
): Promise<
  { ok: true; game: string; secrets: Record<Seat, string>; lan: string[] } | { ok: false; error: string }
> {
  let res: Response;
  try {
    res = await fetch(new URL('/api/games', server), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ setup }),
    });
  } catch {
    return { ok: false, error: 'The game server cannot be reached: is it running (npm run serve)?' };
  }
  const body = (await res.json().catch(() => null)) as {
    game?: string;
    secrets?: Record<Seat, string>;
    lan?: string[];
    error?: string;
  } | null;
  if (res.status === 404 || res.status === 405) {
    return {
      ok: false,
      error:
        'This page does not come from a game server. Start one with "npm run serve" and open the address it prints.',
    };
  }
  if (!res.ok || !body?.game || !body.secrets) {
    return { ok: false, error: body?.error ?? `The game server refused (${String(res.status)}).` };
  }
  return { ok: true, game: body.game, secrets: body.secrets, lan: body.lan ?? [] };
}

/**
 * One device's connection to its game. It asks, and it is told: its own packets (a whole view, then
 * deltas from the view it holds), who is at the table, and the answer to each ask.
 */
export class RemoteMatch {
  private held: View | null = null;
  private rev = 0;
  private open = false;
  private readonly olderWaiting = new Map<number, (lines: ViewLogLine[]) => void>();

  private constructor(
    private room: Room,
    private readonly events: RemoteEvents,
    private readonly asks: AsksInFlight,
  ) {
    this.listen();
  }

  /**
   * Opens the seat (or the audience's view) of a game: the reconnection token first, if this device
   * has one from before a reload, then the link's secret, which takes the seat back after it lapsed.
   * `asks` are the device's asks still in flight from an earlier connection: the first packet says
   * which of them the server played.
   */
  static async open(
    link: SeatLink,
    events: RemoteEvents,
    token?: string,
    asks: AsksInFlight = new AsksInFlight(),
  ): Promise<RemoteMatch> {
    const client = new Client(socketAddress(link.server));
    events.connection('connecting');
    if (token) {
      try {
        return new RemoteMatch(await client.reconnect(token), events, asks);
      } catch {
        // The seat lapsed or the server restarted: the link opens it again.
      }
    }
    const room = await client.joinOrCreate('game', {
      game: link.game,
      ...(link.secret !== undefined ? { secret: link.secret } : {}),
    });
    return new RemoteMatch(room, events, asks);
  }

  /** The token that brings this connection back after a reload. */
  get token(): string {
    return this.room.reconnectionToken;
  }

  /** The revision of the game this device holds. */
  get revision(): number {
    return this.rev;
  }

  /** Asks the referee; the answer comes when the server has judged (and kept) it. */
  ask(ask: Ask): Promise<Answered> {
    return new Promise((done) => {
      if (!this.open) {
        done({
          ok: false,
          violations: [
            { code: 'INVALID_ACTION', message: 'Not connected to the game server: wait a moment.' },
          ],
        });
        return;
      }
      const { n, id } = this.asks.add(done);
      const message: WireAsk = { n, rev: this.rev, id, ask };
      try {
        this.room.send('ask', message);
      } catch {
        // The connection broke as it was sent: the packet after coming back says whether it was played.
      }
    });
  }

  /** Older lines of this device's own log than its view carries (none if the server does not answer). */
  older(beforeSeq: number, count: number): Promise<ViewLogLine[]> {
    const n = this.asks.number();
    return new Promise((done) => {
      const timer = setTimeout(() => {
        this.olderWaiting.delete(n);
        done([]);
      }, ASK_TIMEOUT_MS);
      this.olderWaiting.set(n, (lines) => {
        clearTimeout(timer);
        done(lines);
      });
      try {
        this.room.send('older', { n, before: beforeSeq, count });
      } catch {
        this.olderWaiting.delete(n);
        clearTimeout(timer);
        done([]);
      }
    });
  }

  /** Leaves the game on this device (the seat stays the player's: its link opens it again). */
  async leave(): Promise<void> {
    this.open = false;
    this.asks.clear();
    await this.room.leave(true).catch(() => undefined);
  }

  private listen(): void {
    this.room.onMessage('server', (message: ServerMessage) => {
      switch (message.kind) {
        case 'packet': {
          const packet = readWirePacket(message.packet, this.held);
          if (!packet) {
            // A delta from a view this device does not hold: the whole packet, please.
            this.held = null;
            this.room.send('again');
            return;
          }
          this.held = packet.view;
          this.rev = message.rev;
          this.events.packet(packet, message.rev);
          // Back on the server: the asks sent before are answered by what it played.
          if (message.played) this.asks.settle(message.played);
          return;
        }
        case 'done':
          this.asks.answer(message.n, { ok: true });
          return;
        case 'refused':
          this.asks.answer(message.n, { ok: false, violations: message.violations });
          return;
        case 'presence':
          this.events.presence(message.presence);
          return;
        case 'older':
          this.olderWaiting.get(message.n)?.(message.lines);
          this.olderWaiting.delete(message.n);
          return;
        case 'taken':
          this.events.connection(
            'taken',
            `Player ${message.seat}'s seat was opened on another device with its link: this one no longer plays it.`,
          );
          return;
      }
    });
    this.room.onDrop(() => {
      this.open = false;
      this.events.connection('reconnecting');
    });
    this.room.onReconnect(() => {
      // The server sends the whole view again after a reconnection, and which asks it played.
      this.open = true;
      this.events.connection('open');
    });
    this.room.onLeave((code) => {
      this.open = false;
      if (code !== 4000) this.events.connection('lost', 'The connection to the game server was lost.');
    });
    this.open = true;
    this.events.connection('open');
  }
}
