// One game on the server: a Colyseus room holding the referee's match (ARCHITECTURE.md §10). The room
// is the only judge: the seat comes from the connection, every ask is read and judged by the referee,
// an accepted change is written to the game file before anybody hears of it, and each connection is
// sent only its own viewer's packet.
import { ClientState, Room, type Client } from '@colyseus/core';
import { viewLogBefore, type View, type Viewer } from '../src/engine/index.ts';
import { lensOf } from '../src/match/review.ts';
import { judge, readAsk } from '../src/match/judge.ts';
import { packetFor, type Match } from '../src/match/match.ts';
import {
  MAX_ASK_CHARS,
  MAX_ASKS_PER_SECOND,
  MAX_OLDER_LINES,
  wirePacket,
  type Presence,
  type ServerMessage,
} from '../src/match/wire.ts';
import type { Seat, Violation } from '../src/rules/index.ts';
import type { GameFile } from './games.ts';

/** What the server knows of one connection: its viewer, the view it holds, its recent asks. */
interface Seated {
  viewer: Viewer;
  held: View | null;
  asks: number[];
}

/** The connections counted as at the table (a dropped one waiting to come back is not). */
const AT_TABLE = new Set<number>([ClientState.JOINING, ClientState.JOINED, ClientState.RECONNECTED]);

/**
 * Asks a connection may make in a second: MAX_ASKS_PER_SECOND, or ASKS_PER_SECOND from the environment
 * (the bench's round trip sends the long game's actions as fast as they are answered).
 */
const ASKS_PER_SECOND = Number(process.env.ASKS_PER_SECOND ?? MAX_ASKS_PER_SECOND);

/** How long a dropped device keeps its seat before another connection may take it (seconds). */
export const RECONNECT_SECONDS = 60;

/** Options of a join: the game, and the seat's secret (a seat's link) or none (the audience link). */
interface JoinOptions {
  game?: unknown;
  secret?: unknown;
}

export class GameRoom extends Room {
  /** The game file, given by the server before any room is made. */
  static games: GameFile;

  override maxClients = 24;
  override autoDispose = true;
  /** Colyseus' own limit drops a flooding connection; the room refuses with a reason well before. */
  override maxMessagesPerSecond = ASKS_PER_SECOND * 4;

  private match!: Match;
  private rev = 0;

  override onCreate(options: JoinOptions): void {
    const id = typeof options.game === 'string' ? options.game : '';
    const kept = id ? GameRoom.games.load(id) : null;
    if (!kept) throw new Error('There is no game at that link on this server.');
    this.roomId = id;
    this.match = kept.match;
    this.rev = kept.rev;
    this.onMessage('ask', (client, raw) => {
      this.ask(client, raw);
    });
    this.onMessage('again', (client) => {
      // The device's view was not the one its delta was made from: it gets the whole packet.
      const seated = this.seated(client);
      seated.held = null;
      this.sendPacket(client);
    });
    this.onMessage('older', (client, raw) => {
      // Older lines of the connection's own log, through its own lens (engine/viewLog.ts).
      const r = isObject(raw) ? raw : {};
      const n = Number.isSafeInteger(r.n) ? (r.n as number) : -1;
      const before = Number.isSafeInteger(r.before) ? (r.before as number) : 0;
      const count = Number.isSafeInteger(r.count)
        ? Math.min(Math.max(r.count as number, 0), MAX_OLDER_LINES)
        : 0;
      const viewer = this.seated(client).viewer;
      const lines = viewLogBefore(this.match.state, lensOf(this.match, viewer), before, count);
      client.send('server', { kind: 'older', n, lines } satisfies ServerMessage);
    });
    this.onMessage('*', (client, type) => {
      client.send('server', {
        kind: 'refused',
        n: -1,
        violations: [bad(`Unknown message "${String(type)}".`)],
      });
    });
  }

  override onAuth(_client: Client, options: JoinOptions): { viewer: Viewer } {
    if (options.secret === undefined) return { viewer: 'public' };
    const seat =
      typeof options.secret === 'string' && options.secret.length <= 64
        ? GameRoom.games.seatOf(this.roomId, options.secret)
        : null;
    if (!seat)
      throw new Error('That seat link is not this game’s: ask the player who made the game for it again.');
    return { viewer: seat };
  }

  override onJoin(client: Client, _options: JoinOptions, auth: { viewer: Viewer }): void {
    // A seat opened on another device (its link, or a reload whose seat had lapsed) takes the seat over.
    for (const other of this.clients) {
      if (
        other !== client &&
        (other.userData as Seated | undefined)?.viewer === auth.viewer &&
        auth.viewer !== 'public'
      ) {
        other.send('server', { kind: 'taken', seat: auth.viewer as Seat } satisfies ServerMessage);
        other.leave(4000, 'taken');
      }
    }
    client.userData = { viewer: auth.viewer, held: null, asks: [] } satisfies Seated;
    this.sendPacket(client);
    this.sendPresence();
  }

  override async onDrop(client: Client): Promise<void> {
    this.sendPresence(client);
    try {
      await this.allowReconnection(client, RECONNECT_SECONDS);
    } catch {
      // The seat lapsed: its link (its secret) takes it again.
    }
  }

  override onReconnect(client: Client): void {
    // The device may have lost the last packets: it gets the whole view again.
    this.seated(client).held = null;
    this.sendPacket(client);
    this.sendPresence();
  }

  override onLeave(client: Client): void {
    this.sendPresence(client);
  }

  private seated(client: Client): Seated {
    return client.userData as Seated;
  }

  /** Reads, judges, keeps and answers one ask; a refused ask changes nothing and says why. */
  private ask(client: Client, raw: unknown): void {
    const seated = this.seated(client);
    const n = isObject(raw) && Number.isSafeInteger(raw.n) ? (raw.n as number) : -1;
    const refuse = (violations: Violation[]) => {
      client.send('server', { kind: 'refused', n, violations } satisfies ServerMessage);
    };
    const now = Date.now();
    seated.asks = seated.asks.filter((t) => now - t < 1000);
    if (seated.asks.length >= ASKS_PER_SECOND) {
      refuse([bad('Too many requests at once: wait a moment and try again.')]);
      return;
    }
    seated.asks.push(now);
    let chars: number;
    try {
      chars = JSON.stringify(raw).length;
    } catch {
      chars = Infinity;
    }
    if (chars > MAX_ASK_CHARS) {
      refuse([
        bad(`That request is too large (${String(chars)} characters; the most is ${String(MAX_ASK_CHARS)}).`),
      ]);
      return;
    }
    if (!isObject(raw) || n < 0 || !Number.isSafeInteger(raw.rev)) {
      refuse([bad('Not a request of this table.')]);
      return;
    }
    if (raw.rev !== this.rev) {
      refuse([
        {
          code: 'WRONG_PHASE',
          message: 'The game moved on before that arrived: look at the table again and try again.',
        },
      ]);
      this.sendPacket(client);
      return;
    }
    const read = readAsk(raw.ask);
    if (!read.ok) {
      refuse([read.violation]);
      return;
    }
    const verdict = judge(this.match, seated.viewer, read.ask);
    const next = verdict.match;
    if (next && next !== this.match) {
      // Kept before anybody hears of it: a restart finds every step a device was told of.
      const kept = GameRoom.games.save(this.roomId, this.match, next, this.rev + 1, {});
      if (!kept.ok) {
        refuse([bad(kept.message)]);
        return;
      }
      this.match = next;
      this.rev++;
      for (const c of this.clients) this.sendPacket(c);
    }
    if (verdict.ok) client.send('server', { kind: 'done', n, rev: this.rev } satisfies ServerMessage);
    else refuse(verdict.violations);
  }

  /** The connection's own packet: the whole view first, then deltas from the view it holds. */
  private sendPacket(client: Client): void {
    const seated = this.seated(client);
    const packet = packetFor(this.match, seated.viewer);
    const message: ServerMessage = { kind: 'packet', rev: this.rev, packet: wirePacket(packet, seated.held) };
    client.send('server', message);
    seated.held = packet.view;
  }

  /** Tells everybody who is at the table (a leaving connection no longer counts). */
  private sendPresence(leaving?: Client): void {
    const presence: Presence = { A: false, B: false, audience: 0 };
    for (const c of this.clients) {
      if (c === leaving || !AT_TABLE.has(c.state)) continue;
      const viewer = (c.userData as Seated | undefined)?.viewer;
      if (viewer === 'A' || viewer === 'B') presence[viewer] = true;
      else if (viewer === 'public') presence.audience++;
    }
    for (const c of this.clients) {
      if (c !== leaving) c.send('server', { kind: 'presence', presence } satisfies ServerMessage);
    }
  }
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null;
}

function bad(message: string): Violation {
  return { code: 'INVALID_ACTION', message };
}
