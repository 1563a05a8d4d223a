import { expect, test } from '@playwright/test';
import { hotSeatSetup, recordedGame } from './recorded.ts';
import { STORAGE_KEY } from '../src/store/persist/persistence.ts';
import { openStored, takeScreen, toScreen } from './table.ts';

// Intuitive Attack through the declare panel (seed 002, RULES.md §6.9, D44): an Assault Trooper with a
// Chain Rifle faces an undiscovered CAMO marker across a 2" gap; BS Attack is refused, Intuitive Attack
// is offered, and declaring it rolls WIP for the template.

const shots = 'test-results/screenshots';

function savedGame(): string {
  const game = recordedGame(
    hotSeatSetup(['chain-trooper', 'line-trooper'], ['camo-sniper', 'line-trooper']),
    {
      seed: 2,
    },
  );
  game.deploy('A', 0, 'model', 20, 9.4);
  game.endStep('A');
  game.deploy('B', 0, 'CAMO', 20, 12.6);
  game.endStep('B');
  game.deploy('A', 1, 'model', 44, 2);
  game.endStep('A');
  game.deploy('B', 1, 'model', 44, 20);
  game.endStep('B');
  return game.saved('g-ia', 'Intuitive Attack');
}

test('Intuitive Attack is offered against an undiscovered CAMO marker and rolls WIP for the template', async ({
  page,
}) => {
  await openStored(page, { [STORAGE_KEY]: savedGame() });
  await takeScreen(page, 'A');
  const trooper = await toScreen(page, 20, 9.4);
  await page.mouse.click(trooper.x, trooper.y);
  await page.getByRole('button', { name: /^Activate Assault Trooper/ }).click();
  const marker = await toScreen(page, 20, 12.6);
  await page.mouse.click(marker.x, marker.y);
  const panel = page.getByTestId('declare-controls');
  await expect(panel.getByRole('button', { name: 'BS Attack CAMO marker' })).toBeDisabled();
  const intuitive = panel.getByRole('button', { name: 'Intuitive Attack CAMO marker' });
  await expect(intuitive).toBeEnabled();
  await page.screenshot({ path: `${shots}/intuitive-attack.png` });
  await intuitive.click();
  await takeScreen(page, 'B');
  await page.getByRole('button', { name: /hand back/ }).click();
  // On a success the template reveals the Camo Sniper: Player B faces its model first.
  const facing = page.getByTestId('replace-panel');
  await expect(facing.or(page.getByTestId('curtain'))).toBeVisible();
  if (await facing.isVisible()) await facing.getByRole('button', { name: 'Face it this way' }).click();
  await expect(page.getByTestId('curtain')).toBeVisible();
  // Whatever the die, the roll is in the public log with no MOD.
  const buttons = page.getByRole('button', { name: /^I am Player [AB]/ });
  await buttons.first().click();
  await expect(page.getByTestId('log')).toContainText(
    'Intuitive Attack with the Chain Rifle on the CAMO marker, WIP 12 = 12, rolled',
  );
});
