import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { audit } from './audit.ts';
import { openTable } from './table.ts';

// Scenery has height (issue 30): the editor sets a building's storeys and a wall's height, the scenery
// list (the canvas's text twin) shows them, a reload and a game file keep them, and the dense
// tournament-style presets load with their heights.

const shots = 'test-results/screenshots';

/** Starts a free set-up on the preset of that name. */
async function newTable(page: Page, preset: string): Promise<void> {
  await page.getByRole('button', { name: 'New game…' }).click();
  await page.getByRole('dialog').getByLabel('Free set-up: one referee sees everything').check();
  await page.getByRole('dialog').getByLabel('Scenery').selectOption({ label: preset });
  await page.getByRole('button', { name: 'Start the new table' }).click();
  await page.getByRole('button', { name: 'Scenery', exact: true }).click();
}

/** The scenery list entry of that name (the last one when names repeat). */
const entry = (page: Page, name: string) =>
  page.getByTestId('scenery-list').locator('li', { hasText: name }).last();

test('a 2-storey building made in the editor keeps its height through a reload and a file; a dense preset loads', async ({
  page,
}) => {
  await openTable(page);
  await newTable(page, 'Open ground');
  const status = page.getByTestId('status');
  const selected = page.getByTestId('scenery-selected');
  const field = selected.getByLabel('Height in inches (empty: none)');

  // A tall block has no height until one is set: it blocks every line, as before.
  await page.getByRole('button', { name: 'Add tall block' }).click();
  await expect(status).toHaveText('Scenery added: Building (tall).');
  await expect(selected.getByRole('button', { name: 'No height: blocks every line' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await selected.getByRole('button', { name: '2 storeys (4")' }).click();
  await expect(status).toHaveText('Scenery changed: Building (tall, 4" roof, 2 storeys).');
  await expect(entry(page, 'Building')).toContainText('tall, 4" roof, 2 storeys · 4 corners');
  await expect(selected.getByRole('button', { name: '2 storeys (4")' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(field).toHaveValue('4');
  await audit(page, 'scenery height controls');

  // By keyboard: a storey shortcut with Enter, then a height typed in inches.
  await selected.getByRole('button', { name: '3 storeys (6")' }).focus();
  await page.keyboard.press('Enter');
  await expect(entry(page, 'Building')).toContainText('tall, 6" roof, 3 storeys');
  await field.focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('4');
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Scenery changed: Building (tall, 4" roof, 2 storeys).');

  // A low wall gets the low-wall height; a taller one is refused with the reason, the field put back.
  await page.getByRole('button', { name: 'Add low wall' }).click();
  await expect(status).toHaveText('Scenery added: Wall (low, 1" high).');
  await expect(selected.getByRole('button', { name: 'Low wall (1")' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await field.fill('1.5');
  await field.press('Enter');
  await expect(entry(page, 'Wall')).toContainText('low, 1.5" high');
  await field.fill('3');
  await field.press('Enter');
  await expect(status).toContainText('low scenery is at most 2" high');
  await expect(field).toHaveValue('1.5');
  await expect(entry(page, 'Wall')).toContainText('low, 1.5" high');
  await page.screenshot({ path: `${shots}/scenery-heights-editor.png` });

  // Nothing lost on a reload: the game is kept in the browser after every action.
  await page.reload();
  await expect(page.getByTestId('table-canvas')).toHaveAttribute('data-ready', 'true');
  await page.getByRole('button', { name: 'Scenery', exact: true }).click();
  await expect(entry(page, 'Building')).toContainText('tall, 4" roof, 2 storeys');
  await expect(entry(page, 'Wall')).toContainText('low, 1.5" high');

  // A game file carries the heights.
  await page.getByRole('button', { name: 'Games…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Games' });
  await dialog.getByRole('button', { name: 'Export to a file…' }).click();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export with the secrets' }).click();
  const file = JSON.parse(await readFile(await (await downloading).path(), 'utf8')) as {
    actions: { type: string; heightIn?: number | null }[];
  };
  expect(file.actions.filter((a) => a.type === 'updateScenery').map((a) => a.heightIn)).toStrictEqual([
    4, 6, 4, 1.5,
  ]);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // A dense tournament-style table loads with its heights.
  await newTable(page, 'ITS-style city, dense');
  const list = page.getByTestId('scenery-list').locator('li');
  expect(await list.count()).toBeGreaterThanOrEqual(25);
  await expect(entry(page, 'Arcology tower')).toContainText('tall, 6" roof, 3 storeys');
  const wing = page
    .getByTestId('scenery-list')
    .locator('li')
    .filter({ has: page.locator('.name', { hasText: /^Arcology$/ }) });
  await expect(wing).toContainText('tall, 4" roof, 2 storeys');
  await expect(entry(page, 'Container')).toContainText('tall, 2.5" roof');
  await expect(entry(page, 'Crates')).toContainText('low, 1.5" high');
  await page.screenshot({ path: `${shots}/scenery-heights-city.png` });
});
