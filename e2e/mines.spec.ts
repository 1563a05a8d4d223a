import { expect, test } from '@playwright/test';
import { hotSeatSetup, recordedGame } from './recorded.ts';
import { STORAGE_KEY } from '../src/store/persist/persistence.ts';
import { deploy, drag, openStored, takeScreen, toScreen } from './table.ts';

// Mines at the table (RULES.md §18.7, D67-D73): Player A deploys its Field Sapper with a Mine whose spot
// is set by a click on the table; A sees the Mine's label, mark and trigger ring; after the handover
// Player B sees only a CAMO marker (−3). In A's turn, B's trooper declares a Dodge inside the trigger
// area and the Mine goes off.

const shots = 'test-results/screenshots';

/** A fresh game in its Deployment Phase (48" × 22", zones 10" deep): nothing placed yet. */
function savedGame(): string {
  const game = recordedGame(hotSeatSetup(['sapper', 'line-trooper'], ['line-trooper', 'line-trooper']), {
    seed: 9,
  });
  return game.saved('g-mines', 'Mines');
}

test('a Minelayer deploys a Mine that only its owner can tell from a trooper, and it goes off', async ({
  page,
}) => {
  await openStored(page, { [STORAGE_KEY]: savedGame() });
  await takeScreen(page, 'A');
  await page.getByRole('radio', { name: /^Field Sapper/ }).check();
  const mines = page.getByTestId('deploy-mine');
  await expect(mines).toContainText('Minelayer: a Mine with it (3 left');
  await mines.getByRole('button', { name: 'Set the Mine spot on the table' }).click();
  // Out of the Deployment Zone first: the live check says why, before anything is sent.
  const out = await toScreen(page, 24, 14);
  await page.mouse.move(out.x, out.y);
  await expect(page.getByTestId('drag-readout')).toContainText('The Mine cannot go at (24.0, 14.0)');
  const spot = await toScreen(page, 24, 5);
  await page.mouse.move(spot.x, spot.y);
  await expect(page.getByTestId('drag-readout')).toContainText('The Mine may go at (24.0, 5.0)');
  await page.mouse.click(spot.x, spot.y);
  await expect(page.getByTestId('mine-spot-text')).toContainText('The Mine may go at (24.0, 5.0)');
  // The Field Sapper too far from its Mine is refused live: the Mine must be inside its ZoC.
  await page.getByRole('button', { name: /^Place Field Sapper/ }).click();
  const far = await toScreen(page, 4, 5);
  await page.mouse.move(far.x, far.y);
  await expect(page.getByTestId('drag-readout')).toContainText('inside its Zone of Control');
  await deploy(page, 'Field Sapper', { x: 20, y: 5 });
  await page.screenshot({ path: `${shots}/mines-deployed-owner.png` });

  // The owner's text twins: the Mine in the piece list, with its trigger area, and in the info panel.
  const list = page.getByTestId('piece-list');
  await expect(list).toContainText('Mine (placed by Field Sapper) (CAMO marker)');
  await expect(list.getByTestId('piece-mine')).toHaveText('· trigger area 8"');
  await page.mouse.click(spot.x, spot.y);
  await expect(page.getByTestId('info-mine')).toContainText('placed by Field Sapper');
  await page.getByRole('button', { name: 'Done: hand the screen to Player B' }).click();

  // Player B sees a CAMO marker (−3), nothing more.
  await takeScreen(page, 'B');
  await expect(page.getByTestId('piece-list')).not.toContainText('Mine');
  await expect(page.getByTestId('piece-mine')).toHaveCount(0);
  const marker = await toScreen(page, 24, 5);
  await page.mouse.click(marker.x, marker.y);
  await expect(page.getByTestId('info-name')).toHaveText('CAMO marker');
  await expect(page.getByTestId('info-kind')).toContainText('Mimetism -3');
  await expect(page.getByTestId('info-mine')).toHaveCount(0);
  await page.screenshot({ path: `${shots}/mines-seen-by-b.png` });
  // B's trooper stands 6.6" from the Mine's base, inside its trigger area (B cannot know it).
  await deploy(page, 'Line Trooper', { x: 24, y: 12.6 });
  await page.getByRole('button', { name: 'Done: hand the screen to Player A' }).click();
  await takeScreen(page, 'A');
  await deploy(page, 'Line Trooper', { x: 40, y: 2 });
  await page.getByRole('button', { name: 'Done: hand the screen to Player B' }).click();
  await takeScreen(page, 'B');
  await deploy(page, 'Line Trooper', { x: 44, y: 20 });
  await page.getByRole('button', { name: 'Done: deployment complete' }).click();

  // A's turn: its Line Trooper steps into B's sight; B Dodges where it stands, inside the trigger area.
  await takeScreen(page, 'A');
  const line = await toScreen(page, 40, 2);
  await page.mouse.click(line.x, line.y);
  await page.getByRole('button', { name: /^Activate Line Trooper/ }).click();
  await drag(page, { x: 40, y: 2 }, { x: 40, y: 4 });
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await takeScreen(page, 'B');
  const reactor = page.getByTestId('reactor').filter({ hasText: '(24.0, 12.6)' });
  await reactor.getByRole('button', { name: /: Dodge$/ }).click();
  const curtain = page.getByTestId('curtain');
  if (!(await curtain.isVisible())) await page.getByRole('button', { name: /hand back/ }).click();
  await takeScreen(page, 'A');
  await page.getByRole('button', { name: 'Idle', exact: true }).click();
  // Whatever the dice, the Mine went off: both seats read it, and it is gone from A's list.
  await expect(curtain.or(page.getByTestId('log'))).toBeVisible();
  if (await curtain.isVisible())
    await page
      .getByRole('button', { name: /^I am Player [AB]/ })
      .first()
      .click();
  await expect(page.getByTestId('log')).toContainText(
    'was a Mine: it goes off at the Line Trooper of Player B',
  );
  await expect(page.getByTestId('log')).toContainText('Dodges the Mine');
  await page.screenshot({ path: `${shots}/mines-gone-off.png` });
});

/** Deployed: A's Field Sapper at (20, 5) with no Mine yet, B's troopers far off. A plays first. */
function deployedGame(): string {
  const game = recordedGame(hotSeatSetup(['sapper', 'line-trooper'], ['line-trooper', 'line-trooper']), {
    seed: 9,
  });
  game.deploy('A', 0, 'model', 20, 5);
  game.endStep('A');
  game.deploy('B', 0, 'model', 4, 20);
  game.endStep('B');
  game.deploy('A', 1, 'model', 44, 2);
  game.endStep('A');
  game.deploy('B', 1, 'model', 44, 20);
  game.endStep('B');
  return game.saved('g-mines-play', 'Mines in play');
}

test('Place Deployable from the Order panel: the Mine stands at the end of the Order as a CAMO marker', async ({
  page,
}) => {
  await openStored(page, { [STORAGE_KEY]: deployedGame() });
  await takeScreen(page, 'A');
  const sapper = await toScreen(page, 20, 5);
  await page.mouse.click(sapper.x, sapper.y);
  await page.getByRole('button', { name: /^Activate Field Sapper/ }).click();
  const panel = page.getByTestId('place-mine');
  await expect(panel).toContainText('Place Deployable: a Mine (3 left');
  const place = panel.getByRole('button', { name: 'Place Deployable', exact: true });
  await expect(place).toBeDisabled();
  // A spot out of contact is refused with its reason; the panel's own spot touches the trooper.
  await panel.getByRole('button', { name: 'Set the Mine spot on the table' }).click();
  const far = await toScreen(page, 26, 5);
  await page.mouse.click(far.x, far.y);
  await expect(page.getByTestId('place-mine-reason')).toContainText('in base contact with itself');
  await panel.getByRole('button', { name: 'Mine in front of Field Sapper' }).click();
  await expect(page.getByTestId('mine-spot-text')).toContainText('The Mine may go at (20.0, 6.0)');
  await page.screenshot({ path: `${shots}/mines-place-deployable.png` });
  await place.click();
  const curtain = page.getByTestId('curtain');
  if (await curtain.isVisible()) {
    await takeScreen(page, 'B');
    await page.getByRole('button', { name: /hand back/ }).click();
    await takeScreen(page, 'A');
  }
  await page.getByRole('button', { name: 'Idle', exact: true }).click();
  if (await curtain.isVisible()) {
    await takeScreen(page, 'B');
    await page.getByRole('button', { name: /hand back/ }).click();
    await takeScreen(page, 'A');
  }
  await expect(page.getByTestId('piece-list')).toContainText('Mine (placed by Field Sapper) (CAMO marker)');
  await expect(page.getByTestId('log')).toContainText(
    'placed its Mine (placed by Field Sapper) as a CAMO marker',
  );
  await page.screenshot({ path: `${shots}/mines-placed-in-play.png` });
});

/** Deployed: A's Line Troopers at (24, 2) and (44, 2); B's Field Sapper at (24, 14) facing A. A plays first. */
function aroGame(): string {
  const game = recordedGame(hotSeatSetup(['line-trooper', 'line-trooper'], ['sapper', 'line-trooper']), {
    seed: 9,
  });
  game.deploy('A', 0, 'model', 24, 2);
  game.endStep('A');
  game.deploy('B', 0, 'model', 24, 14);
  game.endStep('B');
  game.deploy('A', 1, 'model', 44, 2);
  game.endStep('A');
  game.deploy('B', 1, 'model', 4, 20);
  game.endStep('B');
  return game.saved('g-mines-aro', 'Mines in ARO');
}

test('Place Deployable as an ARO: the reacting Minelayer puts a Mine down in contact with itself', async ({
  page,
}) => {
  await openStored(page, { [STORAGE_KEY]: aroGame() });
  await takeScreen(page, 'A');
  const line = await toScreen(page, 24, 2);
  await page.mouse.click(line.x, line.y);
  await page.getByRole('button', { name: /^Activate Line Trooper/ }).click();
  await drag(page, { x: 24, y: 2 }, { x: 24, y: 4 });
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await takeScreen(page, 'B');
  const reactor = page.getByTestId('reactor').filter({ hasText: 'Field Sapper' });
  const place = reactor.getByRole('button', { name: 'Field Sapper: Place Deployable' });
  await expect(place).toBeDisabled();
  await reactor.getByRole('button', { name: 'Mine in front of Field Sapper' }).click();
  await expect(reactor.getByTestId('mine-spot-text')).toContainText('The Mine may go at (24.0, 13.0)');
  await page.screenshot({ path: `${shots}/mines-aro.png` });
  await place.click();
  const curtain = page.getByTestId('curtain');
  if (!(await curtain.isVisible())) await page.getByRole('button', { name: /hand back/ }).click();
  await takeScreen(page, 'A');
  await page.getByRole('button', { name: 'Idle', exact: true }).click();
  // The Mine stands at the end of the Order: A reads that a CAMO marker was placed, and no more.
  await expect(page.getByTestId('log')).toContainText(
    'The Field Sapper of Player B placed a CAMO marker at (24.0, 13.0) (Place Deployable',
  );
  await expect(page.getByTestId('piece-list')).not.toContainText('Mine');
});
