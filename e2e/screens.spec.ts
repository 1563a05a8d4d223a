import { expect, test, type Page } from '@playwright/test';
import { loadScenario, openTable, takeScreen, toScreen, toolbarButton } from './table.ts';

// Every screen on a phone (390×844 upright, 844×390 on its side), a 10" tablet (1280×800, 800×1280),
// a laptop (1280×720) and a 1920×1080 projector: nothing runs off the side, the table keeps a useful
// size, a phone's controls are at least 44 px to touch, and a screenshot of each is kept (also in
// greyscale) under test-results/screens for looking at the design.

const SIZES = [
  { name: 'laptop', width: 1280, height: 720 },
  { name: 'tablet-landscape', width: 1280, height: 800 },
  { name: 'tablet-portrait', width: 800, height: 1280 },
  { name: 'phone-portrait', width: 390, height: 844 },
  { name: 'phone-landscape', width: 844, height: 390 },
  { name: 'projector', width: 1920, height: 1080 },
] as const;

/** Controls smaller than a fingertip (44 px) on a phone: buttons, selects and text fields on screen. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'button:not(.link), select, input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"])',
    );
    for (const el of controls) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.bottom < 0 || r.top > window.innerHeight) continue;
      if (r.height < 44 || (el.tagName === 'BUTTON' && r.width < 44)) {
        small.push(
          `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}" ${String(Math.round(r.width))}×${String(Math.round(r.height))}`,
        );
      }
    }
    return small;
  });
}

async function check(page: Page, size: string, screen: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect.soft(overflow, `${screen} at ${size} runs off the side`).toBeLessThanOrEqual(0);
  const canvas = page.getByTestId('table-canvas').first();
  if ((await canvas.count()) > 0) {
    const box = await canvas.boundingBox();
    expect(box?.width ?? 0, `${screen} at ${size}: the table is too narrow`).toBeGreaterThanOrEqual(360);
    expect(box?.height ?? 0, `${screen} at ${size}: the table is too low`).toBeGreaterThanOrEqual(300);
  }
  if (size.startsWith('phone')) {
    expect(await smallTargets(page), `${screen} at ${size}: controls under 44 px`).toEqual([]);
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

    await toolbarButton(page, 'Home');
    await page.getByLabel('Seed').fill('2026');
    await page.getByRole('button', { name: 'Start the drill: Who may react, and with what?' }).click();
    await expect(page.getByTestId('drill-board').locator('canvas').first()).toBeVisible();
    await check(page, size.name, 'drill');
  });
}

test('on a phone the panels are a sheet under the table and the screens are behind Menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openTable(page);
  const canvas = page.getByTestId('table-canvas');
  const side = page.getByRole('complementary', { name: 'Panels' });
  const peek = (await side.boundingBox())?.height ?? 0;
  const tableBefore = (await canvas.boundingBox())?.height ?? 0;
  await page.getByRole('button', { name: 'Show more of the panels' }).click();
  await expect(page.getByRole('button', { name: 'Show more of the table' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect((await side.boundingBox())?.height ?? 0).toBeGreaterThan(peek + 100);
  await page.getByRole('button', { name: 'Show more of the table' }).click();
  await expect.poll(async () => (await canvas.boundingBox())?.height ?? 0).toBeCloseTo(tableBefore, 0);

  await expect(page.getByRole('button', { name: 'Scenarios…' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('button', { name: 'Scenarios…' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Scenarios…' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Rules…' }).click();
  await expect(page.getByRole('dialog', { name: /Rules/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scenarios…' })).toBeHidden();
});

test('on a phone the camera follows the Order under way until the player pans, and on request again', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openTable(page);
  await loadScenario(page, 'An IMP-1 marker under three AROs');
  await takeScreen(page, 'A');
  const canvas = page.getByTestId('table-canvas');
  await expect(canvas).toHaveAttribute('data-ready', 'true');
  const fitted = Number(await canvas.getAttribute('data-scale'));
  const onScreen = async (x: number, y: number) => {
    const p = await toScreen(page, x, y);
    const box = (await canvas.boundingBox())!;
    return p.x >= box.x && p.x <= box.x + box.width && p.y >= box.y && p.y <= box.y + box.height;
  };
  // The first step activates the IMP-1 marker at (24, 26): the camera frames it, closer than the whole table.
  await page.getByRole('button', { name: 'Play this step' }).click();
  await expect
    .poll(async () => Number(await canvas.getAttribute('data-scale')))
    .toBeGreaterThan(fitted * 1.5);
  expect(await onScreen(24, 26)).toBe(true);
  await page.screenshot({ path: 'test-results/screens/phone-portrait-following.png' });
  // The player pans away: the camera stays where the player put it and offers to follow again.
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + 40);
  await page.mouse.down();
  await page.mouse.move(box.x + 300, box.y + 300, { steps: 6 });
  await page.mouse.up();
  await expect.poll(() => onScreen(24, 26)).toBe(false);
  await page.getByRole('button', { name: 'Follow the action' }).click();
  await expect.poll(() => onScreen(24, 26)).toBe(true);
  await expect(page.getByRole('button', { name: 'Follow the action' })).toBeHidden();
});

for (const size of SIZES.filter((s) => s.name.startsWith('phone'))) {
  test(`every dialog fits a phone (${size.name}): nothing runs off the side, its controls are 44 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await openTable(page);
    const dialogs = [
      { button: 'New game…', name: 'New game' },
      { button: 'Games…', name: 'Games' },
      { button: 'Scenarios…', name: 'Scenarios' },
      { button: 'Rules…', name: 'Rules help' },
      { button: 'Help', name: 'Keyboard and mouse' },
    ];
    for (const d of dialogs) {
      await toolbarButton(page, d.button);
      const dialog = page.getByRole('dialog', { name: d.name });
      await expect(dialog).toBeVisible();
      const spill = await dialog.evaluate((el) => ({
        inside: el.scrollWidth - el.clientWidth,
        page: document.documentElement.scrollWidth - window.innerWidth,
        right: el.getBoundingClientRect().right - window.innerWidth,
      }));
      expect(spill.inside, `the ${d.name} dialog at ${size.name} scrolls sideways`).toBe(0);
      expect(spill.page, `the ${d.name} dialog at ${size.name}: the page scrolls sideways`).toBe(0);
      expect(spill.right, `the ${d.name} dialog at ${size.name} runs off the right`).toBeLessThanOrEqual(0);
      expect(await smallTargets(page), `the ${d.name} dialog at ${size.name}: controls under 44 px`).toEqual(
        [],
      );
      await page.screenshot({
        path: `test-results/screens/${size.name}-dialog-${d.name.replaceAll(' ', '-')}.png`,
      });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
}
