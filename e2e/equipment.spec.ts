import { expect, test } from '@playwright/test';
import { hotSeatSetup, recordedGame } from './recorded.ts';
import { STORAGE_KEY } from '../src/store/persist/persistence.ts';
import { rosterOf } from '../src/engine/index.ts';
import { openStored, takeScreen, toScreen } from './table.ts';

// Equipment shown as tokens (seed 000 row 0.18, RULES.md §10.4, D92, D93): A's Echo Operative carries a
// TinBot and deploys as three Holoechoes, the middle one real. After the hand-over Player B reads the
// TinBot token on all three pieces alike, and the model's profile names the TinBot and says its effect
// is not played.

/** A has deployed its Echo Operative (with a TinBot) as Holoechoes at (16, 6), (20, 6), (24, 6) and handed over. */
function savedGame(): string {
  const setup = hotSeatSetup(['holoprojector', 'line-trooper'], ['line-trooper', 'line-trooper']);
  const echo = setup.game?.rosters.A[0];
  if (!echo) throw new Error('no Echo Operative');
  echo.equipment = ['TinBot'];
  const game = recordedGame(setup, { seed: 1 });
  game.play((g) => ({
    type: 'deploy',
    seat: 'A',
    trooperId: rosterOf(g, 'A')[0]?.id ?? '',
    form: 'Holoecho',
    at: { x: 20, y: 6 },
    facing: 90,
    extras: [
      { x: 16, y: 6 },
      { x: 24, y: 6 },
    ],
    real: 1,
  }));
  game.endStep('A');
  return game.saved('g-equipment', 'Holoecho with a TinBot');
}

test('every Holoecho of a trooper with a TinBot shows the token, and the opponent cannot tell them apart', async ({
  page,
}) => {
  await openStored(page, { [STORAGE_KEY]: savedGame() });
  await expect(page.getByTestId('curtain-status')).toContainText('Player B to play');
  await takeScreen(page, 'B');

  // The table's text twin: A's three pieces, each with the TinBot token.
  const list = page.getByTestId('piece-list').getByRole('button');
  const echoes = list.filter({ hasText: /Echo Operative|HOLOECHO/ });
  await expect(echoes).toHaveCount(3);
  await expect(echoes.getByTestId('piece-tokens')).toHaveText(Array<string>(3).fill('· TinBot'));

  // Each piece read on the canvas: the same token; the model's profile names the TinBot.
  for (const x of [16, 20, 24]) {
    const at = await toScreen(page, x, 6);
    await page.mouse.click(at.x, at.y);
    await expect(page.getByTestId('info-tokens')).toHaveText('TinBot');
    await expect(page.getByTestId('info-real')).toHaveCount(0);
  }
  await page.screenshot({ path: 'test-results/screenshots/equipment-holoechoes.png' });
  await echoes.filter({ hasText: 'Echo Operative' }).click();
  await expect(page.getByTestId('info-equipment')).toContainText('TinBot: shown, its effect not played');
  await page.getByTestId('info-equipment').getByRole('button').click();
  await expect(page.getByRole('dialog', { name: 'Rules help' })).toContainText(
    'does not play its effects yet',
  );
});
