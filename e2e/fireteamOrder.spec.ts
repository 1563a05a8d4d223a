import { expect, test } from '@playwright/test';
import { hotSeatSetup, recordedGame } from './recorded.ts';
import { STORAGE_KEY } from '../src/store/persist/persistence.ts';
import { drag, openStored, takeScreen, toScreen } from './table.ts';
import { rosterOf } from '../src/engine/index.ts';

// The Order of a Fireteam at the table (RULES.md §18.12.1; D132–D135): Player A's two Line Troopers
// at (10, 4) and (14, 4) form a Fireteam led by the first. A selects the other member on the table; the
// Activate button says the whole Fireteam acts; A drags both, each its own way, and Moves once. Player
// B's ARO panel says it is a Fireteam Order and offers either member as its target.

const shots = 'test-results/screenshots';

function savedGame(): string {
  const setup = hotSeatSetup(['line-trooper', 'line-trooper', 'line-trooper'], ['line-trooper']);
  if (setup.game) setup.game.sectorial = { A: true };
  const game = recordedGame(setup, { seed: 5 });
  game.deploy('A', 0, 'model', 10, 4);
  game.deploy('A', 1, 'model', 14, 4);
  game.play((g) => {
    const [lead, other] = rosterOf(g, 'A').map((t) => t.id);
    return { type: 'formFireteam', seat: 'A', members: [lead ?? '', other ?? ''], leader: lead ?? '' };
  });
  game.endStep('A');
  game.endStep('B');
  game.deploy('A', 2, 'model', 40, 4);
  game.endStep('A');
  game.deploy('B', 0, 'model', 24, 18);
  game.endStep('B');
  return game.saved('g-fireteam-order', 'Fireteam Order');
}

test('one Order activates both members of a Fireteam; they Move each their own way; B picks a target', async ({
  page,
}) => {
  await openStored(page, { [STORAGE_KEY]: savedGame() });
  await takeScreen(page, 'A');
  await expect(page.getByTestId('orders-left')).toContainText('3 Orders left');
  const member = await toScreen(page, 14, 4);
  await page.mouse.click(member.x, member.y);
  await page.getByRole('button', { name: /^Activate Line Trooper.* · Fireteam Order: 2 members$/ }).click();
  await expect(page.getByTestId('orders-left')).toContainText('2 Orders left');
  await expect(page.getByTestId('log')).toContainText(
    'Player A spends a Regular Order on its Fireteam of 2: Line Trooper (Team Leader), Line Trooper',
  );
  const note = page.getByTestId('declare-controls').getByTestId('team-order');
  await expect(note).toContainText('Fireteam Order: 2 members, the Team Leader first');
  // Both members are dragged on the table, each its own way, and Move once.
  await drag(page, { x: 10, y: 4 }, { x: 10, y: 7 });
  await drag(page, { x: 14, y: 4 }, { x: 16, y: 7 });
  await page.screenshot({ path: `${shots}/fireteam-order-move.png` });
  await expect(page.getByRole('button', { name: 'Cautious Movement', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByTestId('curtain-status')).toContainText('Player B declares AROs');
  await takeScreen(page, 'B');
  const aro = page.getByTestId('aro-controls');
  await expect(aro.getByTestId('team-order')).toContainText(
    'Fireteam Order: 2 members: each trooper of yours that reacts chooses one of them as its target',
  );
  const target = aro.getByRole('combobox', { name: /^Target of .*ARO/ });
  // Two members of one name are told apart by their numbers (D200).
  await expect(target.locator('option')).toHaveText(['Line Trooper 2', 'Line Trooper 3']);
  await target.selectOption({ index: 1 });
  await page.screenshot({ path: `${shots}/fireteam-order-aro.png` });
});
