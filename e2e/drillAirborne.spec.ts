import { expect, test } from '@playwright/test';
import { ARO_CHOICES, drillQuestion } from '../src/content/drills/index.ts';

// The Airborne Deployment drill (RULES.md §18.11, D164): an enemy trooper lands; for each of your
// troopers the ARO is chosen with the mouse, checked, and explained. The seed rebuilds the questions
// the page draws, so the spec knows the engine's answers.

const SEED = 1618;
const TITLE = 'A paratrooper lands: who may react?';

function answers(index: number): Record<string, string> {
  const q = drillQuestion('airborne', SEED, index);
  if (q.solution.type !== 'per-piece') throw new Error('the drill answers piece by piece');
  const label = (id: string) => ARO_CHOICES.find((c) => c.id === id)?.label ?? '';
  return Object.fromEntries(Object.entries(q.solution.choice).map(([k, v]) => [k, label(v)]));
}

test('a landing: each trooper’s ARO chosen with the mouse, marked right, and explained', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Seed').fill(String(SEED));
  const card = page.getByTestId('drill-card').filter({ hasText: TITLE });
  await card.getByRole('button', { name: `Start the drill: ${TITLE}` }).click();
  await expect(page.getByTestId('drill-prompt')).toHaveText(
    'An enemy trooper lands by Airborne Deployment. Which of your troopers may react, and with what?',
  );
  await expect(page.getByTestId('drill-facts')).toContainText(/arrives with (Parachutist|Combat Jump) at L/);
  const board = page.getByTestId('drill-board').getByTestId('table-canvas');
  await expect(board).toHaveAttribute('data-ready', 'true');
  await page.screenshot({ path: 'test-results/screens/drill-airborne.png' });
  for (const [label, choice] of Object.entries(answers(0))) {
    const group = page.getByRole('group', { name: new RegExp(`^${label} · `) });
    await group.getByRole('radio', { name: choice, exact: true }).check();
  }
  await page.getByRole('button', { name: 'Check answer' }).click();
  const verdict = page.getByTestId('verdict');
  await expect(verdict.getByRole('status')).toHaveText('✓ Right');
  await expect(page.getByTestId('explanation')).toContainText('AROs are declared after');
  await page.screenshot({ path: 'test-results/screens/drill-airborne-verdict.png' });
});
