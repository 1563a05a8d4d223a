import { expect, test } from '@playwright/test';
import { drag, loadScenario, openTable, takeScreen, toScreen } from './table.ts';

// Prone at the table (RULES.md §18.9.1, D55): the Order panel's Prone box makes the declared Move end
// Prone, the log says so, and the token is public: the other player reads it on the piece.

test('a Move declared with the Prone box ticked ends Prone, and the other player reads the token', async ({
  page,
}) => {
  await openTable(page);
  await loadScenario(page, 'An IMP-1 marker under three AROs');
  await takeScreen(page, 'A');
  // The script activates the Speculo Killer (IMP-1 marker, MOV 4-4) at (24, 26).
  await page.getByTestId('scenario-next').getByRole('button', { name: 'Play this step' }).click();
  const box = page.getByTestId('prone-box').getByRole('checkbox');
  await expect(box).not.toBeChecked();
  await box.check();
  // Going Prone at the end of the Move leaves its whole first MOV value (the halving is for a Prone start).
  await drag(page, { x: 24, y: 26 }, { x: 24, y: 30 });
  await expect(page.getByTestId('order-draft')).toContainText('(24.0, 30.0)');
  await page.getByRole('button', { name: 'Move', exact: true }).click();

  await expect(page.getByTestId('curtain-status')).toContainText('Player B declares AROs');
  await takeScreen(page, 'B');
  await expect(page.getByTestId('log')).toContainText(
    'Player A declared the first skill: Move: IMP-1 marker to (24.0, 30.0), going Prone at the end',
  );
  const at = await toScreen(page, 24, 30);
  await page.mouse.click(at.x, at.y);
  await expect(page.getByTestId('info-tokens')).toHaveText('Prone');
});
