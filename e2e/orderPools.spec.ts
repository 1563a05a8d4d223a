import { expect, test } from '@playwright/test';
import { hotSeatSetup, recordedGame } from './recorded.ts';
import { STORAGE_KEY } from '../src/store/persist/persistence.ts';
import { openStored, takeScreen, toScreen } from './table.ts';
import { rosterOf } from '../src/engine/index.ts';

// The Order pool of each Combat Group at the table (RULES.md §5.1; D155–D157): Player A's turn panel shows
// Combat Group 1's pool and Combat Group 2's; A spends group 2's only Order on its Line Trooper, then
// activating that trooper again is refused with the reason, while group 1 still has its two Orders.

const shots = 'test-results/screenshots';

function savedGame(): string {
  const setup = hotSeatSetup(['line-trooper', 'line-trooper', 'line-trooper'], ['line-trooper']);
  const third = setup.game?.rosters.A[2];
  if (third) third.combatGroup = 2;
  const game = recordedGame(setup, { seed: 7 });
  game.deploy('A', 0, 'model', 10, 4);
  game.deploy('A', 1, 'model', 20, 4);
  game.endStep('A');
  game.endStep('B');
  game.deploy('A', 2, 'model', 30, 4);
  game.endStep('A');
  // B's Line Trooper faces away from A's: no ARO interrupts A's Orders.
  game.play((g) => ({
    type: 'deploy',
    seat: 'B',
    trooperId: rosterOf(g, 'B')[0]?.id ?? '',
    form: 'model',
    at: { x: 24, y: 18 },
    facing: 90,
  }));
  game.endStep('B');
  return game.saved('g-order-pools', 'Order pools');
}

async function select(page: Parameters<typeof openStored>[0], x: number, y: number): Promise<void> {
  const at = await toScreen(page, x, y);
  await page.mouse.click(at.x, at.y);
}

test('two Combat Groups’ pools on the turn panel; group 2 empty, its trooper is refused with the reason', async ({
  page,
}) => {
  await openStored(page, { [STORAGE_KEY]: savedGame() });
  await takeScreen(page, 'A');
  const pool = page.getByTestId('order-pool');
  await expect(pool).toContainText('Combat Group 1: 2 · Combat Group 2: 1');
  await expect(page.getByTestId('orders-left')).toHaveText('3 Orders left');
  // Group 2's only Order, on its Line Trooper: Idle, Idle.
  await select(page, 30, 4);
  await page.getByRole('button', { name: /^Activate/ }).click();
  await page.getByRole('button', { name: 'Idle', exact: true }).click();
  await page.getByRole('button', { name: 'Idle', exact: true }).click();
  await expect(pool).toContainText('Combat Group 1: 2 · Combat Group 2: 0');
  await expect(page.getByTestId('orders-left')).toHaveText('2 Orders left');
  // Again: refused, with the reason, and nothing is spent.
  await select(page, 30, 4);
  await page.getByRole('button', { name: /^Activate/ }).click();
  await expect(page.getByTestId('status')).toContainText(
    'Combat Group 2 has no Regular Order left for Line Trooper',
  );
  await expect(pool).toContainText('Combat Group 1: 2 · Combat Group 2: 0');
  await page.screenshot({ path: `${shots}/order-pools-refused.png` });
  // Group 1's trooper still may.
  await select(page, 10, 4);
  await page.getByRole('button', { name: /^Activate/ }).click();
  await page.getByRole('button', { name: 'Idle', exact: true }).click();
  await page.getByRole('button', { name: 'Idle', exact: true }).click();
  await expect(pool).toContainText('Combat Group 1: 1 · Combat Group 2: 0');
  await expect(page.getByTestId('orders-left')).toHaveText('1 Order left');
});
