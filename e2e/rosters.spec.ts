import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { STORAGE_KEY } from '../src/store/persist/persistence.ts';

// Your own troopers, kept (issue): a roster is built in the New game dialog with what an army list
// holds for marker play (a weapon's Burst, a Camouflage skill, the Lieutenant, points), kept in the
// browser under a name, exported as a small file, loaded into the other seat after a reload and played;
// a bad file is refused with its reason and the roster stays; the file opens in another browser.

async function openNewGame(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'New game…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** No serious or critical WCAG 2.1 A/AA violation in the dialog as it stands (as a11y.spec.ts audits). */
async function audit(page: Page, name: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .include('dialog[open]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const found = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(' | ')})`);
  expect.soft(found, `${name}: serious or critical accessibility violations`).toEqual([]);
}

/** Player A's roster: two Line Troopers made into the Kestrel list's Leader and Scout. */
async function buildKestrelList(dialog: Locator): Promise<void> {
  for (let i = 6; i >= 1; i--)
    await dialog.getByRole('button', { name: `Remove trooper ${String(i)} of Player A` }).click();
  await expect(dialog.getByText('Player A needs at least one trooper.')).toBeVisible();
  await dialog.getByLabel('Add a trooper to Player A').selectOption('line-trooper');
  await dialog.getByRole('button', { name: 'Add to Player A' }).click();
  await dialog.getByRole('button', { name: 'Add to Player A' }).click();

  // The Leader: the Lieutenant, 28 points, its carbine at Burst 3.
  await dialog.getByLabel('Name of trooper 1, Player A').fill('Kestrel Leader');
  await dialog.getByLabel('Lieutenant of trooper 1, Player A').check();
  await dialog.getByLabel('Points of trooper 1, Player A').fill('28');
  await dialog.getByRole('button', { name: 'Edit weapons and skills of trooper 1, Player A' }).click();
  await dialog.getByLabel('Name of weapon 1 of trooper 1, Player A').fill('Kestrel Carbine');
  await dialog.getByLabel('Burst of weapon 1 of trooper 1, Player A').fill('3');
  await dialog
    .getByRole('button', { name: 'Done with the weapons and skills of trooper 1, Player A' })
    .click();

  // The Scout: Camouflage with Mimetism −6, 20 points.
  await dialog.getByLabel('Name of trooper 2, Player A').fill('Kestrel Scout');
  await dialog.getByLabel('Points of trooper 2, Player A').fill('20');
  await dialog.getByRole('button', { name: 'Edit weapons and skills of trooper 2, Player A' }).click();
  const skill = dialog.getByLabel('Marker skill to add of trooper 2, Player A');
  await skill.selectOption('Camouflage');
  await dialog.getByRole('button', { name: 'Add skill of trooper 2, Player A' }).click();
  await skill.selectOption('Mimetism');
  await dialog.getByRole('button', { name: 'Add skill of trooper 2, Player A' }).click();
  await dialog.getByLabel('Mimetism MOD of trooper 2, Player A').selectOption('-6');
  await expect(dialog.getByRole('region', { name: /^Trooper 2 \(Kestrel Scout\)/ })).toContainText(
    'It may deploy as: model, CAMO.',
  );
  await expect(dialog.getByTestId('roster-points-A')).toHaveText('48 points');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
}

/** What the Kestrel list holds, as a file or a game's set-up has it. */
function expectKestrel(troopers: unknown): void {
  expect(troopers).toMatchObject([
    {
      name: 'Kestrel Leader',
      lieutenant: true,
      points: 28,
      weapons: [{ name: 'Kestrel Carbine', burst: 3 }, { name: 'Sidearm' }, { name: 'Knife', cc: true }],
    },
    {
      name: 'Kestrel Scout',
      points: 20,
      skills: [{ skill: 'Camouflage' }, { skill: 'Mimetism', mod: -6 }],
    },
  ]);
  expect((troopers as { lieutenant?: boolean }[])[1]).not.toHaveProperty('lieutenant');
}

test('a roster is built, kept, exported, loaded into Player B after a reload and played; bad files are refused; the file opens elsewhere', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/');
  let dialog = await openNewGame(page);
  // Nothing is kept yet, so nothing can be loaded or deleted.
  await expect(dialog.getByText('No roster kept in this browser yet').first()).toBeVisible();
  await buildKestrelList(dialog);

  await dialog.getByRole('button', { name: 'Save roster…' }).first().click();
  await audit(page, 'the roster editor with a trooper open and the save form');
  await dialog.getByLabel('Name of the roster to save, Player A').fill('Kestrel list');
  await dialog.getByRole('button', { name: 'Save the roster of Player A' }).click();
  await expect(dialog.getByText('Saved "Kestrel list" (2 troopers) in this browser.')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export roster' }).first().click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Kestrel list.roster.json');
  const path = await download.path();
  const file = JSON.parse(await readFile(path, 'utf8')) as { troopers: unknown };
  expect(file).toMatchObject({ format: 'marker-play-roster', version: 1, name: 'Kestrel list' });
  expectKestrel(file.troopers);

  // After a reload the New game dialog starts from the default rosters and offers the kept one.
  await page.reload();
  dialog = await openNewGame(page);
  await expect(dialog.getByLabel('Name of trooper 1, Player B')).toHaveValue('Line Trooper');
  await expect(dialog.getByLabel('Kept roster to load for Player B')).toContainText(
    'Kestrel list (2 troopers)',
  );
  await dialog.getByRole('button', { name: 'Load the kept roster for Player B' }).click();
  await expect(dialog.getByLabel('Name of trooper 1, Player B')).toHaveValue('Kestrel Leader');
  await expect(dialog.getByLabel('Name of trooper 2, Player B')).toHaveValue('Kestrel Scout');
  await expect(dialog.getByLabel('Lieutenant of trooper 1, Player B')).toBeChecked();
  await expect(dialog.getByTestId('roster-points-B')).toHaveText('48 points');
  await dialog.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.getByTestId('curtain')).toBeVisible();
  // The game's set-up is kept apart from its head, under the head's generation mark (storedGame.ts).
  const stored = await page.evaluate((k) => {
    const head = JSON.parse(localStorage.getItem(k) ?? '{}') as { gen?: string };
    return localStorage.getItem(`${k}:${String(head.gen)}:setup`);
  }, STORAGE_KEY);
  const setup = JSON.parse(stored ?? '{}') as { game: { rosters: { B: unknown } } };
  expectKestrel(setup.game.rosters.B);

  // A bad file is refused with its reason, and the roster on screen stays as it was.
  dialog = await openNewGame(page);
  const input = dialog.getByLabel('Roster file to import for Player B');
  const text = await readFile(path, 'utf8');
  await input.setInputFiles({
    name: 'future.roster.json',
    mimeType: 'application/json',
    buffer: Buffer.from(text.replace('"version": 1', '"version": 2')),
  });
  const error = dialog.getByTestId('roster-library-error-B');
  await expect(error).toContainText('future.roster.json was not imported:');
  await expect(error).toContainText('made by a newer version of the table');
  await expect(error).toContainText("Player B's roster is unchanged.");
  await input.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Kestrel, 2 troopers'),
  });
  await expect(error).toContainText('notes.txt was not imported:');
  await expect(error).toContainText('it is not JSON text');
  await expect(dialog.getByLabel('Name of trooper 1, Player B')).toHaveValue('Line Trooper');
  await expect(dialog.getByLabel('Name of trooper 6, Player B')).toHaveValue('Mask Infiltrator');
  await dialog.getByRole('button', { name: "Delete the kept roster (Player B's list)" }).click();
  await audit(page, 'a refused roster file and a delete to confirm');
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Another browser (a friend's, with nothing kept) imports the file and gets the same troopers.
  const other = await browser.newContext({ baseURL });
  try {
    const friend = await other.newPage();
    await friend.goto('/');
    const theirs = await openNewGame(friend);
    await expect(theirs.getByText('No roster kept in this browser yet').first()).toBeVisible();
    await theirs.getByLabel('Roster file to import for Player A').setInputFiles({
      name: download.suggestedFilename(),
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
    await expect(
      theirs.getByText('Imported "Kestrel list" (2 troopers) from Kestrel list.roster.json for Player A.'),
    ).toBeVisible();
    await expect(theirs.getByLabel('Name of trooper 1, Player A')).toHaveValue('Kestrel Leader');
    await expect(theirs.getByLabel('Name of trooper 2, Player A')).toHaveValue('Kestrel Scout');
    await expect(theirs.getByLabel('Name of trooper 3, Player A')).toHaveCount(0);
    await expect(theirs.getByLabel('Lieutenant of trooper 1, Player A')).toBeChecked();
    await expect(theirs.getByLabel('Points of trooper 2, Player A')).toHaveValue('20');
    await theirs.getByRole('button', { name: 'Edit weapons and skills of trooper 1, Player A' }).click();
    await expect(theirs.getByLabel('Name of weapon 1 of trooper 1, Player A')).toHaveValue('Kestrel Carbine');
    await expect(theirs.getByLabel('Burst of weapon 1 of trooper 1, Player A')).toHaveValue('3');
    await theirs.getByRole('button', { name: 'Edit weapons and skills of trooper 2, Player A' }).click();
    await expect(theirs.getByLabel('Mimetism MOD of trooper 2, Player A')).toHaveValue('-6');
    await expect(
      theirs.getByRole('button', { name: 'Remove Camouflage of trooper 2, Player A' }),
    ).toBeVisible();
  } finally {
    await other.close();
  }
});

test('on a 390 px phone the roster editor scrolls in its own box and its buttons are 44 px tall', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const dialog = await openNewGame(page);
  await dialog.getByRole('button', { name: 'Edit weapons and skills of trooper 2, Player A' }).click();
  await dialog.getByRole('button', { name: 'Save roster…' }).first().click();
  const sideways = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    dialog: (() => {
      const d = document.querySelector('dialog[open]');
      return d ? d.scrollWidth - d.clientWidth : -1;
    })(),
  }));
  expect(sideways.page, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  expect(sideways.dialog, 'the dialog scrolls sideways').toBeLessThanOrEqual(0);
  const scroller = dialog.locator('.roster-scroll').first();
  expect(await scroller.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
  const heights = await dialog
    .locator('.roster-editor button')
    .evaluateAll((all) => all.map((b) => [b.textContent, b.getBoundingClientRect().height] as const));
  expect(heights.length).toBeGreaterThan(20);
  for (const [label, h] of heights) expect(h, `${label} is too low to touch`).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: test.info().outputPath('phone-roster-editor.png') });
});
