// What the paired-frame tests share (server/*Frames.test.ts): a device that keeps every room frame its
// socket receives as bytes, the wait, and the deployment steps their scripts are written in.
import { Client, type Room } from '@colyseus/sdk';
import type { Action } from '../src/engine/index.ts';
import type { Packet } from '../src/match/match.ts';
import { RemoteMatch } from '../src/store/net/remoteMatch.ts';
import type { ServerMessage } from '../src/protocol/wire.ts';

/** Colyseus' code for a room message. */
export const ROOM_DATA = 13;

export async function until(ok: () => boolean, ms = 5000): Promise<void> {
  const t0 = Date.now();
  while (!ok()) {
    if (Date.now() - t0 > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A device on the server at `port` that keeps every room frame its socket receives, as bytes. */
export async function watchFrames(port: number, game: string, secret?: string) {
  const room: Room = await new Client(`ws://127.0.0.1:${String(port)}`).joinOrCreate('game', {
    game,
    ...(secret ? { secret } : {}),
  });
  const frames: Uint8Array[] = [];
  const messages: ServerMessage[] = [];
  const socket = (room.connection.transport as unknown as { ws: WebSocket }).ws;
  socket.addEventListener('message', (e: MessageEvent) => {
    const bytes = new Uint8Array(e.data as ArrayBuffer);
    if (bytes[0] === ROOM_DATA) frames.push(bytes);
  });
  room.onMessage('server', (m: ServerMessage) => messages.push(m));
  const packets = () => messages.filter((m) => m.kind === 'packet').length;
  await until(() => packets() > 0);
  return { room, frames, messages, packets };
}

/** Player A's deployment of a roster trooper, facing down the table. */
export const deploy = (trooperId: string, form: string, x: number, y: number, more: object = {}): Action =>
  ({ type: 'deploy', seat: 'A', trooperId, form, at: { x, y }, facing: 90, ...more }) as Action;
export const END_A: Action = { type: 'endDeployment', seat: 'A' };
/** The id of the viewer's trooper of that name. */
export const idOf = (p: Packet, name: string) => p.view.troopers.find((t) => t.name === name)?.id ?? '';

/** A step of a script that the server must refuse (told to the acting device only). */
export interface Refused {
  refused: Action;
}

/**
 * Plays A's script on `game` while Player B's device and the audience watch (both seen joined first);
 * the frames they received, B's packet count and A's last packet. A `Refused` step must be refused; the
 * words A was told come back in `refusals`.
 */
export async function playWatched(
  port: number,
  game: string,
  secrets: { A: string; B: string },
  script: (p: Packet) => (Action | Refused)[],
) {
  const packets: Packet[] = [];
  const a = await RemoteMatch.open(
    { server: `http://127.0.0.1:${String(port)}`, game, secret: secrets.A },
    { packet: (p) => packets.push(p), presence: () => undefined, connection: () => undefined },
  );
  await until(() => packets.length > 0);
  const last = (): Packet => {
    const p = packets.at(-1);
    if (!p) throw new Error(`${game}: A has no packet`);
    return p;
  };
  const b = await watchFrames(port, game, secrets.B);
  const audience = await watchFrames(port, game);
  await until(() => b.messages.some((m) => m.kind === 'presence' && m.presence.audience === 1));
  await until(() => audience.messages.some((m) => m.kind === 'presence' && m.presence.audience === 1));
  const refusals: string[] = [];
  for (const step of script(last())) {
    const action = 'refused' in step ? step.refused : step;
    const answer = await a.ask({ type: 'play', action });
    if ('refused' in step) {
      if (answer.ok) throw new Error(`${game}: ${action.type} was accepted`);
      refusals.push(answer.violations[0]?.message ?? '');
    } else if (!answer.ok) throw new Error(`${game}: ${answer.violations[0]?.message ?? ''}`);
  }
  await until(() => b.packets() >= 2 && audience.packets() >= 2);
  await new Promise((r) => setTimeout(r, 150));
  const seen = { b: b.frames, audience: audience.frames, bPackets: b.packets(), last: last(), refusals };
  await Promise.all([a.leave(), b.room.leave(true), audience.room.leave(true)]);
  return seen;
}
