import { expect, test, type Page } from '@playwright/test';
import { CLOSE_COMBAT_CHOICES, drillQuestion } from '../src/content/drills/index.ts';

// The close-combat drill (RULES.md §13, §18.8, §18.9): a question answered with the mouse, its verdict
// and the rules behind it read back. The seed rebuilds the same questions the page draws, so the spec
// knows the engine's answers without reading them off the page.

const SEED = 2718;
const TITLE = 'Who may react in close combat, or Prone?';

/** The engine's answer for each piece, as the label of the choice. */
function answers(index: number): Record<string, string> {
  const q = drillQuestion('closeCombat', SEED, index);
  if (q.solution.type !== 'per-piece') throw new Error('the drill answers per piece');
  return Object.fromEntries(
    Object.entries(q.solution.choice).map(([label, id]) => [
      label,
      CLOSE_COMBAT_CHOICES.find((c) => c.id === id)?.label ?? '',
    ]),
  );
}

/** Clicks the given choice of every piece's group. */
async function clickAnswers(page: Page, choice: (label: string) => string): Promise<void> {
  const groups = page.getByRole('group', { name: /^R\d · / });
  const n = await groups.count();
  expect(n).toBeGreaterThan(0);
  for (let i = 0; i < n; i++) {
    const g = groups.nth(i);
    const label = (await g.locator('legend').innerText()).trim().split(' ')[0] ?? '';
    await g.getByRole('radio', { name: choice(label), exact: true }).click();
  }
}

test('walking into base contact, then past a fight: answered with the mouse and explained by rule', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel('Seed').fill(String(SEED));
  const card = page.getByTestId('drill-card').filter({ hasText: TITLE });
  await expect(card).toContainText('Engaged State');
  await card.getByRole('button', { name: `Start the drill: ${TITLE}` }).click();
  await expect(page.getByTestId('drill-prompt')).toBeVisible();
  const board = page.getByTestId('drill-board').getByTestId('table-canvas');
  await expect(board).toHaveAttribute('data-ready', 'true');

  // Question 1: the mover ends in base contact with R1.
  await expect(page.getByTestId('drill-facts')).toContainText('ending in base contact with R1');
  await page.screenshot({ path: 'test-results/screens/drill-close-combat.png' });
  const right = answers(0);
  expect(right.R1).toBe('Only CC Attack, Dodge or Reset');
  await clickAnswers(page, (label) => right[label] ?? '');
  await page.getByRole('button', { name: 'Check answer' }).click();
  const verdict = page.getByTestId('verdict');
  await expect(verdict.getByRole('status')).toHaveText('✓ Right');
  const why = page.getByTestId('explanation');
  await expect(why).toContainText('R1 touches M where its move ends, so the two are Engaged');
  await expect(
    why.getByRole('button', { name: 'Rules help: Engaged State and close combat' }).first(),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/drill-close-combat-verdict.png' });
  await verdict.getByRole('button', { name: 'Next question' }).click();

  // Question 2: R1 is Engaged with your trooper E; "Any ARO" for everybody is wrong for R1.
  await expect(page.getByTestId('drill-facts')).toContainText('in base contact with E');
  const second = answers(1);
  await clickAnswers(page, () => 'Any ARO: BS Attack, Discover, Dodge, Look Out! or Reset');
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(verdict.getByRole('status')).toHaveText('✗ Not quite');
  await expect(verdict.locator('ul.marking li').first()).toHaveText(
    `✗ R1: you said Any ARO: BS Attack, Discover, Dodge, Look Out! or Reset; the answer is ${second.R1 ?? ''}`,
  );
  await expect(why).toContainText('R1 is Engaged with E: it draws LoF only to an enemy it touches');
  await verdict.getByRole('button', { name: 'Next question' }).click();

  // Question 3: troopers lie Prone; the tokens are on the table and named in the facts.
  await expect(page.getByTestId('drill-facts')).toContainText('Prone');
  await expect(board).toHaveAttribute('data-ready', 'true');
  await page.screenshot({ path: 'test-results/screens/drill-close-combat-prone.png' });
});

test('shooting into a close combat: the Success Value typed, checked with the mouse, and the misses explained', async ({
  page,
}) => {
  const q = drillQuestion('intoCloseCombat', SEED, 0);
  if (q.solution.type !== 'number' || q.solution.value === null) throw new Error('a number question');
  await page.goto('/');
  await page.getByLabel('Seed').fill(String(SEED));
  await page.getByRole('button', { name: 'Start the drill: Shooting into a close combat' }).click();
  await expect(page.getByTestId('drill-facts')).toContainText('declares a CC Attack on E1');
  await expect(page.getByTestId('drill-board').getByTestId('table-canvas')).toHaveAttribute(
    'data-ready',
    'true',
  );
  await page.screenshot({ path: 'test-results/screens/drill-into-close-combat.png' });
  await page.getByRole('textbox', { name: 'Success Value' }).fill(String(q.solution.value));
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(page.getByTestId('verdict').getByRole('status')).toHaveText('✓ Right');
  const why = page.getByTestId('explanation');
  await expect(why).toContainText(`Every die over ${String(q.solution.value)} misses M`);
  await expect(
    why.getByRole('button', { name: 'Rules help: Engaged State and close combat' }).first(),
  ).toBeVisible();
});
