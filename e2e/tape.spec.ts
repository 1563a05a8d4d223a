import { expect, test } from '@playwright/test';
import { drag, openTable, place } from './table.ts';

test('the measuring tape reads edge to edge, with the ZoC and Discover band', async ({ page }) => {
  await openTable(page);
  await place(page, 'A', 'line-trooper', 'model', { x: 6, y: 10 });
  await place(page, 'B', 'line-trooper', 'model', { x: 6, y: 20 });
  await page.getByRole('button', { name: 'Tape' }).click();
  // Base to base: 10" between centres minus two 12.5 mm radii = 9.0".
  await drag(page, { x: 6, y: 10.2 }, { x: 6, y: 19.9 });
  const readout = page.getByTestId('tape-readout');
  await expect(readout).toHaveText('Tape: 9.0" — outside ZoC (8") · Discover band 8–16" (0).');
  await page.screenshot({ path: 'test-results/screenshots/09-tape.png' });
  // Base edge to a bare point 5" below it.
  await drag(page, { x: 6, y: 10 }, { x: 6, y: 15.49 });
  await expect(readout).toHaveText('Tape: 5.0" — inside ZoC (8") · Discover band 0–8" (+3).');
  await page.keyboard.press('Escape');
  await expect(readout).toHaveText('');
  // The pieces did not move while measuring.
  await expect(page.getByTestId('piece-list')).toContainText('(6.0, 10.0)');
  await expect(page.getByTestId('piece-list')).toContainText('(6.0, 20.0)');
});
