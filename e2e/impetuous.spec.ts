import { expect, test } from '@playwright/test';
import { hotSeatSetup, recordedGame } from './recorded.ts';
import { STORAGE_KEY } from '../src/store/persist/persistence.ts';
import { drag, openStored, takeScreen, toScreen } from './table.ts';

// The Impetuous Phase at the table (RULES.md §18.10.1, D75, D77): before spending Orders, Player A
// activates its Impetuous trooper without an Order; a move that stops short of its full MOV towards the
// enemy is refused with the reason before it is sent, the panel sets the forced Move, and the activation
// spends no Order.

const shots = 'test-results/screenshots';

function savedGame(): string {
  const game = recordedGame(
    hotSeatSetup(['impetuous-brawler', 'line-trooper'], ['line-trooper', 'line-trooper']),
    { seed: 5 },
  );
  game.deploy('A', 0, 'model', 20, 4);
  game.endStep('A');
  game.deploy('B', 0, 'model', 36, 18);
  game.endStep('B');
  game.deploy('A', 1, 'model', 44, 2);
  game.endStep('A');
  game.deploy('B', 1, 'model', 4, 20);
  game.endStep('B');
  return game.saved('g-impetuous', 'Impetuous');
}

test('an Impetuous trooper acts without an Order and must move its full MOV towards the enemy', async ({
  page,
}) => {
  await openStored(page, { [STORAGE_KEY]: savedGame() });
  await takeScreen(page, 'A');
  const phase = page.getByTestId('impetuous-phase');
  await expect(phase).toContainText('Impetuous Phase: Impetuous Brawler');
  await expect(phase.getByRole('button', { name: 'End the Impetuous Phase' })).toBeVisible();
  await page.screenshot({ path: `${shots}/impetuous-phase.png` });
  const orders = await page.getByTestId('orders-left').innerText();

  const brawler = await toScreen(page, 20, 4);
  await page.mouse.click(brawler.x, brawler.y);
  await page.getByRole('button', { name: /^Activate Impetuous Brawler/ }).click();
  const move = page.getByRole('button', { name: 'Move', exact: true });
  // Only 2" down the table: the forced movement is the whole first MOV value towards the enemy, and the
  // Move button says so before anything is sent.
  await drag(page, { x: 20, y: 4 }, { x: 20, y: 6 });
  await expect(move).toBeDisabled();
  await expect(move).toHaveAttribute(
    'title',
    /must use its full MOV in an Impetuous Move: at least 4.0" here, not 2.0"/,
  );
  await expect(page.getByTestId('status')).toContainText(
    'Destination set, but a Move there would be refused',
  );
  // The panel sets the forced Move: 4" straight towards the enemy Deployment Zone.
  await page.getByRole('button', { name: 'Set the forced Move' }).click();
  await expect(page.getByTestId('order-draft')).toContainText('(20.0, 8.0)');
  await move.click();
  // Accepted: B may react, and the activation spent none of A's Orders.
  await expect(page.getByTestId('curtain-status')).toContainText('Player B declares AROs');
  await takeScreen(page, 'B');
  await expect(page.getByTestId('log')).toContainText(
    'Player A declared the first skill: Move: Impetuous Brawler to (20.0, 8.0)',
  );
  await page.screenshot({ path: `${shots}/impetuous-move.png` });
  await expect(page.getByTestId('orders-left')).toHaveText(orders);
});
