import { expect, test } from '@playwright/test';
import { hotSeatSetup, recordedGame } from './recorded.ts';
import { STORAGE_KEY } from '../src/store/persist/persistence.ts';
import { openStored, takeScreen, toScreen } from './table.ts';

// Burst and the weapon choice through the declare and ARO panels (RULES.md §18.1, D45): A picks its
// Sidearm (B2) for a BS Attack, B answers with a BS Attack ARO at Burst 1, and the log shows every die.

const shots = 'test-results/screenshots';

function savedGame(): string {
  const game = recordedGame(
    hotSeatSetup(['line-trooper', 'line-trooper'], ['line-trooper', 'line-trooper']),
    {
      seed: 3,
    },
  );
  game.deploy('A', 0, 'model', 20, 6);
  game.endStep('A');
  game.deploy('B', 0, 'model', 20, 16);
  game.endStep('B');
  game.deploy('A', 1, 'model', 44, 2);
  game.endStep('A');
  game.deploy('B', 1, 'model', 4, 20);
  game.endStep('B');
  return game.saved('g-burst', 'Burst');
}

test('a BS Attack with the chosen Sidearm rolls its Burst 2 against an ARO at Burst 1', async ({ page }) => {
  await openStored(page, { [STORAGE_KEY]: savedGame() });
  await takeScreen(page, 'A');
  const mine = await toScreen(page, 20, 6);
  await page.mouse.click(mine.x, mine.y);
  await page.getByRole('button', { name: /^Activate Line Trooper/ }).click();
  const theirs = await toScreen(page, 20, 16);
  await page.mouse.click(theirs.x, theirs.y);
  const panel = page.getByTestId('declare-controls');
  const weapon = panel.getByLabel('Weapon for the attack');
  await expect(weapon.locator('option')).toHaveText([
    'Combi Rifle · B3 · Damage 13 · +3/+3/−3/−3/−6/−6/–',
    'Sidearm · B2 · Damage 11 · +3/−3/–/–/–/–/–',
    'Knife · CC · Damage 11 (close combat only)',
  ]);
  await weapon.selectOption({ index: 1 });
  await page.screenshot({ path: `${shots}/burst-weapon-choice.png` });
  await panel.getByRole('button', { name: 'BS Attack Line Trooper' }).click();
  await takeScreen(page, 'B');
  const aros = page.getByTestId('aro-controls');
  const target = aros.getByTestId('reactor').filter({ hasText: '(20.0, 16.0)' });
  // The ARO may pick its weapon too; it rolls one die whatever it picks.
  await expect(target.getByLabel(/^Weapon for .*BS Attack$/)).toBeVisible();
  await page.screenshot({ path: `${shots}/burst-aro.png` });
  // The ARO panel names the target the ARO will take (issue 31).
  await expect(target.getByTestId('reactor-target')).toContainText('its ARO will target the Line Trooper');
  // The declared attack is drawn from the attacker to its target; its text twin says so.
  await expect(page.getByTestId('declared-lines')).toContainText(
    /Line Trooper \d: BS Attack against the Line Trooper \d/,
  );
  await target.getByRole('button', { name: /: BS Attack$/ }).click();
  await aros.getByRole('button', { name: /hand back/ }).click();
  await takeScreen(page, 'A');
  await page.getByTestId('declare-controls').getByRole('button', { name: 'Idle', exact: true }).click();
  const log = page.getByTestId('log');
  await expect(log).toContainText(
    /Face to Face: the Line Trooper of Player A BS Attack with the Sidearm \(B2\), BS 11, range −3 = 8, rolled \d+, \d+; the Line Trooper of Player B BS Attack with the Combi Rifle \(B1\), BS 11, range \+3 = 14, rolled \d+:/,
  );
  await page.screenshot({ path: `${shots}/burst-log.png` });
  // The result card: the Order's rolls with every die, shown once to each seat (issue 17).
  const card = page.getByTestId('result-card');
  await expect(card).toContainText("Result of Player A's Order");
  // The Face to Face: the Sidearm's two dice and the ARO's one.
  await expect(card.locator('.card-roll').filter({ hasText: 'BS Attack' }).locator('.die')).toHaveCount(3);
  // One headline, every die drawn as a die, the full text one tap away (issue 31).
  await expect(card.getByTestId('result-headline')).toHaveText(
    /Line Trooper of Player [AB] scores|No effect/,
  );
  await expect(card.getByTestId('result-full')).not.toHaveAttribute('open');
  await card.getByText('Full result').click();
  await expect(card.getByTestId('result-full')).toContainText('Face to Face');
  // The lines stay on the table with what the rolls did.
  await expect(page.getByTestId('declared-lines')).toContainText('BS Attack (ARO) against the Line Trooper');
  await page.screenshot({ path: `${shots}/result-on-table.png` });
  await card.getByRole('button', { name: 'Got it' }).click();
  await expect(card).toHaveCount(0);
  await page.getByRole('button', { name: 'End turn' }).click();
  await page.getByRole('button', { name: /^End the turn/ }).click();
  await takeScreen(page, 'B');
  await expect(page.getByTestId('result-card')).toContainText('Face to Face');
  await page.screenshot({ path: `${shots}/result-card-b.png` });
});
