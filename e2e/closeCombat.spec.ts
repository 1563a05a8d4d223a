import { expect, test, type Page } from '@playwright/test';
import { drag, loadScenario, openTable, takeScreen, toScreen } from './table.ts';

// Close combat at the table (RULES.md §10.3, §13, §18.8): the Speculo Killer scenario from the
// gallery. Player A walks the IMP-1 marker into base contact with the Lieutenant with the mouse on the
// canvas; the revealed Killer and the Lieutenant are Engaged, drawn as a marked pair and read back from
// the text twins ("Engaged with …" in the piece list and the piece panel); the Lieutenant answers in
// close combat and the Killer's CC Attack is rolled Face to Face, read from the log.

const shots = 'test-results/screenshots';

/** Where the marker starts, where the Lieutenant stands, and where the two bases touch (S2 on S3). */
const MARKER = { x: 24, y: 33 };
const LIEUTENANT = { x: 24, y: 38 };
const R2 = 25 / 25.4 / 2;
const R3 = 40 / 25.4 / 2;
const TOUCHING = { x: 24, y: LIEUTENANT.y - R3 - R2 };

/** Zooms the camera in around a table point with the wheel, so one screen pixel is well under 0.01". */
async function zoomAt(page: Page, at: { x: number; y: number }, clicks: number): Promise<void> {
  const p = await toScreen(page, at.x, at.y);
  await page.mouse.move(p.x, p.y);
  for (let i = 0; i < clicks; i++) await page.mouse.wheel(0, -200);
  await expect(page.getByTestId('table-canvas')).toHaveAttribute('data-ready', 'true');
}

/** The "Engaged with …" note of the piece named `name` in the piece list, the text twin of the table. */
function engagedNote(page: Page, name: string) {
  return page
    .getByTestId('piece-list')
    .locator('li')
    .filter({ has: page.locator('.name', { hasText: new RegExp(`^${name}$`) }) })
    .getByTestId('piece-engaged');
}

test('the Speculo Killer walks into contact, both are Engaged and drawn so, and the CC Attack is rolled', async ({
  page,
}) => {
  await openTable(page);
  await loadScenario(page, 'The Speculo Killer reaching the Lieutenant');
  await takeScreen(page, 'A');

  // A: select the marker on the canvas and activate it.
  const marker = await toScreen(page, MARKER.x, MARKER.y);
  await page.mouse.click(marker.x, marker.y);
  await page.getByRole('button', { name: /^Activate Speculo Killer/ }).click();
  // Closer in, then drag the marker down until its base touches the Lieutenant's, and declare Move.
  await zoomAt(page, { x: 24, y: 35 }, 4);
  await drag(page, MARKER, TOUCHING);
  await expect(page.getByTestId('order-draft')).toContainText('(24.0, 36.7)');
  await page.getByRole('button', { name: 'Move', exact: true }).click();

  // Touching an enemy model cancels Impersonation: the Speculo Killer stands revealed where the marker
  // stopped, and both are Engaged. The piece list (the table's text twin) says so on each side.
  const facing = page.getByTestId('replace-panel');
  await expect(facing).toContainText('Face the revealed model');
  await expect(engagedNote(page, 'Speculo Killer')).toHaveText('· Engaged with Lieutenant');
  await expect(engagedNote(page, 'Lieutenant')).toHaveText('· Engaged with Speculo Killer');
  await page.screenshot({ path: `${shots}/close-combat-engaged-close.png` });
  await facing.getByRole('button', { name: 'Face it this way' }).click();

  // B: sees the pair drawn, reads it in the piece panel, and may only Dodge, Reset or fight back.
  await takeScreen(page, 'B');
  await expect(engagedNote(page, 'Lieutenant')).toHaveText('· Engaged with Speculo Killer');
  const killer = await toScreen(page, TOUCHING.x, TOUCHING.y);
  await page.mouse.click(killer.x, killer.y);
  await expect(page.getByTestId('info-name')).toHaveText('Speculo Killer');
  await expect(page.getByTestId('info-engaged')).toHaveText('Engaged with Lieutenant');
  await page.screenshot({ path: `${shots}/close-combat-engaged.png` });
  const reactor = page.getByTestId('reactor').filter({ hasText: 'Lieutenant' });
  await expect(reactor.getByRole('button', { name: 'Lieutenant: BS Attack' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Lieutenant: CC Attack' }).click();

  // A: the second skill, a CC Attack on the Lieutenant it touches, Face to Face.
  await takeScreen(page, 'A');
  const target = await toScreen(page, LIEUTENANT.x, LIEUTENANT.y);
  await page.mouse.click(target.x, target.y);
  await page.getByRole('button', { name: 'CC Attack Lieutenant' }).click();
  const log = page.getByTestId('log');
  await expect(log).toContainText('The Order of Player A is complete.');
  // The result: both CC Attacks rolled Face to Face, the Lieutenant down, and the fight over.
  const ftf = log.locator('li', { hasText: /^Face to Face: .*CC Attack.*CC Attack/ });
  await expect(ftf).toHaveCount(1);
  await expect(ftf).toContainText('Surprise Attack −3');
  await expect(log).toContainText('The Lieutenant is Unconscious.');
  await expect(log).toContainText(
    'The Speculo Killer of Player A is no longer Engaged: no enemy in contact with it can fight',
  );
  await expect(page.getByTestId('piece-list').getByTestId('piece-engaged')).toHaveCount(0);
  await expect(page.getByTestId('scenario-status')).toContainText('Script complete.');
  await page.screenshot({ path: `${shots}/close-combat-result.png` });
});
