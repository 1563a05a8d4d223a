import { expect, test, type Page } from '@playwright/test';

/** The home screen, the drills on it, a round played through, the seed replayed and a reload resumed. */

async function startDrill(page: Page, title: string, seed: string): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Marker-play table', level: 1 })).toBeVisible();
  await page.getByLabel('Seed').fill(seed);
  await page.getByRole('button', { name: `Start the drill: ${title}` }).click();
  await expect(page.getByTestId('drill-prompt')).toBeVisible();
}

/** Answers a per-piece question with the given choice for every piece (or the first choice). */
async function answerEachPiece(page: Page, choice: (label: string) => string): Promise<void> {
  const groups = page.getByRole('group', { name: /^R\d · / });
  const n = await groups.count();
  for (let i = 0; i < n; i++) {
    const g = groups.nth(i);
    const legend = (await g.locator('legend').innerText()).trim();
    const label = legend.split(' ')[0] ?? '';
    await g.getByRole('radio', { name: choice(label), exact: true }).check();
  }
}

/** The right answers as the verdict prints them: "R1: you said X; the answer is Y" or "R1: Y". */
async function rightAnswers(page: Page): Promise<Record<string, string>> {
  const lines = await page.getByTestId('verdict').locator('ul.marking li').allInnerTexts();
  const out: Record<string, string> = {};
  for (const line of lines) {
    const m = /^[✓✗]\s*(\S+): (?:you said .*; the answer is )?(.*)$/.exec(line.trim());
    if (m?.[1] && m[2]) out[m[1]] = m[2];
  }
  return out;
}

test('the home screen shows the scenario gallery and the drills; the table is one click away', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/#home$/);
  await expect(page.getByTestId('drill-card')).toHaveCount(10);
  expect(await page.getByTestId('scenario-card').count()).toBeGreaterThanOrEqual(10);
  // Nothing of the table is mounted on the home screen.
  await expect(page.getByTestId('table-canvas')).toHaveCount(0);
  expect(await page.evaluate(() => window.markerTableView)).toBeUndefined();
  await page.screenshot({ path: 'test-results/screens/home.png', fullPage: true });
  await page.getByRole('button', { name: 'Free set-up table' }).click();
  await expect(page.getByTestId('table-canvas')).toHaveAttribute('data-ready', 'true');
  await expect(page).toHaveURL(/#table$/);
  // Home again from the toolbar, and Back returns to the table.
  await page.getByRole('button', { name: 'Home', exact: true }).click();
  await expect(page.getByTestId('drill-card').first()).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('table-canvas')).toBeVisible();
});

test('a bad seed is refused with the reason and starts nothing', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Seed').fill('twelve');
  await expect(page.getByText('A seed is a whole number from 0 to 4294967295.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Start the drill/ }).first()).toBeDisabled();
});

test('who may react: a scored round, explained with the rules, reproducible from its seed', async ({
  page,
}) => {
  await startDrill(page, 'Who may react, and with what?', '4242');
  await expect(page.getByTestId('drill-meta')).toContainText('Question 1 of 5 · seed 4242');
  await expect(page.getByTestId('drill-board').locator('canvas').first()).toBeVisible();
  const firstFacts = await page.getByTestId('drill-facts').locator('li').allInnerTexts();
  // The answer and its explanation are not on the page before the answer is given.
  await expect(page.getByTestId('explanation')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/drill-react.png' });

  // Answer every question "No ARO": some are wrong; the verdict names the right answers.
  const right: Record<string, string>[] = [];
  const board = page.getByTestId('drill-board').getByTestId('table-canvas');
  for (let i = 0; i < 5; i++) {
    await expect(board).toHaveAttribute('data-ready', 'true');
    const fitted = await board.getAttribute('data-scale');
    await answerEachPiece(page, () => 'No ARO');
    await page.getByRole('button', { name: 'Check answer' }).click();
    await expect(page.getByTestId('verdict')).toBeVisible();
    // Marking the answer keeps the board as it was fitted.
    await expect(board).toHaveAttribute('data-scale', fitted ?? '');
    await expect(page.getByTestId('explanation').getByTestId('section-link').first()).toBeVisible();
    right.push(await rightAnswers(page));
    if (i === 0) await page.screenshot({ path: 'test-results/screens/drill-verdict.png' });
    await page.keyboard.press('Enter'); // the Next button has the focus
  }
  const first = Number((await page.getByTestId('drill-score').innerText()).split(' ')[0]);
  expect(first).toBeLessThan(5);

  // The same seed again: the same questions, and the right answers now score all five.
  await page.getByRole('button', { name: 'Again with seed 4242' }).click();
  await expect(page.getByTestId('drill-facts').locator('li')).toHaveText(firstFacts);
  for (let i = 0; i < 5; i++) {
    const answers = right[i] ?? {};
    await answerEachPiece(page, (label) => answers[label] ?? 'No ARO');
    await page.getByRole('button', { name: 'Check answer' }).click();
    await expect(page.getByTestId('verdict').getByRole('status')).toHaveText('✓ Right');
    await page.getByTestId('verdict').getByRole('button').last().click();
  }
  await expect(page.getByTestId('drill-score')).toHaveText('5 of 5 right');
});

test('a rule named in an explanation opens its explanation in the rules help', async ({ page }) => {
  await startDrill(page, 'The Success Value of a Discover', '77');
  await expect(page.getByTestId('drill-board')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Success Value' }).fill('99');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('verdict').getByRole('status')).toHaveText('✗ Not quite');
  await expect(page.getByTestId('verdict')).toContainText('you said 99; the answer is');
  await page
    .getByRole('button', { name: /Rules help: Discover/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: /Rules help/ })).toBeVisible();
});

test('a reload resumes the round at the question it was on; Holoecho picks are marked as a set', async ({
  page,
}) => {
  await startDrill(page, 'Which Holoecho is real?', '31337');
  await page.getByRole('checkbox', { name: /^H1 ·/ }).check();
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(page.getByTestId('verdict')).toContainText('H1');
  await page.getByRole('button', { name: 'Next question' }).click();
  await expect(page.getByTestId('drill-meta')).toContainText('Question 2 of 5');
  const facts = await page.getByTestId('drill-facts').locator('li').allInnerTexts();
  await page.reload();
  await expect(page).toHaveURL(/#drills$/);
  await expect(page.getByTestId('drill-meta')).toContainText('Question 2 of 5 · seed 31337');
  await expect(page.getByTestId('drill-facts').locator('li')).toHaveText(facts);
  await page.screenshot({ path: 'test-results/screens/drill-holoecho.png' });
});
