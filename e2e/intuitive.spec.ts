import { expect, test } from '@playwright/test';
import { rosterOf, type Action } from '../src/engine/index.ts';
import { ROSTER } from '../src/content/index.ts';
import { recorder } from './recorded.ts';
import { serialize, STORAGE_KEY } from '../src/store/persistence.ts';
import { openStored, takeScreen, toScreen } from './table.ts';

// Intuitive Attack through the declare panel (seed 002, RULES.md §6.9, D44): an Assault Trooper with a
// Chain Rifle faces an undiscovered CAMO marker across a 2" gap; BS Attack is refused, Intuitive Attack
// is offered, and declaring it rolls WIP for the template.

const shots = 'test-results/screenshots';

function savedGame(): string {
  const p = (id: string) => structuredClone(ROSTER.find((r) => r.id === id)!);
  const setup = {
    table: { width: 48, depth: 22, zoneDepth: 10 },
    scenery: [],
    game: {
      rosters: { A: [p('chain-trooper'), p('line-trooper')], B: [p('camo-sniper'), p('line-trooper')] },
      firstDeployer: 'A' as const,
      pins: {},
    },
  };
  const random = { seed: 2 };
  const { play, actions } = recorder(setup, random);
  const deploy = (seat: 'A' | 'B', n: number, form: 'model' | 'CAMO', x: number, y: number) => {
    play((g): Action => ({
      type: 'deploy',
      seat,
      trooperId: rosterOf(g, seat)[n]?.id ?? '',
      form,
      at: { x, y },
      facing: seat === 'A' ? 90 : 270,
    }));
  };
  deploy('A', 0, 'model', 20, 9.4);
  play(() => ({ type: 'endDeployment', seat: 'A' }));
  deploy('B', 0, 'CAMO', 20, 12.6);
  play(() => ({ type: 'endDeployment', seat: 'B' }));
  deploy('A', 1, 'model', 44, 2);
  play(() => ({ type: 'endDeployment', seat: 'A' }));
  deploy('B', 1, 'model', 44, 20);
  play(() => ({ type: 'endDeployment', seat: 'B' }));
  return serialize({ random, setup, actions, redo: [], id: 'g-ia', name: 'Intuitive Attack' });
}

test('Intuitive Attack is offered against an undiscovered CAMO marker and rolls WIP for the template', async ({
  page,
}) => {
  await openStored(page, { [STORAGE_KEY]: savedGame() });
  await takeScreen(page, 'A');
  const trooper = await toScreen(page, 20, 9.4);
  await page.mouse.click(trooper.x, trooper.y);
  await page.getByRole('button', { name: /^Activate Assault Trooper/ }).click();
  const marker = await toScreen(page, 20, 12.6);
  await page.mouse.click(marker.x, marker.y);
  const panel = page.getByTestId('declare-controls');
  await expect(panel.getByRole('button', { name: 'BS Attack CAMO marker' })).toBeDisabled();
  const intuitive = panel.getByRole('button', { name: 'Intuitive Attack CAMO marker' });
  await expect(intuitive).toBeEnabled();
  await page.screenshot({ path: `${shots}/intuitive-attack.png` });
  await intuitive.click();
  await takeScreen(page, 'B');
  await page.getByRole('button', { name: /hand back/ }).click();
  // On a success the template reveals the Camo Sniper: Player B faces its model first.
  const facing = page.getByTestId('replace-panel');
  await expect(facing.or(page.getByTestId('curtain'))).toBeVisible();
  if (await facing.isVisible()) await facing.getByRole('button', { name: 'Face it this way' }).click();
  await expect(page.getByTestId('curtain')).toBeVisible();
  // Whatever the die, the roll is in the public log with no MOD.
  const buttons = page.getByRole('button', { name: /^I am Player [AB]/ });
  await buttons.first().click();
  await expect(page.getByTestId('log')).toContainText(
    'Intuitive Attack with the Chain Rifle on the CAMO marker, WIP 12 = 12, rolled',
  );
});
