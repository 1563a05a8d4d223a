import { expect, test } from '@playwright/test';
import { hotSeatSetup, recordedGame } from './recorded.ts';
import { STORAGE_KEY } from '../src/store/persist/persistence.ts';
import { rosterOf } from '../src/engine/index.ts';
import { openStored, takeScreen, toScreen } from './table.ts';

// Reacting through the Hacking Area (RULES.md §18.13.2, A33; D137, D138): A's Field Hacker stands at
// the centre line; B's Field Hacker just across it, facing away (no LoF). A selects its hacker on the
// canvas and runs Cybermask; B's hacker has it in its Zone of Control, its Hacking Area: B's ARO list
// offers Dodge or Reset, as the ZoC gives, and Carbonite, since A's model is a Hacker and so Hackable
// (D137, D147). B clicks Carbonite: the program rolls WIP and A's hacker saves with its BTS (D144).

const shots = 'test-results/screenshots';

/** Deployment played: A's Field Hacker at (24, 22), B's at (24, 27); a Line Trooper each far off; B's face away. */
function savedGame(): string {
  const setup = hotSeatSetup(['field-hacker', 'line-trooper'], ['field-hacker', 'line-trooper'], {
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
    form: 'model',
    at: { x: 24, y: 27 },
    facing: 90,
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
  return game.saved('g-hacking-aro', 'Hacking ARO');
}

test('a Hacker out of LoF reacting through its Hacking Area: Dodge or Reset, and Carbonite declared with the mouse', async ({
  page,
}) => {
  await openStored(page, { [STORAGE_KEY]: savedGame() });
  const status = await page.getByTestId('curtain-status').textContent();
  if (status?.includes('Player B to play')) {
    await takeScreen(page, 'B');
    await page.getByRole('button', { name: /^End the turn/ }).click();
  }
  await takeScreen(page, 'A');
  const hacker = await toScreen(page, 24, 22);
  await page.mouse.click(hacker.x, hacker.y);
  await page.getByRole('button', { name: /^Activate Field Hacker/ }).click();
  await page.getByRole('button', { name: 'Cybermask (Hacking Program)', exact: true }).click();

  await takeScreen(page, 'B');
  const reactor = page.getByTestId('reactor').filter({ hasText: 'Field Hacker' });
  await expect(reactor).toContainText('in ZoC only (Dodge or Reset)');
  await expect(reactor.getByRole('button', { name: /: Dodge$/ })).toBeVisible();
  await expect(reactor.getByTestId('aro-hacking')).toHaveCount(0);
  await page.screenshot({ path: `${shots}/hacking-aro.png` });
  await reactor.getByRole('button', { name: /: Carbonite \(Hacking Program\)$/ }).click();
  const passes = page.getByRole('button', { name: /: Pass$/ });
  while ((await passes.count()) > 0) await passes.first().click();
  await takeScreen(page, 'A');
  const log = page.getByTestId('log');
  await expect(log).toContainText('declared Carbonite (Hacking Program) against the Field Hacker');
  await expect(log).toContainText(/Carbonite on the Field Hacker, WIP/);
  await expect(log).toContainText('runs Cybermask');
  await page.screenshot({ path: `${shots}/hacking-aro-carbonite.png` });
});

// Carbonite in the Active Turn (RULES.md §18.13; D144): A selects its hacker, then B's Field Hacker
// on the canvas (a Hacker, so Hackable, inside the Hacking Area, out of LoF behind its back), and runs
// Carbonite from the Order menu; B passes; A's Idle ends the Order, and the log shows the WIP roll with
// its two dice.
test('Carbonite declared in the Active Turn with the mouse: two WIP dice, no LoF needed', async ({
  page,
}) => {
  await openStored(page, { [STORAGE_KEY]: savedGame() });
  const status = await page.getByTestId('curtain-status').textContent();
  if (status?.includes('Player B to play')) {
    await takeScreen(page, 'B');
    await page.getByRole('button', { name: /^End the turn/ }).click();
  }
  await takeScreen(page, 'A');
  const hacker = await toScreen(page, 24, 22);
  await page.mouse.click(hacker.x, hacker.y);
  await page.getByRole('button', { name: /^Activate Field Hacker/ }).click();
  const theirs = await toScreen(page, 24, 27);
  await page.mouse.click(theirs.x, theirs.y);
  const panel = page.getByTestId('declare-controls');
  const carbonite = panel.getByRole('button', { name: 'Carbonite (Hacking Program) Field Hacker' });
  await expect(carbonite).toBeEnabled();
  await page.screenshot({ path: `${shots}/carbonite-order.png` });
  await carbonite.click();
  await takeScreen(page, 'B');
  const passes = page.getByRole('button', { name: /: Pass$/ });
  while ((await passes.count()) > 0) await passes.first().click();
  await takeScreen(page, 'A');
  await page.getByTestId('declare-controls').getByRole('button', { name: 'Idle', exact: true }).click();
  const handBack = page.getByRole('button', { name: /hand back/ });
  if ((await page.getByTestId('curtain-status').count()) > 0) {
    await takeScreen(page, 'B');
    while ((await passes.count()) > 0) await passes.first().click();
    if ((await handBack.count()) > 0) await handBack.click();
    await takeScreen(page, 'A');
  }
  await expect(page.getByTestId('log')).toContainText(
    /Carbonite on the Field Hacker, WIP 14 = 14, rolled \d+, \d+/,
  );
  await page.screenshot({ path: `${shots}/carbonite-order-log.png` });
});
