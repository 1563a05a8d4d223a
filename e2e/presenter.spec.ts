import { expect, test } from '@playwright/test';
import { openTable } from './table.ts';

// Presenter mode (issue: practice and club demonstration): an audience window, opened from the app,
// shows only the public view and follows the game live over a BroadcastChannel.

const shots = 'test-results/screenshots';

test('the audience window follows the game and never holds a secret', async ({ page, context }) => {
  await openTable(page);
  await page.getByRole('button', { name: 'Scenarios…' }).click();
  await page
    .getByRole('dialog', { name: 'Scenarios' })
    .getByRole('button', { name: 'Guided demonstration: Three Ghulam Snipers, one Hassassin' })
    .click();
  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Audience window' }).click();
  const audience = await popup;
  await expect(audience.getByTestId('audience-banner')).toContainText('what both players know');
  const publicView = () => audience.evaluate(() => window.markerAudienceView);
  await expect.poll(async () => (await publicView())?.pieces.length).toBeGreaterThan(0);
  const before = JSON.stringify(await publicView());
  expect(before).not.toContain('Hassassin');
  // What goes over the channel from now on: deltas from the view the audience holds, not whole views.
  await audience.evaluate((channel) => {
    const heard: string[] = [];
    Object.assign(window, { heard });
    new BroadcastChannel(channel).onmessage = (e: MessageEvent<{ type: string }>) => heard.push(e.data.type);
  }, 'marker-table-audience');
  // The presenter steps the demonstration: the audience follows; the HOLOECHO token appears.
  await page.getByTestId('guide-panel').getByRole('button', { name: 'Forward' }).click();
  await expect
    .poll(async () => (await publicView())?.pieces.some((p) => p.tokens.includes('HOLOECHO')))
    .toBe(true);
  const heard = await audience.evaluate(() => (window as unknown as { heard: string[] }).heard);
  expect(heard.length).toBeGreaterThan(0);
  expect(heard.every((type) => type === 'delta')).toBe(true);
  const after = JSON.stringify(await publicView());
  expect(after).not.toContain('Hassassin');
  // The step is narrated in large type from the public log, with its number, and tells no secret.
  const narration = audience.getByTestId('audience-narration');
  await expect(narration).toContainText('Step 1 of');
  await expect(narration.locator('p').nth(1)).not.toBeEmpty();
  await expect(narration).not.toContainText('Hassassin');
  expect(await narration.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(
    22,
  );
  expect(after).not.toContain('trooperId');
  // The guided narration's public words and its rule (issue 31): never which Ghulam is a false echo.
  const says = audience.getByTestId('audience-says');
  await expect(says).toContainText('Player B activates the Ghulam Sniper at (18, 40)');
  await expect(says).toContainText('The rule: Holoecho');
  await expect(says).not.toContainText('false echo');
  await expect(page.locator('body')).toHaveClass(/presenter/);
  await audience.screenshot({ path: `${shots}/audience.png` });
  await page.screenshot({ path: `${shots}/presenter.png` });
});

test('rules help: searchable, and the skills of the menus link to their explanation', async ({ page }) => {
  await openTable(page);
  await page.getByRole('button', { name: 'Rules…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rules help' });
  await dialog.getByLabel('Search').fill('delay');
  await expect(dialog.getByTestId('help-topics')).toContainText('Delaying an ARO');
  await expect(dialog.getByTestId('help-topics')).not.toContainText('Replacing models and markers');
  await dialog.getByRole('button', { name: 'Close' }).click();
  // In a game: the declare menu links each skill to its explanation.
  await page.getByRole('button', { name: 'Scenarios…' }).click();
  await page
    .getByRole('dialog', { name: 'Scenarios' })
    .getByRole('button', { name: 'Load the scenario: An IMP-1 marker under three AROs' })
    .click();
  await page.getByRole('button', { name: /^I am Player A/ }).click();
  await page.getByTestId('scenario-next').getByRole('button', { name: 'Play this step' }).click();
  await page.getByRole('button', { name: 'About Discover' }).click();
  await expect(dialog.locator('li.current')).toContainText('Discover');
  // The topic is headed by the rule's name alone: no digest section reaches the screen.
  await expect(dialog.locator('li.current h3')).toHaveText('Discover');
  await expect(dialog.getByTestId('help-topics')).not.toContainText(/RULES\.md|§/);
  await page.screenshot({ path: `${shots}/rules-help.png` });
});
