// What a stranger can cost: the caps on unfinished games per address and in all, on a server started in
// this process with small caps; and the pure parts of the start-up (addresses, one-line reports).
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judge } from '../src/match/judge.ts';
import { hotSeatSetup } from '../tests/storeFixtures.ts';
import {
  GAME_EXPIRY_DAYS,
  lanAddresses,
  MAX_OPEN_GAMES,
  MAX_OPEN_GAMES_PER_ADDRESS,
  oneLine,
  startGameServer,
  type RunningServer,
} from './server.ts';

const PORT = 4415;
const dir = mkdtempSync(join(tmpdir(), 'server-limits-'));
let running: RunningServer;

beforeAll(async () => {
  running = await startGameServer({
    port: PORT,
    database: join(dir, 'games.sqlite'),
    limits: { openPerAddress: 3, open: 5 },
  });
});
afterAll(async () => {
  await running.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** POST /api/games from a given loopback address (Linux answers on all of 127.0.0.0/8). */
function newGame(
  from: string,
  body = JSON.stringify({ setup: hotSeatSetup({ A: ['line-trooper'], B: ['line-trooper'] }) }),
): Promise<{ status: number; body: { game?: string; error?: string } }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: '/api/games',
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => {
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(text) as { game?: string; error?: string },
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('the caps on unfinished games', () => {
  it('are named constants', () => {
    expect(MAX_OPEN_GAMES_PER_ADDRESS).toBe(50);
    expect(MAX_OPEN_GAMES).toBe(5_000);
    expect(GAME_EXPIRY_DAYS).toBe(30);
  });

  it('one address may keep so many unfinished games, everybody together so many; a finished game frees its place', async () => {
    const mine: string[] = [];
    for (let i = 0; i < 3; i++) {
      const made = await newGame('127.0.0.2');
      expect(made.status).toBe(200);
      mine.push(made.body.game ?? '');
    }
    const fourth = await newGame('127.0.0.2');
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toMatch(/already has 3 unfinished games on this server: finish some first/);
    // Another address is not held back by the first one's games...
    expect((await newGame('127.0.0.3')).status).toBe(200);
    expect((await newGame('127.0.0.3')).status).toBe(200);
    // ...until the server keeps as many unfinished games as it may, from everybody.
    const full = await newGame('127.0.0.4');
    expect(full.status).toBe(503);
    expect(full.body.error).toMatch(/already keeps as many unfinished games as it can \(5\)/);
    // One game of the first address ends: it may make one more, and so the server is full again.
    const id = mine[0] ?? '';
    const kept = await running.games.load(id);
    if (!kept) throw new Error('the game is not kept');
    const proposed = judge(kept.match, 'A', { type: 'play', action: { type: 'proposeEnd', seat: 'A' } });
    if (!proposed.ok) throw new Error('refused');
    const ended = judge(proposed.match, 'B', {
      type: 'play',
      action: { type: 'answerEnd', seat: 'B', accept: true },
    });
    if (!ended.ok) throw new Error('refused');
    const step = { wire: {}, claim: kept.claim };
    expect(
      (await running.games.save(id, { ...step, before: kept.match, after: proposed.match, rev: 1 })).ok,
    ).toBe(true);
    expect(
      (await running.games.save(id, { ...step, before: proposed.match, after: ended.match, rev: 2 })).ok,
    ).toBe(true);
    expect((await newGame('127.0.0.2')).status).toBe(200);
    expect((await newGame('127.0.0.2')).status).toBe(429);
    expect(await running.games.unfinished()).toBe(5);
  });
});

describe('a body that is not a set-up', () => {
  it('is refused with a reason', async () => {
    const bad = await newGame('127.0.0.9', '{"setup": ');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('That request is not a game’s set-up.');
    const large = await newGame('127.0.0.9', JSON.stringify({ setup: 'x'.repeat(300_000) }));
    expect(large.status).toBe(413);
    expect(large.body.error).toMatch(/too large/);
  });
});

describe('the addresses printed and given for links', () => {
  it('all networks when listening on all interfaces; only the one address; none on loopback', () => {
    const all = lanAddresses(8080);
    expect(lanAddresses(8080, '0.0.0.0')).toStrictEqual(all);
    for (const a of all) expect(a).toMatch(/^http:\/\/[0-9.]+:8080\/$/);
    expect(lanAddresses(8080, '192.168.1.20')).toStrictEqual(['http://192.168.1.20:8080/']);
    expect(lanAddresses(8080, '127.0.0.1')).toStrictEqual([]);
    expect(lanAddresses(8080, 'localhost')).toStrictEqual([]);
    expect(lanAddresses(8080, '::1')).toStrictEqual([]);
  });
});

describe('Colyseus’ reports are one line', () => {
  it('a fault inside the dependencies is its first line; one in this project’s code keeps its stack', () => {
    const theirs =
      'Invalid WebSocket frame: RSV2 and RSV3 must be clear\nRangeError: Invalid\n    at Receiver.getInfo (/x/node_modules/ws/lib/receiver.js:217:26)';
    expect(oneLine([theirs])).toBe('Invalid WebSocket frame: RSV2 and RSV3 must be clear');
    const ours = new Error('a bug here');
    expect(oneLine([ours])).toContain('limits.test.ts');
    expect(oneLine([ours]).split('\n').length).toBeGreaterThan(1);
  });
});
