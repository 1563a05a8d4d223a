import { expect, test, type Page } from '@playwright/test';
import { drag, openTable, place, toScreen } from './table.ts';
import { audit } from './audit.ts';

// Scenery heights seen on the screen (RULES.md §1.1, §4.2; D180–D182): a free table with a 4" Building,
// Player A's Line Trooper on its roof, and two of Player B's troopers on the ground below: a Line
// Trooper close under the wall (the roof edge hides it) and a Bulwark Walker further off (seen).

const shots = 'test-results/screenshots';

/** Reads "at (x, y)" of the scenery list entry with this name. */
async function centreOf(page: Page, name: string): Promise<{ x: number; y: number }> {
  const text = await page.getByTestId('scenery-list').locator('li', { hasText: name }).last().textContent();
  const m = /at \((-?[\d.]+), (-?[\d.]+)\)/.exec(text ?? '');
  if (!m) throw new Error(`no position for ${name}: ${String(text)}`);
  return { x: Number(m[1]), y: Number(m[2]) };
}

test.use({ viewport: { width: 1280, height: 720 } });

const entry = (page: Page, name: RegExp) =>
  page
    .getByTestId('piece-list')
    .locator('li')
    .filter({ has: page.locator('.name', { hasText: name }) });

test('a trooper on a roof shows its level; the side view says blocked or clear as the sight lines do', async ({
  page,
}) => {
  await openTable(page);
  await page.getByRole('button', { name: 'New game…' }).click();
  await page.getByRole('dialog').getByLabel('Free set-up: one referee sees everything').check();
  await page.getByRole('dialog').getByLabel('Scenery').selectOption('open');
  await page.getByRole('button', { name: 'Start the new table' }).click();

  // The free table editor: a tall block given a height of 4" (two storeys) gets a roof.
  await page.getByRole('button', { name: 'Scenery', exact: true }).click();
  await page.getByRole('button', { name: 'Add tall block' }).click();
  await page.getByRole('button', { name: '2 storeys (4")' }).click();
  await expect(page.getByTestId('scenery-list')).toContainText('tall, 4" roof, 2 storeys');
  const c = await centreOf(page, 'Building');
  await page.getByRole('button', { name: 'Select', exact: true }).click();

  // A on the roof (2" from its edges), facing down the table; B below it, near and far.
  await place(page, 'B', 'line-trooper', 'model', { x: c.x, y: c.y + 3.2 });
  await place(page, 'B', 'heavy-s4', 'model', { x: c.x, y: c.y + 14 });
  await place(page, 'A', 'line-trooper', 'model', { x: c.x, y: c.y });

  // Its level: the piece list (the canvas's text twin) and the selected piece's facts.
  const onRoof = entry(page, /^Line Trooper$/).filter({ has: page.getByTestId('piece-level') });
  await expect(onRoof).toHaveCount(1);
  await expect(onRoof.getByTestId('piece-level')).toHaveText(
    '· on the roof of Building, 4" up (roof, 2 storeys)',
  );
  await expect(page.getByTestId('info-level')).toContainText('on the roof of Building, 4" up');
  await expect(page.getByTestId('piece-level')).toHaveCount(1);

  // The sight lines' twin: A sees the Bulwark Walker, not the Line Trooper under the wall.
  await expect(page.getByTestId('sight-sees')).toHaveText('Bulwark Walker');

  // Pointing at the near trooper: the side view says the roof edge blocks, as the sight lines do.
  const near = await toScreen(page, c.x, c.y + 3.2);
  await page.mouse.move(near.x, near.y);
  const says = page.getByTestId('side-view-says');
  await expect(says).toHaveAttribute('data-verdict', 'blocked');
  await expect(says).toHaveText('No Line of Fire. Blocked: the roof edge of Building blocks.');
  await expect(page.getByTestId('side-view-drawing')).toBeVisible();
  await expect(page.getByTestId('side-view-stop')).toBeVisible();
  await page.getByTestId('side-view').screenshot({ path: `${shots}/heights-side-view-blocked.png` });

  // Pointing at the far one: clear, and it stays drawn while the pointer goes to the panel.
  const far = await toScreen(page, c.x, c.y + 14);
  await page.mouse.move(far.x, far.y);
  await expect(says).toHaveAttribute('data-verdict', 'clear');
  await expect(says).toHaveText('Line of Fire. Clear.');
  await page.getByTestId('side-view').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/heights-desktop.png` });
  await page.getByTestId('side-view').screenshot({ path: `${shots}/heights-side-view-clear.png` });
  await audit(page, 'the side view');

  // The tape from the roof to the far trooper: the table distance, then how far down and the straight line.
  await page.getByRole('button', { name: 'Tape' }).click();
  await drag(page, { x: c.x, y: c.y }, { x: c.x, y: c.y + 14 });
  await expect(page.getByTestId('tape-readout')).toContainText('(4" down,');
  await expect(page.getByTestId('tape-readout')).toContainText('straight)');
  // The side view follows the tape's two pieces.
  await expect(says).toHaveAttribute('data-verdict', 'clear');
  await page.getByRole('button', { name: 'Select', exact: true }).click();

  // Dragging it off the roof is refused, the reason shown as for any illegal drop; the players may
  // agree it climbs down, and place it there.
  await page.getByRole('button', { name: 'Moves: MOV-limited' }).click();
  await drag(page, { x: c.x, y: c.y }, { x: c.x + 3.5, y: c.y }, { release: false });
  await expect(page.getByTestId('drag-readout')).toContainText(
    'climbing, jumping and falling are not played on this table',
  );
  await page.mouse.up();
  await expect(page.getByTestId('status')).toContainText('climbing, jumping and falling are not played');
  await expect(onRoof.getByTestId('piece-level')).toHaveText(
    '· on the roof of Building, 4" up (roof, 2 storeys)',
  );
  await audit(page, 'the offer to place by agreement');
  await page.getByTestId('place-by-agreement').click();
  await expect(page.getByTestId('piece-level')).toHaveCount(0);
  await expect(page.getByTestId('info-position')).toHaveText(
    `(${(c.x + 3.5).toFixed(1)}, ${c.y.toFixed(1)})`,
  );
  await expect(page.getByTestId('place-by-agreement')).toHaveCount(0);
  // Back onto the roof by agreement, for the phone's look.
  await drag(page, { x: c.x + 3.5, y: c.y }, { x: c.x, y: c.y });
  await page.getByTestId('place-by-agreement').click();
  await expect(page.getByTestId('piece-level')).toHaveCount(1);

  // Zoomed in, for a look at the level badge and the Building's height.
  const roof = await toScreen(page, c.x, c.y);
  await page.mouse.move(roof.x, roof.y);
  for (let i = 0; i < 3; i++) await page.mouse.wheel(0, -200);
  await page.screenshot({ path: `${shots}/heights-zoomed.png` });

  // On a phone: no pointer to hover with, the side view's own list chooses the other piece.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('table-canvas')).toHaveAttribute('data-ready', 'true');
  await page.getByRole('button', { name: 'Show more of the panels' }).click();
  const side = page.getByTestId('side-view');
  await side.getByRole('combobox', { name: 'Side view towards' }).selectOption({ label: 'Line Trooper' });
  await expect(says).toHaveAttribute('data-verdict', 'blocked');
  await side.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/heights-phone.png` });
});
