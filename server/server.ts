// The game server (ARCHITECTURE.md §10): the built app and the game socket on one port, every game kept
// in one SQLite file. `npm run serve` starts it (server/main.ts); tests and the bench start it here.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import express from 'express';
import { WebSocket as NodeWebSocket } from 'ws';
import { secretSpec } from '../src/engine/index.ts';
import { startMatch } from '../src/match/match.ts';
import { MAX_ASK_CHARS } from '../src/match/wire.ts';
import { setupSchema } from '../src/store/recordSchema.ts';
import { describeIssues, type GameSetup } from '../src/engine/index.ts';
import { randomBytes } from 'node:crypto';
import { networkInterfaces } from 'node:os';
import { GameFile, newGameId, newSecret } from './games.ts';
import { GameRoom } from './room.ts';

// Colyseus 0.18 reconnects through the global WebSocket, which Node has only from version 22: on
// Node 20 the `ws` package stands in for it (README: "Two devices").
if (!('WebSocket' in globalThis)) {
  (globalThis as { WebSocket?: unknown }).WebSocket = NodeWebSocket;
}

/** Most characters of a New game request: a set-up with two full rosters is about 20 kB. */
export const MAX_SETUP_CHARS = 256_000;
/** Most games one address may make in a minute (a club makes a few an evening). */
export const MAX_GAMES_PER_MINUTE = 30;

export interface GameServerOptions {
  port: number;
  /** The SQLite file every game is kept in (":memory:" keeps them only while the process lives). */
  database: string;
  /** The built app to serve beside the socket; none when only the socket is wanted. */
  dist?: string;
  host?: string;
}

export interface RunningServer {
  port: number;
  games: GameFile;
  stop: () => Promise<void>;
}

/** What the New game request answers: the game, each seat's secret for its link, and where to link. */
export interface CreatedGame {
  game: string;
  secrets: { A: string; B: string };
  /** This computer's addresses on its networks, for links made on a page opened as localhost. */
  lan: string[];
}

/** The addresses other devices on this computer's networks can open (IPv4, not loopback). */
export function lanAddresses(port: number): string[] {
  const out: string[] = [];
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) {
      if (a.family === 'IPv4' && !a.internal) out.push(`http://${a.address}:${String(port)}/`);
    }
  }
  return out;
}

export async function startGameServer(options: GameServerOptions): Promise<RunningServer> {
  const games = new GameFile(options.database);
  GameRoom.games = games;
  const dist = options.dist ? resolve(options.dist) : null;
  const server = new Server({
    greet: false,
    transport: new WebSocketTransport({ maxPayload: MAX_ASK_CHARS * 4 }),
    express: (app) => {
      const made = new Map<string, number[]>();
      app.post('/api/games', express.json({ limit: MAX_SETUP_CHARS }), (req, res) => {
        const now = Date.now();
        const from = req.ip ?? '';
        const recent = (made.get(from) ?? []).filter((t) => now - t < 60_000);
        if (recent.length >= MAX_GAMES_PER_MINUTE) {
          res
            .status(429)
            .json({ error: 'Too many new games from this device: wait a minute and try again.' });
          return;
        }
        const parsed = setupSchema.safeParse((req.body as { setup?: unknown } | undefined)?.setup);
        if (!parsed.success) {
          res
            .status(400)
            .json({ error: `That game cannot be made: ${describeIssues(parsed.error).join('; ')}` });
          return;
        }
        const setup = parsed.data as GameSetup;
        if (!setup.game) {
          res.status(400).json({ error: 'Two devices play a game: choose both players’ troopers first.' });
          return;
        }
        // Each seat's device is its own lock: a PIN guards a shared screen, not a link.
        const two: GameSetup = { ...setup, game: { ...setup.game, pins: {} } };
        const id = newGameId();
        const secrets = { A: newSecret(), B: newSecret() };
        games.create(id, startMatch(two, secretSpec(randomBytes(32)), 'two'), secrets);
        made.set(from, [...recent, now]);
        res.json({ game: id, secrets, lan: lanAddresses(options.port) } satisfies CreatedGame);
      });
      if (dist && existsSync(dist)) {
        app.use(express.static(dist, { index: 'index.html' }));
      }
    },
  });
  server.define('game', GameRoom).filterBy(['game']);
  await server.listen(options.port, options.host);
  return {
    port: options.port,
    games,
    stop: async () => {
      await server.gracefullyShutdown(false);
      games.close();
    },
  };
}
