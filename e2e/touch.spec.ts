import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { openTable, place, toScreen } from './table.ts';

// Touch on a tablet: one finger drags a piece, two fingers pan and pinch-zoom (real touch events via CDP).
test.use({ hasTouch: true, viewport: { width: 1280, height: 800 } });

type Finger = { x: number; y: number; id: number };

async function touch(cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd', fingers: Finger[]) {
  await cdp.send('Input.dispatchTouchEvent', {
    type,
    touchPoints: fingers.map((f) => ({ x: f.x, y: f.y, id: f.id, radiusX: 2, radiusY: 2, force: 1 })),
  });
}

async function camera(page: Page) {
  const c = page.getByTestId('table-canvas');
  return { x: Number(await c.getAttribute('data-cam-x')), scale: Number(await c.getAttribute('data-scale')) };
}

test('one finger drags a piece; two fingers pinch to zoom', async ({ page }) => {
  await openTable(page);
  await place(page, 'A', 'line-trooper', 'model', { x: 10, y: 8 });
  const cdp = await page.context().newCDPSession(page);
  const a = await toScreen(page, 10, 8);
  const b = await toScreen(page, 12, 8);
  await touch(cdp, 'touchStart', [{ ...a, id: 1 }]);
  for (let i = 1; i <= 8; i++) {
    await touch(cdp, 'touchMove', [{ x: a.x + ((b.x - a.x) * i) / 8, y: a.y, id: 1 }]);
  }
  await touch(cdp, 'touchEnd', []);
  await expect(page.getByTestId('info-position')).toHaveText('(12.0, 8.0)');

  const before = await camera(page);
  const c = await toScreen(page, 30, 30);
  await touch(cdp, 'touchStart', [
    { x: c.x - 40, y: c.y, id: 1 },
    { x: c.x + 40, y: c.y, id: 2 },
  ]);
  for (let i = 1; i <= 8; i++) {
    await touch(cdp, 'touchMove', [
      { x: c.x - 40 - i * 10, y: c.y, id: 1 },
      { x: c.x + 40 + i * 10, y: c.y, id: 2 },
    ]);
  }
  await touch(cdp, 'touchEnd', []);
  const after = await camera(page);
  expect(after.scale).toBeGreaterThan(before.scale * 1.5);
  // The piece did not move while the fingers pinched.
  await expect(page.getByTestId('info-position')).toHaveText('(12.0, 8.0)');
});

test('a long press opens the piece’s menu; a finger activates and moves it in a game', async ({ page }) => {
  await openTable(page);
  await page.getByRole('button', { name: 'Scenarios…' }).click();
  await page
    .getByRole('dialog', { name: 'Scenarios' })
    .getByRole('button', { name: 'Load the scenario: An IMP-1 marker under three AROs' })
    .click();
  await page.getByRole('button', { name: /^I am Player A/ }).tap();
  await expect(page.getByTestId('table-canvas')).toHaveAttribute('data-ready', 'true');
  const cdp = await page.context().newCDPSession(page);
  const at = await toScreen(page, 24, 26);
  await touch(cdp, 'touchStart', [{ ...at, id: 1 }]);
  await page.waitForTimeout(800);
  await touch(cdp, 'touchEnd', []);
  const menu = page.getByTestId('piece-menu');
  await expect(menu).toContainText('Speculo Killer (IMP-1 marker)');
  await page.screenshot({ path: 'test-results/screenshots/touch-menu.png' });
  await menu.getByRole('menuitem', { name: 'Activate' }).tap();
  await expect(page.getByTestId('log')).toContainText('Player A activated Speculo Killer');
  // The camera has followed the activated marker: where it is on the screen is read again.
  // One finger drags the marker 3" down the table; a tap declares the Move.
  const from = await toScreen(page, 24, 26);
  const to = await toScreen(page, 24, 29);
  await touch(cdp, 'touchStart', [{ ...from, id: 1 }]);
  for (let i = 1; i <= 8; i++)
    await touch(cdp, 'touchMove', [{ x: from.x, y: from.y + ((to.y - from.y) * i) / 8, id: 1 }]);
  await touch(cdp, 'touchEnd', []);
  await expect(page.getByTestId('order-draft')).toContainText('(24.0, 29.0)');
  await page.getByRole('button', { name: 'Move', exact: true }).tap();
  await expect(page.getByTestId('curtain-status')).toContainText('Player B declares AROs');
});
