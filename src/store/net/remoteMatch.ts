// The remote side of the referee port (ARCHITECTURE.md §10): the referee is on the game server, and
// this device holds only its own viewer's packets. Loaded only when a player chooses two devices.
import { Client, type Room } from '@colyseus/sdk';
import type { Ask } from '../../match/judge.ts';
import type { Packet } from '../../match/match.ts';
import {
  PING_MS,
  PUT_AWAY_CODE,
  readWirePacket,
  type Presence,
  type ServerMessage,
  type WireAsk,
} from '../../protocol/wire.ts';
import type { GameSetup, View, ViewLogLine } from '../../engine/index.ts';
import type { Seat, Violation } from '../../rules/index.ts';
import { isFinalRefusal } from './twoDevices.ts';

/** Where a device finds its game: the server's address, the game, and its seat's secret (none to watch). */
export interface SeatLink {
  server: string;
  game: string;
  secret?: string;
}

/** How the device's connection stands. */
export type Connection = 'connecting' | 'open' | 'reconnecting' | 'lost' | 'taken' | 'resting';

/** What the device says while its game is put away (the server's close code PUT_AWAY_CODE). */
export const RESTING_MESSAGE =
  'The game was put away after a long time without a move. It is kept: touch the table or press a key to open it again.';

export interface RemoteEvents {
  packet: (packet: Packet, rev: number) => void;
  presence: (presence: Presence) => void;
  connection: (connection: Connection, problem?: string) => void;
}

/** The answer to one ask: played and kept by the server, or refused with its reasons. */
export type Answered = { ok: true } | { ok: false; violations: Violation[] };

/** How long an ask waits for its answer before the device says the server is not answering. */
const ASK_TIMEOUT_MS = 15_000;
/**
 * How long an ask may go without a word from the server before the device takes the connection for
 * dead and opens the game again by its link: a process that hangs (its sockets open, nothing answered)
 * is taken out of the cluster by the others within seconds, and the game opens on another.
 */
export const STALL_MS = 4_000;
/** How long a join (the server's matchmaking answer) may take before the device tries again. */
const JOIN_TIMEOUT_MS = 3_000;
/**
 * The pauses before each attempt to open the game again after its connection died: short at first (the
 * process holding the game is taken out within a second, and the game opens on another), then every
 * few seconds while the server cannot be reached.
 */
export const REJOIN_DELAYS_MS = [50, 150, 250, 400, 600, 1000, 2000, 5000] as const;
/** After this long without the game back, the device says the server cannot be reached. */
const REJOIN_PATIENCE_MS = 3_000;

/** An ask's id: 96 random bits, made on the device, that outlive its connection. */
function askId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The device's asks waiting for an answer. They outlive a connection: when the device is back on the
 * server (the same process after a drop, another after its process died), the first packet says which
 * of them were played; those are answered, and the others are sent again, oldest first, each with the
 * count it was first sent with (the server judges it as it would have then, or says the game moved on).
 */
export class AsksInFlight {
  private next = 1;
  private readonly waiting = new Map<
    number,
    { message: WireAsk; done: (a: Answered) => void; timer: ReturnType<typeof setTimeout> }
  >();

  /** Registers an ask made on the device's count `rev`; the message to send comes back. */
  add(ask: Ask, rev: number, done: (a: Answered) => void): WireAsk {
    const n = this.next++;
    const message: WireAsk = { n, rev, id: askId(), ask };
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
    this.waiting.set(n, { message, done, timer });
    return message;
  }

  /** Whether the ask numbered `n` is still waiting for its answer. */
  waits(n: number): boolean {
    return this.waiting.has(n);
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

  /**
   * Back on the server, which names the asks it played: those are answered "played"; the others go
   * to `send` again, oldest first (the server acknowledges an ask it played without playing it twice).
   */
  resume(played: readonly string[], send: (message: WireAsk) => void): void {
    for (const [n, w] of [...this.waiting]) {
      if (played.includes(w.message.id)) this.answer(n, { ok: true });
      else send(w.message);
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

/** A Colyseus client whose matchmaking requests give up after JOIN_TIMEOUT_MS. */
function clientFor(server: string): Client {
  return new Client(socketAddress(server), {
    fetchFn: (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(JOIN_TIMEOUT_MS) }),
  });
}

/** Opens the seat (or the audience's view) by its link: the game, and the seat's secret. */
function joinByLink(client: Client, link: SeatLink): Promise<Room> {
  return client.joinOrCreate('game', {
    game: link.game,
    ...(link.secret !== undefined ? { secret: link.secret } : {}),
  });
}

const sleep = (ms: number) =>
  new Promise<void>((done) => {
    setTimeout(done, ms);
  });

/**
 * One device's connection to its game. It asks, and it is told: its own packets (a whole view, then
 * deltas from the view it holds), who is at the table, and the answer to each ask. When its connection
 * dies (the network, or the process holding the game: reconnection tokens die with it), it opens the
 * game again by its link, wherever the game is held now, and sends again what was not acknowledged.
 */
export class RemoteMatch {
  private held: View | null = null;
  private rev = 0;
  /** A packet of the current connection has come: asks go out at once (until then they wait). */
  private ready = false;
  /** Left, or taken over on another device, or refused: the game is not opened again. */
  private over = false;
  /** Put away by the server for want of steps: opened again at the next ask or `wake`. */
  private resting = false;
  /** When the server last said anything on the current connection. */
  private heard = Date.now();
  /** A connection given up for dead (it answered nothing): nothing it says or does counts any more. */
  private abandoned: Room | null = null;
  private readonly olderWaiting = new Map<number, (lines: ViewLogLine[]) => void>();

  private constructor(
    private readonly link: SeatLink,
    private readonly client: Client,
    private room: Room,
    private readonly events: RemoteEvents,
    private readonly asks: AsksInFlight,
  ) {
    this.attach(room);
  }

  /**
   * Opens the seat (or the audience's view) of a game: the reconnection token first, if this device
   * has one from before a reload, then the link's secret, which takes the seat back after it lapsed.
   * `asks` are the device's asks still in flight from an earlier connection: the first packet says
   * which of them the server played, and the others are sent again.
   */
  static async open(
    link: SeatLink,
    events: RemoteEvents,
    token?: string,
    asks: AsksInFlight = new AsksInFlight(),
  ): Promise<RemoteMatch> {
    const client = clientFor(link.server);
    events.connection('connecting');
    if (token) {
      try {
        return new RemoteMatch(link, client, await client.reconnect(token), events, asks);
      } catch {
        // The seat lapsed or the server restarted: the link opens it again.
      }
    }
    return new RemoteMatch(link, client, await joinByLink(client, link), events, asks);
  }

  /** The token that brings this connection back after a reload. */
  get token(): string {
    return this.room.reconnectionToken;
  }

  /** The revision of the game this device holds. */
  get revision(): number {
    return this.rev;
  }

  /**
   * Asks the referee; the answer comes when the server has judged (and kept) it. While the game is
   * being opened again, the ask waits and goes out once it is open.
   */
  ask(ask: Ask): Promise<Answered> {
    return new Promise((done) => {
      if (this.over) {
        done({
          ok: false,
          violations: [
            { code: 'INVALID_ACTION', message: 'Not connected to the game server: wait a moment.' },
          ],
        });
        return;
      }
      const message = this.asks.add(ask, this.rev, done);
      if (this.ready) {
        this.send('ask', message);
        this.watchForStall(message.n);
      } else this.wake();
    });
  }

  /**
   * After STALL_MS: if the ask is still unanswered and the server said nothing since it was sent, the
   * connection is given up and the game opened again by its link (the ask goes again from there).
   */
  private watchForStall(n: number): void {
    const room = this.room;
    const sent = Date.now();
    setTimeout(() => {
      if (this.heard < sent && this.asks.waits(n)) this.giveUp(room);
    }, STALL_MS);
  }

  /**
   * Every PING_MS of silence, a 'ping'; no word within STALL_MS after it, and the connection is given
   * up (a process that hangs answers nothing but keeps its socket open).
   */
  private keepAlive(room: Room): void {
    const timer = setInterval(() => {
      if (room !== this.room || this.over) {
        clearInterval(timer);
        return;
      }
      if (!this.ready || Date.now() - this.heard < PING_MS) return;
      const sent = Date.now();
      if (!this.send('ping', undefined)) return;
      setTimeout(() => {
        if (this.heard < sent) this.giveUp(room);
      }, STALL_MS);
    }, PING_MS / 4);
  }

  /** Gives the connection up for dead and opens the game again by its link. */
  private giveUp(room: Room): void {
    if (this.over || room !== this.room || !this.ready || this.abandoned === room) return;
    this.abandoned = room;
    this.ready = false;
    void room.leave(false).catch(() => undefined);
    void this.rejoin();
  }

  /** Whether the game is put away (see `wake`). */
  get isResting(): boolean {
    return this.resting;
  }

  /**
   * Opens the game again if the server put it away for want of steps (the player touched the table,
   * or the page came back into view); nothing otherwise.
   */
  wake(): void {
    if (!this.resting || this.over) return;
    this.resting = false;
    void this.rejoin();
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
      if (!this.ready || !this.send('older', { n, before: beforeSeq, count })) {
        this.olderWaiting.delete(n);
        clearTimeout(timer);
        done([]);
      }
    });
  }

  /** Leaves the game on this device (the seat stays the player's: its link opens it again). */
  async leave(): Promise<void> {
    this.over = true;
    this.ready = false;
    this.asks.clear();
    // A connection already gone never answers the leave: it is not waited for.
    if (this.room.connection.isOpen) {
      await Promise.race([this.room.leave(true).catch(() => undefined), sleep(1000)]);
    }
  }

  /** Sends on the current connection; false when it broke as it was sent. */
  private send(type: string, message: unknown): boolean {
    try {
      this.room.send(type, message);
      return true;
    } catch {
      // The connection broke: the packet after coming back says whether an ask was played.
      return false;
    }
  }

  /** Listens to one connection; a connection that is not the current one any more is not heard. */
  private attach(room: Room): void {
    // The device opens the game again by its link itself: Colyseus' own reconnection tries the same
    // process only, for a minute, and that process may be gone.
    room.reconnection.enabled = false;
    room.onMessage('server', (message: ServerMessage) => {
      if (room !== this.room || room === this.abandoned) return;
      this.heard = Date.now();
      this.hear(message);
    });
    this.heard = Date.now();
    this.keepAlive(room);
    room.onLeave((code) => {
      if (room !== this.room || room === this.abandoned) return;
      this.ready = false;
      // 4000 after "taken" (another device has the seat): that was said already.
      if (this.over || code === 4000) return;
      if (code === PUT_AWAY_CODE) {
        // Not opened again at once: that would keep the game in the server's memory for good.
        this.resting = true;
        this.events.connection('resting', RESTING_MESSAGE);
        return;
      }
      void this.rejoin();
    });
    this.events.connection('open');
  }

  private hear(message: ServerMessage): void {
    switch (message.kind) {
      case 'packet': {
        const packet = readWirePacket(message.packet, this.held ? { view: this.held, rev: this.rev } : null);
        if (!packet) {
          // A delta from a view this device does not hold: the whole packet, please.
          this.held = null;
          this.send('again', undefined);
          return;
        }
        this.held = packet.view;
        this.rev = message.rev;
        this.events.packet(packet, message.rev);
        if (!this.ready) {
          // The connection's first packet: the asks sent before are answered by what the server
          // played, and the others go again.
          this.ready = true;
          this.asks.resume(message.played ?? [], (m) => this.send('ask', m));
        }
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
      case 'pong':
        return;
      case 'taken':
        this.over = true;
        this.events.connection(
          'taken',
          `Player ${message.seat}'s seat was opened on another device with its link: this one no longer plays it.`,
        );
        return;
    }
  }

  /** Whether the game is not to be opened again (read afresh after each wait). */
  private stopped(): boolean {
    return this.over;
  }

  /** Opens the game again by its link, wherever it is held now, until it opens or is refused for good. */
  private async rejoin(): Promise<void> {
    this.events.connection('reconnecting');
    const started = Date.now();
    for (let attempt = 0; !this.stopped(); attempt++) {
      await sleep(REJOIN_DELAYS_MS[Math.min(attempt, REJOIN_DELAYS_MS.length - 1)] ?? 5000);
      if (this.stopped()) return;
      try {
        const room = await joinByLink(this.client, this.link);
        if (this.stopped()) {
          void room.leave(true).catch(() => undefined);
          return;
        }
        this.room = room;
        this.attach(room);
        return;
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        if (isFinalRefusal(message)) {
          this.over = true;
          this.events.connection('lost', message);
          return;
        }
        if (Date.now() - started > REJOIN_PATIENCE_MS) {
          this.events.connection('reconnecting', 'The game server cannot be reached: trying again…');
        }
      }
    }
  }
}
