import { expect, test } from '@playwright/test';
import { hotSeatSetup, recordedGame } from './recorded.ts';
import { STORAGE_KEY } from '../src/store/persist/persistence.ts';
import { drag, openStored, openTable, takeScreen, toScreen } from './table.ts';
import { drillQuestion } from '../src/content/drills/index.ts';

// Forming a Fireteam with the mouse (RULES.md §18.12.1; D118, D119): Player A fields a Sectorial Army.
// Its three Line Troopers stand at (10, 5), (14, 5) and (30, 5). A selects them on the table and adds
// them; the third is out of the Team Leader's Zone of Control and the panel says so before anything is
// sent. Formed with two, the table draws the link and the TL token; a drag out of the ZoC warns live.
// Player B sees the Fireteam only when A's step ends.

function savedGame(): string {
  const setup = hotSeatSetup(
    ['line-trooper', 'line-trooper', 'line-trooper', 'field-officer'],
    ['line-trooper'],
  );
  if (setup.game) setup.game.sectorial = { A: true };
  const g = recordedGame(setup, { seed: 5 });
  g.deploy('A', 0, 'model', 10, 5);
  g.deploy('A', 1, 'model', 14, 5);
  g.deploy('A', 2, 'model', 30, 5);
  return g.saved('g-fireteams', 'Fireteams');
}

async function select(page: Parameters<typeof openStored>[0], x: number, y: number): Promise<void> {
  const at = await toScreen(page, x, y);
  await page.mouse.click(at.x, at.y);
}

test('Player A forms a Fireteam of two from the table; Player B sees it when the step ends', async ({
  page,
}) => {
  await openStored(page, { [STORAGE_KEY]: savedGame() });
  await takeScreen(page, 'A');
  const panel = page.getByTestId('fireteam-panel');
  const add = panel.getByRole('button', { name: /^Add/ });
  await expect(add).toBeDisabled();
  await select(page, 14, 5);
  await add.click();
  await select(page, 10, 5);
  await add.click();
  await select(page, 30, 5);
  await add.click();
  await expect(panel.getByTestId('fireteam-draft')).toContainText('Line Trooper (Team Leader)');
  await expect(panel.getByTestId('fireteam-draft-coherency')).toContainText(
    'Out of Coherency with the Team Leader: Line Trooper',
  );
  await panel.getByRole('button', { name: 'Take Line Trooper out of the new Fireteam' }).last().click();
  await expect(panel.getByTestId('fireteam-draft-coherency')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Form the Fireteam' }).click();
  const log = page.getByTestId('log');
  await expect(log).toContainText(
    'Player A forms a Fireteam: Line Trooper (Team Leader), Line Trooper (Fireteams).',
  );
  await expect(panel.getByTestId('fireteam-bonus')).toContainText(
    '2 members · bonus: one Order activates all',
  );
  await select(page, 14, 5);
  await expect(page.getByTestId('info-fireteam')).toContainText(
    'its Team Leader; Line Trooper (Team Leader), Line Trooper',
  );
  // Dragging the other member out of the Team Leader's ZoC warns while the mouse is down.
  await drag(page, { x: 10, y: 5 }, { x: 3, y: 9 }, { release: false });
  await expect(panel.getByTestId('fireteam-coherency')).toContainText(
    'Out of Coherency with the Team Leader',
  );
  await page.screenshot({ path: 'test-results/screenshots/fireteams-a-drag.png' });
  const back = await toScreen(page, 10, 5);
  await page.mouse.move(back.x, back.y, { steps: 8 });
  await page.mouse.up();
  await expect(panel.getByTestId('fireteam-coherency')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screenshots/fireteams-a.png' });
  await page.getByRole('button', { name: 'Done: hand the screen to Player B' }).click();
  await takeScreen(page, 'B');
  await expect(log).toContainText(
    "Player A's Fireteams: [Line Trooper, Line Trooper (Team Leader)] (Fireteams).",
  );
  await expect(log).not.toContainText('forms a Fireteam');
  await expect(panel.getByTestId('other-fireteam')).toContainText(
    'Player A: Line Trooper (Team Leader), Line Trooper · bonus: one Order activates all',
  );
  const tags = page.getByTestId('piece-fireteam');
  await expect(tags).toHaveCount(2);
  await expect(tags.filter({ hasText: '(Team Leader)' })).toHaveCount(1);
  await page.screenshot({ path: 'test-results/screenshots/fireteams-b.png' });
});

test('the Fireteam drill asks who leaves and marks the engine’s answer', async ({ page }) => {
  const q = drillQuestion('fireteams', 77, 0);
  await page.goto('/');
  await page.getByLabel('Seed').fill('77');
  await page.getByRole('button', { name: 'Start the drill: Who leaves a Fireteam?' }).click();
  await expect(page.getByTestId('drill-prompt')).toHaveText(q.prompt);
  await expect(page.getByTestId('drill-board').getByTestId('table-canvas')).toHaveAttribute(
    'data-ready',
    'true',
  );
  const ticked = q.solution.type === 'tick' ? q.solution.ticked : [];
  const labels = q.ask.type === 'tick' ? q.ask.options : [];
  for (const o of labels)
    if (ticked.includes(o.id)) await page.getByRole('checkbox', { name: o.label }).check();
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(page.getByTestId('verdict').getByRole('status')).toHaveText('✓ Right');
  await page.screenshot({ path: 'test-results/screenshots/fireteams-drill.png' });
});

test('the new game says who fields a Sectorial Army and which Fireteam bonuses it plays', async ({
  page,
}) => {
  await openTable(page);
  await page.getByRole('button', { name: 'New game…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  const settings = dialog.getByTestId('fireteam-settings');
  const bonuses = settings.getByRole('combobox');
  await expect(bonuses).toBeDisabled();
  await settings.getByRole('checkbox', { name: 'Player A' }).check();
  await bonuses.selectOption('N4-2022');
  await settings.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screenshots/fireteams-new-game.png' });
  await dialog.getByRole('button', { name: 'Start the game' }).click();
  await takeScreen(page, 'A');
  const panel = page.getByTestId('fireteam-panel');
  await expect(panel).toContainText('Bonuses: N4, update of March 2022. Sectorial: Player A.');
  await expect(panel.getByTestId('fireteam-new')).toBeVisible();
});
