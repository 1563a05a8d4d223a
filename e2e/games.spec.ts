import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { openTable } from './table.ts';

// Nothing lost (the persistence issue): games kept in the browser, game files exported with a warning
// and opened again, and a bad file refused with the game on the table unchanged.

const shots = 'test-results/screenshots';

async function takeScreen(page: Page, seat: 'A' | 'B'): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^I am Player ${seat}`) }).click();
  await expect(page.getByTestId('seat-banner')).toContainText(`Player ${seat}'s screen`);
}

async function loadScenario(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Scenarios…' }).click();
  await page
    .getByRole('dialog', { name: 'Scenarios' })
    .getByRole('button', { name: `Load the scenario: ${title}` })
    .click();
  await expect(page.getByTestId('curtain')).toBeVisible();
}

test('a game is kept when another starts, resumed exactly, exported with a warning and opened again', async ({
  page,
}) => {
  await openTable(page);
  await loadScenario(page, 'An IMP-1 marker under three AROs');
  await takeScreen(page, 'A');
  await page.getByTestId('scenario-next').getByRole('button', { name: 'Play this step' }).click();
  const view = () => page.evaluate(() => window.markerTableView);
  const before = await view();

  // Another scenario: the first game goes into the list.
  await loadScenario(page, 'A Decoy (2) user revealed by a Dodge');
  await page.getByRole('button', { name: 'Games…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Games' });
  await expect(dialog.getByTestId('saved-games')).toContainText('An IMP-1 marker under three AROs');
  await expect(dialog.getByTestId('saved-games')).toContainText("Round 1 · Player A's turn");
  await page.screenshot({ path: `${shots}/games-dialog.png` });
  await dialog.getByRole('button', { name: 'Resume An IMP-1 marker under three AROs' }).click();
  await takeScreen(page, 'A');
  expect(await view()).toEqual(before);

  // Export: a warning first, then the file.
  await page.getByRole('button', { name: 'Games…' }).click();
  await dialog.getByRole('button', { name: 'Export to a file…' }).click();
  await expect(dialog.getByTestId('export-warning')).toContainText("both players' secrets");
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export with the secrets' }).click();
  const file = await downloading;
  const path = await file.path();
  const text = await readFile(path, 'utf8');
  expect(JSON.parse(text)).toMatchObject({ format: 'marker-table/game', version: 2 });

  // A bad file is refused, naming the problem; the game on the table stays.
  await dialog.getByLabel('Game file to open').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format": "marker-table/game", "version": 1, "seed": "x"}'),
  });
  await expect(dialog.getByTestId('games-error')).toContainText('broken.json was not opened');
  await expect(dialog.getByTestId('games-error')).toContainText('malformed');
  await dialog.getByRole('button', { name: 'Close' }).click();
  expect(await view()).toEqual(before);

  // The exported file opens: the same game, under the curtain.
  await page.getByRole('button', { name: 'Games…' }).click();
  await dialog.getByLabel('Game file to open').setInputFiles(path);
  await takeScreen(page, 'A');
  expect(await view()).toEqual(before);

  // A reload resumes the game on the table, curtain first.
  await page.reload();
  await expect(page.getByTestId('curtain')).toBeVisible();
  await takeScreen(page, 'A');
  expect(await view()).toEqual(before);
});
