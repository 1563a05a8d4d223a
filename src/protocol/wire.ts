import {
  applyViewDelta,
  canonicalJson,
  sameData,
  viewChanges,
  viewFingerprint,
  type View,
  type ViewChanges,
  type ViewLogLine,
} from '../engine/index.ts';
import type { Seat, Violation } from '../rules/index.ts';
import type { Ask } from '../match/judge.ts';
import type { Packet } from '../match/match.ts';

/**
 * What travels between a device and the game server (ARCHITECTURE.md §10). The server sends each
 * connection only its own viewer's packets, built by `packetFor` in one place; after the first whole
 * view it sends view deltas (engine/viewDelta.ts), made from that viewer's two views only.
 */

/** Most characters an ask may have as JSON: the largest action (a deployment with a path) is ~1 kB. */
export const MAX_ASK_CHARS = 8_192;
/** Most asks a connection may make in a second; more are refused with a reason. */
export const MAX_ASKS_PER_SECOND = 12;

/** Most characters of an ask's id (a device makes it from 96 random bits). */
export const MAX_ASK_ID_CHARS = 32;
/** How many of a seat's last played asks the server keeps, to tell a device that comes back. */
export const KEPT_ASK_IDS = 16;

/**
 * An ask as a device sends it: its own number (to match the answer), the number of the packet it saw
 * (`rev`: the device's own count, see ServerMessage), and an id of its own that outlives the connection,
 * so a device whose ask was in flight when the server went down learns whether it was played.
 */
export interface WireAsk {
  n: number;
  rev: number;
  id: string;
  ask: Ask;
}

/**
 * A packet on the wire: the whole view, or the changes from the view the device holds. A delta names
 * its base by the viewer's own packet number (`base`: the `rev` the held view came with), not by a
 * fingerprint of the view: the server makes no hash of any view (issue 28: the hash of every view at
 * every step cost more than judging it), and a device on one connection receives in order.
 */
export type WirePacket = Omit<Packet, 'view'> & ({ view: View } | { delta: WireDelta });

/** A view's changes from the view the device holds, numbered `base` in the viewer's count. */
export type WireDelta = ViewChanges & { base: number };

/** The view a device holds and the packet number it came with. */
export interface HeldView {
  view: View;
  rev: number;
}

/** Who is at the table now: each seat's device, and how many audience windows watch. */
export interface Presence {
  A: boolean;
  B: boolean;
  audience: number;
}

export type ServerMessage =
  /**
   * The viewer's packet, numbered `rev` in this viewer's own count: it goes up by one only when this
   * viewer's packet changes, and a device hears nothing of a step that changes nothing of its packet
   * (ARCHITECTURE.md §10, "metadata is a secret too"). The first packet after joining or coming back
   * carries `played`: the ids of the seat's last asks the server played and kept.
   */
  | { kind: 'packet'; rev: number; packet: WirePacket; played?: string[] }
  /** The ask numbered `n` was refused; nothing changed. */
  | { kind: 'refused'; n: number; violations: Violation[] }
  /** The ask numbered `n` was played and kept; the viewer's packet `rev` (if it changed) came first. */
  | { kind: 'done'; n: number; rev: number }
  | { kind: 'presence'; presence: Presence }
  /** This seat was taken by another device with the seat's link: this one no longer plays it. */
  | { kind: 'taken'; seat: Seat }
  /** Older lines of the viewer's own log than its view carries, answering the ask numbered `n`. */
  | { kind: 'older'; n: number; lines: ViewLogLine[] }
  /** The answer to a device's 'ping' (sent every PING_MS while it waits): the connection is alive. */
  | { kind: 'pong' };

/**
 * How often a device that has not heard from the server says 'ping' (milliseconds): a process that
 * hangs keeps its sockets open, so a device that only watches would otherwise never learn its game
 * moved to another process. Every device at once would cost the server more than the steps do, so not
 * often; a device that asks learns it sooner (remoteMatch's STALL_MS).
 */
export const PING_MS = 10_000;

/**
 * The close code of a game's connection when the game is put away after a long time without a step
 * (the server's IDLE_MINUTES): the game is kept, and the device opens it again at the player's next
 * touch or ask, not at once (that would keep every idle game in the server's memory).
 */
export const PUT_AWAY_CODE = 4101;

/** Most older log lines one ask may fetch. */
export const MAX_OLDER_LINES = 200;

/** The first packet of a connection, or the delta after the view it holds. */
export function wirePacket(packet: Packet, held: HeldView | null): WirePacket {
  const { view, ...rest } = packet;
  return held ? { ...rest, delta: { base: held.rev, ...viewChanges(held.view, view) } } : { ...rest, view };
}

/**
 * The packet a device rebuilds from what it received and the view it held; null when the delta was
 * made from another view than the one held (the device then asks again for a whole packet).
 */
export function readWirePacket(wire: WirePacket, held: HeldView | null): Packet | null {
  if ('view' in wire) return wire;
  const { delta, ...rest } = wire;
  if (!held || held.rev !== delta.base) return null;
  const { base: _base, ...changes } = delta;
  return { ...rest, view: applyViewDelta(held.view, changes) };
}

/**
 * Whether two packets of one viewer are the same (deep equality; a field holding `undefined` counts as
 * absent, as in JSON). The server sends a device a packet only when its packet changes
 * (ARCHITECTURE.md §10).
 */
export function samePacket(a: Packet, b: Packet): boolean {
  return a === b || (sameData(a.view, b.view) && sameData({ ...a, view: null }, { ...b, view: null }));
}

/**
 * What tells two packets of one viewer apart as text: its view's fingerprint and the rest as canonical
 * JSON (for comparisons kept outside the server, as the bench's).
 */
export function packetKey(packet: Packet): string {
  const { view, ...rest } = packet;
  return `${viewFingerprint(view)}:${canonicalJson(rest)}`;
}
