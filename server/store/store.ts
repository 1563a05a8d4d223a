// Where the server keeps its games (ARCHITECTURE.md §10): one interface, two implementations. The
// SQLite file of one process (server/games.ts, through sqlite.ts) is the default; PostgreSQL
// (postgres.ts) keeps them for many processes, as an append-only log of steps fenced by the claim of
// the room holding each game. Everything is asynchronous, because PostgreSQL is.
//
// Whatever the implementation, a write never throws: it answers `{ ok: false, message }` (a sentence
// for the player who asked), logs its cause in one line, and the game stands as it was.
import { createHash, randomBytes } from 'node:crypto';
import { recordOfMatch, type Match } from '../../src/match/match.ts';
import {
  readAction,
  replayRecord,
  type Action,
  type GameSetup,
  type RandomSpec,
} from '../../src/engine/index.ts';
import type { Seat } from '../../src/rules/index.ts';

/** A game as the server keeps it: the referee's match, how many changes it has seen, the room's notes. */
export interface StoredMatch {
  id: string;
  match: Match;
  rev: number;
  /** What the room keeps beside the game (its `wire` notes, parsed); `{}` for a new game. */
  wire: unknown;
}

/** A game loaded by a room, with the claim its writes carry (PostgreSQL's epoch; 0 for SQLite). */
export interface ClaimedMatch extends StoredMatch {
  claim: number;
}

/** The answer of a write: kept, or not kept with a sentence for the player who asked. */
export type Written = { ok: true } | { ok: false; message: string };

/**
 * The answer of a step's write. `lost`: another room has claimed the game since this one loaded it,
 * and the write touched nothing; the room that asked must close (its game is held elsewhere).
 */
export type Saved = { ok: true } | { ok: false; message: string; lost?: true };

/** One change of a game, as a room writes it. */
export interface Step {
  before: Match;
  after: Match;
  /** The game's count of changes after this one (the room's rev): 1 for the first step. */
  rev: number;
  /** The room's notes, kept with the step (JSON). */
  wire: unknown;
  /** The claim the room got when it loaded the game. */
  claim: number;
}

export interface GameStore {
  /** Which implementation: the SQLite file or PostgreSQL. */
  readonly kind: 'sqlite' | 'postgres';
  /** Where the games are, for the start line and the one-line reports ("Games file /x/games.sqlite"). */
  readonly where: string;
  /** Keeps a new game; its seats' secrets are given back once and kept only as hashes. */
  create(id: string, match: Match, secrets: Record<Seat, string>, address?: string): Promise<Written>;
  /** The seat whose link holds `secret`, if any. */
  seatOf(id: string, secret: string): Promise<Seat | null>;
  /**
   * Loads a game for a room, rebuilt by replaying its actions; null if there is none by that id. The
   * room claims the game: from now on, the writes of a room that loaded it before are refused (`lost`).
   */
  load(id: string): Promise<ClaimedMatch | null>;
  /**
   * Writes one step of a game, with the room's notes, all or nothing. A step already written by the
   * same claim (a write whose answer was lost) is answered ok again and not written twice.
   */
  save(id: string, step: Step): Promise<Saved>;
  /** How many games are kept (for the server's start line). */
  count(): Promise<number>;
  /** How many games are not over: all of them, or those made from one address. */
  unfinished(address?: string): Promise<number>;
  /**
   * Removes the games not over and not touched (made or played) for `days` days before `now`; finished
   * games stay. Answers how many went; a failed removal is logged in one line and removes none.
   */
  expire(days: number, now?: number): Promise<number>;
  /** Lets the games go (the file's lock, the database's connections); a second call does nothing. */
  close(): Promise<void>;
}

/** The secret of a seat's link: 128 random bits, as base64url. Only its hash is kept. */
export function newSecret(): string {
  return randomBytes(16).toString('base64url');
}

export function hashOf(secret: string): Buffer {
  return createHash('sha256').update(secret).digest();
}

/** A game id for links: 96 random bits, nothing of the order or count of games. */
export function newGameId(): string {
  return randomBytes(12).toString('base64url');
}

/** The first line of an error's message, short enough for one line of a console. */
export function causeOf(e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  const line = text.split('\n')[0]?.trim() ?? '';
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

/** What a game keeps besides its actions. */
export interface Kept {
  setup: GameSetup;
  random: RandomSpec;
  jumps: Match['jumps'];
  redo: Match['redo'];
  undoRequest: Match['undoRequest'];
  undoAnswer: Match['undoAnswer'];
}

export function keptOf(m: Match): Kept {
  return {
    setup: m.setup,
    random: m.random,
    jumps: m.jumps,
    redo: m.redo,
    undoRequest: m.undoRequest,
    undoAnswer: m.undoAnswer,
  };
}

export function isOver(m: Match): boolean {
  return m.state.phase.kind === 'over';
}

/** How many actions `before` and `after` share from the start (an undo keeps fewer than `before` has). */
export function sharedActions(before: Match, after: Match): number {
  let same = 0;
  while (same < before.actions.length && same < after.actions.length) {
    if (before.actions[same] !== after.actions[same]) break;
    same++;
  }
  return same;
}

/** A kept action, read back (it was checked when played); throws if it no longer reads. */
export function keptAction(id: string, raw: unknown): Action {
  const read = readAction(raw);
  if (!read.ok) throw new Error(`Game ${id}: a kept action is refused: ${read.violation.message}`);
  return read.action;
}

/** A kept game's match, rebuilt by replaying its actions; throws if it no longer replays. */
export function replayedMatch(id: string, kept: Kept, actions: Action[]): Match {
  const partial = { setup: kept.setup, random: kept.random, jumps: kept.jumps, actions };
  const replayed = replayRecord(recordOfMatch(partial));
  if (!replayed.ok) {
    throw new Error(`Game ${id} no longer replays: ${replayed.violations.map((v) => v.code).join(', ')}`);
  }
  return {
    ...partial,
    devices: 'two',
    redo: kept.redo,
    state: replayed.state,
    undoRequest: kept.undoRequest,
    undoAnswer: kept.undoAnswer,
  };
}

/** The sentence a player gets when a step was not written because the game was removed meanwhile. */
export const GONE_MESSAGE =
  'That step was not kept: this game is no longer in the server’s file (an unfinished game left untouched for a long time is removed). Tell whoever runs the server.';

/** The sentence a player gets when a step was not written because another room holds the game now. */
export const HELD_ELSEWHERE_MESSAGE =
  'That step was not played: this game is now held by another room of the server. Open the game again with its link.';
