import { expect, test } from '@playwright/test';
import { hotSeatSetup, recordedGame } from './recorded.ts';
import { STORAGE_KEY } from '../src/store/persist/persistence.ts';
import { openStored, takeScreen, toScreen } from './table.ts';

// Infiltration at the table (RULES.md §18.11.4, D94, D95): Player A's Camo Sniper has Infiltration. Its
// CAMO marker in the enemy half is accepted, the readout announcing the PH−3 roll, and refused inside the
// enemy zone; placed, the log shows the roll. With seed 8 the first die is 2 (a pass: the marker stays),
// with seed 3 it is 17 (a failure: the model stands at A's own table edge). Player B reads only the die
// and the result when A's step ends.

/** A fresh game in its Deployment Phase on a 48" × 48" table (zones 12" deep, the centre line at 24"). */
function savedGame(seed: number): string {
  const setup = hotSeatSetup(['camo-sniper', 'line-trooper'], ['line-trooper', 'line-trooper'], {
    width: 48,
    depth: 48,
    zoneDepth: 12,
  });
  const sniper = setup.game?.rosters.A[0];
  if (!sniper) throw new Error('no Camo Sniper');
  sniper.skills.push({ skill: 'Infiltration' });
  return recordedGame(setup, { seed }).saved(`g-infiltration-${String(seed)}`, 'Infiltration');
}

async function placeSniper(page: Parameters<typeof openStored>[0]): Promise<void> {
  await page.getByRole('radio', { name: /^Camo Sniper/ }).check();
  await page.getByRole('combobox', { name: 'Form' }).selectOption('CAMO');
  await page.getByRole('button', { name: /^Place Camo Sniper/ }).click();
  const readout = page.getByTestId('drag-readout');
  // Inside the enemy Deployment Zone: refused before anything is sent.
  const deep = await toScreen(page, 20, 40);
  await page.mouse.move(deep.x, deep.y);
  await expect(readout).toContainText('Camo Sniper cannot deploy here');
  await expect(readout).toContainText('never the enemy Deployment Zone');
  // In the enemy half: accepted, the roll announced.
  const spot = await toScreen(page, 20, 30);
  await page.mouse.move(spot.x, spot.y);
  await expect(readout).toContainText(
    'Camo Sniper here: in the enemy half, a PH−3 roll (7) after placement decides (Infiltration).',
  );
  await page.mouse.click(spot.x, spot.y);
}

test('an Infiltration trooper passes its PH−3 roll in the enemy half and stays there', async ({ page }) => {
  await openStored(page, { [STORAGE_KEY]: savedGame(8) });
  await takeScreen(page, 'A');
  await placeSniper(page);
  const log = page.getByTestId('log');
  await expect(log).toContainText('PH−3 roll 2 against 7, passed');
  await expect(page.getByTestId('piece-list')).toContainText('CAMO marker');
  await page.getByRole('button', { name: 'Done: hand the screen to Player B' }).click();
  await takeScreen(page, 'B');
  await expect(log).toContainText("A trooper infiltrating Player B's half of the table rolled PH 2: passed");
  await expect(log).not.toContainText('against 7');
  await expect(log).not.toContainText('Camo Sniper');
});

test('an Infiltration trooper failing its roll is revealed at its own table edge', async ({ page }) => {
  await openStored(page, { [STORAGE_KEY]: savedGame(3) });
  await takeScreen(page, 'A');
  await placeSniper(page);
  const log = page.getByTestId('log');
  await expect(log).toContainText('PH−3 roll 17 against 7, failed. It is revealed and deploys as a model');
  await expect(page.getByTestId('piece-list')).toContainText('Camo Sniper');
  await expect(page.getByTestId('piece-list')).not.toContainText('CAMO marker');
});
