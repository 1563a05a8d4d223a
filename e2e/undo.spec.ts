import { expect, test, type Page } from '@playwright/test';
import { hotSeatSetup, recordedGame } from './recorded.ts';
import { STORAGE_KEY } from '../src/store/persist/persistence.ts';
import { secretSpec } from '../src/engine/index.ts';
import { rollD20, startRandom } from '../src/engine/random.ts';
import { rerollLine } from '../src/engine/record.ts';
import { GAME_OVER_UNDO } from '../src/match/match.ts';
import { DICE_AGAIN, REOPEN_QUESTION } from '../src/match/undoRequest.ts';
import { openStored, takeScreen, toScreen } from './table.ts';

// Undo means what it says (issue): Ctrl+Z and the Undo button are one command; a step with dice is
// taken back only with the other player's agreement and then the dice are rolled again (D51); a
// finished game is not reopened by Undo, only by both players.

const shots = 'test-results/screenshots';
const spec = secretSpec(new Uint8Array(32).fill(7));

/** The dialog the next action opens: its question, answered yes or no. */
function nextQuestion(page: Page, yes: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (d) => {
      resolve(d.message());
      void (yes ? d.accept() : d.dismiss());
    });
  });
}

test('across a handover Ctrl+Z asks the same question as the Undo button (it used to refuse)', async ({
  page,
}) => {
  const game = recordedGame(
    hotSeatSetup(['line-trooper', 'line-trooper'], ['line-trooper', 'line-trooper']),
    spec,
  );
  game.deploy('A', 0, 'model', 20, 6);
  game.endStep('A');
  game.deploy('B', 0, 'model', 20, 16);
  game.endStep('B');
  await openStored(page, { [STORAGE_KEY]: game.saved('g-undo-keys', 'Undo keys') });
  await takeScreen(page, 'A');
  const byKeys = nextQuestion(page, false);
  await page.keyboard.press('Control+z');
  const asked = await byKeys;
  expect(asked).toContain('Take back your step “Player A ended deployment step 1');
  expect(asked).toContain(
    'and everything the other player did after it? Player B has seen the screen since, so Player B must agree.',
  );
  const byButton = nextQuestion(page, false);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  expect(await byButton).toBe(asked);
  // Declined both times: nothing was asked, nothing changed.
  await expect(page.getByTestId('seat-banner')).toContainText("Player A's screen");
  await expect(page.getByTestId('undo-request')).toHaveCount(0);
});

test('a step with dice taken back by agreement: every text says the dice will be rolled again, and they are', async ({
  page,
}) => {
  const [first, second] = (() => {
    const [d1, r] = rollD20(startRandom(spec));
    return [d1, rollD20(r)[0]];
  })();
  expect(first).not.toBe(second);
  const game = recordedGame(
    hotSeatSetup(['line-trooper', 'impersonator', 'field-officer'], ['line-trooper', 'line-trooper']),
    spec,
  );
  // A's Impersonator placed as IMP-1 inside B's Deployment Zone rolls WIP (RULES.md §10.3).
  game.deploy('A', 1, 'IMP-1', 20, 16);
  await openStored(page, { [STORAGE_KEY]: game.saved('g-undo-dice', 'Undo dice') });
  await takeScreen(page, 'A');
  const log = page.getByTestId('log');
  await expect(log).toContainText(`WIP roll ${String(first)} against`);

  const question = nextQuestion(page, true);
  await page.keyboard.press('Control+z');
  const asked = await question;
  expect(asked).toContain('Take back your step “Player A ');
  expect(asked).toContain(
    `Player B must agree. Dice were rolled in it: they are not dealt again the same, and when it is played again, ${DICE_AGAIN}.`,
  );
  await expect(page.getByTestId('curtain-status')).toContainText(
    'Player A asks Player B to agree to take back a step',
  );

  await takeScreen(page, 'B');
  const request = page.getByTestId('undo-request');
  // B has not seen A's unfinished deployment step (D52): the request names no trooper and no roll, and
  // says dice were rolled in it.
  await expect(request).toContainText(
    'Player A asks to take back a step of theirs that your log does not show',
  );
  await expect(request).not.toContainText('Mask Infiltrator');
  await expect(request).toContainText(DICE_AGAIN);
  await page.screenshot({ path: `${shots}/undo-request-dice.png` });
  await request.getByRole('button', { name: 'Agree: take it back' }).click();

  await takeScreen(page, 'A');
  const answer = page.getByTestId('undo-answer');
  await expect(answer).toContainText('Player B agreed: your step');
  await expect(answer).toContainText(DICE_AGAIN);
  await answer.getByRole('button', { name: 'OK' }).click();
  await expect(log).toContainText(rerollLine('A'));
  // The same step again: the next die of the stream, not the one A has seen.
  await page.getByRole('radio', { name: /^Mask Infiltrator/ }).check();
  await page.getByRole('combobox', { name: 'Form' }).selectOption('IMP-1');
  const placing = page.getByRole('button', { name: /^Plac(e|ing) Mask Infiltrator/ });
  if ((await placing.getAttribute('aria-pressed')) !== 'true') await placing.click();
  const at = await toScreen(page, 24, 16);
  await page.mouse.move(at.x, at.y);
  await expect(page.getByTestId('drag-readout')).toContainText('a WIP roll (14) decides');
  await page.mouse.click(at.x, at.y);
  await expect(log).toContainText(`WIP roll ${String(second)} against`);
});

/** A game A proposed to end and B agreed to end, in the Deployment Phase. */
function endedGame(): string {
  const game = recordedGame(
    hotSeatSetup(['line-trooper', 'line-trooper'], ['line-trooper', 'line-trooper']),
    spec,
  );
  game.play(() => ({ type: 'proposeEnd', seat: 'A' }));
  game.play(() => ({ type: 'answerEnd', seat: 'B', accept: true }));
  return game.saved('g-over', 'Over');
}

test('in a finished game Undo is not offered and Ctrl+Z says why; only both players reopen it', async ({
  page,
}) => {
  await openStored(page, { [STORAGE_KEY]: endedGame() });
  const status = page.getByTestId('status');
  // B, whose agreement ended the game, at the screen: its last step used to be taken back by Undo.
  await takeScreen(page, 'B');
  await expect(page.getByTestId('turn-phase')).toContainText('The game is over');
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await expect(status).toHaveText(GAME_OVER_UNDO);
  await page.getByRole('button', { name: 'Review the game, everything revealed' }).click();
  await expect(page.getByTestId('review-panel')).toBeVisible();
  await page.keyboard.press('Control+z');
  await expect(status).toHaveText(GAME_OVER_UNDO);
  await expect(page.getByTestId('review-panel')).toBeVisible();

  // B asks from the review; A refuses: the game stays over.
  await page.getByRole('button', { name: 'Reopen the game…' }).click();
  const reopen = page.getByTestId('reopen-game');
  await expect(reopen).toContainText(REOPEN_QUESTION);
  await expect(reopen).toContainText('“Both players agreed to end the game in round 0”');
  await page.screenshot({ path: `${shots}/reopen-question.png` });
  await reopen.getByRole('button', { name: 'Ask Player A to agree' }).click();
  await expect(page.getByTestId('curtain-status')).toContainText(
    'Player B asks Player A to agree to reopen the game',
  );
  await takeScreen(page, 'A');
  const request = page.getByTestId('undo-request');
  await expect(request).toContainText('Reopen the game?');
  await expect(request).toContainText('Player B asks to take back the end of the game');
  await request.getByRole('button', { name: 'Refuse: the game stays over' }).click();
  await takeScreen(page, 'B');
  await expect(page.getByTestId('undo-answer')).toContainText(
    'Player A refused to reopen the game: it stays over.',
  );
  await page.getByTestId('undo-answer').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('turn-phase')).toContainText('The game is over');

  // From the review with everything revealed, A asks; B agrees: play goes on before the proposal.
  await page.keyboard.press('h');
  await page.getByRole('button', { name: 'Review the game, everything revealed' }).click();
  await page.getByRole('button', { name: 'Reopen the game…' }).click();
  await page.getByTestId('reopen-game').getByRole('button', { name: 'Player A asks Player B' }).click();
  await takeScreen(page, 'B');
  await page.getByTestId('undo-request').getByRole('button', { name: 'Agree: reopen the game' }).click();
  await expect(page.getByTestId('curtain-status')).toContainText('Player A to play');
  await takeScreen(page, 'A');
  await expect(page.getByTestId('undo-answer')).toContainText('Player B agreed: the end of the game');
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeVisible();
});
