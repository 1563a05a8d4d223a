import { expect, test } from '@playwright/test';
import { drillQuestion } from '../src/content/drills/index.ts';

// The Coordinated Order drill (RULES.md §18.12.3, D142): three enemy troopers move in one Order past
// your sniper; the ones it may shoot are ticked with the mouse, checked, and the single ARO explained.
// The seed rebuilds the questions the page draws, so the spec knows the engine's answers.

const SEED = 2718;
const TITLE = 'Shooting at a Coordinated Order';

function ticked(index: number): string[] {
  const q = drillQuestion('coordinated', SEED, index);
  if (q.solution.type !== 'tick') throw new Error('the drill answers with ticks');
  return q.solution.ticked;
}

test('a Coordinated Order past your sniper: the targets ticked with the mouse, then a wrong answer marked', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel('Seed').fill(String(SEED));
  const card = page.getByTestId('drill-card').filter({ hasText: TITLE });
  await expect(card).toContainText('Coordinated Order');
  await card.getByRole('button', { name: `Start the drill: ${TITLE}` }).click();
  await expect(page.getByTestId('drill-prompt')).toHaveText(
    'Which of the three enemy troopers may S shoot with its ARO?',
  );
  await expect(page.getByTestId('drill-facts')).toContainText(
    'spends a Command Token on a Coordinated Order',
  );
  const board = page.getByTestId('drill-board').getByTestId('table-canvas');
  await expect(board).toHaveAttribute('data-ready', 'true');
  await page.screenshot({ path: 'test-results/screens/drill-coordinated.png' });

  // Question 1: tick exactly the engine's targets with the mouse.
  const right = ticked(0);
  expect(right.length).toBeGreaterThan(0);
  for (const label of right) await page.getByRole('checkbox', { name: `${label} · Line Trooper` }).click();
  await page.getByRole('button', { name: 'Check answer' }).click();
  const verdict = page.getByTestId('verdict');
  await expect(verdict.getByRole('status')).toHaveText('✓ Right');
  const why = page.getByTestId('explanation');
  await expect(why).toContainText('S still declares one ARO only');
  await expect(why.getByRole('button', { name: /^Rules help: Coordinated/ }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/drill-coordinated-verdict.png' });
  await verdict.getByRole('button', { name: 'Next question' }).click();

  // Question 2: ticking all three is wrong (at least one is out of its LoF), and the marking says which.
  const second = ticked(1);
  await expect(page.getByTestId('drill-meta')).toContainText('Question 2 of 5');
  for (const label of ['C1', 'C2', 'C3'])
    await page.getByRole('checkbox', { name: `${label} · Line Trooper` }).click();
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(verdict.getByRole('status')).toHaveText('✗ Not quite');
  const wrong = ['C1', 'C2', 'C3'].find((l) => !second.includes(l)) ?? '';
  await expect(verdict.locator('ul.marking li').filter({ hasText: `${wrong} · Line Trooper` })).toContainText(
    'you said yes; the answer is no',
  );
});
