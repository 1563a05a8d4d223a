import { expect, test } from '@playwright/test';
import { drag, loadScenario, openTable, takeScreen } from './table.ts';

// What the drag says, the declaration does (RULES.md §5.2): with moves limited to the MOV, a piece
// dragged past its first MOV value stops there, the status line reads it as legal, and the Move
// declared with it is accepted; with free moves the drag goes on, and the status line and the Move
// button say the declaration would refuse it.

test('a Move dragged past the first MOV value stops at it, and the declaration accepts it', async ({
  page,
}) => {
  await openTable(page);
  await loadScenario(page, 'An IMP-1 marker under three AROs');
  await takeScreen(page, 'A');
  // The script activates the Speculo Killer (IMP-1 marker, MOV 4-4) at (24, 26).
  await page.getByTestId('scenario-next').getByRole('button', { name: 'Play this step' }).click();
  const readout = page.getByTestId('drag-readout');
  const draft = page.getByTestId('order-draft');
  const move = page.getByRole('button', { name: 'Move', exact: true });

  // Free moves: the drag follows the pointer 7.1" on, and the text twin says the Move would be refused.
  await page.keyboard.press('m');
  await drag(page, { x: 24, y: 26 }, { x: 24, y: 33.1 }, { release: false });
  await expect(readout).toContainText('7.1" — beyond the 4" of this Move (the first MOV value). Illegal:');
  await expect(readout).toContainText('may move at most 4" with this Move');
  await page.mouse.up();
  await expect(draft).toContainText('(24.0, 33.1)');
  await expect(page.getByTestId('status')).toContainText(
    'Destination set, but a Move there would be refused',
  );
  await expect(move).toBeDisabled();

  // Limited to the MOV: the same drag stops 4" on, where the Move is legal.
  await page.keyboard.press('m');
  await drag(page, { x: 24, y: 26 }, { x: 24, y: 33.1 }, { release: false });
  await expect(readout).toContainText(
    'Moving Speculo Killer (IMP-1 marker): 4.0" — within the 4" of this Move (the first MOV value). Legal here.',
  );
  await page.mouse.up();
  await expect(draft).toContainText('(24.0, 30.0)');
  await expect(page.getByTestId('status')).toContainText('Destination set: declare Move');
  await expect(move).toBeEnabled();
  await move.click();

  // Accepted: the screen goes to B for its AROs, and the log says where the marker went.
  await expect(page.getByTestId('curtain-status')).toContainText('Player B declares AROs');
  await takeScreen(page, 'B');
  await expect(page.getByTestId('log')).toContainText(
    'Player A declared the first skill: Move: IMP-1 marker to (24.0, 30.0)',
  );
});
