import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

// Import from Infinity Army (issue 31, item 6): a list pasted as the army builder copies it is
// reviewed trooper by trooper (matched, and not matched by name); the one unit without kept attributes
// is asked once, and the half-filled form survives a reload; the roster is made, and a second list of
// the same army then imports in one step. The profile library goes out as one file, and a hostile file
// is refused with its reason.

const fixture = (name: string) =>
  readFile(new URL(`../tests/fixtures/armyLists/${name}.txt`, import.meta.url), 'utf8');

async function openNewGame(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'New game…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const SECOND_LIST = [
  'PanOceania | 150 points',
  'GROUP 1',
  'FUSILIER Combi Rifle / Pistol, Knife. (0 | 10)',
  'FUSILIER (Lieutenant) Combi Rifle / Pistol, Knife. (0 | 10)',
  'GROUP 2',
  'FUSILIER HMG (+1B) / Pistol, Knife. (1 | 21)',
].join('\n');

test('a pasted list is reviewed, one unit is asked once, and the next list of the army imports in one step', async ({
  page,
}) => {
  await page.goto('/');
  let dialog = await openNewGame(page);
  const importer = dialog.getByRole('group', { name: 'Army list import, Player A' });
  await importer.getByRole('button', { name: 'Import from Infinity Army…' }).click();
  await importer.getByLabel('Army list to import, Player A').fill(await fixture('panoceania-fusiliers'));

  const review = importer.getByRole('table', { name: 'Army list review, Player A' });
  await expect(review.getByRole('row', { name: 'Trooper 1 (FUSILIER)' })).toContainText(
    'Lieutenant, Combi Rifle, Pistol (as Sidearm), Knife',
  );
  await expect(review.getByRole('row', { name: 'Trooper 2 (FUSILIER)' })).toContainText('HMG (as Heavy Gun)');
  // What the table does not play is named, never dropped.
  await expect(review.getByRole('row', { name: 'Trooper 3 (FUSILIER)' })).toContainText(
    'Forward Observer, Smoke Grenades',
  );
  await expect(review.getByRole('row', { name: 'Trooper 3 (FUSILIER)' })).toContainText('asked below');
  const importButton = importer.getByRole('button', { name: 'Import 3 troopers for Player A' });
  await expect(importButton).toBeDisabled();

  // The unit's attributes, asked once; half of them typed, then the page reloads.
  const of = 'of FUSILIER, Player A';
  await importer.getByLabel(`CC ${of}`).fill('13');
  await importer.getByLabel(`BS ${of}`).fill('12');
  await page.reload();
  dialog = await openNewGame(page);
  const again = dialog.getByRole('group', { name: 'Army list import, Player A' });
  await expect(again.getByLabel(`BS ${of}`)).toHaveValue('12');
  await expect(again.getByText('FUSILIER: PH, WIP, ARM are needed.')).toBeVisible();
  await expect(again.getByLabel(`PH ${of}`)).toHaveAttribute('aria-invalid', 'true');
  await again.getByLabel(`PH ${of}`).fill('10');
  await again.getByLabel(`WIP ${of}`).fill('13');
  await again.getByLabel(`ARM ${of}`).fill('1');
  await again.getByLabel(`Skills ${of}`).fill('Camouflage, Spitfire');
  await expect(again.getByText('FUSILIER: "Spitfire" is not a skill the table plays')).toBeVisible();
  await again.getByLabel(`Skills ${of}`).fill('');
  // No serious or critical WCAG 2.1 A/AA violation in the dialog with the review and the row open.
  const { violations } = await new AxeBuilder({ page })
    .include('dialog[open]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
  ).toEqual([]);
  await again.getByRole('button', { name: 'Import 3 troopers for Player A' }).scrollIntoViewIfNeeded();
  await again.screenshot({ path: test.info().outputPath('army-list-review.png') });

  await again.getByRole('button', { name: 'Import 3 troopers for Player A' }).click();
  await expect(again.getByRole('status')).toContainText(
    'Imported the list of PanOceania (3 troopers) for Player A. Kept the attributes of FUSILIER for the next list.',
  );
  await expect(dialog.getByLabel('Name of trooper 1, Player A')).toHaveValue('FUSILIER');
  await expect(dialog.getByLabel('Lieutenant of trooper 1, Player A')).toBeChecked();
  await expect(dialog.getByLabel('Name of trooper 4, Player A')).toHaveCount(0);
  await expect(dialog.getByTestId('roster-points-A')).toHaveText('42 points');
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  // The second list of the army: every unit is kept, so one paste and one press.
  await again.getByRole('button', { name: 'Import from Infinity Army…' }).click();
  await expect(again.getByLabel('Army list to import, Player A')).toHaveValue('');
  await again.getByLabel('Army list to import, Player A').fill(SECOND_LIST);
  await expect(again.getByText('asked below')).toHaveCount(0);
  await expect(again.getByRole('button', { name: 'Import 3 troopers for Player A' })).toBeEnabled();
  // A kept unit's attributes can be changed from the review, and the change is kept.
  await again.getByRole('button', { name: 'Change the kept attributes of FUSILIER, Player A' }).click();
  await expect(again.getByLabel(`BS ${of}`)).toHaveValue('12');
  await again.getByLabel(`BS ${of}`).fill('13');
  await again.screenshot({ path: test.info().outputPath('army-list-change.png') });
  await again.getByRole('button', { name: 'Import 3 troopers for Player A' }).click();
  await expect(dialog.getByLabel('Lieutenant of trooper 2, Player A')).toBeChecked();
  await expect(dialog.getByLabel('BS of trooper 1, Player A')).toHaveValue('13');
  await expect(dialog.getByTestId('roster-points-A')).toHaveText('41 points');

  // The library as one file for the club; a hostile file is refused with its reason.
  const downloading = page.waitForEvent('download');
  await again.getByRole('button', { name: 'Export profiles' }).click();
  const file = JSON.parse(await readFile(await (await downloading).path(), 'utf8')) as unknown;
  expect(file).toMatchObject({
    format: 'marker-play-profiles',
    version: 1,
    profiles: [{ name: 'FUSILIER', cc: 13, bs: 13, ph: 10, wip: 13, arm: 1, s: 2 }],
  });
  await again.getByLabel('Profile library file to import, Player A').setInputFiles({
    name: 'evil.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format":"marker-play-profiles","version":1,"profiles":[],"__proto__":{"x":1}}'),
  });
  await expect(again.getByRole('alert')).toContainText('evil.json was not imported:');
  await expect(again.getByRole('alert')).toContainText('it holds the key "__proto__"');
  await expect(again.getByText('1 unit profile kept')).toBeVisible();
});
