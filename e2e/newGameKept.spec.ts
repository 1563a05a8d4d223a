import { expect, test } from '@playwright/test';

// A new hot-seat game is the game on the table from the moment it is begun, before anybody places
// anything: a reload opens it, Home offers it, and "Free set-up table" opens a free table (no curtain),
// keeping the game in Games… to resume.

test('a new hot-seat game is kept at once: resumed after a reload and from Home; a free table keeps it', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/#home$/);
  await page.getByRole('button', { name: 'New game…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.getByTestId('curtain')).toBeVisible();

  // A reload with no address goes back to the game, not to an empty home screen.
  await page.goto('/');
  await expect(page).toHaveURL(/#table$/);
  await expect(page.getByTestId('curtain')).toBeVisible();
  await expect(page.getByRole('button', { name: /^I am Player A/ })).toBeVisible();

  // Home offers the way back to it, after a reload too.
  await page.getByRole('button', { name: 'Home', exact: true }).click();
  const back = page.getByRole('button', { name: /^Back to the table: Hot-seat game/ });
  await expect(back).toBeVisible();
  await page.reload();
  await expect(back).toBeVisible();
  await back.click();
  await expect(page.getByTestId('curtain')).toBeVisible();

  // A free set-up table: no curtain, the referee's view; the game waits in Games….
  await page.getByRole('button', { name: 'Home', exact: true }).click();
  await page.getByRole('button', { name: 'Free set-up table' }).click();
  await expect(page.getByTestId('table-canvas')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('curtain')).toHaveCount(0);
  await expect(page.getByText('Free set-up · one viewer sees everything')).toBeVisible();
  expect(await page.evaluate(() => window.markerTableView?.mode)).toBe('free');

  await page.getByRole('button', { name: 'Games…' }).click();
  const games = page.getByRole('dialog', { name: 'Games' });
  await expect(games.getByTestId('saved-games')).toContainText('Hot-seat game');
  await expect(games.getByTestId('saved-games')).toContainText('Deployment step 1 of 4');
  await games.getByRole('button', { name: /^Resume Hot-seat game/ }).click();
  await expect(page.getByTestId('curtain')).toBeVisible();
  await expect(page.getByRole('button', { name: /^I am Player A/ })).toBeVisible();
});
