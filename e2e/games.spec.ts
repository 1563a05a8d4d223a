import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { atImp1Aros, loadScenario, openTable, takeScreen } from './table.ts';

// Nothing lost (the persistence issue): games kept in the browser, game files exported with a warning
// and opened again, and a bad file refused with the game on the table unchanged.

const shots = 'test-results/screenshots';

test('a game is kept when another starts, resumed exactly, exported with a warning and opened again', async ({
  page,
}) => {
  await openTable(page);
  await loadScenario(page, 'An IMP-1 marker under three AROs');
  await takeScreen(page, 'A');
  await page.getByTestId('scenario-next').getByRole('button', { name: 'Play this step' }).click();
  const view = () => page.evaluate(() => window.markerTableView);
  const before = await view();

  // Another scenario: the first game goes into the list.
  await loadScenario(page, 'A Decoy (2) user revealed by a Dodge');
  await page.getByRole('button', { name: 'Games…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Games' });
  await expect(dialog.getByTestId('saved-games')).toContainText('An IMP-1 marker under three AROs');
  await expect(dialog.getByTestId('saved-games')).toContainText("Round 1 · Player A's turn");
  await page.screenshot({ path: `${shots}/games-dialog.png` });
  await dialog.getByRole('button', { name: 'Resume An IMP-1 marker under three AROs' }).click();
  await takeScreen(page, 'A');
  expect(await view()).toEqual(before);

  // Export: a warning first, then the file.
  await page.getByRole('button', { name: 'Games…' }).click();
  await dialog.getByRole('button', { name: 'Export to a file…' }).click();
  await expect(dialog.getByTestId('export-warning')).toContainText("both players' secrets");
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export with the secrets' }).click();
  const file = await downloading;
  const path = await file.path();
  const text = await readFile(path, 'utf8');
  expect(JSON.parse(text)).toMatchObject({ format: 'marker-table/game', version: 3 });

  // A bad file is refused, naming the problem; the game on the table stays.
  await dialog.getByLabel('Game file to open').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format": "marker-table/game", "version": 1, "seed": "x"}'),
  });
  await expect(dialog.getByTestId('games-error')).toContainText('broken.json was not opened');
  await expect(dialog.getByTestId('games-error')).toContainText('malformed');
  await dialog.getByRole('button', { name: 'Close' }).click();
  expect(await view()).toEqual(before);

  // The exported file opens: the same game, under the curtain.
  await page.getByRole('button', { name: 'Games…' }).click();
  await dialog.getByLabel('Game file to open').setInputFiles(path);
  await takeScreen(page, 'A');
  expect(await view()).toEqual(before);

  // A reload resumes the game on the table, curtain first.
  await page.reload();
  await expect(page.getByTestId('curtain')).toBeVisible();
  await takeScreen(page, 'A');
  expect(await view()).toEqual(before);
});

test('a game both players end is reviewed with no PIN: stepping back and forth through three lenses', async ({
  page,
}) => {
  await openTable(page);
  await loadScenario(page, 'An IMP-1 marker under three AROs');
  await takeScreen(page, 'A');
  await page.getByTestId('scenario-next').getByRole('button', { name: 'Play this step' }).click();
  // A proposes to end the game; B agrees at its own screen.
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Propose to end the game…' }).click();
  await takeScreen(page, 'B');
  await page.getByTestId('end-proposal').getByRole('button', { name: 'Agree: end the game' }).click();
  await expect(page.getByTestId('turn-phase')).toContainText('The game is over');
  await page.getByRole('button', { name: 'Review the game, everything revealed' }).click();

  const panel = page.getByTestId('review-panel');
  await expect(panel).toBeVisible();
  const view = () => page.evaluate(() => window.markerTableView);
  const marker = async () => (await view())?.pieces.find((p) => p.kind === 'IMP-1');
  // Everything revealed: the marker is named for who it is.
  await expect(panel.getByTestId('review-step')).toContainText('Step');
  expect((await marker())?.label).toBe('Speculo Killer (IMP-1 marker)');
  // As Player B knew it: only a marker.
  await panel.getByLabel('As Player B knew it').check();
  expect((await marker())?.label).toBe('IMP-1 marker');
  expect(JSON.stringify(await view())).not.toContain('Speculo');
  await page.screenshot({ path: `${shots}/review-lens-b.png` });
  // Step back and forth: the step count and the log follow.
  const step = panel.getByTestId('review-step');
  const text = await step.innerText();
  const total = Number(/of (\d+)/.exec(text)?.[1]);
  await expect(step).toContainText(`Step ${String(total)} of ${String(total)}`);
  const lastLog = (await view())?.log.length ?? 0;
  await panel.getByRole('button', { name: 'Step back' }).click();
  await panel.getByRole('button', { name: 'Step back' }).click();
  await expect(step).toContainText(`Step ${String(total - 2)} of ${String(total)}`);
  expect((await view())?.log.length).toBeLessThan(lastLog);
  await panel.getByRole('button', { name: 'First step' }).click();
  await expect(step).toContainText(`Step 0 of ${String(total)}`);
  expect((await view())?.pieces).toHaveLength(0);
  await page.keyboard.press('End');
  await expect(step).toContainText(`Step ${String(total)} of ${String(total)}`);
  expect((await view())?.log.length).toBe(lastLog);
  await panel.getByLabel('Everything revealed').check();
  await page.screenshot({ path: `${shots}/review-all.png` });
  await panel.getByRole('button', { name: 'Leave the review' }).click();
  await expect(page.getByTestId('curtain')).toBeVisible();
});

test('a step taken back by agreement is the asker’s own, named to the other seat, and the asker hears the answer', async ({
  page,
}) => {
  await openTable(page);
  // B: Trooper 1 delays, Troopers 2 and 3 pass; then A is awaited for the second skill.
  await atImp1Aros(page);
  await page.getByRole('button', { name: 'Trooper 1: Delay' }).click();
  await page.getByRole('button', { name: 'Trooper 2: Pass' }).click();
  await page.getByRole('button', { name: 'Trooper 3: Pass' }).click();
  await takeScreen(page, 'A');
  await expect(page.getByTestId('log')).toContainText('Trooper 3 of Player B passed');
  // A asks to take back its own last step (its first skill); B's AROs after it would go with it.
  // The question names the step in A's own words, and what goes with it.
  let asked = '';
  page.once('dialog', (d) => {
    asked = d.message();
    void d.accept();
  });
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('curtain-status')).toContainText(
    'Player A asks Player B to agree to take back a step',
  );
  expect(asked).toContain('Take back your step “Player A declared the first skill: Move: IMP-1 marker');
  // The asker is not told how many steps of B's go with it (some it has not seen); B is.
  expect(asked).toContain('and everything the other player did after it');
  // The request waits across a reload.
  await page.reload();
  await takeScreen(page, 'B');
  const request = page.getByTestId('undo-request');
  await expect(request).toContainText('Player A asks to take back “Player A declared the first skill');
  await expect(request).toContainText('and the 3 steps after it');
  await page.screenshot({ path: `${shots}/undo-request.png` });
  await request.getByRole('button', { name: 'Agree: take it back' }).click();
  // A is told, then declares its first skill again; B's AROs are gone with A's step.
  await takeScreen(page, 'A');
  const answer = page.getByTestId('undo-answer');
  await expect(answer).toContainText('Player B agreed: your step “Player A declared the first skill');
  await answer.getByRole('button', { name: 'OK' }).click();
  await expect(answer).toHaveCount(0);
  await expect(page.getByTestId('log')).not.toContainText('Trooper 3 of Player B passed');
  await expect(page.getByTestId('declare-controls')).toContainText('First skill');
});

test('a reload in the middle of an ARO declaration resumes at the same step, curtain first', async ({
  page,
}) => {
  await openTable(page);
  await atImp1Aros(page);
  await page.getByRole('button', { name: 'Trooper 1: Delay' }).click();
  await page.reload();
  await expect(page.getByTestId('curtain-status')).toContainText('Player B declares AROs');
  await takeScreen(page, 'B');
  await expect(page.getByTestId('reactor')).toHaveCount(2);
  await expect(page.getByTestId('log')).toContainText('Trooper 1 of Player B delays its ARO');
});

test('a save the browser refuses is said at once, above the curtain, with the export offered', async ({
  page,
}) => {
  await openTable(page);
  await loadScenario(page, 'An IMP-1 marker under three AROs');
  await takeScreen(page, 'A');
  // From now on the browser's storage is full.
  await page.evaluate(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.getByTestId('scenario-next').getByRole('button', { name: 'Play this step' }).click();
  const notice = page.getByTestId('save-notice');
  await expect(notice).toContainText('could not save the game');
  await page.keyboard.press('h');
  await expect(page.getByTestId('curtain')).toBeVisible();
  await expect(notice).toBeVisible();
  await page.screenshot({ path: `${shots}/save-notice.png` });
  await notice.getByRole('button', { name: 'Export to a file…' }).click();
  const downloading = page.waitForEvent('download');
  await notice.getByRole('button', { name: 'Export with the secrets' }).click();
  const text = await readFile(await (await downloading).path(), 'utf8');
  expect(JSON.parse(text)).toMatchObject({ format: 'marker-table/game', version: 3 });
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toBeHidden();
});
