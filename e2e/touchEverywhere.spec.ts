import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { auditTargets, auditTouchWords } from './audit.ts';
import { loadScenario, toScreen } from './table.ts';

// Touch everywhere (issue): with a finger on a tablet (820×1180) or a phone (390×844), every control
// of every screen is a 44 px target, and no text speaks of clicking or of keys. Screenshots of each
// screen are kept under test-results/touch for looking at.

const SIZES = [
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Audits the screen as it stands: target sizes, words, and a screenshot. */
async function check(page: Page, size: string, screen: string): Promise<void> {
  await auditTargets(page, `${screen} at ${size}`);
  await auditTouchWords(page, `${screen} at ${size}`);
  await page.screenshot({ path: `test-results/touch/${size}-${screen}.png` });
}

/** Taps a table point with one finger. */
async function tapTable(page: Page, x: number, y: number): Promise<void> {
  const p = await toScreen(page, x, y);
  await page.touchscreen.tap(p.x, p.y);
}

/** Taps a toolbar button: on a phone it is behind the Menu button. */
async function tapToolbar(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  if (!(await button.isVisible())) {
    await page.getByRole('toolbar', { name: 'Table tools' }).getByRole('button', { name: 'Menu' }).tap();
  }
  await button.tap();
}

type Finger = { x: number; y: number };

/** One finger down, along a path in small steps, and up (or cancelled): real touch events. */
async function fingerDrag(
  cdp: CDPSession,
  path: readonly Finger[],
  opts: { end?: 'touchEnd' | 'touchCancel'; during?: () => Promise<void> } = {},
): Promise<void> {
  const point = (f: Finger) => [{ x: f.x, y: f.y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  const [first] = path;
  if (!first) return;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(first) });
  let at = first;
  for (const next of path.slice(1)) {
    for (let i = 1; i <= 6; i++) {
      const f = { x: at.x + ((next.x - at.x) * i) / 6, y: at.y + ((next.y - at.y) * i) / 6 };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(f) });
    }
    at = next;
  }
  await opts.during?.();
  await cdp.send('Input.dispatchTouchEvent', { type: opts.end ?? 'touchEnd', touchPoints: [] });
}

/** Where the facing handle is drawn on the screen, or null when there is none (read from the canvas). */
async function handleOnScreen(page: Page): Promise<Finger | null> {
  const box = await page.getByTestId('table-canvas').boundingBox();
  const rect = await page.evaluate(() => {
    const konva = (window as unknown as { Konva?: { stages: { findOne: (s: string) => unknown }[] } }).Konva;
    const handle = konva?.stages[0]?.findOne('.rotate-handle') as
      { getClientRect: () => { x: number; y: number; width: number; height: number } } | undefined;
    return handle ? handle.getClientRect() : null;
  });
  if (!box || !rect) return null;
  return { x: box.x + rect.x + rect.width / 2, y: box.y + rect.y + rect.height / 2 };
}

/** Places a trooper of Player A in the free set-up with the finger, and selects it. */
async function placeByTap(page: Page, profileId: string, form: string, x: number, y: number): Promise<void> {
  await page.getByLabel('Trooper').selectOption(profileId);
  await page.getByLabel('Form').selectOption(form);
  await page.getByRole('button', { name: 'Place on the table' }).tap();
  await tapTable(page, x, y);
  await page.getByRole('button', { name: 'Select', exact: true }).tap();
  await tapTable(page, x, y);
}

for (const size of SIZES) {
  test.describe(`a finger at ${String(size.width)}×${String(size.height)}`, () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: size.width, height: size.height } });

    test('the pointer is coarse, and the screen says so', async ({ page }) => {
      await page.goto('/');
      expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    });

    test('the PIN asked at the curtain, a wrong one refused: 44 px targets, no key words', async ({
      page,
    }) => {
      await page.goto('/#table');
      await expect(page.getByTestId('table-canvas')).toHaveAttribute('data-ready', 'true');
      await tapToolbar(page, 'New game…');
      const dialog = page.getByRole('dialog', { name: 'New game' });
      await dialog.getByLabel('PIN of Player A (optional, 4–8 digits)').fill('2468');
      await dialog.getByRole('button', { name: 'Start the game' }).tap();
      await expect(page.getByTestId('curtain')).toBeVisible();
      await page.getByRole('button', { name: /^I am Player A/ }).tap();
      await page.getByLabel('PIN of Player A').fill('1111');
      await page.getByRole('button', { name: 'Open' }).tap();
      await expect(page.getByRole('alert')).toHaveText("That is not Player A's PIN.");
      await check(page, size.name, 'curtain-pin');
      await page.getByLabel('PIN of Player A').fill('2468');
      await page.getByRole('button', { name: 'Open' }).tap();
      await expect(page.getByTestId('table-canvas')).toHaveAttribute('data-ready', 'true');
    });

    test('a finger turns a model by its handle: the arc follows, release commits, a drag back restores', async ({
      page,
    }) => {
      await page.goto('/#table');
      await expect(page.getByTestId('table-canvas')).toHaveAttribute('data-ready', 'true');
      const cdp = await page.context().newCDPSession(page);
      await placeByTap(page, 'line-trooper', 'model', 16, 6);
      await expect(page.getByTestId('info-name')).toHaveText('Line Trooper');
      await expect(page.getByTestId('info-turn')).toContainText('Drag the yellow handle');
      const before = await page.getByTestId('info-facing').innerText();
      const handle = await handleOnScreen(page);
      if (!handle) throw new Error('no facing handle on the selected model');
      const centre = await toScreen(page, 16, 6);
      const left = { x: centre.x - 90, y: centre.y };

      // Dragged round to the left: the arc and its text twin follow before the finger lifts.
      await fingerDrag(cdp, [handle, { x: centre.x, y: centre.y + 90 }, left], {
        during: async () => {
          await expect(page.getByTestId('drag-readout')).toContainText('Line Trooper faces 180°');
          await page.screenshot({ path: `test-results/touch/${size.name}-turning.png` });
        },
      });
      await expect(page.getByTestId('info-facing')).toHaveText(/^180°/);
      await expect(page.getByTestId('log')).toContainText('turned Line Trooper to face 180°');

      // Dragged away and back onto the model: it keeps the facing it had, and nothing is logged.
      const lines = await page.getByTestId('log').locator('li').count();
      const again = await handleOnScreen(page);
      if (!again) throw new Error('no facing handle after the turn');
      await fingerDrag(cdp, [again, { x: centre.x, y: centre.y - 90 }, centre]);
      await expect(page.getByTestId('info-facing')).toHaveText(/^180°/);
      // A cancelled touch (the system took it) restores too.
      await fingerDrag(cdp, [again, { x: centre.x, y: centre.y - 90 }], { end: 'touchCancel' });
      await expect(page.getByTestId('info-facing')).toHaveText(/^180°/);
      expect(await page.getByTestId('log').locator('li').count()).toBe(lines);
      expect(before).not.toMatch(/^180°/);

      // A marker has no facing on the table: no handle, no word of one.
      await placeByTap(page, 'camo-sniper', 'CAMO', 32, 6);
      await expect(page.getByTestId('info-name')).toContainText('CAMO');
      await expect(page.getByTestId('info-turn')).toHaveCount(0);
      expect(await handleOnScreen(page)).toBeNull();
    });

    test('the walkthrough coach says tap; the toolbar and its menu are 44 px targets', async ({ page }) => {
      await page.goto('/');
      await page
        .getByTestId('walkthrough-offer')
        .getByRole('button', { name: 'Start the walkthrough' })
        .tap();
      await expect(page.getByTestId('table-canvas')).toHaveAttribute('data-ready', 'true');
      await expect(page.getByTestId('walkthrough')).toContainText('Tap your Scout');
      await check(page, size.name, 'walkthrough');
      const menu = page.getByRole('toolbar', { name: 'Table tools' }).getByRole('button', { name: 'Menu' });
      if (await menu.isVisible()) {
        await menu.tap();
        await expect(page.getByRole('button', { name: 'Rules…', exact: true })).toBeVisible();
        await check(page, size.name, 'menu');
      }
    });

    test('a hot-seat deployment: the deploy panel and the Games dialog', async ({ page }) => {
      await page.goto('/#table');
      await expect(page.getByTestId('table-canvas')).toHaveAttribute('data-ready', 'true');
      await tapToolbar(page, 'New game…');
      const dialog = page.getByRole('dialog', { name: 'New game' });
      await dialog.getByRole('button', { name: 'Start the game' }).tap();
      await expect(page.getByTestId('curtain')).toBeVisible();
      await page.getByRole('button', { name: /^I am Player A/ }).tap();
      await expect(page.getByTestId('table-canvas')).toHaveAttribute('data-ready', 'true');
      await page
        .getByRole('radio', { name: /^Line Trooper/ })
        .first()
        .check();
      await expect(page.getByRole('button', { name: 'Place Line Trooper', exact: true })).toHaveCount(1);
      await check(page, size.name, 'deploy');
      await page.getByRole('button', { name: 'Place Line Trooper', exact: true }).tap();
      await tapTable(page, 24, 6);
      await expect(page.getByTestId('log')).toContainText('Line Trooper');
      await check(page, size.name, 'deployed');
      await tapToolbar(page, 'Games…');
      await expect(page.getByRole('dialog', { name: 'Games' })).toBeVisible();
      await check(page, size.name, 'games');
      // Exporting the game to a file: the warning that it holds both players' secrets.
      await page
        .getByRole('dialog', { name: 'Games' })
        .getByRole('button', { name: 'Export to a file…' })
        .tap();
      await expect(page.getByTestId('export-warning')).toBeVisible();
      await check(page, size.name, 'export');
      await page.getByTestId('export-warning').getByRole('button', { name: 'Cancel' }).tap();
    });

    test('a game on two devices: its New game dialog', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Play on two devices…' }).tap();
      await expect(page.getByRole('dialog', { name: 'New game on two devices' })).toBeVisible();
      await check(page, size.name, 'two-devices');
    });

    test('home, drills, table, dialogs, rules help, curtain and a game: 44 px targets, no mouse or key words', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Marker-play table', level: 1 })).toBeVisible();
      await check(page, size.name, 'home');

      // The drills screen: a question and its answer form, then the verdict.
      await page
        .getByRole('button', { name: /^Start the drill: / })
        .first()
        .tap();
      await expect(page.getByTestId('drill-prompt')).toBeVisible();
      await check(page, size.name, 'drill');

      // The free table with a model placed and selected (the side panels, the toolbar).
      await page.goto('/#table');
      await expect(page.getByTestId('table-canvas')).toHaveAttribute('data-ready', 'true');
      await check(page, size.name, 'table');
      await page.getByRole('button', { name: 'Place on the table' }).tap();
      await tapTable(page, 20, 20);
      await page.getByRole('button', { name: 'Select', exact: true }).tap();
      await tapTable(page, 20, 20);
      await expect(page.getByTestId('info-name')).toBeVisible();
      await check(page, size.name, 'table-selected');

      // The scenery editor, drawing an outline: its hint says tap, and names no key.
      await page.getByRole('button', { name: 'Scenery', exact: true }).tap();
      await page.getByRole('button', { name: 'Draw an outline' }).tap();
      await expect(page.getByText('Tap the table to add corners.')).toHaveCount(1);
      await check(page, size.name, 'scenery');
      await page.getByRole('button', { name: 'Cancel', exact: true }).tap();
      await page.getByRole('button', { name: 'Select', exact: true }).tap();

      // A dialog: a new game, with its radios, ticks and fields.
      await tapToolbar(page, 'New game…');
      await expect(page.getByRole('dialog', { name: 'New game' })).toBeVisible();
      await check(page, size.name, 'new-game');
      await page.getByRole('dialog', { name: 'New game' }).getByRole('button', { name: 'Cancel' }).tap();

      // The help, for a finger: gestures, no keys.
      await tapToolbar(page, 'Help');
      await expect(page.getByRole('dialog', { name: 'Touch gestures' })).toBeVisible();
      await check(page, size.name, 'help');
      await page.getByRole('dialog', { name: 'Touch gestures' }).getByRole('button', { name: 'Close' }).tap();

      // The rules help.
      await tapToolbar(page, 'Rules…');
      await expect(page.getByRole('dialog', { name: 'Rules help' })).toBeVisible();
      await check(page, size.name, 'rules-help');
      await page.getByRole('dialog', { name: 'Rules help' }).getByRole('button', { name: 'Close' }).tap();

      // A hot-seat game: the scenario gallery, the curtain, and a seat's table with its Order panels.
      await tapToolbar(page, 'Scenarios…');
      const gallery = page.getByRole('dialog', { name: 'Scenarios' });
      await expect(gallery.getByTestId('scenario-card')).not.toHaveCount(0);
      await check(page, size.name, 'scenarios');
      await gallery
        .getByRole('button', { name: 'Load the scenario: An IMP-1 marker under three AROs' })
        .tap();
      await expect(page.getByTestId('curtain')).toBeVisible();
      await check(page, size.name, 'curtain');
      await page.getByRole('button', { name: /^I am Player A/ }).tap();
      await expect(page.getByTestId('table-canvas')).toHaveAttribute('data-ready', 'true');
      await tapTable(page, 24, 26);
      await expect(page.getByTestId('info-name')).toContainText('Speculo Killer');
      await expect(page.getByRole('button', { name: /^Activate Speculo Killer/ })).toHaveCount(1);
      await expect(page.getByText('Loading…')).toHaveCount(0);
      await check(page, size.name, 'game');
    });
  });
}

test.describe('a finger on a tablet in a game', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 820, height: 1180 } });

  test('a revealed model is faced by dragging its handle, then confirmed; the other seat reads the facing', async ({
    page,
  }) => {
    await page.goto('/#table');
    await expect(page.getByTestId('table-canvas')).toHaveAttribute('data-ready', 'true');
    await loadScenario(page, 'A Decoy (2) user revealed by a Dodge');
    const take = async (seat: 'A' | 'B') => {
      await page.getByRole('button', { name: new RegExp(`^I am Player ${seat}`) }).tap();
      await expect(page.getByTestId('seat-banner')).toContainText(`Player ${seat}'s screen`);
      await expect(page.getByTestId('table-canvas')).toHaveAttribute('data-ready', 'true');
    };
    await take('A');
    const next = page.getByTestId('scenario-next');
    await expect(next).toContainText('Player A activates its Line Trooper');
    await next.getByRole('button', { name: 'Play this step' }).tap();
    await expect(next).toContainText('It moves into the LoF');
    await next.getByRole('button', { name: 'Play this step' }).tap();
    await take('B');
    await page
      .getByTestId('reactor')
      .filter({ hasText: 'reacts as one trooper' })
      .getByRole('button', { name: /: Dodge$/ })
      .tap();
    const panel = page.getByTestId('replace-panel');
    await expect(panel).toContainText('facing the way you choose');

    // The revealed model has its handle at once; dragged up the table, the panel reads the new facing.
    await page.getByRole('button', { name: 'Fit', exact: true }).tap();
    const handle = await handleOnScreen(page);
    if (!handle) throw new Error('no facing handle on the revealed model');
    const centre = await toScreen(page, 28, 40);
    const cdp = await page.context().newCDPSession(page);
    await fingerDrag(cdp, [handle, { x: centre.x + 90, y: centre.y }, { x: centre.x, y: centre.y - 90 }], {
      during: async () => {
        await expect(page.getByTestId('drag-readout')).toContainText('faces 270°');
      },
    });
    await expect(page.getByTestId('replace-preview')).toContainText('facing 270°');
    await expect(page.getByLabel('Facing (degrees)')).toHaveValue('270');
    await page.screenshot({ path: 'test-results/touch/tablet-revealed-facing.png' });
    await panel.getByRole('button', { name: 'Face it this way' }).tap();

    // Facing is public: Player A reads it in the selected piece's facts.
    await take('A');
    await page.getByRole('button', { name: 'Fit', exact: true }).tap();
    await tapTable(page, 28, 40);
    await expect(page.getByTestId('info-facing')).toHaveText(/^270°/);
    // Not A's to turn: no handle, no word of one.
    await expect(page.getByTestId('info-turn')).toHaveCount(0);
    expect(await handleOnScreen(page)).toBeNull();
  });
});
