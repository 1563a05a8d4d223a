// A dragged destination survives a reload (issue: the order draft is lost on reload): the active seat's
// draft is kept per game and per seat, read back only for that seat at the same step, and dropped when
// the skill is declared or the screen changes hands. The other seat never gets it.
import { describe, expect, it } from 'vitest';
import { viewFor } from '../engine/index.ts';
import type { Point } from '../rules/index.ts';
import { createGameStore } from './gameStore.ts';
import { createSessionStore } from './sessionStore.ts';
import { orderDraftKeeper, ORDER_DRAFT_KEY } from './orderDrafts.ts';
import { MemoryStorage } from '../../tests/storeFixtures.ts';

/** The page as main.tsx makes it: the game from local storage, the drafts kept in the tab's storage. */
function open(local: MemoryStorage, tab: MemoryStorage) {
  const game = createGameStore(local);
  const session = createSessionStore({ drafts: orderDraftKeeper(tab, () => game.getState()) });
  return { game, session };
}

/** The rulebook's IMP-1 example, Player A's Order begun: its marker activated, about to move. */
async function orderUnderWay() {
  const local = new MemoryStorage();
  const tab = new MemoryStorage();
  const page = open(local, tab);
  expect(await page.game.getState().loadScenario('speculo-imp-1')).toBeNull();
  page.session.getState().takeScreen('A');
  expect(page.game.getState().playScenarioStep('A')).toBeNull();
  const order = viewFor(page.game.getState().state, 'A').phase.order;
  const pieceId = order?.pieceIds[0];
  if (!pieceId) throw new Error('no Order under way');
  const draft: Record<string, Point> = { [pieceId]: { x: 24, y: 29 } };
  page.session.getState().setOrderDraft(draft);
  return { local, tab, page, draft };
}

const keptKeys = (tab: MemoryStorage) => [...tab.data.keys()].filter((k) => k.startsWith(ORDER_DRAFT_KEY));

describe("the active seat's order draft across a reload", () => {
  it('comes back for the same seat, and is shown to no other', async () => {
    const { local, tab, page, draft } = await orderUnderWay();
    const id = page.game.getState().gameId;
    expect(keptKeys(tab)).toStrictEqual([`${ORDER_DRAFT_KEY}:${id}:A`]);

    // Reloaded: the curtain is up and shows no draft; A takes the screen and has it back.
    const again = open(local, tab);
    expect(again.session.getState().curtainUp).toBe(true);
    expect(again.session.getState().orderDraft).toStrictEqual({});
    again.session.getState().takeScreen('A');
    expect(again.session.getState().orderDraft).toStrictEqual(draft);

    // Another reload, and B takes the screen: nothing of A's draft, and the screen changed hands.
    const other = open(local, tab);
    other.session.getState().takeScreen('B');
    expect(other.session.getState().orderDraft).toStrictEqual({});
    expect(keptKeys(tab)).toStrictEqual([]);
    const last = open(local, tab);
    last.session.getState().takeScreen('A');
    expect(last.session.getState().orderDraft).toStrictEqual({});
  });

  it('is dropped when the curtain comes down (the screen handed over)', async () => {
    const { local, tab, page } = await orderUnderWay();
    page.session.getState().raiseCurtain();
    expect(keptKeys(tab)).toStrictEqual([]);
    const again = open(local, tab);
    again.session.getState().takeScreen('A');
    expect(again.session.getState().orderDraft).toStrictEqual({});
  });

  it('is dropped when the skill is declared, and a draft from an earlier step is never read back', async () => {
    const { local, tab, page, draft } = await orderUnderWay();
    // Declared (the Move of the script): the table clears the draft, as the declare command does.
    expect(page.game.getState().playScenarioStep('A')).toBeNull();
    page.session.getState().setOrderDraft({});
    expect(keptKeys(tab)).toStrictEqual([]);

    // A draft kept for an earlier step (another tab, an older build) is not the Order that stands now.
    const id = page.game.getState().gameId;
    tab.setItem(`${ORDER_DRAFT_KEY}:${id}:A`, JSON.stringify({ at: 0, draft }));
    const again = open(local, tab);
    again.session.getState().takeScreen('A');
    expect(again.session.getState().orderDraft).toStrictEqual({});
  });

  it('is kept per game: another game on the table does not read it', async () => {
    const { local, tab } = await orderUnderWay();
    const again = open(local, tab);
    expect(await again.game.getState().loadScenario('speculo-imp-1')).toBeNull();
    again.session.getState().takeScreen('A');
    expect(again.session.getState().orderDraft).toStrictEqual({});
  });
});
