import { expect, test, type Page } from '@playwright/test';
import { hotSeatSetup, recordedGame } from './recorded.ts';
import { STORAGE_KEY } from '../src/store/persist/persistence.ts';
import { openStored, takeScreen, toScreen } from './table.ts';

// A Decoy user in Marker form (seed 001, RULES.md §10.6, D47): the Lure Stalker (Camouflage, Mimetism −3,
// Decoy (2)) deploys as three CAMO markers from the deploy panel; its owner's panels say which one is
// real, and after the hand-over the opponent's panels read the three alike but for where they stand.

const shots = 'test-results/screenshots';

/** A has deployed one Line Trooper in step 1 and handed over; B's reserve is the Lure Stalker and a Line Trooper. */
function savedGame(): string {
  const game = recordedGame(
    hotSeatSetup(['line-trooper', 'line-trooper'], ['lure-stalker', 'line-trooper']),
    {
      seed: 1,
    },
  );
  game.deploy('A', 0, 'model', 20, 6);
  game.endStep('A');
  return game.saved('g-decoy-camo', 'Decoy as CAMO');
}

/** The side panel's text about the selected piece, its position blanked out. */
async function infoWithoutPosition(page: Page): Promise<string> {
  const info = page.getByTestId('info-panel');
  const position = await info.getByTestId('info-position').innerText();
  return (await info.innerText()).replace(position, '(x, y)');
}

test('the Lure Stalker deploys as three CAMO markers that only its owner can tell apart', async ({
  page,
}) => {
  await openStored(page, { [STORAGE_KEY]: savedGame() });
  await expect(page.getByTestId('curtain-status')).toContainText('Player B to play');
  await takeScreen(page, 'B');

  // The form and its options (D47, D40: "up to" two replicas, or none).
  await page.getByRole('radio', { name: /^Lure Stalker/ }).check();
  const form = page.getByRole('combobox', { name: 'Form' });
  await expect(form.locator('option')).toContainText(['CAMO marker']);
  await form.selectOption('CAMO');
  const replicas = page.getByRole('combobox', { name: 'Decoy replicas as CAMO markers (up to 2)' });
  await expect(replicas.locator('option')).toHaveText([
    '2 replicas: 3 CAMO markers',
    'one replica: 2 CAMO markers',
    'no replica: the CAMO marker alone',
  ]);
  await expect(replicas).toHaveValue('2');
  const real = page.getByRole('combobox', { name: 'The real one is' });
  await expect(real.locator('option')).toHaveText([
    'the CAMO marker 1',
    'the CAMO marker 2',
    'the CAMO marker 3',
  ]);
  // One replica: two markers to choose from; back to two replicas.
  await replicas.selectOption({ label: 'one replica: 2 CAMO markers' });
  await expect(real.locator('option')).toHaveText(['the CAMO marker 1', 'the CAMO marker 2']);
  await replicas.selectOption({ label: 'no replica: the CAMO marker alone' });
  await expect(real).toHaveCount(0);
  await replicas.selectOption({ label: '2 replicas: 3 CAMO markers' });
  await real.selectOption({ label: 'the CAMO marker 2' });

  await page.getByRole('button', { name: /^Place Lure Stalker/ }).click();
  const at = await toScreen(page, 24, 17);
  await page.mouse.move(at.x, at.y);
  await expect(page.getByTestId('drag-readout')).toContainText('Lure Stalker may deploy here');
  await page.mouse.click(at.x, at.y);

  // The owner's panels: one trooper placed as a CAMO marker, three pieces, the second placed is real.
  const placed = page.getByTestId('placed-trooper');
  await expect(placed).toHaveCount(1);
  await expect(placed).toContainText('Lure Stalker · CAMO marker');
  const which = placed.getByRole('combobox', { name: 'Which piece of Lure Stalker is real' });
  await expect(which.locator('option')).toHaveText([
    'the CAMO marker 1',
    'the CAMO marker 2',
    'the CAMO marker 3',
  ]);
  await expect(which).toHaveValue('1');
  // B's deploy panel with the three markers placed, the first of them selected.
  await page.locator('.deploy-panel').evaluate((el) => {
    el.scrollIntoView({ block: 'start' });
  });
  await page.screenshot({ path: `${shots}/decoy-marker-form.png` });
  const mine = page.getByTestId('piece-list').getByRole('button').filter({ hasText: 'Lure Stalker' });
  await expect(mine).toHaveCount(3);
  await expect(mine.locator('.name')).toHaveText(Array<string>(3).fill('Lure Stalker (CAMO marker)'));
  await expect(mine.first().getByTestId('piece-position')).toContainText('(24.0, 17.0)');
  const ownerReads: string[] = [];
  for (let i = 0; i < 3; i++) {
    await mine.nth(i).click();
    await expect(page.getByTestId('info-name')).toHaveText('Lure Stalker (CAMO marker)');
    await expect(page.getByTestId('info-kind')).toHaveText('Camouflage marker (Mimetism -3)');
    ownerReads.push(await page.getByTestId('info-real').innerText());
  }
  expect(ownerReads).toEqual(['a replica', 'the trooper itself', 'a replica']);
  const ownPositions = await page
    .getByTestId('piece-list')
    .getByRole('button')
    .filter({ hasText: 'Lure Stalker' })
    .getByTestId('piece-position')
    .allInnerTexts();

  await page.getByRole('button', { name: 'Done: hand the screen to Player A' }).click();
  await expect(page.getByTestId('curtain-status')).toContainText('Player A to play');
  await takeScreen(page, 'A');

  // The opponent's panels: three CAMO markers, read alike, at the owner's three positions.
  const side = page.getByRole('complementary', { name: 'Panels' });
  const list = page.getByTestId('piece-list').getByRole('button');
  await expect(list).toHaveCount(4);
  const theirs = list.filter({ hasText: 'CAMO marker' });
  await expect(theirs).toHaveCount(3);
  await expect(theirs.locator('.name')).toHaveText(Array<string>(3).fill('CAMO marker'));
  const theirPositions = await theirs.getByTestId('piece-position').allInnerTexts();
  // The same spots and facings; A sees the table from its own side, so its direction words are
  // turned (270° reads "down the table" on A's screen, "up the table" on B's).
  const numbers = (texts: string[]) => texts.map((t) => t.replace(/ \([^)]*\)$/, '')).sort();
  expect(numbers(theirPositions)).toEqual(numbers(ownPositions));
  expect(theirPositions.every((t) => t.endsWith('(down the table, towards Player A)'))).toBe(true);
  expect(new Set(theirPositions).size).toBe(3);
  const reads: string[] = [];
  for (let i = 0; i < 3; i++) {
    await theirs.nth(i).click();
    await expect(page.getByTestId('info-name')).toHaveText('CAMO marker');
    await expect(page.getByTestId('info-kind')).toHaveText('Camouflage marker (Mimetism -3)');
    await expect(page.getByTestId('info-real')).toHaveCount(0);
    await expect(page.getByTestId('info-profile')).toHaveCount(0);
    reads.push(await infoWithoutPosition(page));
    const panelText = await side.innerText();
    expect(panelText).not.toContain('Lure Stalker');
    expect(panelText).not.toMatch(/\breal/i);
  }
  await page.screenshot({ path: `${shots}/decoy-marker-form-opponent.png` });
  expect(reads[1]).toBe(reads[0]);
  expect(reads[2]).toBe(reads[0]);
  // Nor does the view the page renders from tie the three together or name the trooper.
  const aView = await page.evaluate(() => JSON.stringify(window.markerTableView));
  expect(aView).not.toContain('Lure Stalker');
  const bPieces = (JSON.parse(aView) as { pieces: Record<string, unknown>[] }).pieces.filter(
    (p) => p.owner === 'B',
  );
  expect(bPieces.map((p) => p.kind)).toEqual(['CAMO', 'CAMO', 'CAMO']);
  for (const p of bPieces) {
    expect(Object.keys(p)).not.toContain('real');
    expect(Object.keys(p)).not.toContain('trooperId');
  }
});
