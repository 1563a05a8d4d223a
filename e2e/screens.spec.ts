import { expect, test, type Page } from '@playwright/test';
import { loadScenario, openTable, takeScreen } from './table.ts';

// Every screen at a laptop's 1280×720 and on a 10" tablet (1280×800 landscape, 800×1280 portrait):
// nothing runs off the side, the table keeps a useful size, and a screenshot of each is kept (also in
// greyscale) under test-results/screens for looking at the design.

const SIZES = [
  { name: 'laptop', width: 1280, height: 720 },
  { name: 'tablet-landscape', width: 1280, height: 800 },
  { name: 'tablet-portrait', width: 800, height: 1280 },
] as const;

async function check(page: Page, size: string, screen: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${screen} at ${size} runs off the side`).toBeLessThanOrEqual(0);
  const canvas = page.getByTestId('table-canvas').first();
  if ((await canvas.count()) > 0) {
    const box = await canvas.boundingBox();
    expect(box?.width ?? 0, `${screen} at ${size}: the table is too narrow`).toBeGreaterThanOrEqual(360);
    expect(box?.height ?? 0, `${screen} at ${size}: the table is too low`).toBeGreaterThanOrEqual(300);
  }
  await page.screenshot({ path: `test-results/screens/${size}-${screen}.png` });
  await page.addStyleTag({ content: 'html { filter: grayscale(1); }' });
  await page.screenshot({ path: `test-results/screens/${size}-${screen}-grey.png` });
  await page.addStyleTag({ content: 'html { filter: none; }' });
}

for (const size of SIZES) {
  test(`every screen fits and reads at ${size.name} (${String(size.width)}×${String(size.height)})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/');
    await expect(page.getByTestId('drill-card').first()).toBeVisible();
    await check(page, size.name, 'home');

    await openTable(page);
    await check(page, size.name, 'free-table');

    await loadScenario(page, 'An IMP-1 marker under three AROs');
    await check(page, size.name, 'curtain');
    await takeScreen(page, 'A');
    await page.getByRole('button', { name: 'Play this step' }).click();
    await page.getByRole('button', { name: 'Play this step' }).click();
    await takeScreen(page, 'B');
    await expect(page.getByRole('button', { name: 'Trooper 1: Delay' })).toBeVisible();
    await check(page, size.name, 'aro');

    await page.getByRole('button', { name: 'Home', exact: true }).click();
    await page.getByLabel('Seed').fill('2026');
    await page.getByRole('button', { name: 'Start the drill: Who may react, and with what?' }).click();
    await expect(page.getByTestId('drill-board').locator('canvas').first()).toBeVisible();
    await check(page, size.name, 'drill');
  });
}
