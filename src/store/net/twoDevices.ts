// A game played on two devices, as this device holds it (ARCHITECTURE.md §10): the link to its seat,
// the connection, and the latest packet of its own viewer. Nothing else of the game is on the device.
import type { Packet } from '../../match/match.ts';
import type { Presence } from '../../protocol/wire.ts';
import type { Viewer } from '../../engine/index.ts';
import type { Seat } from '../../rules/index.ts';
import type { KeyValueStorage } from '../persist/persistence.ts';
import type { Connection, SeatLink } from './remoteMatch.ts';

/** Whether a refused join is final (the link is not the game's, or the game is gone): not tried again. */
export function isFinalRefusal(message: string): boolean {
  return /seat link|no game/i.test(message);
}

/** The addresses a device opens: a seat's (with its secret after the #) and the audience's. */
export const PLAY_QUERY = 'play';
export const WATCH_QUERY = 'watch';

/** The links the player who made the game hands out: the other seat's, and the audience's. */
export interface Shares {
  seat: Seat;
  other: string;
  audience: string;
}

/** The game on the server this device plays, while the connection opens and after. */
export interface TwoDevices {
  link: SeatLink;
  connection: Connection;
  /** Why the connection is not open, in words a player can act on. */
  problem: string | null;
  presence: Presence | null;
  /** The newest packet of this device's viewer (null until the first arrives), and its revision. */
  packet: Packet | null;
  rev: number;
  /** The links to hand out, on the device that made the game. */
  shares: Shares | null;
}

/**
 * Whether a page's host name can only be opened from this computer: `localhost` (and names under it,
 * RFC 6761), the IPv4 loopback block 127.0.0.0/8 and IPv6 `::1`. Example: "127.0.0.1" → true,
 * "192.168.1.20" → false, "club.example" → false.
 */
export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/\.$/, '');
  return (
    h === 'localhost' ||
    h.endsWith('.localhost') ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h) ||
    h === '[::1]' ||
    h === '::1'
  );
}

/**
 * Where the links for Player B and the audience start (README, Two devices): the address the page
 * was opened at (its path kept, its query and hash left out) when other devices can reach it; the
 * server's address on its network (the first `lan` of the create answer) only when the page was
 * opened as localhost. With no network address known, the page's own is all there is.
 */
export function shareBase(pageHref: string, lan: readonly string[]): string {
  const page = new URL(pageHref);
  const own = `${page.protocol}//${page.host}${page.pathname}`;
  const network = lan[0];
  return isLoopbackHost(page.hostname) && network ? network : own;
}

export function seatAddress(server: string, game: string, secret: string): string {
  const u = new URL(server);
  u.search = `?${PLAY_QUERY}=${encodeURIComponent(game)}`;
  u.hash = secret;
  return u.toString();
}

export function audienceAddress(server: string, game: string): string {
  const u = new URL(server);
  u.search = `?${WATCH_QUERY}=${encodeURIComponent(game)}`;
  u.hash = '';
  return u.toString();
}

/** What this browser keeps of its two-device games: each game's seat secret and links to hand out. */
const KEPT = 'marker-table:two-devices';

interface KeptSeat {
  server: string;
  secret: string;
  shares?: Shares;
  /** When this browser first took the seat (ms since 1970), to list the newest first. */
  at?: number;
}

/** A two-device game this browser holds a seat of: where it is, and since when. */
export interface KeptGame {
  game: string;
  server: string;
  at: number;
  /** Whether this browser made the game (it has the links to hand out). */
  made: boolean;
}

function keptSeats(storage: KeyValueStorage | undefined): Record<string, KeptSeat> {
  try {
    const text = storage?.getItem(KEPT);
    const parsed: unknown = text ? JSON.parse(text) : {};
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, KeptSeat>) : {};
  } catch {
    return {};
  }
}

/** Keeps a seat's secret in this browser, so a reload (or a lapsed seat) takes it back. */
export function keepSeat(storage: KeyValueStorage | undefined, game: string, seat: KeptSeat): void {
  const all = keptSeats(storage);
  const at = seat.at ?? all[game]?.at ?? Date.now();
  try {
    storage?.setItem(KEPT, JSON.stringify({ ...all, [game]: { ...seat, at } }));
  } catch {
    // A full storage: the link in the address still opens the seat.
  }
}

export function keptSeat(storage: KeyValueStorage | undefined, game: string): KeptSeat | null {
  return keptSeats(storage)[game] ?? null;
}

/** The two-device games this browser holds a seat of, newest first. */
export function keptGames(storage: KeyValueStorage | undefined): KeptGame[] {
  return Object.entries(keptSeats(storage))
    .filter(([, k]) => typeof k.server === 'string' && typeof k.secret === 'string')
    .map(([game, k]) => ({ game, server: k.server, at: k.at ?? 0, made: k.shares !== undefined }))
    .sort((a, b) => b.at - a.at);
}

/** Forgets a seat's secret in this browser (its link still opens it). */
export function forgetSeat(storage: KeyValueStorage | undefined, game: string): void {
  const { [game]: _gone, ...rest } = keptSeats(storage);
  try {
    storage?.setItem(KEPT, JSON.stringify(rest));
  } catch {
    // Storage refused: nothing else to do.
  }
}

/**
 * The seat link an address names (`?play=<game>#<secret>`, or `?watch=<game>`), with the secret kept
 * in this browser when the address carries none; null when the address names no two-device game.
 */
export function linkFromAddress(
  href: string,
  storage: KeyValueStorage | undefined,
): { link: SeatLink; watch: boolean } | null {
  const u = new URL(href);
  const server = `${u.protocol}//${u.host}/`;
  const watched = u.searchParams.get(WATCH_QUERY);
  if (watched) return { link: { server, game: watched }, watch: true };
  const game = u.searchParams.get(PLAY_QUERY);
  if (!game) return null;
  // The screens' own hashes (#table, #home, #drills) are no secret.
  const hash = /^#\/?(home|table|drills)?$/.test(u.hash) ? '' : decodeURIComponent(u.hash.slice(1));
  const secret = hash || keptSeat(storage, game)?.secret;
  return { link: { server, game, ...(secret ? { secret } : {}) }, watch: false };
}

/** The viewer of a two-device game this device plays: its seat once the server has said. */
export function deviceViewer(t: TwoDevices | null): Viewer | null {
  return t?.packet?.viewer ?? null;
}
