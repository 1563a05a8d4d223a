import { expect, test, type Page } from '@playwright/test';
import { audit } from './audit.ts';
import { loadScenario, openTable, takeScreen } from './table.ts';

// An accessibility audit of each screen (issue: keyboard and accessibility): axe-core against WCAG 2.1
// A and AA, failing on every serious or critical violation, with what to fix in the message.

/** Opens a toolbar dialog, audits it, and closes it with Escape. */
async function auditDialog(page: Page, button: string, dialog: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
  await audit(page, `${dialog} dialog`);
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
}

test('the free set-up table and its dialogs', async ({ page }) => {
  await openTable(page);
  await audit(page, 'free set-up table');
  await page.getByRole('button', { name: 'Scenery', exact: true }).click();
  await audit(page, 'scenery editor');
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await auditDialog(page, 'New game…', 'New game');
  await auditDialog(page, 'Help', 'Keyboard and mouse');
  await page.getByRole('button', { name: 'Scenarios…' }).click();
  await expect(page.getByRole('dialog', { name: 'Scenarios' }).getByTestId('scenario-card')).not.toHaveCount(
    0,
  );
  await audit(page, 'Scenarios gallery');
  await page.keyboard.press('Escape');
  await auditDialog(page, 'Games…', 'Games');
  await page.getByRole('button', { name: 'Rules…' }).click();
  const rules = page.getByRole('dialog', { name: 'Rules help' });
  await expect(rules).toBeVisible();
  await audit(page, 'Rules help dialog');
  await rules.getByLabel('Search').fill('delay');
  await expect(rules.getByTestId('help-topics')).toContainText('Delaying an ARO');
  await audit(page, 'Rules help search');
});

test('a hot-seat game: the curtain, its PIN, and the deployment panel', async ({ page }) => {
  await openTable(page);
  await page.getByRole('button', { name: 'New game…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByLabel('PIN of Player A (optional, 4–8 digits)').fill('1357');
  await dialog.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.getByTestId('curtain')).toBeVisible();
  await audit(page, 'curtain');
  await page.getByRole('button', { name: /^I am Player A/ }).click();
  await page.getByLabel('PIN of Player A').fill('0000');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('alert')).toHaveText("That is not Player A's PIN.");
  await audit(page, 'curtain, a wrong PIN');
  await page.getByLabel('PIN of Player A').fill('1357');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('button', { name: /^Done: hand the screen/ })).toBeVisible();
  await page.getByRole('radio', { name: /^Echo Operative/ }).check();
  await audit(page, 'deployment panel');
});

test('a Player Turn: an Order declared, the AROs, and a finished game under review', async ({ page }) => {
  await openTable(page);
  await loadScenario(page, 'An IMP-1 marker under three AROs');
  await takeScreen(page, 'A');
  const next = page.getByTestId('scenario-next').getByRole('button', { name: 'Play this step' });
  await next.click();
  await expect(page.getByRole('button', { name: 'Move', exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Speculo Killer \(IMP-1 marker\)/ }).click();
  await expect(page.getByTestId('info-name')).toBeVisible();
  await audit(page, 'Player Turn, Order declared');
  // The Games dialog with a game on the table, and the warning before an export.
  await page.getByRole('button', { name: 'Games…' }).click();
  const games = page.getByRole('dialog', { name: 'Games' });
  await games.getByRole('button', { name: 'Export to a file…' }).click();
  await expect(games.getByTestId('export-warning')).toBeVisible();
  await audit(page, 'Games dialog, export warning');
  await page.keyboard.press('Escape');
  await next.click();
  await takeScreen(page, 'B');
  await expect(page.getByTestId('reactor')).not.toHaveCount(0);
  await audit(page, 'ARO panel');
  // B proposes to end the game; A agrees; the review follows.
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Propose to end the game…' }).click();
  await takeScreen(page, 'A');
  await page.getByTestId('end-proposal').getByRole('button', { name: 'Agree: end the game' }).click();
  await expect(page.getByTestId('turn-phase')).toContainText('The game is over');
  await audit(page, 'game over');
  await page.getByRole('button', { name: 'Review the game, everything revealed' }).click();
  await expect(page.getByTestId('review-panel')).toBeVisible();
  await audit(page, 'review');
});

test('a guided demonstration, presenter mode and the audience window', async ({ page, context }) => {
  await openTable(page);
  await page.getByRole('button', { name: 'Scenarios…' }).click();
  await page
    .getByRole('dialog', { name: 'Scenarios' })
    .getByRole('button', { name: 'Guided demonstration: Three Ghulam Snipers, one Hassassin' })
    .click();
  const guide = page.getByTestId('guide-panel');
  await expect(guide).toBeVisible();
  await guide.getByRole('button', { name: 'Forward' }).click();
  await audit(page, 'guided demonstration');
  await page.getByRole('button', { name: 'Presenter', exact: true }).click();
  await expect(page.locator('body')).toHaveClass(/presenter/);
  await audit(page, 'presenter mode');
  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Audience window' }).click();
  const audience = await popup;
  await expect(audience.getByTestId('audience-banner')).toBeVisible();
  await audit(audience, 'audience window');
});

test('the audience window before the presenter is there', async ({ page }) => {
  await page.goto('/?audience');
  await expect(page.getByTestId('audience-waiting')).toBeVisible();
  await audit(page, 'audience window, waiting');
});

test('the home screen and a drill: question, verdict and score', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('drill-card')).toHaveCount(10);
  await audit(page, 'home screen');
  await page.getByLabel('Seed').fill('12');
  await page.getByRole('button', { name: 'Start the drill: Legal AROs against a marker' }).click();
  await expect(page.getByTestId('drill-board').locator('canvas').first()).toBeVisible();
  await audit(page, 'drill question');
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(page.getByTestId('verdict')).toBeVisible();
  await audit(page, 'drill verdict');
  for (let i = 1; i < 5; i++) {
    await page.getByRole('button', { name: /^(Next question|See the score)$/ }).click();
    await page.getByRole('button', { name: 'Check answer' }).click();
  }
  await page.getByRole('button', { name: 'See the score' }).click();
  await expect(page.getByTestId('drill-score')).toBeVisible();
  await audit(page, 'drill score');
});
