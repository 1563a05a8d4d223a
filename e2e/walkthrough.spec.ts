import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { drag, takeScreen, toScreen } from './table.ts';
import { SCOUT_AT as SCOUT, SENTRY_AT as SENTRY } from '../src/content/walkthrough.ts';

// "A first game in 60 seconds" (issue): from the home screen, the walkthrough coaches one whole Order on
// the real table, hot-seat: activate, move, declare, hand over, an ARO, the second skill, the result.
// Each step moves on because the game did, seen in the coach card's data-step. It can be skipped at
// any step (a button, or Escape) and opened again from Help.

const shots = 'test-results/screenshots';
/** Where the Scout is dragged: 3.8" on, short of its 4" MOV (a drag lands within a pixel). */
const SCOUT_TO = { x: SCOUT.x, y: SCOUT.y + 3.8 };

const card = (page: Page) => page.getByTestId('walkthrough');

// The camera moves at once, not in a glide, so the canvas's published camera holds while a test clicks.
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

async function expectStep(page: Page, step: string, cue?: string): Promise<void> {
  await expect(card(page)).toHaveAttribute('data-step', step);
  if (cue) await expect(card(page)).toHaveAttribute('data-cue', cue);
}

/** axe-core (WCAG 2.1 A and AA) on the walkthrough's own parts: no serious or critical violation. */
async function audit(page: Page, selector: string, name: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const found = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(' | ')})`);
  expect.soft(found, `${name}: serious or critical accessibility violations`).toEqual([]);
}

async function click(page: Page, at: { x: number; y: number }): Promise<void> {
  const p = await toScreen(page, at.x, at.y);
  await page.mouse.click(p.x, p.y);
}

test('from the home screen, the walkthrough coaches one whole Order hot-seat to its result', async ({
  page,
}) => {
  await page.goto('/');
  const offer = page.getByTestId('walkthrough-offer');
  await expect(offer).toBeVisible();
  await audit(page, '[data-testid="walkthrough-offer"]', 'the first-visit offer');
  await offer.getByRole('button', { name: 'Start the walkthrough' }).click();

  // Player A's table: one Scout against one Sentry, the coach at step 1; the card has the focus.
  await expect(page.getByTestId('seat-banner')).toContainText("Player A's screen");
  await expect(page.getByTestId('table-canvas')).toHaveAttribute('data-ready', 'true');
  await expectStep(page, 'activate', 'select');
  await expect(card(page).getByRole('heading')).toBeFocused();
  await expect(card(page)).toContainText('Step 1 of 7');
  await page.screenshot({ path: `${shots}/walkthrough-step1.png` });
  await audit(page, '[data-testid="walkthrough"]', 'the coach card on the table');

  // 1. Activate: select the Scout on the canvas, then the panel's button.
  await click(page, SCOUT);
  await expectStep(page, 'activate', 'act');
  await page.getByRole('button', { name: 'Activate Scout' }).click();

  // 2. Move: drag it 4" towards the Sentry. 3. Declare the Move.
  await expectStep(page, 'move', 'act');
  await expect(card(page)).toContainText('Zone of Control');
  await drag(page, SCOUT, SCOUT_TO);
  await expect(page.getByTestId('order-draft')).toContainText('Scout → (12.0, 6.8)');
  await expectStep(page, 'declare', 'act');
  await page.getByRole('button', { name: 'Move', exact: true }).click();

  // 4. The curtain: the screen goes to Player B, the card says so over the curtain.
  await expect(page.getByTestId('curtain')).toBeVisible();
  await expectStep(page, 'handover', 'pass');
  await expect(card(page)).toContainText('pass the screen to Player B');
  await page.screenshot({ path: `${shots}/walkthrough-handover.png` });
  await audit(page, '[data-testid="walkthrough"]', 'the coach card over the curtain');
  await takeScreen(page, 'B');

  // 5. B declares an ARO: the Sentry shoots.
  await expectStep(page, 'aro', 'act');
  await page.getByTestId('aro-controls').getByRole('button', { name: 'Sentry: BS Attack' }).click();

  // 6. Back to A: target the Sentry, declare the second skill.
  await expect(page.getByTestId('curtain')).toBeVisible();
  await expectStep(page, 'second', 'pass');
  await takeScreen(page, 'A');
  await expectStep(page, 'second', 'select');
  await click(page, SENTRY);
  await expectStep(page, 'second', 'act');
  await page.getByTestId('declare-controls').getByRole('button', { name: 'BS Attack Sentry' }).click();

  // 7. The result: the card of the Order, and the log; "Got it" ends the walkthrough.
  await expectStep(page, 'result', 'act');
  const result = page.getByTestId('result-card');
  await expect(result).toContainText("Result of Player A's Order");
  await expect(result.locator('.card-roll').filter({ hasText: 'BS Attack' }).locator('.die')).toHaveCount(4);
  await expect(page.getByTestId('log')).toContainText('The Order of Player A is complete.');
  await result.getByRole('button', { name: 'Got it' }).click();
  await expectStep(page, 'done', 'done');
  await expect(card(page)).toContainText('That was one Order');
  await page.screenshot({ path: `${shots}/walkthrough-done.png` });
  await card(page).getByRole('button', { name: 'Finish' }).click();
  await expect(card(page)).toHaveCount(0);

  // Answered once, the first visit's offer is not made again.
  await page.getByRole('button', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Back to the table: A first Order/ })).toBeVisible();
  await expect(offer).toHaveCount(0);
});

test('the walkthrough is skipped, and opened again from Help: Back, Restart and Escape', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('walkthrough-offer').getByRole('button', { name: 'No, thanks' }).click();
  await expect(page.getByTestId('walkthrough-offer')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'New game…' })).toBeVisible();
  await expect(page.getByTestId('walkthrough-offer')).toHaveCount(0);

  // The home screen's Help entry opens it; "Skip walkthrough" ends it at once.
  await page.getByRole('button', { name: 'Walk me through a first Order' }).click();
  await expectStep(page, 'activate');
  await click(page, SCOUT);
  await page.getByRole('button', { name: 'Activate Scout' }).click();
  await expectStep(page, 'move');
  // Back takes the activation back (nobody else has seen it); the Order is unspent again.
  await card(page).getByRole('button', { name: 'Back' }).click();
  await expectStep(page, 'activate');
  await expect(page.getByTestId('orders-left')).toHaveText('1 Order left');
  await card(page).getByRole('button', { name: 'Skip walkthrough' }).click();
  await expect(card(page)).toHaveCount(0);
  // The table stays, to play on.
  await expect(page.getByTestId('table-canvas')).toHaveAttribute('data-ready', 'true');

  // The rules help opens it too, from the table.
  await page.getByRole('button', { name: 'Rules…' }).click();
  const help = page.getByRole('dialog', { name: 'Rules help' });
  await help.getByRole('button', { name: 'Walk me through a first Order' }).click();
  await expect(help).toHaveCount(0);
  await expectStep(page, 'activate', 'select');
  await expect(card(page).getByRole('heading')).toBeFocused();

  // Restart sets the table up again, leaving no extra game behind in Games….
  await click(page, SCOUT);
  await page.getByRole('button', { name: 'Activate Scout' }).click();
  await expectStep(page, 'move');
  await card(page).getByRole('button', { name: 'Restart' }).click();
  await expectStep(page, 'activate', 'select');
  await expect(page.getByTestId('orders-left')).toHaveText('1 Order left');

  // The card comes after the table in the keyboard's order.
  const focusInCard = () => card(page).evaluate((el) => el.contains(document.activeElement));
  await page.getByTestId('table-canvas').focus();
  for (let i = 0; i < 8 && !(await focusInCard()); i++) await page.keyboard.press('Tab');
  expect(await focusInCard()).toBe(true);
  // Escape in it skips the walkthrough, and the focus goes back where it came from: the table.
  await page.getByTestId('table-canvas').focus();
  await card(page).getByRole('button', { name: 'Restart' }).focus();
  await page.keyboard.press('Escape');
  await expect(card(page)).toHaveCount(0);
  await expect(page.getByTestId('table-canvas')).toBeFocused();
});

test('the whole walkthrough with the keyboard alone', async ({ page }) => {
  const press = async (name: string | RegExp) => {
    const target = page.getByRole('button', { name, exact: typeof name === 'string' });
    await target.focus();
    await target.press('Enter');
  };
  await page.goto('/');
  await press('Walk me through a first Order');
  await expect(card(page).getByRole('heading')).toBeFocused();
  await expectStep(page, 'activate', 'select');
  // The pieces are chosen in the list beside the table; the move is typed as inches and a direction.
  await press(/^Scout/);
  await press('Activate Scout');
  await expectStep(page, 'move');
  await page.getByLabel('Inches').focus();
  await page.keyboard.type('3.5');
  await page.getByLabel(/^Direction/).focus();
  await page.keyboard.type('90');
  await page.keyboard.press('Enter');
  await expectStep(page, 'declare');
  await press('Move');
  await expectStep(page, 'handover', 'pass');
  await press(/^I am Player B/);
  await press('Sentry: BS Attack');
  await expectStep(page, 'second', 'pass');
  await press(/^I am Player A/);
  await press(/^Sentry/);
  await press('BS Attack Sentry');
  await expectStep(page, 'result', 'act');
  await press('Got it');
  await expectStep(page, 'done');
  await press('Finish');
  await expect(card(page)).toHaveCount(0);
});

for (const size of [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the coach card keeps clear of the pieces at ${size.name} size`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/');
    await page.getByRole('button', { name: 'Start the walkthrough' }).click();
    await expectStep(page, 'activate', 'select');
    await expect(page.getByTestId('table-canvas')).toHaveAttribute('data-ready', 'true');
    const box = await card(page).boundingBox();
    if (!box) throw new Error('no coach card');
    for (const piece of [SCOUT, SENTRY]) {
      const p = await toScreen(page, piece.x, piece.y);
      const inside = p.x >= box.x && p.x <= box.x + box.width && p.y >= box.y && p.y <= box.y + box.height;
      expect(inside, `the card covers the piece at (${String(piece.x)}, ${String(piece.y)})`).toBe(false);
    }
    await page.screenshot({ path: `${shots}/walkthrough-${size.name}.png` });
  });
}
