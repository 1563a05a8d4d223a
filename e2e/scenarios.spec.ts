import { expect, test, type Page } from '@playwright/test';
import { drag, loadScenario, openTable, takeScreen, toScreen } from './table.ts';

// The rulebook's examples as scenarios (RULES.md §10; the marker-states issue, item 8): loaded from
// the gallery, played with the mouse and the scenario panel, behind the curtain, in real Chromium.

const shots = 'test-results/screenshots';

/** Opens the app, looks at the gallery, and loads a scenario to play hot-seat. */
async function openScenario(page: Page, title: string): Promise<void> {
  await openTable(page);
  await page.getByRole('button', { name: 'Scenarios…' }).click();
  await expect(page.getByRole('dialog', { name: 'Scenarios' }).getByTestId('scenario-card')).not.toHaveCount(
    0,
  );
  await page.screenshot({ path: `${shots}/scenario-gallery.png` });
  await page.keyboard.press('Escape');
  await loadScenario(page, title);
}

async function playStep(page: Page, says: RegExp | string): Promise<void> {
  await expect(page.getByTestId('scenario-next')).toContainText(says);
  await page.getByTestId('scenario-next').getByRole('button', { name: 'Play this step' }).click();
}

test('Impersonation Example 2: one ARO delayed and lost, two Discovers succeed, the IMP-1 only becomes IMP-2', async ({
  page,
}) => {
  await openScenario(page, 'An IMP-1 marker under three AROs');
  await takeScreen(page, 'A');
  await expect(page.getByTestId('scenario-panel')).toContainText('step 1 of 6');
  await expect(page.getByTestId('scenario-next')).toContainText('Player A activates the IMP-1 marker');
  // Played by hand: select the marker, activate it, drag it 3" forward and declare Move.
  const marker = await toScreen(page, 24, 26);
  await page.mouse.click(marker.x, marker.y);
  await page.getByRole('button', { name: /^Activate Speculo Killer/ }).click();
  await expect(page.getByTestId('scenario-panel')).toContainText('step 2 of 6');
  await drag(page, { x: 24, y: 26 }, { x: 24, y: 29 });
  await page.getByRole('button', { name: 'Move', exact: true }).click();

  // B: Trooper 1 delays, Troopers 2 and 3 Discover; B never learns who the marker is.
  await takeScreen(page, 'B');
  await expect(page.getByTestId('scenario-panel')).toContainText('step 3 of 6');
  expect(JSON.stringify(await page.evaluate(() => window.markerTableView))).not.toContain('Speculo');
  await page.getByRole('button', { name: 'Trooper 1: Delay' }).click();
  await page.getByRole('button', { name: 'Trooper 2: Discover' }).click();
  await page.screenshot({ path: `${shots}/scenario-aro.png` });
  await page.getByRole('button', { name: 'Trooper 3: Discover' }).click();

  // A: the second Move, played by the scenario panel.
  await takeScreen(page, 'A');
  await playStep(page, 'Second skill: Move again');
  const log = page.getByTestId('log');
  await expect(log).toContainText(
    'The Trooper 1 delayed its ARO and the trooper did not reveal itself: the ARO is lost',
  );
  await expect(log.locator('li', { hasText: /Discover on the IMP-[12] marker/ })).toHaveCount(2);
  for (const line of await log
    .locator('li', { hasText: /Discover on the IMP-[12] marker/ })
    .allInnerTexts()) {
    expect(line).toMatch(/WIP 13, IMP-1 −6 = 7, rolled \d+: (critical )?success/);
  }
  await expect(log).toContainText('is already IMP-2: it stays a marker');
  await expect(page.getByTestId('scenario-status')).toContainText('Script complete.');
  const pieces = await page.evaluate(() => window.markerTableView?.pieces.map((p) => p.kind));
  expect(pieces).toContain('IMP-2');
  await page.screenshot({ path: `${shots}/scenario-imp-done.png` });
});

test('Regaining Impersonation vs Hidden Deployment: the hidden trooper reveals, and the Order is lost', async ({
  page,
}) => {
  await openScenario(page, 'Regaining Impersonation in front of a hidden trooper');
  await takeScreen(page, 'A');
  await playStep(page, 'Player A activates the Speculo Killer');
  await expect(page.getByTestId('scenario-next')).toContainText('No enemy Model or Marker has LoF');
  // A learns nothing of the hidden trooper; B is asked after every declaration anyway (D28).
  expect(JSON.stringify(await page.evaluate(() => window.markerTableView))).not.toContain('Veil');
  // The skill menu offers the Entire Order: nothing A can see has LoF.
  await page.getByRole('button', { name: 'Impersonation (re-enter)', exact: true }).click();
  await expect(page.getByTestId('curtain-status')).toContainText('Player B declares AROs');
  await takeScreen(page, 'B');
  const hidden = page.getByTestId('reactor').filter({ hasText: 'Veil Stalker (Hidden Deployment)' });
  await expect(hidden).toContainText('declaring reveals it');
  await page.screenshot({ path: `${shots}/scenario-hd-aro.png` });
  await hidden.getByRole('button', { name: 'Veil Stalker (Hidden Deployment): BS Attack' }).click();
  await takeScreen(page, 'A');
  const log = page.getByTestId('log');
  await expect(log).toContainText(
    'A Hidden Deployment trooper of Player B reveals itself: Veil Stalker at (24.0, 40.0)',
  );
  await expect(log).toContainText('the Order is lost and the trooper stays a model');
  await expect(page.getByTestId('scenario-status')).toContainText('Script complete.');
  const view = await page.evaluate(() => window.markerTableView);
  expect(view?.pieces.find((p) => p.x === 24 && p.y === 8)?.kind).toBe('model');
  expect(view?.pieces.find((p) => p.x === 24 && p.y === 40)?.label).toBe('Veil Stalker');
});

test('Decoy (2): the real user declares a Dodge and is revealed, the replicas go', async ({ page }) => {
  await openScenario(page, 'A Decoy (2) user revealed by a Dodge');
  await takeScreen(page, 'A');
  const kinds = async () =>
    (await page.evaluate(() => window.markerTableView?.pieces.map((p) => p.kind))) ?? [];
  expect(await kinds()).toEqual(expect.arrayContaining(['DECOY-1', 'DECOY-2']));
  await playStep(page, 'Player A activates its Line Trooper');
  await playStep(page, 'It moves into the LoF');
  await takeScreen(page, 'B');
  const reactor = page.getByTestId('reactor');
  await expect(reactor).toHaveCount(1);
  const lure = reactor.filter({ hasText: 'reacts as one trooper' });
  await lure.getByRole('button', { name: /: Dodge$/ }).click();
  // The model takes the DECOY-2 marker's place, facing any way Player B chooses (seed 001).
  const facing = page.getByTestId('replace-panel');
  await expect(facing).toContainText('facing the way you choose');
  await facing.getByLabel('Facing (degrees)').fill('270'); // as the script turns it, so it stays on script
  await page.screenshot({ path: `${shots}/scenario-decoy-facing.png` });
  await facing.getByRole('button', { name: 'Face it this way' }).click();
  await takeScreen(page, 'A');
  // Facing is public: Player A sees the way the Lure Specialist was turned.
  await expect
    .poll(
      async () => (await page.evaluate(() => window.markerTableView))?.pieces.find((p) => p.x === 28)?.facing,
    )
    .toBe(270);
  await playStep(page, 'Player A ends the Order with Idle');
  const log = page.getByTestId('log');
  await expect(log).toContainText("Player B's Decoy user reveals itself: 2 replicas are removed");
  expect(await kinds()).not.toContain('DECOY-1');
  expect(await kinds()).not.toContain('DECOY-2');
  const view = await page.evaluate(() => window.markerTableView);
  expect(view?.pieces.find((p) => p.x === 28 && p.y === 40)?.label).toBe('Lure Specialist');
  // The step Player B played by hand counts: the script goes on and ends.
  await expect(page.getByTestId('scenario-status')).toContainText('Script complete.');
  await page.screenshot({ path: `${shots}/scenario-decoy-done.png` });
});

test('Holoecho with HoloMask: three Ghulam Snipers, and the HOLOECHO marker on the first activation', async ({
  page,
}) => {
  await openScenario(page, 'Three Ghulam Snipers, one Hassassin');
  // Player A has already ended its first turn (the prelude): Player B plays.
  await expect(page.getByTestId('curtain-status')).toContainText("Player B's turn");
  // B activates the Ghulam Sniper at (18, 40) by hand: the HOLOECHO marker goes next to it.
  await takeScreen(page, 'B');
  const decoy = await toScreen(page, 18, 40);
  await page.mouse.click(decoy.x, decoy.y);
  await page.getByRole('button', { name: /^Activate Hassassin/ }).click();
  await expect(page.getByTestId('info-tokens')).toHaveText('HOLOECHO');
  await expect(page.getByTestId('log')).toContainText(
    'places a HOLOECHO marker next to the Ghulam Sniper at (18.0, 40.0)',
  );
  await page.screenshot({ path: `${shots}/scenario-holoecho-token.png` });
  await playStep(page, 'All three Holoechoes carry out the same Move');

  // A may now delay: the marker says these are Holoechoes. A still sees four Ghulam Snipers.
  await takeScreen(page, 'A');
  const bPieces = async () =>
    (await page.evaluate(() => window.markerTableView?.pieces.filter((p) => p.owner === 'B'))) ?? [];
  expect((await bPieces()).filter((p) => p.label === 'Ghulam Sniper')).toHaveLength(4);
  expect(JSON.stringify(await page.evaluate(() => window.markerTableView))).not.toContain('Hassassin');
  await page
    .getByRole('button', { name: /^Line Trooper \d: Delay$/ })
    .first()
    .click();
  await takeScreen(page, 'B');
  await playStep(page, 'A second Move');
  // The Order is over and it is still B's turn: B keeps the screen.
  await expect(page.getByTestId('log')).toContainText(
    'delayed its ARO and the trooper did not reveal itself',
  );
  await expect(page.getByTestId('scenario-status')).toContainText('Script complete.');
});

test('CAMO Discovered: the 55 mm model replaces the 40 mm token edge on edge, dragged on the old rim', async ({
  page,
}) => {
  await openScenario(page, 'A CAMO marker Discovered and replaced edge on edge');
  await takeScreen(page, 'A');
  await playStep(page, 'Player A activates the CAMO marker');
  await playStep(page, 'The marker moves up beside the low wall');
  await takeScreen(page, 'B');
  await page
    .getByRole('button', { name: /^Line Trooper \d: Discover$/ })
    .first()
    .click();
  await takeScreen(page, 'A');
  await playStep(page, 'Player A ends the Order with Idle');
  await expect(page.getByTestId('log')).toContainText('The CAMO marker of Player A is revealed: Camo Walker');

  // A places its model: press on the old rim's west side and drag round it a little.
  const panel = page.getByTestId('replace-panel');
  await expect(panel).toContainText('larger base');
  await expect(page.getByTestId('replace-preview')).toContainText('New centre (24.0, 9.0)');
  const tokenR = 40 / 25.4 / 2;
  await drag(page, { x: 24 - tokenR - 0.3, y: 8.6 }, { x: 24 - tokenR - 0.3, y: 9 });
  await expect(page.getByTestId('replace-preview')).toContainText('New centre (24.3, 9.0)');
  await page.screenshot({ path: `${shots}/scenario-replacement.png` });
  await panel.getByRole('button', { name: 'Place the model here' }).click();
  const log = page.getByTestId('log');
  await expect(log).toContainText(
    /placed the Camo Walker edge on edge at \(24\.(29|30), 9\.00\), facing 90°/,
  );
  await expect(page.getByTestId('scenario-status')).toContainText('Script complete.');
  const walker = await page.evaluate(() =>
    window.markerTableView?.pieces.find((p) => p.label === 'Camo Walker'),
  );
  expect(walker?.x).toBeCloseTo(24.295, 1);
});

test('guided demonstration: stepping a rulebook example forward and back, seen through each lens', async ({
  page,
}) => {
  await openTable(page);
  await page.getByRole('button', { name: 'Scenarios…' }).click();
  await page
    .getByRole('dialog', { name: 'Scenarios' })
    .getByRole('button', { name: 'Guided demonstration: An IMP-1 marker under three AROs' })
    .click();
  const guide = page.getByTestId('guide-panel');
  await expect(guide).toContainText('step 0 of 6');
  for (let i = 0; i < 3; i++) await guide.getByRole('button', { name: 'Forward' }).click();
  await expect(guide).toContainText('step 3 of 6');
  await expect(guide.locator('li[aria-current="step"]')).toContainText('Trooper 2 declares Discover');
  // Each step names its rule as a link to the rules help, never the digest section or seed page.
  await expect(
    guide.locator('li[aria-current="step"]').getByRole('button', { name: 'Rules help: Discover' }),
  ).toBeVisible();
  await expect(guide).not.toContainText(/RULES\.md|§|seed \d{3}/);
  await guide.getByRole('button', { name: 'Back' }).click();
  await expect(guide).toContainText('step 2 of 6');
  const marker = () =>
    page.evaluate(() => window.markerTableView?.pieces.find((p) => p.kind === 'IMP-1' || p.kind === 'IMP-2'));
  expect((await marker())?.label).toBe('Speculo Killer (IMP-1 marker)');
  await guide.getByLabel('What Player B sees').check();
  expect((await marker())?.label).toBe('IMP-1 marker');
  await guide.getByLabel('Everything revealed').check();
  for (let i = 0; i < 4; i++) await guide.getByRole('button', { name: 'Forward' }).click();
  await expect(page.getByTestId('guide-outcome')).toContainText('only becomes IMP-2');
  await page.screenshot({ path: `${shots}/guided.png` });
});
