// One game on the server: a Colyseus room holding the referee's match (ARCHITECTURE.md §10). The room
// is the only judge: the seat comes from the connection, every ask is read and judged by the referee,
// an accepted change is written to the store before anybody hears of it, and each connection is sent
// only its own viewer's packet. Asks are taken one after another: an ask waits for the write of the one
// before it (the store is asynchronous). A room whose write finds the game claimed by another room
// closes: another room holds the game now.
import {
  ClientState,
  ErrorCode,
  Room,
  ServerError,
  type Client,
  type RoomException,
  type RoomMethodName,
} from '@colyseus/core';
import { viewLogBefore } from '../src/engine/index.ts';
import { lensOf } from '../src/match/review.ts';
import { judge, readAsk } from '../src/match/judge.ts';
import { packetFor, type Match, type Packet } from '../src/match/match.ts';
import {
  KEPT_ASK_IDS,
  MAX_ASK_CHARS,
  MAX_ASK_ID_CHARS,
  MAX_ASKS_PER_SECOND,
  MAX_OLDER_LINES,
  PUT_AWAY_CODE,
  samePacket,
  wirePacket,
  type HeldView,
  type Presence,
  type ServerMessage,
} from '../src/protocol/wire.ts';
import type { Seat, Violation } from '../src/rules/index.ts';
import { causeOf, HELD_ELSEWHERE_MESSAGE, type ClaimedMatch, type GameStore } from './store/store.ts';

/** The viewers a connection can be: a seat, or the audience. */
type Numbered = 'A' | 'B' | 'public';
const VIEWERS: readonly Numbered[] = ['A', 'B', 'public'];

/** What the server knows of one connection: its viewer, the view it holds, its recent asks. */
interface Seated {
  viewer: Numbered;
  held: HeldView | null;
  asks: number[];
}

/**
 * What the room keeps with the game, written with each step (ARCHITECTURE.md §10, "metadata is a
 * secret too"): each viewer's own packet count, which goes up only when that viewer's packet changes,
 * so a device learns nothing from the steps it does not see; each seat's count when its packet last
 * changed by anything but its own asks (`since`); and each seat's last played asks, so a device whose
 * ask was in flight when the server went down learns whether it was played.
 */
interface Numbering {
  revs: Record<Numbered, number>;
  since: Record<Seat, number>;
  played: Record<Seat, string[]>;
}

/**
 * Whether an ask made on packet `rev` was made on the game as it is for `viewer`: a seat's ask may be
 * made on a packet its own earlier asks have since changed (a second click before the first one's
 * packet has come), never on one another seat's step or the game has since changed.
 */
function madeOnTheGame(numbering: Numbering, viewer: Numbered, rev: number): boolean {
  const now = numbering.revs[viewer];
  return viewer === 'public' ? rev === now : rev >= numbering.since[viewer] && rev <= now;
}

function readNumbering(raw: unknown): Numbering {
  const r = isObject(raw) ? raw : {};
  const revs = isObject(r.revs) ? r.revs : {};
  const played = isObject(r.played) ? r.played : {};
  const count = (x: unknown) => (Number.isSafeInteger(x) && (x as number) >= 0 ? (x as number) : 0);
  const ids = (x: unknown) =>
    Array.isArray(x) ? x.filter((i): i is string => typeof i === 'string').slice(-KEPT_ASK_IDS) : [];
  const since = isObject(r.since) ? r.since : {};
  // Kept before `since` was: an ask is then taken on the seat's newest packet only, as it was.
  const sinceOf = (seat: Seat) =>
    Math.min(isObject(r.since) ? count(since[seat]) : count(revs[seat]), count(revs[seat]));
  return {
    revs: { A: count(revs.A), B: count(revs.B), public: count(revs.public) },
    since: { A: sinceOf('A'), B: sinceOf('B') },
    played: { A: ids(played.A), B: ids(played.B) },
  };
}

/** A viewer's packet, made once per change of the game. */
interface Shown {
  packet: Packet;
}

function shownOf(match: Match, viewer: Numbered): Shown {
  return { packet: packetFor(match, viewer) };
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

/**
 * The close code of a room that lost its game to another room (Colyseus' "server shutdown"): the
 * devices are not taken over (4000) but lose the connection, and open the game again by its link.
 */
export const GAME_HELD_ELSEWHERE = 4001;

/**
 * The close code of a room put away after IDLE_MINUTES without a step or a join: the game stays kept,
 * its devices say so and open it again at the player's next touch (src/store remoteMatch).
 */
export const GAME_PUT_AWAY = PUT_AWAY_CODE;

/** Minutes without an ask or a join after which a game's room is put away (IDLE_MINUTES; default 30). */
export const IDLE_MINUTES = Number(process.env.IDLE_MINUTES ?? 30);

/**
 * Most games one process holds at once (MAX_LOADED_GAMES; default 1,000, what the bench measured one
 * process to hold at p95 ≤ 50 ms: README "Capacity"). Past it, a game is not opened here: the device is
 * told the server is full and tries again by itself.
 */
export const MAX_LOADED_GAMES = Number(process.env.MAX_LOADED_GAMES ?? 1_000);

/** What a device is told when its game cannot be opened because the process holds all it can. */
export const FULL_MESSAGE =
  'The server is playing as many games as it can at once: your game is kept, and opens as soon as a table frees up (trying again…).';

/** Options of a join: the game, and the seat's secret (a seat's link) or none (the audience link). */
interface JoinOptions {
  game?: unknown;
  secret?: unknown;
}

export class GameRoom extends Room {
  /** Where the games are kept, given by the server before any room is made. */
  static games: GameStore;
  /** Games held (or being opened) by this process's rooms now. */
  static loaded = 0;
  /** Most games this process holds at once (MAX_LOADED_GAMES; the server may set it). */
  static capacity = MAX_LOADED_GAMES;
  /** Minutes without a step after which a room is put away (IDLE_MINUTES; the server may set it). */
  static idleMinutes = IDLE_MINUTES;

  override maxClients = 24;
  override autoDispose = true;
  /** Colyseus' own limit drops a flooding connection; the room refuses with a reason well before. */
  override maxMessagesPerSecond = ASKS_PER_SECOND * 4;

  private match!: Match;
  /** How many changes the game has seen: the file's count, never sent to a device. */
  private rev = 0;
  private numbering: Numbering = readNumbering(null);
  /**
   * Each viewer's current packet, made once per change of the game; the audience's only while an
   * audience connection is at the room (most games have none): until then it is `stale`, and made
   * again (numbered one more if it changed) when an audience comes.
   */
  private shown = new Map<Numbered, Shown>();
  private stale = new Set<Numbered>();
  /** The claim this room got on loading the game; its writes carry it. */
  private claim = 0;
  /** The asks and requests not yet answered, one after another: each waits for the one before. */
  private queue: Promise<void> = Promise.resolve();
  /** Set once a write found the game claimed by another room: this room takes no more steps. */
  private lost = false;
  /** Put away for want of steps: asks that come meanwhile are not answered (the device sends them again). */
  private away = false;
  /** Counted in `loaded` (until disposed). */
  private counted = false;
  /** When the game last had an ask or a join (for putting it away). */
  private touched = Date.now();

  override async onCreate(options: JoinOptions): Promise<void> {
    if (GameRoom.loaded >= GameRoom.capacity) throw refusal(FULL_MESSAGE);
    GameRoom.loaded++;
    this.counted = true;
    const id = typeof options.game === 'string' ? options.game : '';
    let kept: ClaimedMatch | null;
    try {
      kept = id ? await stored('load', () => GameRoom.games.load(id), id) : null;
    } catch (e) {
      this.uncount();
      throw e;
    }
    if (!kept) {
      this.uncount();
      throw refusal('There is no game at that link on this server.');
    }
    const idleMs = GameRoom.idleMinutes * 60_000;
    if (idleMs > 0) {
      this.clock.setInterval(
        () => {
          this.putAwayIfIdle(idleMs);
        },
        Math.min(60_000, Math.max(50, idleMs / 4)),
      );
    }
    this.roomId = id;
    this.match = kept.match;
    this.rev = kept.rev;
    this.claim = kept.claim;
    this.numbering = readNumbering(kept.wire);
    for (const v of VIEWERS) this.shown.set(v, shownOf(this.match, v));
    this.stale.add('public');
    this.onMessage('ask', (client, raw) => {
      const n = isObject(raw) && Number.isSafeInteger(raw.n) ? (raw.n as number) : -1;
      if (!this.allow(client, n)) return;
      this.enqueue(() => this.answerAsk(client, raw, n));
    });
    this.onMessage('again', (client) => {
      // The device's view was not the one its delta was made from: it gets the whole packet.
      if (!this.allow(client, -1)) return;
      this.enqueue(() => {
        const seated = this.seated(client);
        seated.held = null;
        this.sendPacket(client);
      });
    });
    this.onMessage('older', (client, raw) => {
      // Older lines of the connection's own log, through its own lens (engine/viewLog.ts).
      const r = isObject(raw) ? raw : {};
      const n = Number.isSafeInteger(r.n) ? (r.n as number) : -1;
      if (!this.allow(client, n)) return;
      const before = Number.isSafeInteger(r.before) ? (r.before as number) : 0;
      const count = Number.isSafeInteger(r.count)
        ? Math.min(Math.max(r.count as number, 0), MAX_OLDER_LINES)
        : 0;
      this.enqueue(() => {
        const viewer = this.seated(client).viewer;
        const lines = viewLogBefore(this.match.state, lensOf(this.match, viewer), before, count);
        client.send('server', { kind: 'older', n, lines } satisfies ServerMessage);
      });
    });
    this.onMessage('ping', (client) => {
      // At once, not after the steps being kept: it says only that this process is alive.
      client.send('server', { kind: 'pong' } satisfies ServerMessage);
    });
    this.onMessage('*', (client, type) => {
      client.send('server', {
        kind: 'refused',
        n: -1,
        violations: [bad(`Unknown message "${String(type)}".`)],
      });
    });
  }

  /**
   * Any other fault in a handler of this room is reported on one line and goes no further: without
   * this, Colyseus stops the whole server (every game) on an exception in a message handler. Refusals
   * of a join (onAuth, onCreate) still reach the device that asked.
   */
  override onUncaughtException(error: RoomException, method: RoomMethodName): void {
    if (method === 'onAuth' || method === 'onCreate') return;
    console.error(`Game ${this.roomId}: a fault in ${method}: ${error.message}`);
  }

  override async onAuth(_client: Client, options: JoinOptions): Promise<{ viewer: Numbered }> {
    // A join names its game: without one a stranger would be matched into somebody's game.
    if (options.game !== this.roomId) throw new Error('Open a game with its link.');
    if (options.secret === undefined) return { viewer: 'public' };
    const secret = typeof options.secret === 'string' && options.secret.length <= 64 ? options.secret : null;
    const seat =
      secret === null
        ? null
        : await stored('check a seat link of', () => GameRoom.games.seatOf(this.roomId, secret), this.roomId);
    if (!seat)
      throw new Error('That seat link is not this game’s: ask the player who made the game for it again.');
    return { viewer: seat };
  }

  override onJoin(client: Client, _options: JoinOptions, auth: { viewer: Numbered }): void {
    this.touched = Date.now();
    // A seat opened on another device (its link, or a reload whose seat had lapsed) takes the seat over.
    for (const other of this.clients) {
      if (
        other !== client &&
        (other.userData as Seated | undefined)?.viewer === auth.viewer &&
        auth.viewer !== 'public'
      ) {
        other.send('server', { kind: 'taken', seat: auth.viewer } satisfies ServerMessage);
        other.leave(4000, 'taken');
      }
    }
    client.userData = { viewer: auth.viewer, held: null, asks: [] } satisfies Seated;
    this.sendPacket(client, true);
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
    // The device may have lost the last packets and answers: it gets the whole view again, and which
    // of its asks were played.
    this.seated(client).held = null;
    this.sendPacket(client, true);
    this.sendPresence();
  }

  override onLeave(client: Client): void {
    this.sendPresence(client);
  }

  override async onDispose(): Promise<void> {
    // The writes still waiting finish (or fail) before the room goes.
    try {
      await this.queue;
    } finally {
      this.uncount();
    }
  }

  private uncount(): void {
    if (this.counted) GameRoom.loaded--;
    this.counted = false;
  }

  /**
   * A game without an ask or a join for `idleMs` is put away: its room closes (the game is kept) and
   * its devices open it again at the player's next touch. Not while a step is being kept.
   */
  private putAwayIfIdle(idleMs: number): void {
    if (this.lost || Date.now() - this.touched < idleMs) return;
    void this.queue.then(() => {
      if (Date.now() - this.touched < idleMs || this.lost || this.away) return;
      this.away = true;
      void this.disconnect(GAME_PUT_AWAY);
    });
  }

  private seated(client: Client): Seated {
    return client.userData as Seated;
  }

  /** Runs `task` after every ask and request taken before it; a fault in it goes no further. */
  private enqueue(task: () => Promise<void> | void): void {
    this.touched = Date.now();
    this.queue = this.queue.then(task).catch((e: unknown) => {
      console.error(`Game ${this.roomId}: a request failed: ${e instanceof Error ? e.message : String(e)}`);
    });
  }

  /** One ask, answered: a fault of the server's own hurts this one step, never the game or the others. */
  private async answerAsk(client: Client, raw: unknown, n: number): Promise<void> {
    const kept = this.rev;
    try {
      await this.ask(client, raw, n);
    } catch (e) {
      console.error(`Game ${this.roomId}: an ask failed: ${e instanceof Error ? e.message : String(e)}`);
      // Kept before the fault (in sending the packets), the step was played: the device learns it by
      // its whole packet; otherwise nothing changed.
      const message: ServerMessage =
        this.rev !== kept
          ? { kind: 'done', n, rev: this.numbering.revs[this.seated(client).viewer] }
          : {
              kind: 'refused',
              n,
              violations: [
                bad('The server met a fault judging that step: it was not played, and nothing changed.'),
              ],
            };
      this.seated(client).held = null;
      if (this.rev !== kept) this.sendPacket(client);
      client.send('server', message);
    }
  }

  /** Whether the connection may ask now (MAX_ASKS_PER_SECOND); if not, it is told why. */
  private allow(client: Client, n: number): boolean {
    const seated = this.seated(client);
    const now = Date.now();
    seated.asks = seated.asks.filter((t) => now - t < 1000);
    if (seated.asks.length >= ASKS_PER_SECOND) {
      client.send('server', {
        kind: 'refused',
        n,
        violations: [bad('Too many requests at once: wait a moment and try again.')],
      } satisfies ServerMessage);
      return false;
    }
    seated.asks.push(now);
    return true;
  }

  /** Reads, judges, keeps and answers one ask; a refused ask changes nothing and says why. */
  private async ask(client: Client, raw: unknown, n: number): Promise<void> {
    const seated = this.seated(client);
    const refuse = (violations: Violation[]) => {
      client.send('server', { kind: 'refused', n, violations } satisfies ServerMessage);
    };
    if (this.lost) {
      refuse([bad(HELD_ELSEWHERE_MESSAGE)]);
      return;
    }
    // Unanswered, it stays in flight on the device, which sends it again when the game is open again.
    if (this.away) return;
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
    if (
      !isObject(raw) ||
      n < 0 ||
      !Number.isSafeInteger(raw.rev) ||
      typeof raw.id !== 'string' ||
      raw.id.length === 0 ||
      raw.id.length > MAX_ASK_ID_CHARS
    ) {
      refuse([bad('Not a request of this table.')]);
      return;
    }
    const id = raw.id;
    if (seated.viewer !== 'public' && this.numbering.played[seated.viewer].includes(id)) {
      // Played already (the device sent it again, not knowing): acknowledged again, never played twice.
      client.send('server', {
        kind: 'done',
        n,
        rev: this.numbering.revs[seated.viewer],
      } satisfies ServerMessage);
      return;
    }
    if (!madeOnTheGame(this.numbering, seated.viewer, raw.rev as number)) {
      refuse([
        {
          code: 'WRONG_PHASE',
          message: 'The game moved on before that arrived: look at the table again and try again.',
        },
      ]);
      seated.held = null;
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
      // The audience's packet is made only while an audience watches (see `stale`).
      const made = VIEWERS.filter((v) => v !== 'public' || this.watched(v));
      const shown = new Map(this.shown);
      for (const v of made) shown.set(v, shownOf(next, v));
      const changed = new Set(
        made.filter((v) => {
          const was = this.shown.get(v);
          const now = shown.get(v);
          return this.stale.has(v) || !was || !now || !samePacket(was.packet, now.packet);
        }),
      );
      const revs = { ...this.numbering.revs };
      const since = { ...this.numbering.since };
      const seat = seated.viewer;
      for (const v of changed) {
        revs[v]++;
        // Another seat's step, or the game's own: an ask made on this seat's older packets is late.
        if (v !== 'public' && v !== seat) since[v] = revs[v];
      }
      const played = { ...this.numbering.played };
      if (verdict.ok && seat !== 'public') played[seat] = [...played[seat], id].slice(-KEPT_ASK_IDS);
      const numbering: Numbering = { revs, since, played };
      // Kept before anybody hears of it: a restart finds every step a device was told of. A write that
      // fails refuses this one step and keeps the game as it was.
      const written = await GameRoom.games.save(this.roomId, {
        before: this.match,
        after: next,
        rev: this.rev + 1,
        wire: numbering,
        claim: this.claim,
      });
      if (!written.ok) {
        refuse([bad(written.message)]);
        if (written.lost) this.close();
        return;
      }
      this.match = next;
      this.rev++;
      this.numbering = numbering;
      this.shown = shown;
      for (const v of VIEWERS) {
        if (made.includes(v)) this.stale.delete(v);
        else this.stale.add(v);
      }
      // Only the devices whose own packet changed hear of the step (an audience that came during the
      // write: if its packet changed since it was sent).
      for (const c of this.clients) {
        const viewer = (c.userData as Seated | undefined)?.viewer;
        if (viewer === undefined) continue;
        if (changed.has(viewer) || (this.stale.has(viewer) && this.refresh(viewer))) this.sendPacket(c);
      }
    }
    if (verdict.ok) {
      client.send('server', {
        kind: 'done',
        n,
        rev: this.numbering.revs[seated.viewer],
      } satisfies ServerMessage);
    } else refuse(verdict.violations);
  }

  /** Another room holds the game now: this one says so in one line and closes; its devices open it again. */
  private close(): void {
    if (this.lost) return;
    this.lost = true;
    console.error(
      `Game ${this.roomId}: this room's write touched no row: another room holds the game now (this room's claim was ${String(this.claim)}, at step ${String(this.rev)}). This room closes.`,
    );
    void this.disconnect(GAME_HELD_ELSEWHERE);
  }

  /**
   * The connection's own packet: the whole view first, then deltas from the view it holds. After a
   * join or a reconnection it also says which of the seat's asks were played.
   */
  private sendPacket(client: Client, coming = false): void {
    const seated = this.seated(client);
    if (this.stale.has(seated.viewer)) this.refresh(seated.viewer);
    const shown = this.shown.get(seated.viewer) ?? shownOf(this.match, seated.viewer);
    const rev = this.numbering.revs[seated.viewer];
    const message: ServerMessage = {
      kind: 'packet',
      rev,
      packet: wirePacket(shown.packet, seated.held),
      ...(coming && seated.viewer !== 'public' ? { played: this.numbering.played[seated.viewer] } : {}),
    };
    client.send('server', message);
    seated.held = { view: shown.packet.view, rev };
  }

  /** Whether a connection of this viewer is at the room (joined, or dropped and may come back). */
  private watched(viewer: Numbered): boolean {
    return this.clients.some((c) => (c.userData as Seated | undefined)?.viewer === viewer);
  }

  /**
   * Makes a stale viewer's packet again; numbered one more if it changed since it was last made (the
   * number is kept with the next step). Whether it changed.
   */
  private refresh(viewer: Numbered): boolean {
    this.stale.delete(viewer);
    const was = this.shown.get(viewer);
    const now = shownOf(this.match, viewer);
    this.shown.set(viewer, now);
    if (was && samePacket(was.packet, now.packet)) return false;
    const rev = this.numbering.revs[viewer] + 1;
    this.numbering = {
      ...this.numbering,
      revs: { ...this.numbering.revs, [viewer]: rev },
      since: viewer === 'public' ? this.numbering.since : { ...this.numbering.since, [viewer]: rev },
    };
    return true;
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

/**
 * A read of the store for a join: a failure (the database out of reach, a game that no longer replays)
 * is one line on the console (its cause), and the device is told only that the game could not be opened.
 */
async function stored<T>(what: string, read: () => Promise<T>, game: string): Promise<T> {
  try {
    return await read();
  } catch (e) {
    console.error(`Game ${game}: the server could not ${what} it (${causeOf(e)}).`);
    throw refusal(
      'The server could not open this game just now: try again in a moment, or tell whoever runs the server.',
    );
  }
}

/**
 * A join refused with a sentence for the device. Colyseus prints any other error of onCreate with its
 * whole stack; a ServerError it only passes on to the device.
 */
function refusal(message: string): ServerError {
  return new ServerError(ErrorCode.APPLICATION_ERROR, message);
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null;
}

function bad(message: string): Violation {
  return { code: 'INVALID_ACTION', message };
}
