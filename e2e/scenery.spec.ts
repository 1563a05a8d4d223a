import { expect, test, type Page } from '@playwright/test';
import { drag, openTable, place, toScreen } from './table.ts';

/** Reads "at (x, y)" of the scenery list entry with this name (the last one when names repeat). */
async function centreOf(page: Page, name: string): Promise<{ x: number; y: number }> {
  const text = await page.getByTestId('scenery-list').locator('li', { hasText: name }).last().textContent();
  const m = /at \((-?[\d.]+), (-?[\d.]+)\)/.exec(text ?? '');
  if (!m) throw new Error(`no position for ${name}: ${String(text)}`);
  return { x: Number(m[1]), y: Number(m[2]) };
}

test('scenery can be added, moved, refused over a base, switched to low, deleted, undone and drawn', async ({
  page,
}) => {
  await openTable(page);
  await page.getByRole('button', { name: 'New game…' }).click();
  await page.getByRole('dialog').getByLabel('Free set-up: one referee sees everything').check();
  await page.getByRole('dialog').getByLabel('Scenery').selectOption('open');
  await page.getByRole('button', { name: 'Start the new table' }).click();
  await page.getByRole('button', { name: 'Scenery', exact: true }).click();
  await page.getByRole('button', { name: 'Add tall block' }).click();
  await expect(page.getByTestId('status')).toHaveText('Scenery added: Building (tall).');
  const c = await centreOf(page, 'Building');

  await drag(page, c, { x: c.x + 5, y: c.y });
  await expect(page.getByTestId('scenery-list')).toContainText(
    `at (${(c.x + 5).toFixed(1)}, ${c.y.toFixed(1)})`,
  );

  // A new trooper, then the block dragged onto it: refused, and the block stays.
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await place(page, 'A', 'line-trooper', 'model', { x: c.x + 5, y: 10 });
  await page.getByRole('button', { name: 'Scenery', exact: true }).click();
  await drag(page, { x: c.x + 5, y: c.y }, { x: c.x + 5, y: 11 });
  await expect(page.getByTestId('status')).toContainText('would stand on Line Trooper');
  await expect(page.getByTestId('scenery-list')).toContainText(
    `at (${(c.x + 5).toFixed(1)}, ${c.y.toFixed(1)})`,
  );

  await page.getByRole('combobox', { name: 'Kind', exact: true }).selectOption('low');
  await expect(page.getByTestId('scenery-list')).toContainText('low · 4 corners');
  await page.screenshot({ path: 'test-results/screenshots/10-scenery.png' });

  await page.getByTestId('table-canvas').focus();
  await page.keyboard.press('Delete');
  await expect(page.getByTestId('scenery-list')).not.toContainText('Building');
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('scenery-list')).toContainText('Building');

  await page.getByRole('button', { name: 'Draw an outline' }).click();
  for (const p of [
    { x: 5, y: 20 },
    { x: 9, y: 20 },
    { x: 7, y: 25 },
  ]) {
    const s = await toScreen(page, p.x, p.y);
    await page.mouse.click(s.x, s.y);
  }
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('scenery-list')).toContainText('3 corners');
  await expect(page.getByTestId('scenery-list').locator('li')).toHaveCount(2);
});
