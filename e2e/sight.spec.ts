import { expect, test } from '@playwright/test';
import { drag, openTable, place, toScreen } from './table.ts';

const shots = 'test-results/screenshots';

// The club table: the East tower (tall) stands at x 33–39, y 24–30.
test('selecting a piece lists who it sees and who sees it; dragging lists who can react and why', async ({
  page,
}) => {
  await openTable(page);
  await place(page, 'B', 'heavy-s4', 'model', { x: 44, y: 34 });
  await place(page, 'B', 'field-officer', 'model', { x: 36, y: 33 }); // behind the East tower
  await place(page, 'B', 'line-trooper', 'model', { x: 47, y: 23 });
  // Turn the last B trooper to face east (away from the table), so it has ZoC but no LoF.
  for (let i = 0; i < 6; i++) await page.keyboard.press('r');
  await expect(page.getByTestId('info-facing')).toHaveText('0° (right)');
  await place(page, 'A', 'line-trooper', 'model', { x: 42, y: 14 });

  await expect(page.getByTestId('sight-sees')).toHaveText('Bulwark Walker, Line Trooper');
  await expect(page.getByTestId('sight-seen-by')).toHaveText('Bulwark Walker');
  await expect(page.getByTestId('sight-zoc')).toHaveText('none');
  await page.screenshot({ path: `${shots}/06-sight-lines.png` });

  await drag(page, { x: 42, y: 14 }, { x: 42, y: 20 }, { release: false });
  const react = page.getByTestId('react-readout');
  await expect(react).toContainText('Bulwark Walker (LoF)');
  await expect(react).toContainText('Line Trooper (ZoC only → Dodge or Reset)');
  await expect(react).not.toContainText('Field Officer');
  await page.screenshot({ path: `${shots}/07-who-can-react.png` });
  await page.mouse.up();
  await expect(page.getByTestId('info-position')).toHaveText('(42.0, 20.0)');
  await expect(page.getByTestId('sight-zoc')).toHaveText('Line Trooper');

  // Zoomed in, for a look at the lines.
  const c = await toScreen(page, 42, 24);
  await page.mouse.move(c.x, c.y);
  for (let i = 0; i < 3; i++) await page.mouse.wheel(0, -200);
  await page.screenshot({ path: `${shots}/08-sight-zoomed.png` });
});
