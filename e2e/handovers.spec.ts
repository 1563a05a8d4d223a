import { expect, test } from '@playwright/test';
import { hotSeatSetup, recordedGame } from './recorded.ts';
import { STORAGE_KEY } from '../src/store/persist/persistence.ts';
import { drag, openStored, takeScreen, toScreen } from './table.ts';
import { rectangle } from '../src/geometry/polygon.ts';

// Fewer handovers (issue 31, item 5; D205, D207): with every declaration asked and "Skip the handover
// when the other player has nothing to decide", an Order behind a wall that hides it from all of B's
// half (where a Hidden Deployment trooper could be written) keeps the screen from start to end, and B
// reads its result at its next screen.

const shots = 'test-results/screenshots';

function savedGame(): string {
  const setup = hotSeatSetup(['line-trooper', 'line-trooper'], ['line-trooper', 'line-trooper'], {
    width: 48,
    depth: 48,
    zoneDepth: 12,
  });
  setup.scenery = [
    { id: 'wall', name: 'Long wall', height: 'tall', polygon: rectangle({ x: 24, y: 24 }, 56, 4) },
  ];
  setup.game = { ...setup.game!, askEveryDeclaration: true, skipIdleHandover: true };
  const game = recordedGame(setup, { seed: 5 });
  game.deploy('A', 0, 'model', 10, 4);
  game.endStep('A');
  game.deploy('B', 0, 'model', 20, 40);
  game.endStep('B');
  game.deploy('A', 1, 'model', 40, 4);
  game.endStep('A');
  game.deploy('B', 1, 'model', 30, 44);
  game.endStep('B');
  return game.saved('g-handovers', 'Handovers');
}

test('an Order nobody may answer keeps the screen; the other player reads its result at its next screen', async ({
  page,
}) => {
  await openStored(page, { [STORAGE_KEY]: savedGame() });
  await takeScreen(page, 'A');
  const mine = await toScreen(page, 10, 4);
  await page.mouse.click(mine.x, mine.y);
  await page.getByRole('button', { name: /^Activate Line Trooper/ }).click();
  const panel = page.getByTestId('declare-controls');
  await drag(page, { x: 10, y: 4 }, { x: 10, y: 7 });
  await panel.getByRole('button', { name: 'Move', exact: true }).click();
  const log = page.getByTestId('log');
  await expect(log).toContainText('Player A declared the first skill: Move: Line Trooper');
  // No curtain: the screen stays with A for its second skill.
  await expect(page.getByTestId('curtain')).toHaveCount(0);
  await expect(page.getByTestId('seat-banner')).toContainText("Player A's screen");
  await panel.getByRole('button', { name: 'Idle', exact: true }).click();
  await expect(log).toContainText('Player A declared a second skill: Idle');
  await expect(page.getByTestId('curtain')).toHaveCount(0);
  const card = page.getByTestId('result-card');
  await expect(card).toContainText("Result of Player A's Order");
  await page.screenshot({ path: `${shots}/handover-skipped.png` });
  await card.getByRole('button', { name: 'Got it' }).click();
  // A second Order, Move + Idle with the other trooper (the whole table in view): no curtain either.
  await page.getByRole('button', { name: 'Fit', exact: true }).click();
  const other = await toScreen(page, 40, 4);
  await page.mouse.click(other.x, other.y);
  await page.getByRole('button', { name: /^Activate Line Trooper/ }).click();
  await drag(page, { x: 40, y: 4 }, { x: 40, y: 6 });
  await panel.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(log).toContainText('Move: Line Trooper to (40.0, 6.0)');
  await panel.getByRole('button', { name: 'Idle', exact: true }).click();
  await expect(card).toContainText("Result of Player A's Order");
  await expect(page.getByTestId('curtain')).toHaveCount(0);
  // No Order left: the turn ends at once and hands over.
  await page.getByRole('button', { name: 'End turn' }).click();
  // The turn hands over: B reads both Orders it never saw, the older first, at its first screen.
  await takeScreen(page, 'B');
  await expect(card).toContainText("Result of Player A's Order");
  await card.getByText('Full result').click();
  await expect(card.getByTestId('result-full')).toContainText('Move: Line Trooper to (10.0, 7.0)');
  await page.screenshot({ path: `${shots}/handover-result-b.png` });
  await card.getByRole('button', { name: 'Got it' }).click();
  await card.getByText('Full result').click();
  await expect(card.getByTestId('result-full')).toContainText('Move: Line Trooper to (40.0, 6.0)');
  await card.getByRole('button', { name: 'Got it' }).click();
  await expect(card).toHaveCount(0);
});
