import { expect, test } from '@playwright/test';
import { drillQuestion } from '../src/content/drills/index.ts';

// The Hacking Area drill (RULES.md §18.13.2; D139): "who may react with a Hacking Program?" answered
// with the mouse. The seed rebuilds the same question the page draws, so the spec knows the engine's
// answer without reading it off the page: the first seed whose first question has a Hacker that may.

const TITLE = 'Who may react with a Hacking Program?';
const SEED = ((): number => {
  for (let seed = 1; seed < 200; seed++) {
    const q = drillQuestion('hackingArea', seed, 0);
    if (q.solution.type === 'tick' && !q.solution.ticked.includes('nobody')) return seed;
  }
  throw new Error('no seed asks about a Hacker that may react');
})();

test('a Hacker with the mover in its Hacking Area: ticked with the mouse, marked and explained', async ({
  page,
}) => {
  const q = drillQuestion('hackingArea', SEED, 0);
  const ticked = q.solution.type === 'tick' ? q.solution.ticked : [];
  const options = q.ask.type === 'tick' ? q.ask.options : [];
  await page.goto('/');
  await page.getByLabel('Seed').fill(String(SEED));
  const card = page.getByTestId('drill-card').filter({ hasText: TITLE });
  await card.getByRole('button', { name: `Start the drill: ${TITLE}` }).click();
  await expect(page.getByTestId('drill-prompt')).toHaveText(q.prompt);
  await expect(page.getByTestId('drill-board').getByTestId('table-canvas')).toHaveAttribute(
    'data-ready',
    'true',
  );
  await expect(page.getByTestId('drill-facts')).toContainText('(Hacker)');
  // A wrong answer first: "None of them" is marked wrong, item by item.
  await page.getByRole('checkbox', { name: 'None of them' }).click();
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(page.getByTestId('verdict').getByRole('status')).not.toHaveText('✓ Right');
  await page.screenshot({ path: 'test-results/screens/drill-hacking-area.png' });

  // The same question again, answered right with the mouse.
  await page.goto('/');
  await page.getByLabel('Seed').fill(String(SEED));
  await page
    .getByTestId('drill-card')
    .filter({ hasText: TITLE })
    .getByRole('button', { name: `Start the drill: ${TITLE}` })
    .click();
  await expect(page.getByTestId('drill-prompt')).toHaveText(q.prompt);
  for (const o of options)
    if (ticked.includes(o.id)) await page.getByRole('checkbox', { name: o.label }).click();
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(page.getByTestId('verdict').getByRole('status')).toHaveText('✓ Right');
  const why = page.getByTestId('explanation');
  await expect(why).toContainText('may react with Carbonite');
  await expect(why.getByRole('button', { name: /Rules help: .*Carbonite/ }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/drill-hacking-area-verdict.png' });
});
