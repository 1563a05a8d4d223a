import { expect, test } from '@playwright/test';
import { drag, loadScenario, openTable, takeScreen } from './table.ts';

// The active seat's dragged destination survives a reload before the skill is declared, back only for
// that seat at its own screen; hiding the screen (handing it over) drops it.

test('a dragged destination is back after a reload for the seat that dragged it, and gone once handed over', async ({
  page,
}) => {
  await openTable(page);
  await loadScenario(page, 'An IMP-1 marker under three AROs');
  await takeScreen(page, 'A');
  // The script activates the IMP-1 marker; A drags it 3" down the table.
  await page.getByTestId('scenario-next').getByRole('button', { name: 'Play this step' }).click();
  await drag(page, { x: 24, y: 26 }, { x: 24, y: 29 });
  const draft = page.getByTestId('order-draft');
  await expect(draft).toContainText('(24.0, 29.0)');

  await page.reload();
  await expect(page.getByTestId('curtain')).toBeVisible();
  await expect(draft).toHaveCount(0);
  await takeScreen(page, 'A');
  await expect(draft).toContainText('(24.0, 29.0)');

  // Hiding the screen hands it over: the draft goes, and a reload does not bring it back.
  await page.getByRole('button', { name: 'Hide screen' }).click();
  await expect(page.getByTestId('curtain')).toBeVisible();
  expect(
    await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.includes('order-draft'))),
  ).toEqual([]);
  await page.reload();
  await takeScreen(page, 'A');
  await expect(page.getByRole('button', { name: 'Move', exact: true })).toBeVisible();
  await expect(draft).toHaveCount(0);
});
