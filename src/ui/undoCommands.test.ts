// Undo is one command (issue: undo means what it says): the toolbar's button and Ctrl+Z both call
// undoCommands().undo, which takes back alone what it may, asks the other player to agree where it
// must (a handover since, dice rolled), and in a finished game refuses with the reason.
import { describe, expect, it } from 'vitest';
import { MemoryStorage, hotSeatSetup } from '../../tests/storeFixtures.ts';
import type { Action } from '../engine/index.ts';
import {
  DICE_AGAIN,
  GAME_OVER_UNDO,
  createGameStore,
  createSessionStore,
  currentPacket,
  currentStatus,
  type Stores,
} from '../store/index.ts';
import { undoCommands } from './undoCommands.ts';

/** A hot-seat game at A's screen, and the questions the command put to the player (answered `yes`). */
function table(yes: boolean) {
  const game = createGameStore(new MemoryStorage(), {
    setup: hotSeatSetup({ A: ['line-trooper', 'impersonator', 'field-officer'], B: ['line-trooper'] }),
    random: { seed: 1 },
  });
  const session = createSessionStore();
  session.getState().takeScreen('A');
  const stores: Stores = { game, session };
  const asked: string[] = [];
  const commands = undoCommands(stores, (q) => {
    asked.push(q);
    return yes;
  });
  const a = (n: number) =>
    Object.values(game.getState().state.troopers).find((t) => t.owner === 'A' && t.rosterIndex === n)!.id;
  const play = (action: Action) => {
    expect(game.getState().dispatch(action).ok).toBe(true);
  };
  const status = () => session.getState().status;
  return { game, session, commands, asked, a, play, status };
}

const model = (trooperId: string, x: number): Action => ({
  type: 'deploy',
  seat: 'A',
  trooperId,
  form: 'model',
  at: { x, y: 6 },
  facing: 90,
});

describe('undo: one command for the button and the shortcut', () => {
  it('takes back the seat’s own step alone, asking nobody', () => {
    const t = table(true);
    t.play(model(t.a(0), 10));
    t.commands.undo();
    expect(t.asked).toStrictEqual([]);
    expect(t.status().text).toBe('Undone.');
    expect(t.game.getState().actions).toStrictEqual([]);
  });

  it('a step with dice: asks the other player (it used to refuse, from the button and the keys alike), saying the dice will be rolled again', () => {
    const t = table(true);
    t.play({ type: 'deploy', seat: 'A', trooperId: t.a(1), form: 'IMP-1', at: { x: 20, y: 40 }, facing: 90 });
    expect(currentPacket(t.game.getState(), 'A').canUndo).toBe(true);
    t.commands.undo();
    expect(t.asked).toHaveLength(1);
    expect(t.asked[0]).toMatch(
      /^Take back your step “Player A tried to place Mask Infiltrator as IMP-1 .*WIP roll 20/,
    );
    expect(t.asked[0]).toContain(`Player B must agree. Dice were rolled in it`);
    expect(t.asked[0]).toContain(DICE_AGAIN);
    expect(t.game.getState().undoRequest).toMatchObject({ by: 'A', dice: true });
    // The screen goes to B behind the curtain, to answer.
    expect(t.session.getState().curtainUp).toBe(true);
  });

  it('across a handover: asks (the shortcut used to refuse with “press Undo to ask”); declined, nothing changes', () => {
    const t = table(false);
    t.play(model(t.a(0), 10));
    t.play(model(t.a(2), 20));
    t.play({ type: 'endDeployment', seat: 'A' });
    const before = t.game.getState().state;
    t.commands.undo();
    expect(t.asked).toHaveLength(1);
    expect(t.asked[0]).toContain('Player B has seen the screen since, so Player B must agree.');
    expect(t.asked[0]).not.toContain('Dice');
    expect(t.game.getState().undoRequest).toBeNull();
    expect(t.game.getState().state).toBe(before);
  });

  it('a seat with no step of its own is told so (the button used to do nothing)', () => {
    const t = table(true);
    t.play(model(t.a(0), 10));
    t.session.getState().takeScreen('B');
    t.commands.undo();
    expect(t.asked).toStrictEqual([]);
    expect(t.status()).toMatchObject({ text: 'You have made no step to take back.', tone: 'error' });
  });
});

describe('undo in a finished game, and reopening it', () => {
  function over(yes = true) {
    const t = table(yes);
    t.play({ type: 'proposeEnd', seat: 'A' });
    t.session.getState().takeScreen('B');
    t.play({ type: 'answerEnd', seat: 'B', accept: true });
    expect(currentStatus(t.game.getState()).over).toBe(true);
    return t;
  }

  it('B, who ended it, presses Undo (or Ctrl+Z): refused with the reason, the game stays over (it used to reopen)', () => {
    const t = over();
    const before = t.game.getState().state;
    t.commands.undo();
    t.commands.redo();
    expect(t.asked).toStrictEqual([]);
    expect(t.game.getState().state).toBe(before);
    t.commands.undo();
    expect(t.status()).toMatchObject({ text: GAME_OVER_UNDO, tone: 'error' });
  });

  it('in the review with everything revealed, A asks to reopen; the curtain comes down for B, whose agreement reopens it', () => {
    const t = over();
    t.session.getState().takeScreen('referee');
    t.session.getState().setReview({ index: 2, lens: 'referee' });
    t.commands.requestReopen('A');
    expect(t.game.getState().undoRequest).toMatchObject({ by: 'A', end: true });
    expect(t.session.getState().curtainUp).toBe(true);
    expect(t.session.getState().review).toBeNull();
    expect(currentStatus(t.game.getState()).over).toBe(true);
    t.session.getState().takeScreen('B');
    t.commands.answerUndo(true);
    expect(currentStatus(t.game.getState()).over).toBe(false);
    expect(t.game.getState().actions).toStrictEqual([]);
  });
});
