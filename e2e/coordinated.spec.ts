import { expect, test } from '@playwright/test';
import { hotSeatSetup, recordedGame, recorder } from './recorded.ts';
import { serialize } from '../src/store/persist/persistence.ts';
import { STORAGE_KEY } from '../src/store/persist/persistence.ts';
import { drag, openStored, takeScreen, toScreen } from './table.ts';
import { rosterOf } from '../src/engine/index.ts';

// A Coordinated Order at the table (RULES.md §18.12.3; seed 001, row 1.27; D106–D110): Player A opens
// the Coordinated Order panel, sees its Decoy user disabled with the reason, ticks two Line Troopers,
// declares once, drags both on the table and Moves; Player B's ARO panel offers either as its target.

const shots = 'test-results/screenshots';

function savedGame(): string {
  const game = recordedGame(hotSeatSetup(['line-trooper', 'line-trooper', 'decoy-user'], ['line-trooper']), {
    seed: 5,
  });
  game.deploy('A', 0, 'model', 10, 4);
  game.deploy('A', 1, 'model', 20, 4);
  game.endStep('A');
  game.endStep('B');
  game.play((g) => ({
    type: 'deploy',
    seat: 'A',
    trooperId: rosterOf(g, 'A')[2]?.id ?? '',
    form: 'Decoy',
    at: { x: 40, y: 4 },
    facing: 90,
    extras: [
      { x: 36, y: 4 },
      { x: 44, y: 4 },
    ],
    real: 1,
  }));
  game.endStep('A');
  game.deploy('B', 0, 'model', 24, 18);
  game.endStep('B');
  return game.saved('g-coordinated', 'Coordinated');
}

test('a Coordinated Order of two Line Troopers, a Decoy user refused with the reason, B picks a target', async ({
  page,
}) => {
  await openStored(page, { [STORAGE_KEY]: savedGame() });
  await takeScreen(page, 'A');
  await expect(page.getByTestId('command-tokens')).toContainText('Command Tokens: Player A: 4 · Player B: 4');
  await page.getByRole('button', { name: 'Coordinated Order…' }).click();
  const picker = page.getByTestId('coordinated-picker');
  await expect(picker).toContainText('a Decoy user cannot take part in a Coordinated Order');
  await expect(picker.getByRole('checkbox', { name: /Lure Specialist/ })).toBeDisabled();
  await picker
    .getByRole('checkbox', { name: /Line Trooper/ })
    .first()
    .click();
  await picker
    .getByRole('checkbox', { name: /Line Trooper/ })
    .nth(1)
    .click();
  await expect(picker).toContainText('leads');
  await page.screenshot({ path: `${shots}/coordinated-picker.png` });
  await picker.getByRole('button', { name: /^Declare the Coordinated Order \(2 troopers\)/ }).click();
  await expect(page.getByTestId('command-tokens')).toContainText('Player A: 3');
  await expect(page.getByTestId('log')).toContainText(
    'Player A spends a Command Token and a Regular Order on a Coordinated Order of Line Trooper, Line Trooper',
  );
  // Both participants are dragged on the table, each its own way, and Move once.
  await drag(page, { x: 10, y: 4 }, { x: 10, y: 7 });
  await drag(page, { x: 20, y: 4 }, { x: 22, y: 7 });
  await page.screenshot({ path: `${shots}/coordinated-move.png` });
  // Only Move and Idle are played in a Coordinated Order here: the panel says so before anything is sent.
  await expect(page.getByRole('button', { name: 'Cautious Movement', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByTestId('curtain-status')).toContainText('Player B declares AROs');
  await takeScreen(page, 'B');
  // B's Line Trooper has one ARO and chooses which of the two participants it reacts to.
  const target = page.getByTestId('aro-controls').getByRole('combobox', { name: /^Target of .*ARO/ });
  await expect(target.locator('option')).toHaveText([
    // Two participants of one name are told apart by their numbers (D200).
    'Line Trooper 1',
    'Line Trooper 2',
  ]);
  await target.selectOption({ index: 1 });
  await page.screenshot({ path: `${shots}/coordinated-aro.png` });
});

test('a Coordinated BS Attack: the Spearhead token, its weapon at half its Burst, the other participant one die', async ({
  page,
}) => {
  await openStored(page, { [STORAGE_KEY]: savedGame() });
  await takeScreen(page, 'A');
  await page.getByRole('button', { name: 'Coordinated Order…' }).click();
  const picker = page.getByTestId('coordinated-picker');
  await picker
    .getByRole('checkbox', { name: /Line Trooper/ })
    .first()
    .click();
  await picker
    .getByRole('checkbox', { name: /Line Trooper/ })
    .nth(1)
    .click();
  await picker.getByRole('button', { name: /^Declare the Coordinated Order \(2 troopers\)/ }).click();
  // The lead wears the Spearhead token while the Order lasts; the list of pieces says which it is.
  await expect(page.getByTestId('piece-list').getByTestId('piece-spearhead')).toHaveCount(1);
  const theirs = await toScreen(page, 24, 18);
  await page.mouse.click(theirs.x, theirs.y);
  const panel = page.getByTestId('declare-controls');
  await expect(panel.getByLabel('Weapon for the attack').locator('option').first()).toHaveText(
    'Combi Rifle · B2 as the Spearhead · Damage 13 · +3/+3/−3/−3/−6/−6/–',
  );
  await expect(page.getByTestId('team-order')).toContainText('the Spearhead rolling half its Burst');
  await page.screenshot({ path: `${shots}/coordinated-attack.png` });
  await panel.getByRole('button', { name: 'BS Attack Line Trooper' }).click();
  await takeScreen(page, 'B');
  // B reads who shoots with what: every participant is a Model.
  await expect(page.getByTestId('log')).toContainText(
    'Coordinated Order of Player A: the Spearhead, the Line Trooper, rolls half its Burst; the Line Trooper with its Combi Rifle shoots at the same target, 1 die each',
  );
  await page
    .getByTestId('aro-controls')
    .getByRole('button', { name: /hand back/ })
    .click();
  await takeScreen(page, 'A');
  await page.getByTestId('declare-controls').getByRole('button', { name: 'Idle', exact: true }).click();
  const log = page.getByTestId('log');
  await expect(log).toContainText(
    /BS Attack with the Combi Rifle \(B2\) on the Line Trooper, .*rolled \d+, \d+/,
  );
  await expect(log).toContainText(/BS Attack with the Combi Rifle \(B1\) on the Line Trooper, .*rolled \d+:/);
  await expect(page.getByTestId('piece-list').getByTestId('piece-spearhead')).toHaveCount(0);
});

/**
 * Player A's army in Retreat!: its Line Trooper (90 of 100 points) is shot dead by B's, so at A's next
 * Tactical Phase only the Camo Sniper (10 points) survives. The first seed whose dice kill it is used.
 */
function retreatGame(): string {
  for (let seed = 1; seed < 400; seed++) {
    const setup = hotSeatSetup(['line-trooper', 'camo-sniper'], ['line-trooper'], {
      width: 48,
      depth: 48,
      zoneDepth: 12,
    });
    const rosters = setup.game?.rosters;
    if (!rosters) throw new Error('no rosters');
    rosters.A = rosters.A.map((p, i) => ({ ...p, points: i === 0 ? 90 : 10 }));
    rosters.B = rosters.B.map((p) => ({ ...p, points: 50 }));
    const random = { seed };
    const game = recorder(setup, random);
    const put = (seat: 'A' | 'B', n: number, x: number, y: number) => {
      game.play((g) => ({
        type: 'deploy',
        seat,
        trooperId: rosterOf(g, seat)[n]?.id ?? '',
        form: 'model',
        at: { x, y },
        facing: seat === 'A' ? 90 : 270,
      }));
    };
    const end = (seat: 'A' | 'B') => {
      game.play(() => ({ type: 'endDeployment', seat }));
    };
    put('A', 0, 24, 10);
    end('A');
    end('B');
    put('A', 1, 40, 6);
    end('A');
    put('B', 0, 24, 40);
    end('B');
    game.play(() => ({ type: 'endTurn', seat: 'A' }));
    const at = (x: number, y: number) =>
      Object.values(game.state.pieces).find((p) => p.x === x && p.y === y)?.id ?? '';
    const shooter = at(24, 40);
    const victim = at(24, 10);
    const passAll = () => {
      while (game.state.phase.kind === 'turn' && game.state.phase.order?.stage === 'aro') {
        game.play(() => ({ type: 'endAros', seat: 'A' }));
      }
    };
    game.play(() => ({ type: 'activate', seat: 'B', pieceId: shooter }));
    game.play(() => ({ type: 'declare', seat: 'B', skill: 'bsAttack', target: victim }));
    passAll();
    if (game.state.phase.kind !== 'turn' || !game.state.phase.order) continue;
    game.play(() => ({ type: 'declare', seat: 'B', skill: 'idle' }));
    passAll();
    if (game.state.alerts?.length || game.state.replacements?.length) continue;
    game.play(() => ({ type: 'endTurn', seat: 'B' }));
    if (game.state.retreat?.includes('A') && !game.state.replacements?.length) {
      return serialize({
        random,
        setup,
        actions: game.actions,
        redo: [],
        id: 'g-retreat-token',
        name: 'Retreat token',
      });
    }
  }
  throw new Error('no seed kills the Line Trooper');
}

test('a Command Token makes the Camo Sniper ignore Retreat!: a public token, one token fewer', async ({
  page,
}) => {
  await openStored(page, { [STORAGE_KEY]: retreatGame() });
  await takeScreen(page, 'A');
  await expect(page.getByTestId('retreat-badges')).toContainText('Player A: Retreat!');
  const exempt = page.getByTestId('retreat-exempt');
  await expect(exempt.getByRole('button', { name: /^Spend a Command Token/ })).toBeDisabled();
  await expect(exempt).toContainText('Select one of your troopers first');
  const sniper = await toScreen(page, 40, 6);
  await page.mouse.click(sniper.x, sniper.y);
  await exempt.getByRole('button', { name: 'Spend a Command Token: Camo Sniper ignores Retreat!' }).click();
  await expect(page.getByTestId('command-tokens')).toContainText('Player A: 3 · Player B: 4');
  await expect(page.getByTestId('log')).toContainText(
    'Player A spends a Command Token: the Camo Sniper ignores Retreat! until the end of the game',
  );
  await expect(exempt).toContainText('Camo Sniper already ignores Retreat!');
  await expect(exempt).not.toContainText('Retreat!.');
  await page.screenshot({ path: `${shots}/retreat-token.png` });
});
