import { expect, test, type Page } from '@playwright/test';
import { hotSeatSetup, recordedGame } from './recorded.ts';
import { STORAGE_KEY } from '../src/store/persist/persistence.ts';
import { rosterOf, type Action } from '../src/engine/index.ts';
import { drag, openStored, takeScreen, toScreen } from './table.ts';

// A Repeater grows the Hacking Area (RULES.md §18.13.1, §18.13.2; D150, D151): B's Field Hacker stands
// far away at (40, 40); B's Line Trooper with a Repeater stands behind a wall at (24, 27). A moves its
// Line Trooper with the mouse from (24, 20) to (24, 22), inside the Repeater's ZoC, out of every LoF.
// B's screen draws one Hacking Area around the hacker and the Repeater, and offers the hacker Reset
// through the Repeater; A's screen never shows that entry.

const shots = 'test-results/screenshots';

/** Deployment played: A's Line Troopers at (24, 20) and (4, 6); B's Field Hacker at (40, 40), its relay at (24, 27). */
function savedGame(): string {
  const setup = hotSeatSetup(['line-trooper', 'line-trooper'], ['field-hacker', 'line-trooper'], {
    width: 48,
    depth: 48,
    zoneDepth: 12,
  });
  setup.scenery = [
    {
      id: 's-wall',
      name: 'Wall',
      height: 'tall',
      polygon: [
        { x: 16, y: 24 },
        { x: 32, y: 24 },
        { x: 32, y: 24.5 },
        { x: 16, y: 24.5 },
      ],
    },
  ];
  const rosters = setup.game!.rosters;
  rosters.A[0]!.skills.push({ skill: 'Infiltration' });
  rosters.B[1]!.skills.push({ skill: 'Infiltration' });
  rosters.B[1]!.equipment = ['Repeater'];
  const game = recordedGame(setup, { seed: 7 });
  const away = (seat: 'A' | 'B', n: number, x: number, y: number) => {
    game.play((g): Action => ({
      type: 'deploy',
      seat,
      trooperId: rosterOf(g, seat)[n]?.id ?? '',
      form: 'model',
      at: { x, y },
      facing: 90,
    }));
  };
  away('A', 0, 24, 20);
  game.endStep('A');
  away('B', 0, 40, 40);
  game.endStep('B');
  away('A', 1, 4, 6);
  game.endStep('A');
  away('B', 1, 24, 27);
  game.endStep('B');
  return game.saved('g-repeaters', 'Repeaters');
}

const entry = (page: Page, name: RegExp) =>
  page
    .getByTestId('piece-list')
    .locator('li')
    .filter({ has: page.locator('.name', { hasText: name }) });

test('a Repeater grows the hacker’s area on its owner’s screen, and the hacker is offered Reset through it', async ({
  page,
}) => {
  await openStored(page, { [STORAGE_KEY]: savedGame() });
  const status = await page.getByTestId('curtain-status').textContent();
  if (status?.includes('Player B to play')) {
    await takeScreen(page, 'B');
    await page.getByRole('button', { name: /^End the turn/ }).click();
  }
  await takeScreen(page, 'A');
  // A's screen: no Hacking Area, no Repeater reach; the relay's Repeater is public on its model.
  await expect(page.getByTestId('piece-hacking-area')).toHaveCount(0);
  await expect(page.getByTestId('piece-repeater-area')).toHaveCount(0);

  // A moves its Line Trooper with the mouse, past the wall, into the Repeater's ZoC.
  const mover = await toScreen(page, 24, 20);
  await page.mouse.click(mover.x, mover.y);
  await page.getByRole('button', { name: /^Activate Line Trooper/ }).click();
  await drag(page, { x: 24, y: 20 }, { x: 24, y: 22 });
  await expect(page.getByTestId('order-draft')).toContainText('(24.0, 22.0)');
  await page.getByRole('button', { name: 'Move', exact: true }).click();

  // B's screen: the area is drawn around the hacker and the Repeater, and the hacker may Reset.
  await takeScreen(page, 'B');
  await expect(entry(page, /^Field Hacker$/).getByTestId('piece-hacking-area')).toHaveText(
    '· Hacking Area 8"',
  );
  await expect(entry(page, /^Line Trooper$/).getByTestId('piece-repeater-area')).toHaveText('· Repeater 8"');
  const hacker = page.getByTestId('reactor').filter({ hasText: 'Field Hacker' });
  await expect(hacker).toContainText('through its Hacking Area by a Repeater');
  await expect(hacker.getByRole('button', { name: 'Field Hacker: Reset' })).toBeVisible();
  await expect(hacker).toContainText('Carbonite');
  // Select the relay on the canvas: its panel says what its Repeater does.
  const relay = await toScreen(page, 24, 27);
  await page.mouse.click(relay.x, relay.y);
  await expect(page.getByTestId('info-repeater-area')).toContainText('adds 8" from its base');
  await expect(page.getByTestId('info-equipment')).toContainText('Repeater');
  await page.screenshot({ path: `${shots}/repeater-area.png` });

  // B passes with the rest: the hacker's chance is gone, and A never saw its entry.
  await page.getByRole('button', { name: 'Pass with the rest and hand back' }).click();
  await takeScreen(page, 'A');
  await expect(page.getByTestId('log')).not.toContainText('Hacking Area');
  await expect(page.getByTestId('piece-repeater-area')).toHaveCount(0);
});
