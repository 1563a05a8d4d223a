import { expect, test, type Page } from '@playwright/test';
import { hotSeatSetup, recordedGame } from './recorded.ts';
import { STORAGE_KEY } from '../src/store/persist/persistence.ts';
import { rosterOf } from '../src/engine/index.ts';
import { openStored, takeScreen, toScreen } from './table.ts';

// Hacking at the table (RULES.md §18.13, seed 000 row 0.40, seed 004 row 4.3; D124-D130): A's Field
// Hacker stands at the centre line; B's Echo Operative deployed in Holoecho State just across it, its
// three pieces facing away. A's screen draws the Hacking Area and reads "not Hackable" on all three of
// B's pieces alike; B's screen shows neither. Then A selects its hacker with the mouse, activates it and
// runs Cybermask; B, whose Holoechoes have it in their ZoC, passes; the model becomes an IMP-2 marker.

const shots = 'test-results/screenshots';

/** Deployment played: A's Field Hacker at (24, 22), B's Holoechoes at (20, 27), (24, 27), (28, 27). */
function savedGame(): string {
  const setup = hotSeatSetup(['field-hacker', 'line-trooper'], ['holoprojector', 'line-trooper'], {
    width: 48,
    depth: 48,
    zoneDepth: 12,
  });
  for (const seat of ['A', 'B'] as const)
    setup.game?.rosters[seat][0]?.skills.push({ skill: 'Infiltration' });
  const game = recordedGame(setup, { seed: 5 });
  game.deploy('A', 0, 'model', 24, 22);
  game.endStep('A');
  game.play((g) => ({
    type: 'deploy',
    seat: 'B',
    trooperId: rosterOf(g, 'B')[0]?.id ?? '',
    form: 'Holoecho',
    at: { x: 24, y: 27 },
    facing: 90,
    extras: [
      { x: 20, y: 27 },
      { x: 28, y: 27 },
    ],
    real: 2,
  }));
  game.endStep('B');
  game.deploy('A', 1, 'model', 4, 6);
  game.endStep('A');
  game.play((g) => ({
    type: 'deploy',
    seat: 'B',
    trooperId: rosterOf(g, 'B')[1]?.id ?? '',
    form: 'model',
    at: { x: 4, y: 44 },
    facing: 90,
  }));
  game.endStep('B');
  return game.saved('g-hacking', 'Hacking');
}

const entry = (page: Page, name: RegExp) =>
  page
    .getByTestId('piece-list')
    .locator('li')
    .filter({ has: page.locator('.name', { hasText: name }) });

test('the hacker’s player sees its Hacking Area and the Holoechoes’ Hackable; Cybermask hides the hacker', async ({
  page,
}) => {
  await openStored(page, { [STORAGE_KEY]: savedGame() });
  const status = await page.getByTestId('curtain-status').textContent();
  const first = status?.includes('Player B to play') ? 'B' : 'A';

  if (first === 'B') {
    // B's screen: no Hacking Area, no Hackable mark; B ends its turn at once.
    await takeScreen(page, 'B');
    await expect(page.getByTestId('piece-hacking-area')).toHaveCount(0);
    await expect(page.getByTestId('piece-hackable')).toHaveCount(0);
    await page.getByRole('button', { name: /^End the turn/ }).click();
  }
  await takeScreen(page, 'A');
  await expect(entry(page, /^Field Hacker$/).getByTestId('piece-hacking-area')).toHaveText(
    '· Hacking Area 8"',
  );
  const echoes = page
    .getByTestId('piece-list')
    .locator('li')
    .filter({ hasText: /Echo Operative|HOLOECHO/ });
  await expect(echoes).toHaveCount(3);
  await expect(echoes.getByTestId('piece-hackable')).toHaveText(Array<string>(3).fill('· not Hackable'));
  // B's Line Trooper far away is outside the area: no mark.
  await expect(
    entry(page, /^Line Trooper$/)
      .last()
      .getByTestId('piece-hackable'),
  ).toHaveCount(0);
  // Each of B's pieces read on the canvas: the same answer, and no word of which is real.
  for (const x of [20, 24, 28]) {
    const at = await toScreen(page, x, 27);
    await page.mouse.click(at.x, at.y);
    await expect(page.getByTestId('info-hackable')).toContainText('no: open inside your Hacking Area');
    await expect(page.getByTestId('info-real')).toHaveCount(0);
  }
  await page.screenshot({ path: `${shots}/hacking-area.png` });

  // Cybermask: select the hacker on the canvas, activate it, run the program.
  const hacker = await toScreen(page, 24, 22);
  await page.mouse.click(hacker.x, hacker.y);
  await page.getByRole('button', { name: /^Activate Field Hacker/ }).click();
  await page.getByRole('button', { name: 'Cybermask (Hacking Program)', exact: true }).click();
  // B's Holoechoes have the hacker in their ZoC: B may react, and passes. Its screen has no hacking marks.
  await takeScreen(page, 'B');
  await expect(page.getByTestId('piece-hacking-area')).toHaveCount(0);
  await expect(page.getByTestId('piece-hackable')).toHaveCount(0);
  const passes = page.getByRole('button', { name: /: Pass$/ });
  while ((await passes.count()) > 0) await passes.first().click();
  await takeScreen(page, 'A');
  const log = page.getByTestId('log');
  await expect(log).toContainText('runs Cybermask and goes into Impersonation State: a new IMP-2 marker');
  await expect(entry(page, /Field Hacker/).getByTestId('piece-hacking-area')).toHaveText('· Hacking Area 8"');
  await expect(entry(page, /Field Hacker/)).toContainText('IMP-2');
  await page.screenshot({ path: `${shots}/hacking-cybermask.png` });
});
